import CellArchive
import CellCodeGen
import CellDiagnostics
import CellKit
import CellPreview

extension CLI {
    /// The widths `render` accepts, in points.
    nonisolated static let renderWidths = 1.0...4096.0

    /// `cellc render FILE.cell -o OUT.svg`: compiles the file, makes the template from its archive as Nib makes an
    /// unregistered class, fills it with the sample data, lays it out at the width and writes its picture.
    func render(_ arguments: ParsedArguments, of command: Command) -> ExitCode {
        guard let output = arguments.value(of: .svgOutput), !output.isEmpty else {
            return fail(UsageError(message: "'render' needs the picture's path: -o OUT.svg", usage: command.usage))
        }
        var width: Double?
        if let text = arguments.value(of: .width) {
            guard CLI.isDecimal(text), let value = Double(text), CLI.renderWidths.contains(value)
            else {
                return fail(
                    UsageError(
                        message: "--width takes a number of points from 1 to 4096, found '\(text)'",
                        usage: command.usage))
            }
            width = value
        }
        guard let path = arguments.inputs.first, let bytes = read(path) else {
            return .ioError
        }
        let inputs = [path] + [arguments.value(of: .data)].compactMap(\.self)
        for input in inputs where fileSystem.isSameFile(input, output) {
            return fail(
                UsageError(message: "the output '\(output)' would replace the input '\(input)'", usage: command.usage))
        }
        let assetsPath = arguments.value(of: .assets)
        if let assetsPath, !fileSystem.isDirectory(assetsPath) {
            return fail("cannot read the assets folder '\(assetsPath)': not a directory", .ioError)
        }
        let source = SourceFile(path: path, bytes: bytes)
        let result = compiler(source, true)
        let format = arguments.choice(.diagnosticsFormat, as: DiagnosticsFormat.self) ?? .text
        let color = arguments.choice(.color, as: ColorChoice.self) ?? .auto
        var files = [(source: source, diagnostics: result.diagnostics)]
        // The data is checked against the template only when the file compiles; its diagnostics are reported with
        // the file's, in one document.
        var preview: NibPreview?
        if !result.diagnostics.contains(where: { $0.severity == .error }) {
            guard let archive = result.archive else {
                return fail("internal error: no archive was built for '\(path)', which has no errors", .internalError)
            }
            let template: NibPreview
            switch makePreview(archive, path: path, template: arguments.value(of: .template), usage: command.usage) {
            case .success(let made):
                template = made
            case .failure(let failure):
                _ = report(files, format: format, color: color)
                return fail(failure)
            }
            preview = template
            if let dataPath = arguments.value(of: .data) {
                guard let data = read(dataPath) else {
                    _ = report(files, format: format, color: color)
                    return .ioError
                }
                let dataSource = SourceFile(path: dataPath, bytes: data)
                files.append(
                    (
                        dataSource,
                        Compilation.limited(
                            SampleData.apply(dataSource, to: template), hint: "is this the data of this template?")
                    ))
            }
        }
        if report(files, format: format, color: color) {
            return .inputErrors
        }
        guard let preview else {
            return fail("internal error: '\(path)' has no errors and no template was made", .internalError)
        }
        preview.layout(atWidth: width)
        if let assetsPath {
            // The same folder may be an asset catalog: its colour sets are what `.asset("Name")` colours draw.
            do throws(ColorAssetError) {
                preview.view.traitOverrides.colorAssets = try ColorAssets(directory: assetsPath)
            } catch {
                return fail("cannot read the colours of the assets folder: \(error)", .ioError)
            }
        }
        let assets = assetsPath.map(ImageAssetDirectory.init(path:))
        let embedsFonts = arguments.flags.contains(Option.embedFonts.name)
        let svg = SVGRenderer(assets: assets, showsEmptyImageViews: true, embedsFonts: embedsFonts)
            .render(preview.view)
        do throws(FileSystemError) {
            try fileSystem.writeAtomically(Array(svg.utf8), toFile: output)
        } catch {
            return fail("cannot write '\(output)': \(error.reason)", .ioError)
        }
        // A font file that is missing is not an error: the picture is drawn with the fallback, and this says which.
        for warning in TextMetrics.fontWarnings {
            standardError.write("cellc: \(warning)\n")
        }
        if format == .text {
            standardOutput.write("wrote \(output)\n")
        }
        return .success
    }

    /// The template `name` (the first when nil) of the compiled `archive`, made for a preview, or why not.
    private func makePreview(
        _ archive: [UInt8], path: String, template name: String?, usage: String
    ) -> Result<NibPreview, RenderFailure> {
        do throws(NibError) {
            let nib = try Nib(bytes: archive, name: Compilation.baseName(ofPath: path), registry: CellRegistry())
            let names = nib.templateNames
            guard let first = names.first else {
                return .failure(.input("'\(path)' defines no template to render"))
            }
            let name = name ?? first
            guard names.contains(name) else {
                let known = names.map { "'\($0)'" }.joined(separator: ", ")
                return .failure(
                    .usage(UsageError(message: "'\(path)' has no template '\(name)'; it has \(known)", usage: usage)))
            }
            return .success(try nib.preview(ofTemplate: name))
        } catch {
            return .failure(.internalError("internal error: the archive of '\(path)' does not load: \(error)"))
        }
    }

    /// Whether `text` is digits with at most a point: `Double(_:)` alone also reads "0x10", "inf" and "nan".
    nonisolated static func isDecimal(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == 0x2E }
    }

    /// Prints `failure` and returns its exit code.
    private func fail(_ failure: RenderFailure) -> ExitCode {
        switch failure {
        case .usage(let error): fail(error)
        case .input(let message): fail(message, .inputErrors)
        case .internalError(let message): fail(message, .internalError)
        }
    }
}
