import CellCodeGen
import CellDiagnostics

extension CLI {
    /// `cellc compile` when `writingOutput`, else `cellc check`.
    ///
    /// Every input is read and compiled before anything is written, so one bad input stops all outputs.
    func compile(_ arguments: ParsedArguments, of command: Command, writingOutput: Bool) -> ExitCode {
        let directory = arguments.value(of: .output)
        // In the order of OutputKind, whatever the order given: each input's Swift, then its archive.
        let kinds = OutputKind.allCases.filter { arguments.list(.emit).contains($0.rawValue) }
        var outputPaths: [[(kind: OutputKind, path: String)]] = []
        if writingOutput {
            do throws(UsageError) {
                outputPaths = try CLI.outputPaths(
                    for: arguments.inputs, in: directory, kinds: kinds, usage: command.usage)
                try checkNoOutputReplacesAnInput(outputPaths.flatMap { $0.map(\.path) }, arguments.inputs, command)
            } catch {
                return fail(error)
            }
        }
        for path in arguments.inputs where !path.hasSuffix(".cell") {
            standardError.write("cellc: warning: '\(path)' does not end in '.cell'; reading it as a .cell file\n")
        }

        var sources: [SourceFile] = []
        for path in arguments.inputs {
            if let bytes = read(path) {
                sources.append(SourceFile(path: path, bytes: bytes))
            }
        }
        guard sources.count == arguments.inputs.count else { return .ioError }

        let results = sources.map(compiler)
        let format = arguments.choice(.diagnosticsFormat, as: DiagnosticsFormat.self) ?? .text
        let color = arguments.choice(.color, as: ColorChoice.self) ?? .auto
        if report(zip(sources, results).map { ($0, $1.diagnostics) }, format: format, color: color) {
            return .inputErrors
        }
        guard writingOutput else { return .success }

        var outputs: [(bytes: [UInt8], path: String)] = []
        for (source, (result, paths)) in zip(sources, zip(results, outputPaths)) {
            for (kind, path) in paths {
                let bytes: [UInt8]?
                switch kind {
                case .swift: bytes = result.swiftSource.map { Array($0.utf8) }
                case .archive: bytes = result.archive
                case .embeddedArchive:
                    let emitter = EmbeddedArchiveEmitter(sourceName: Compilation.fileName(ofPath: source.path))
                    bytes = result.archive.map { Array(emitter.emit($0).utf8) }
                }
                guard let bytes else {
                    let what = kind == .swift ? "no Swift was generated" : "no archive was built"
                    return fail("internal error: \(what) for '\(source.path)', which has no errors", .internalError)
                }
                outputs.append((bytes, path))
            }
        }
        return write(
            outputs, in: directory, announcing: format == .text && !arguments.flags.contains(Option.quiet.name))
    }

    /// The bytes of the file at `path`, or nil after printing why they cannot be read: it is missing, a directory,
    /// larger than ``CLI/inputSizeLimit``.
    func read(_ path: String) -> [UInt8]? {
        do throws(FileSystemError) {
            return try fileSystem.contents(ofFile: path, limit: CLI.inputSizeLimit)
        } catch {
            standardError.write("cellc: error: cannot read '\(path)': \(error.reason)\n")
            return nil
        }
    }

    /// `DIR/<base name>.swift` and `DIR/<base name>.cellnib` (those of `kinds`) for each input, checked before
    /// anything is read: two inputs with the same base name would overwrite each other's outputs.
    nonisolated static func outputPaths(
        for inputs: [String], in directory: String?, kinds: [OutputKind], usage: String
    ) throws(UsageError) -> [[(kind: OutputKind, path: String)]] {
        var inputOfName: [String: String] = [:]
        var inputOfEnum: [String: String] = [:]
        var paths: [[(kind: OutputKind, path: String)]] = []
        for input in inputs {
            let baseName = Compilation.baseName(ofPath: input)
            guard !baseName.isEmpty else {
                throw UsageError(message: "cannot name an output after '\(input)'", usage: usage)
            }
            let name = baseName + (kinds.first ?? .swift).fileExtension
            if let other = inputOfName[baseName] {
                throw UsageError(message: "'\(other)' and '\(input)' would both write '\(name)'", usage: usage)
            }
            // Outputs compiled together must not declare (or, embedded archives, extend) the same enum either.
            let enumName = SwiftIdentifier.typeName(fromFileName: baseName) + "Templates"
            if kinds.contains(where: { $0 != .archive }), let other = inputOfEnum[enumName] {
                throw UsageError(
                    message: "'\(other)' and '\(input)' would both declare 'enum \(enumName)'", usage: usage)
            }
            inputOfName[baseName] = input
            inputOfEnum[enumName] = input
            paths.append(kinds.map { ($0, join(directory, baseName + $0.fileExtension)) })
        }
        return paths
    }

