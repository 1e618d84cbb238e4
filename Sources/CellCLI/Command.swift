/// One subcommand of `cellc`: what it accepts, how it is explained, and what it does.
///
/// Everything the parser, the help texts and "did you mean" know about a command comes from here, so adding a
/// command means adding one entry to ``CLI/commands``.
struct Command: Sendable {
    /// The positional arguments a command takes, such as `FILE.cell...`.
    struct Inputs: Sendable {
        /// What one of them is called, `FILE.cell`.
        let name: String
        /// One sentence for the help text.
        let help: String
        /// How many must be given.
        let minimumCount: Int
        /// How many may be given, nil for no limit.
        let maximumCount: Int?

        /// How many it takes, in words: `at least one`, `exactly one`, `at most one`.
        var countWords: String {
            switch (minimumCount, maximumCount) {
            case (let minimum, let maximum?) where minimum == maximum: "exactly \(Command.Inputs.word(minimum))"
            case (0, let maximum?): "at most \(Command.Inputs.word(maximum))"
            case (let minimum, let maximum?): "\(minimum) to \(maximum)"
            case (let minimum, nil): "at least \(Command.Inputs.word(minimum))"
            }
        }

        private static func word(_ count: Int) -> String {
            count == 1 ? "one" : String(count)
        }

        /// How they are shown in usage: `FILE.cell...`, `[COMMAND]`.
        var placeholder: String {
            let shown = name + (maximumCount == 1 ? "" : "...")
            return minimumCount == 0 ? "[" + shown + "]" : shown
        }
    }

    /// A status the command can exit with, and what it means for this command, for its help text.
    struct Exit: Sendable {
        /// The status.
        let code: ExitCode
        /// What it means, lowercase: `the archive was printed`.
        let meaning: String

        /// `code` with the meaning it has for every command (``ExitCode/meaning``).
        init(_ code: ExitCode) {
            self.init(code, code.meaning)
        }

        /// `code` with a meaning particular to the command.
        init(_ code: ExitCode, _ meaning: String) {
            self.code = code
            self.meaning = meaning
        }
    }

    /// The word that selects it, `compile`.
    let name: String
    /// One sentence: what it does.
    let summary: String
    /// The positional arguments, if it takes any.
    let inputs: Inputs?
    /// Its options, not counting `--help`, which every command has.
    let options: [Option]
    /// Further paragraphs for its help text.
    let discussion: [String]
    /// The statuses it can exit with, for its help text.
    let exitCodes: [Exit]
    /// Runs it, given the command line, the command itself and the parsed arguments.
    let action: @MainActor @Sendable (CLI, Command, ParsedArguments) -> ExitCode

    /// Its options with `--help` last.
    var allOptions: [Option] { options + [.helpFlag] }

    /// `usage: cellc compile FILE.cell... [--output DIR] ...`.
    var usage: String {
        // The short spelling where there is one, as users type it: [-o DIR]; a required option has no brackets.
        let words = options.map { option in
            let spelling = ([option.shortName ?? option.name] + [option.placeholder].compactMap(\.self))
                .joined(separator: " ")
            return option.isRequired ? spelling : "[" + spelling + "]"
        }
        return (["usage: cellc", name] + (inputs.map { [$0.placeholder] } ?? []) + words).joined(separator: " ")
    }
}
