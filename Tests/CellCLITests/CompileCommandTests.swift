import CellCLI
import Foundation
import Testing

/// `cellc compile` end to end through the real compiler, against memory.
@MainActor @Suite("compile command, end to end")
struct CompileCommandTests {
    nonisolated private static let valid =
        "cell Hello {\n    height = 44\n    Label title {\n        frame = (8, 8, parent.width - 16, 28)\n"
        + "        text = \"Hi\"\n    }\n}\n"
    nonisolated private static let invalid = "cell Hello {\n    Lable title {\n    }\n}\n"

    private func harness(_ text: String) -> CLIHarness {
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: ["Examples/Transit.cell": text])
        harness.compiler = CompileResult.compile
        return harness
    }

    @Test("a valid file writes Transit.swift, the same bytes every time")
    func validFile() throws {
        let harness = harness(CompileCommandTests.valid)
        let outcome = harness.run(["compile", "Examples/Transit.cell", "-o", "out"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "wrote out/Transit.swift\nwrote out/Transit.cellnib\n")
        #expect(outcome.error.isEmpty)
        let swift = try #require(harness.fileSystem.text("out/Transit.swift"))
        #expect(swift.contains("Hello"))
        #expect(swift.contains("title"))

        #expect(harness.run(["compile", "Examples/Transit.cell", "-o", "again"]).status == 0)
        #expect(harness.fileSystem.text("again/Transit.swift") == swift)
        #expect(harness.run(["check", "Examples/Transit.cell"]).status == 0)
    }

    @Test("--emit embedded-archive writes the archive's bytes as Swift that extends the file's enum")
    func embeddedArchive() throws {
        let harness = harness(CompileCommandTests.valid)
        let outcome = harness.run([
            "compile", "Examples/Transit.cell", "-o", "out", "--emit", "archive,embedded-archive",
        ])
        #expect(outcome.status == 0)
        #expect(outcome.output == "wrote out/Transit.cellnib\nwrote out/Transit.cellnib.swift\n")
        let archive = try #require(harness.fileSystem.files["out/Transit.cellnib"])
        let swift = try #require(harness.fileSystem.text("out/Transit.cellnib.swift"))
        #expect(swift.contains("extension TransitTemplates {\n"))
        let bytes = swift.split(separator: "\n").filter { $0.hasPrefix("        0x") }.joined().split(separator: ",")
        #expect(bytes.map { UInt8($0.trimmingPrefix(while: \.isWhitespace).dropFirst(2), radix: 16) } == archive)
    }

    @Test("a file with errors writes nothing and exits 1")
    func invalidFile() {
        let harness = harness(CompileCommandTests.invalid)
        let outcome = harness.run(["compile", "Examples/Transit.cell", "-o", "out"])
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.hasPrefix("Examples/Transit.cell:2:5: error: "))
        #expect(outcome.error.contains("Lable"))
        let summary = outcome.error.split(separator: "\n").last ?? ""
        #expect(summary.hasPrefix("cellc: ") && summary.contains(" error"))
        #expect(harness.fileSystem.files.keys.sorted() == ["Examples/Transit.cell"])
        #expect(!harness.fileSystem.isDirectory("out"))
    }

    @Test("the five-error fixture: five errors, each with its place, line and caret; exit 1; nothing written")
    func fiveErrors() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Diagnostics/FiveErrors.cell")
        let harness = harness(try String(contentsOf: fixture, encoding: .utf8))
        let outcome = harness.run(["compile", "Examples/Transit.cell", "-o", "out", "--color", "never"])
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
        let headers = outcome.error.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            headers.map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
                "Examples/Transit.cell:6:5", "Examples/Transit.cell:11:9", "Examples/Transit.cell:12:16",
                "Examples/Transit.cell:15:37", "Examples/Transit.cell:19:6",
            ])
        #expect(outcome.error.components(separatedBy: "^").count - 1 >= 5)
        #expect(outcome.error.hasSuffix("cellc: 5 errors, 0 warnings\n"))
        #expect(!harness.fileSystem.isDirectory("out"))
    }
}
