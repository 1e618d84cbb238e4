import CellCodeGen
import CellDiagnostics
import CellInterfaceBuilder

extension CLI {
    /// `cellc import FILE.xib [-o FILE.cell]`: the xib read into `.cell` source, checked as `cellc check` checks a
    /// file, and written to the output or printed.
    func importXIB(_ arguments: ParsedArguments, of command: Command) -> ExitCode {
        guard let path = arguments.inputs.first, let bytes = read(path) else { return .ioError }
        let output = arguments.value(of: .cellOutput)
        if let output, fileSystem.isSameFile(path, output) {
            return fail(UsageError(message: "the output '\(output)' would replace the input", usage: command.usage))
        }
        let format = arguments.choice(.diagnosticsFormat, as: DiagnosticsFormat.self) ?? .text
        let color = arguments.choice(.color, as: ColorChoice.self) ?? .auto
        guard let (imported, source) = importedSource(path, bytes, format: format, color: color) else {
            return .inputErrors
        }
        guard let output else {
            standardOutput.write(String(decoding: source.bytes, as: UTF8.self))
            return .success
        }
        do throws(FileSystemError) {
            try fileSystem.writeAtomically(source.bytes, toFile: output)
        } catch {
            return fail("cannot write '\(output)': \(error.reason)", .ioError)
        }
        if format == .text, !arguments.flags.contains(Option.quiet.name) {
            let count = imported.templates.count
            standardError.write("cellc: wrote \(output) (\(CLI.count(count, "template")))\n")
        }
        return .success
    }

    /// The `.cell` source of the xib at `path`, named after it (`Name.xib` reads as `Name.cell`), with the import's
    /// diagnostics reported; nil after reporting why there is none: the xib cannot be read, or what the import
    /// wrote does not check (a shortcoming of the importer, reported as the errors of the imported source).
    func importedSource(
        _ path: String, _ bytes: [UInt8], format: DiagnosticsFormat, color: ColorChoice
    ) -> (XIBImport, SourceFile)? {
        let imported = XIBImporter.import(bytes, path: path)
        let diagnostics = Compilation.limited(imported.diagnostics, hint: CLI.xibHint)
        guard let text = imported.source else {
            _ = report([(imported.xib, diagnostics)], format: format, color: color)
            return nil
        }
        let stem = path.hasSuffix(".xib") ? String(path.dropLast(4)) : path
        let source = SourceFile(path: stem + ".cell", bytes: Array(text.utf8))
        let checked = CompileResult.compile(source, emitting: false)
        let errors = checked.diagnostics.filter { $0.severity == .error }
        if report([(imported.xib, diagnostics), (source, errors)], format: format, color: color) {
            standardError.write("cellc: error: the import of '\(path)' does not compile; please report it\n")
            return nil
        }
        return (imported, source)
    }

    /// The note of the error that counts a xib's errors past the limit.
    static let xibHint = "is this an Interface Builder file? it should be XML"
}

extension Option {
    /// `-o, --output FILE.cell`, where `cellc import` writes.
    static let cellOutput = Option(
        "--output", short: "-o", value: .text(placeholder: "FILE.cell"),
        help: "Write the .cell source to FILE.cell. Default: print it.")
}
