import Testing

@testable import CellCLI

@MainActor @Suite("ArgumentParser")
struct ArgumentParserTests {
    nonisolated private static let compile = CLI.commands.first { $0.name == "compile" }

    private func parse(_ arguments: [String]) throws -> ParsedArguments {
        try ArgumentParser.parse(arguments, for: try #require(ArgumentParserTests.compile))
    }

    @Test(
        "accepted command lines",
        arguments: [
            (["a.cell"], [:], ["a.cell"]),
            (["a.cell", "b.cell", "c.cell"], [:], ["a.cell", "b.cell", "c.cell"]),
            (["-o", "out", "a.cell"], ["--output": "out"], ["a.cell"]),
            (["--output", "out", "a.cell"], ["--output": "out"], ["a.cell"]),
            (["--output=out", "a.cell"], ["--output": "out"], ["a.cell"]),
            (["a.cell", "--output=out", "b.cell"], ["--output": "out"], ["a.cell", "b.cell"]),
            (["--output=a=b", "a.cell"], ["--output": "a=b"], ["a.cell"]),
            (["--output=-dir", "a.cell"], ["--output": "-dir"], ["a.cell"]),
            (["-o", "-", "a.cell"], ["--output": "-"], ["a.cell"]),
            (["-", "a.cell"], [:], ["-", "a.cell"]),
            (["--", "-odd.cell", "--output"], [:], ["-odd.cell", "--output"]),
            (["--", "--help"], [:], ["--help"]),
            (
                ["--color", "never", "--diagnostics-format=json", "a.cell"],
                ["--color": "never", "--diagnostics-format": "json"], ["a.cell"]
            ),
        ] as [([String], [String: String], [String])]
    )
    func accepted(arguments: [String], values: [String: String], inputs: [String]) throws {
        let parsed = try parse(arguments)
        #expect(parsed == ParsedArguments(values: values, flags: [], inputs: inputs, helpRequested: false))
    }

    @Test(
        "-h or --help before '--' asks for help, whatever else is wrong",
        arguments: [
            ["--help"], ["-h"], ["a.cell", "--help"], ["--bogus", "-h"], ["-o", "--help"],
        ])
    func help(arguments: [String]) throws {
        #expect(try parse(arguments).helpRequested)
    }

    @Test(
        "rejected command lines, with the precise message",
        arguments: [
            ([], "missing input file: 'cellc compile' needs at least one FILE.cell"),
            (["-o", "out"], "missing input file: 'cellc compile' needs at least one FILE.cell"),
            (["--ouput", "out", "a.cell"], "unknown option '--ouput'; did you mean '--output'?"),
            (["--ouput=out", "a.cell"], "unknown option '--ouput'; did you mean '--output'?"),
            (["--colour", "never", "a.cell"], "unknown option '--colour'; did you mean '--color'?"),
            (["--frobnicate", "a.cell"], "unknown option '--frobnicate'"),
            (["-x", "a.cell"], "unknown option '-x'"),
            (["-o=out", "a.cell"], "option '-o' takes its value as the next argument: '-o out' or '--output=out'"),
            (["a.cell", "-o"], "option '-o' needs a value, as in '-o DIR'"),
            (["--output", "--color", "never", "a.cell"], "option '--output' needs a value, as in '--output DIR'"),
            (["--output=", "a.cell"], "option '--output' needs a value, as in '--output DIR'"),
            (["-o", "a", "--output", "b", "x.cell"], "option '--output' is given more than once"),
            (
                ["--color", "blue", "a.cell"],
                "invalid value 'blue' for '--color'; expected 'auto', 'always' or 'never'"
            ),
            (["--color=alway", "a.cell"], "invalid value 'alway' for '--color'; did you mean 'always'?"),
            (
                ["--diagnostics-format", "xml", "a.cell"],
                "invalid value 'xml' for '--diagnostics-format'; expected 'text' or 'json'"
            ),
            (["--help=yes", "a.cell"], "option '--help' does not take a value"),
        ] as [([String], String)]
    )
    func rejected(arguments: [String], message: String) throws {
        let command = try #require(ArgumentParserTests.compile)
        #expect(throws: UsageError(message: message, usage: command.usage)) {
            try ArgumentParser.parse(arguments, for: command)
        }
    }

    @Test("a command without inputs rejects any, and one with a maximum rejects extras")
    func inputCounts() throws {
        let help = try #require(CLI.commands.first { $0.name == "help" })
        #expect(try ArgumentParser.parse([], for: help).inputs.isEmpty)
        #expect(try ArgumentParser.parse(["check"], for: help).inputs == ["check"])
        #expect(
            throws: UsageError(
                message: "unexpected argument 'compile': 'cellc help' takes at most one COMMAND", usage: help.usage)
        ) {
            try ArgumentParser.parse(["check", "compile"], for: help)
        }
    }
}
