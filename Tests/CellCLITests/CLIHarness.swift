import CellCLI
import CellDiagnostics

/// Runs the command line in memory and keeps everything it did.
@MainActor
struct CLIHarness {
    /// What one run printed and returned.
    struct Outcome {
        var status: Int32
        var output: String
        var error: String
    }

    var fileSystem = MemoryFileSystem()
    var environment: [String: String] = [:]
    var standardErrorIsTerminal = false
    var compiler: CLI.Compiler = FakeCompiler.compile

    func run(_ arguments: [String]) -> Outcome {
        let output = MemorySink()
        let error = MemorySink()
        let cli = CLI(
            standardOutput: output,
            standardError: error,
            fileSystem: fileSystem,
            environment: environment,
            standardOutputIsTerminal: false,
            standardErrorIsTerminal: standardErrorIsTerminal,
            compiler: compiler
        )
        let status = cli.run(arguments: arguments)
        return Outcome(status: status, output: output.text, error: error.text)
    }
}

/// A stand-in for the compiler: every `ERROR` in a file is an error, every `WARNING` a warning, and a file without
/// errors "compiles" to a comment naming it followed by its text, and to an "archive" naming it (``archive(of:)``).
enum FakeCompiler {
    static func compile(_ source: SourceFile, emitting: Bool) -> CompileResult {
        let diagnostics = find("ERROR", .error, in: source) + find("WARNING", .warning, in: source)
        let hasErrors = diagnostics.contains { $0.severity == .error }
        let swift = "// generated from \(source.path)\n" + String(decoding: source.bytes, as: UTF8.self)
        return CompileResult(
            diagnostics: diagnostics.sorted { $0.range.start < $1.range.start },
            swiftSource: hasErrors ? nil : swift,
            archive: hasErrors ? nil : archive(of: source.path)
        )
    }

    /// The bytes the fake compiler gives as the archive of the file at `path`.
    static func archive(of path: String) -> [UInt8] {
        Array("fake archive of \(path)\n".utf8)
    }

    private static func find(_ word: String, _ severity: Severity, in source: SourceFile) -> [Diagnostic] {
        let needle = Array(word.utf8)
        guard source.bytes.count >= needle.count else { return [] }
        return (0...(source.bytes.count - needle.count)).compactMap { start in
            guard source.bytes[start..<(start + needle.count)].elementsEqual(needle) else { return nil }
            return Diagnostic(
                severity,
                DiagnosticID("fake-\(severity)"),
                "found '\(word)'",
                at: SourceRange(start: start, end: start + needle.count)
            )
        }
    }
}
