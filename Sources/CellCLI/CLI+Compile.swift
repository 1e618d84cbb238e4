import CellCodeGen
import CellDiagnostics

extension CLI {
    /// `cellc compile` when `writingOutput`, else `cellc check`.
    ///
    /// Every input is read and compiled before anything is written, so one bad input stops all outputs.
    func compile(_ arguments: ParsedArguments, of command: Command, writingOutput: Bool) -> ExitCode {
        let directory = arguments.value(of: .output)
        var outputPaths: [String] = []
        if writingOutput {
            do throws(UsageError) {
                outputPaths = try CLI.outputPaths(for: arguments.inputs, in: directory, usage: command.usage)
            } catch {
                return fail(error)
            }
        }

        var sources: [SourceFile] = []
        for path in arguments.inputs {
            do throws(FileSystemError) {
                sources.append(SourceFile(path: path, bytes: try fileSystem.contents(ofFile: path)))
            } catch {
                standardError.write("cellc: error: cannot read '\(path)': \(error.reason)\n")
            }
        }
        guard sources.count == arguments.inputs.count else { return .ioError }

        let results = sources.map(compiler)
        let format = arguments.choice(.diagnosticsFormat, as: DiagnosticsFormat.self) ?? .text
        let color = arguments.choice(.color, as: ColorChoice.self) ?? .auto
        if report(results, of: sources, format: format, color: color) {
            return .inputErrors
        }
        guard writingOutput else { return .success }

        var outputs: [[UInt8]] = []
        for (source, result) in zip(sources, results) {
            guard let swiftSource = result.swiftSource else {
                let message = "internal error: no Swift was generated for '\(source.path)', which has no errors"
                return fail(message, .internalError)
            }
            outputs.append(Array(swiftSource.utf8))
        }
        return write(outputs, to: outputPaths, in: directory, announcing: format == .text)
    }

    /// `DIR/<base name>.swift` for each input, checked before anything is read: two inputs with the same base name
    /// would overwrite each other's output.
    static func outputPaths(for inputs: [String], in directory: String?, usage: String) throws(UsageError) -> [String] {
        var inputOfName: [String: String] = [:]
        var inputOfEnum: [String: String] = [:]
        var paths: [String] = []
        for input in inputs {
            let baseName = Compilation.baseName(ofPath: input)
            guard !baseName.isEmpty else {
                throw UsageError(message: "cannot name an output after '\(input)'", usage: usage)
            }
            let name = baseName + ".swift"
            if let other = inputOfName[name] {
                throw UsageError(message: "'\(other)' and '\(input)' would both write '\(name)'", usage: usage)
            }
            // Outputs compiled together must not declare the same registration enum either.
            let enumName = SwiftIdentifier.typeName(fromFileName: baseName) + "Templates"
            if let other = inputOfEnum[enumName] {
                throw UsageError(
                    message: "'\(other)' and '\(input)' would both declare 'enum \(enumName)'", usage: usage)
            }
            inputOfName[name] = input
            inputOfEnum[enumName] = input
            paths.append(join(directory, name))
        }
        return paths
    }

    /// Prints every diagnostic of every input and, when there are errors or warnings, a summary; returns whether
    /// there are errors.
    ///
    /// Text goes to standard error, blocks separated by blank lines; JSON goes to standard output as one document,
    /// even when empty, so tools can always parse it.
    private func report(
        _ results: [CompileResult],
        of sources: [SourceFile],
        format: DiagnosticsFormat,
        color: ColorChoice
    ) -> Bool {
        let diagnostics = results.flatMap(\.diagnostics)
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        let summary =
            errors + warnings == 0
            ? nil : "cellc: \(CLI.count(errors, "error")), \(CLI.count(warnings, "warning"))\n"
        switch format {
        case .json:
            let files = zip(sources, results).map { (file: $0, diagnostics: $1.diagnostics) }
            standardOutput.write(JSONDiagnosticRenderer().render(files))
            if let summary {
                standardError.write(summary)
            }
        case .text:
            let colors = color.enablesColor(isTerminal: standardErrorIsTerminal, environment: environment)
            let renderer = DiagnosticRenderer(colors: colors)
            var blocks = zip(sources, results).flatMap { source, result in
                result.diagnostics.map { renderer.render($0, in: source) }
            }
            if let summary {
                blocks.append(summary)
            }
            if !blocks.isEmpty {
                standardError.write(blocks.joined(separator: "\n"))
            }
        }
        return errors > 0
    }

    /// Creates the output directory if needed, then writes each output atomically, in input order.
    private func write(_ outputs: [[UInt8]], to paths: [String], in directory: String?, announcing: Bool) -> ExitCode {
        if let directory, !directory.isEmpty, !fileSystem.isDirectory(directory) {
            do throws(FileSystemError) {
                try fileSystem.createDirectory(directory)
            } catch {
                return fail("cannot create directory '\(directory)': \(error.reason)", .ioError)
            }
        }
        for (bytes, path) in zip(outputs, paths) {
            do throws(FileSystemError) {
                try fileSystem.writeAtomically(bytes, toFile: path)
            } catch {
                return fail("cannot write '\(path)': \(error.reason)", .ioError)
            }
            if announcing {
                standardOutput.write("wrote \(path)\n")
            }
        }
        return .success
    }

    /// `1 error`, `2 errors`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)" + (number == 1 ? "" : "s")
    }

    /// `directory/name`, or `name` alone when no directory was given.
    private static func join(_ directory: String?, _ name: String) -> String {
        guard let directory, !directory.isEmpty else { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
