import Testing

@testable import CellCLI

@MainActor @Suite("Usage errors")
struct UsageErrorTests {
    nonisolated private static let compileUsage =
        "usage: cellc compile FILE.cell... [-o DIR] [--emit swift,archive,embedded-archive] [-q] [--assets DIR] "
        + "[--diagnostics-format text|json] [--color auto|always|never]\n"
    nonisolated private static let dumpUsage = "usage: cellc dump FILE.cellnib\n"
    nonisolated private static let helpUsage = "usage: cellc help [COMMAND]\n"
    nonisolated private static let globalUsage =
        "usage: cellc <command> [options]\ncommands: compile, check, dump, render, lint, import, help; run 'cellc --help' for more\n"

    @Test("cellc alone prints the usage on standard error and exits 64")
    func noArguments() {
        let outcome = CLIHarness().run([])
        #expect(outcome.status == 64)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error == UsageErrorTests.globalUsage)
    }

    @Test(
        "wrong command lines exit 64 with the error, a suggestion when one is close, and the usage",
        arguments: [
            (
                ["compile", "--ouput", "out", "a.cell"], "unknown option '--ouput'; did you mean '--output'?",
                compileUsage
            ),
            (
                ["compile", "a.cell", "--color=nevr"], "invalid value 'nevr' for '--color'; did you mean 'never'?",
                compileUsage
            ),
            (["compile"], "missing input file: 'cellc compile' needs at least one FILE.cell", compileUsage),
            (
                ["compile", "a.cell", "--emit", "swfit"], "invalid value 'swfit' for '--emit'; did you mean 'swift'?",
                compileUsage
            ),
            (
                ["compile", "a.cell", "--emit=swift,archve"],
                "invalid value 'archve' for '--emit'; did you mean 'archive'?",
                compileUsage
            ),
            (
                ["compile", "a.cell", "--emit", "swift,"],
                "invalid value '' for '--emit'; expected 'swift', 'archive' or 'embedded-archive'",
                compileUsage
            ),
            (
                ["compile", "a.cell", "--emit", "json"],
                "invalid value 'json' for '--emit'; expected 'swift', 'archive' or 'embedded-archive'",
                compileUsage
            ),
            (
                ["compile", "a.cell", "--emit"],
                "option '--emit' needs a value, as in '--emit swift,archive,embedded-archive'",
                compileUsage
            ),
            (["dump"], "missing input file: 'cellc dump' needs exactly one FILE.cellnib", dumpUsage),
            (
                ["dump", "a.cellnib", "b.cellnib"],
                "unexpected argument 'b.cellnib': 'cellc dump' takes exactly one FILE.cellnib", dumpUsage
            ),
            (
                ["dump", "-"],
                "'cellc dump' does not read standard input; give the path of a .cellnib file (./- for a file named '-')",
                dumpUsage
            ),
            (
                ["help", "check", "dump"], "unexpected argument 'dump': 'cellc help' takes at most one COMMAND",
                helpUsage
            ),
            (["dump", "--emit", "swift", "a.cellnib"], "unknown option '--emit'", dumpUsage),
            (["dupm", "a.cellnib"], "unknown command 'dupm'; did you mean 'dump'?", globalUsage),
            (["compile", "a.cell", "--output"], "option '--output' needs a value, as in '--output DIR'", compileUsage),
            (["chek", "a.cell"], "unknown command 'chek'; did you mean 'check'?", globalUsage),
            (["compiel"], "unknown command 'compiel'; did you mean 'compile'?", globalUsage),
            (["frobnicate"], "unknown command 'frobnicate'", globalUsage),
            (["help", "compil"], "unknown command 'compil'; did you mean 'compile'?", globalUsage),
            (
                ["Transit.cell"], "unknown command 'Transit.cell'; did you mean 'cellc compile Transit.cell'?",
                globalUsage
            ),
            (["--verison"], "unknown option '--verison'; did you mean '--version'?", globalUsage),
            (["--output", "out"], "unknown option '--output'", globalUsage),
            (["--version", "now"], "unexpected argument 'now'", globalUsage),
        ]
    )
    func wrongCommandLine(arguments: [String], message: String, usage: String) {
        let outcome = CLIHarness().run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error == "cellc: error: \(message)\n" + usage)
    }

    @Test(
        "inputs whose outputs share a name, through an extension or in case only, are refused",
        arguments: [
            (
                ["a.cell", "a.cellnib.cell"], "swift,embedded-archive",
                "'a.cell' and 'a.cellnib.cell' would both write 'a.cellnib.swift'"
            ),
            (["Cells.cell", "cells.cell"], "swift", "'Cells.cell' and 'cells.cell' would both write 'cells.swift'"),
        ])
    func outputNamesClash(inputs: [String], emit: String, message: String) {
        let harness = CLIHarness()
        let outcome = harness.run(["compile"] + inputs + ["--emit", emit])
        #expect(outcome.status == 64)
        #expect(outcome.error.hasPrefix("cellc: error: \(message)\n"))
        #expect(harness.fileSystem.files.isEmpty)
    }

    @Test("two inputs that would write the same file are refused before anything is read")
    func sameBaseName() {
        let harness = CLIHarness()
        let outcome = harness.run(["compile", "a/Transit.cell", "b/Transit.cell"])
        #expect(outcome.status == 64)
        #expect(
            outcome.error == "cellc: error: 'a/Transit.cell' and 'b/Transit.cell' would both write 'Transit.swift'\n"
                + UsageErrorTests.compileUsage
        )
        #expect(harness.fileSystem.files.isEmpty)
    }

    @Test("two inputs that would declare the same registration enum are refused before anything is read")
    func sameRegistrationEnum() {
        let harness = CLIHarness()
        let outcome = harness.run(["compile", "my-cells.cell", "my cells.cell"])
        #expect(outcome.status == 64)
        #expect(
            outcome.error
                == "cellc: error: 'my-cells.cell' and 'my cells.cell' would both declare 'enum MyCellsTemplates'\n"
                + UsageErrorTests.compileUsage
        )
        #expect(harness.fileSystem.files.isEmpty)
    }

    @Test("check writes nothing, so the same base name twice is fine there")
    func sameBaseNameInCheck() {
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: ["a/T.cell": "cell A {}\n", "b/T.cell": "cell B {}\n"])
        let outcome = harness.run(["check", "a/T.cell", "b/T.cell"])
        #expect(outcome.status == 0)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.isEmpty)
    }
}
