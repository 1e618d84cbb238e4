import CellDiagnostics
import CellSupport

/// The `cellc` command line as a library: arguments in, text and files out, an exit status back.
///
/// Every effect goes through what it is given (output streams, a file system, the environment, the compiler), so
/// tests run it in memory and `main.swift` only wires it to the process. It runs on the main actor, as `render`
/// draws with CellKit, whose views live there.
@MainActor
public struct CLI {
    /// Compiles one source file; `emitting` is false when only its diagnostics are wanted (`cellc check`).
    public typealias Compiler = (_ source: SourceFile, _ emitting: Bool) -> CompileResult

    /// The version `--version` prints.
    nonisolated public static let version = "0.1.0"

    /// The largest input cellc reads, in bytes: 64 MiB, as CellKit's `Nib` reads archives. A larger file (or an
    /// endless one, `/dev/zero`) is an I/O error, not a way to exhaust memory.
    nonisolated public static let inputSizeLimit = 64 << 20

    let standardOutput: any TextSink
    let standardError: any TextSink
    let fileSystem: any FileSystem
    let environment: [String: String]
    let standardOutputIsTerminal: Bool
    let standardErrorIsTerminal: Bool
    let compiler: Compiler

    /// Creates a command line over the given I/O; `environment` needs only the variables cellc reads (`NO_COLOR`,
    /// `TERM`).
    public init(
        standardOutput: any TextSink,
        standardError: any TextSink,
        fileSystem: any FileSystem,
        environment: [String: String] = [:],
        standardOutputIsTerminal: Bool = false,
        standardErrorIsTerminal: Bool = false,
        compiler: @escaping Compiler = CompileResult.compile
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.fileSystem = fileSystem
        self.environment = environment
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.compiler = compiler
    }

    /// Runs the command line `arguments`, without the program name, and returns the exit status (``ExitCode``).
    public func run(arguments: [String]) -> Int32 {
        execute(arguments).rawValue
    }

    /// Runs `arguments` and returns the status as an ``ExitCode``.
    func execute(_ arguments: [String]) -> ExitCode {
        guard let first = arguments.first else {
            standardError.write(CLI.usage + "\n")
            return .usage
        }
        if Option.helpFlag.names.contains(first) {
            standardOutput.write(CLI.help)
            return .success
        }
        if first == Option.version.name {
            guard arguments.count == 1 else {
                return fail(UsageError(message: "unexpected argument '\(arguments[1])'", usage: CLI.usage))
            }
            standardOutput.write("cellc \(CLI.version)\n")
            return .success
        }
        guard let command = CLI.commands.first(where: { $0.name == first }) else {
            return fail(CLI.unknownCommand(first))
        }
        do {
            let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command)
            if parsed.helpRequested {
                standardOutput.write(CLI.help(for: command))
                return .success
            }
            return command.action(self, command, parsed)
        } catch {
            return fail(error)
        }
    }

    /// Prints a usage error: `cellc: error: message`, then the usage.
    func fail(_ error: UsageError) -> ExitCode {
        standardError.write("cellc: error: \(error.message)\n" + error.usage + "\n")
        return .usage
    }

    /// Prints `cellc: error: message` and returns `code`.
    func fail(_ message: String, _ code: ExitCode) -> ExitCode {
        standardError.write("cellc: error: \(message)\n")
        return code
    }

    /// The error for a word that should have been a command (or, first on the line, a global option).
    static func unknownCommand(_ word: String) -> UsageError {
        if word.hasPrefix("-") {
            let names = Option.globalOptions.flatMap(\.names)
            let suggestion = Suggestions.clause(Suggestions.closest(to: word, among: names))
            return UsageError(message: "unknown option '\(word)'" + suggestion, usage: usage)
        }
        // `cellc Transit.cell`: the user left out the command.
        if word.hasSuffix(".cell") {
            return UsageError(
                message: "unknown command '\(word)'; did you mean 'cellc compile \(word)'?",
                usage: usage
            )
        }
        let suggestion = Suggestions.clause(Suggestions.closest(to: word, among: commands.map(\.name)))
        return UsageError(message: "unknown command '\(word)'" + suggestion, usage: usage)
    }
}
