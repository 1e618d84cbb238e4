import Testing

@testable import CellCLI

@MainActor @Suite("Colour decision")
struct ColorChoiceTests {
    @Test(
        "auto colours only terminals, and not with NO_COLOR or TERM=dumb; always and never are absolute",
        arguments: [
            (ColorChoice.auto, true, [:], true),
            (.auto, false, [:], false),
            (.auto, true, ["NO_COLOR": "1"], false),
            (.auto, true, ["NO_COLOR": ""], true),
            (.auto, true, ["TERM": "dumb"], false),
            (.auto, true, ["TERM": "xterm-256color"], true),
            (.always, false, [:], true),
            (.always, false, ["NO_COLOR": "1"], true),
            (.never, true, [:], false),
        ] as [(ColorChoice, Bool, [String: String], Bool)]
    )
    func decision(choice: ColorChoice, isTerminal: Bool, environment: [String: String], expected: Bool) {
        #expect(choice.enablesColor(isTerminal: isTerminal, environment: environment) == expected)
    }

    @Test(
        "the command line colours diagnostics on standard error accordingly",
        arguments: [
            ([], true, [:], true),
            ([], false, [:], false),
            ([], true, ["NO_COLOR": "yes"], false),
            (["--color", "always"], false, ["NO_COLOR": "yes"], true),
            (["--color=never"], true, [:], false),
        ] as [([String], Bool, [String: String], Bool)]
    )
    func endToEnd(options: [String], isTerminal: Bool, environment: [String: String], colored: Bool) {
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: ["a.cell": "ERROR\n"])
        harness.environment = environment
        harness.standardErrorIsTerminal = isTerminal
        let outcome = harness.run(["check", "a.cell"] + options)
        #expect(outcome.status == 1)
        #expect(outcome.error.contains("\u{1B}[1;31merror:\u{1B}[0m") == colored)
        #expect(outcome.error.utf8.contains(0x1B) == colored)
    }

    @Test("JSON is never coloured")
    func json() {
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: ["a.cell": "ERROR\n"])
        harness.standardErrorIsTerminal = true
        let outcome = harness.run(["check", "a.cell", "--diagnostics-format", "json", "--color", "always"])
        #expect(!outcome.output.utf8.contains(0x1B))
        #expect(!outcome.error.utf8.contains(0x1B))
    }
}
