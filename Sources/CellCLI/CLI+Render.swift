import CellArchive
import CellCodeGen
import CellDiagnostics
import CellKit

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
            guard let value = Double(text), CLI.renderWidths.contains(value) else {
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
        if fileSystem.isSameFile(path, output) {
            return fail(
                UsageError(message: "the output '\(output)' would replace the input '\(path)'", usage: command.usage))
        }
        let source = SourceFile(path: path, bytes: bytes)
        let result = compiler(source)
        let format = arguments.choice(.diagnosticsFormat, as: DiagnosticsFormat.self) ?? .text
        let color = arguments.choice(.color, as: ColorChoice.self) ?? .auto
        if report([result], of: [source], format: format, color: color) {
            return .inputErrors
        }
        guard let archive = result.archive else {
            return fail("internal error: no archive was built for '\(path)', which has no errors", .internalError)
        }
        let preview: NibPreview
        do throws(NibError) {
            let nib = try Nib(bytes: archive, name: Compilation.baseName(ofPath: path), registry: CellRegistry())
            let names = nib.templateNames
            let name = arguments.value(of: .template) ?? names.first ?? ""
            guard names.contains(name) else {
                let known = names.isEmpty ? "it has none" : "it has " + names.map { "'\($0)'" }.joined(separator: ", ")
                return fail(
                    UsageError(message: "'\(path)' has no template '\(name)'; \(known)", usage: command.usage))
            }
            preview = try nib.preview(ofTemplate: name)
        } catch {
            return fail("internal error: the archive of '\(path)' does not load: \(error)", .internalError)
        }
        if let dataPath = arguments.value(of: .data) {
            guard let data = read(dataPath) else {
                return .ioError
            }
            if let problem = SampleData.apply(data, to: preview) {
                standardError.write("\(dataPath):\(problem.line):\(problem.column): error: \(problem.message)\n")
                return .inputErrors
            }
        }
        let assetsPath = arguments.value(of: .assets)
        if let assetsPath, !fileSystem.isDirectory(assetsPath) {
            return fail("cannot read the assets folder '\(assetsPath)': not a directory", .ioError)
        }
        preview.layout(atWidth: width ?? preview.nominalWidth)
        let assets = assetsPath.map(ImageAssetDirectory.init(path:))
        let svg = SVGRenderer(assets: assets).render(preview.view)
        do throws(FileSystemError) {
            try fileSystem.writeAtomically(Array(svg.utf8), toFile: output)
        } catch {
            return fail("cannot write '\(output)': \(error.reason)", .ioError)
        }
        if format == .text {
            standardOutput.write("wrote \(output)\n")
        }
        return .success
    }
}