    /// Refuses an output that is one of the inputs (`cellc compile Name.swift` would write `Name.swift` over
    /// itself), however either is spelled, before anything is read or written.
    private func checkNoOutputReplacesAnInput(
        _ outputs: [String], _ inputs: [String], _ command: Command
    ) throws(UsageError) {
        for output in outputs {
            if let input = inputs.first(where: { $0 == output || fileSystem.isSameFile($0, output) }) {
                throw UsageError(
                    message: "the output '\(output)' would replace the input '\(input)'; "
                        + "give .cell files, or another directory with -o",
                    usage: command.usage)
            }
        }
    }

    /// Prints every diagnostic of every file and, when there are errors or warnings, a summary; returns whether
    /// there are errors.
    ///
    /// Text goes to standard error, blocks separated by blank lines; JSON goes to standard output as one document,
    /// even when empty, so tools can always parse it.
    func report(
        _ files: [(source: SourceFile, diagnostics: [Diagnostic])], format: DiagnosticsFormat, color: ColorChoice
    ) -> Bool {
        let diagnostics = files.flatMap(\.diagnostics)
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        let summary =
            errors + warnings == 0
            ? nil : "cellc: \(CLI.count(errors, "error")), \(CLI.count(warnings, "warning"))\n"
        switch format {
        case .json:
            standardOutput.write(JSONDiagnosticRenderer().render(files.map { (file: $0.source, $0.diagnostics) }))
            if let summary {
                standardError.write(summary)
            }
        case .text:
            let colors = color.enablesColor(isTerminal: standardErrorIsTerminal, environment: environment)
            let renderer = DiagnosticRenderer(colors: colors)
            var blocks = files.flatMap { source, diagnostics in
                diagnostics.map { renderer.render($0, in: source) }
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

    /// Creates the output directory if needed, then writes every output so that either all are replaced or none
    /// is: each goes to a temporary file beside it first, and only when all are written are they renamed into
    /// place. A failure removes the temporary files.
    private func write(_ outputs: [(bytes: [UInt8], path: String)], in directory: String?, announcing: Bool) -> ExitCode
    {
        if let directory, !directory.isEmpty, !fileSystem.isDirectory(directory) {
            do throws(FileSystemError) {
                try fileSystem.createDirectory(directory)
            } catch {
                return fail("cannot create directory '\(directory)': \(error.reason)", .ioError)
            }
        }
        // Renaming over a directory fails, and would fail after other outputs were replaced: check first.
        if let path = outputs.map(\.path).first(where: fileSystem.isDirectory) {
            return fail("cannot write '\(path)': is a directory", .ioError)
        }
        var staged: [(temporary: String, path: String)] = []
        for (bytes, path) in outputs {
            do throws(FileSystemError) {
                staged.append((try fileSystem.writeTemporaryFile(bytes, besideFile: path), path))
            } catch {
                for output in staged {
                    fileSystem.removeFile(output.temporary)
                }
                return fail("cannot write '\(path)': \(error.reason)", .ioError)
            }
        }
        for (index, output) in staged.enumerated() {
            do throws(FileSystemError) {
                try fileSystem.moveFile(output.temporary, to: output.path)
            } catch {
                // Only a rename that fails after the checks above (a race, a failing disk) gets here.
                for unmoved in staged[index...] {
                    fileSystem.removeFile(unmoved.temporary)
                }
                let replaced = staged[..<index].map { "'\($0.path)'" }.joined(separator: ", ")
                return fail(
                    "cannot write '\(output.path)': \(error.reason)"
                        + (replaced.isEmpty ? "" : "; already replaced: \(replaced)"), .ioError)
            }
        }
        if announcing {
            standardOutput.write(staged.map { "wrote \($0.path)\n" }.joined())
        }
        return .success
    }

    /// `1 error`, `2 errors`.
    nonisolated private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)" + (number == 1 ? "" : "s")
    }

    /// `directory/name`, or `name` alone when no directory was given.
    nonisolated private static func join(_ directory: String?, _ name: String) -> String {
        guard let directory, !directory.isEmpty else { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
