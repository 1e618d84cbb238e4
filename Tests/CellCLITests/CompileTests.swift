import CellCLI
import CellDiagnostics
import Foundation
import Testing

/// `cellc compile` and `cellc check` against memory, with a stand-in compiler (``FakeCompiler``).
@MainActor @Suite("Compile and check")
struct CompileTests {
    private func harness(_ files: [String: String]) -> CLIHarness {
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: files)
        return harness
    }

    @Test("a valid file writes <base name>.swift and <base name>.cellnib into the current directory and says so")
    func writesIntoCurrentDirectory() {
        let harness = harness(["Examples/Transit.cell": "cell Transit {}\n"])
        let outcome = harness.run(["compile", "Examples/Transit.cell"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "wrote Transit.swift\nwrote Transit.cellnib\n")
        #expect(outcome.error.isEmpty)
        #expect(
            harness.fileSystem.text("Transit.swift") == "// generated from Examples/Transit.cell\ncell Transit {}\n")
        #expect(harness.fileSystem.files["Transit.cellnib"] == FakeCompiler.archive(of: "Examples/Transit.cell"))
    }

    @Test("--output DIR is created when missing and gets two files per input", arguments: ["out/gen", "out/gen/"])
    func writesIntoDirectory(directory: String) {
        let harness = harness(["A.cell": "cell A {}\n", "b/B.cell": "cell B {}\n"])
        let outcome = harness.run(["compile", "A.cell", "b/B.cell", "--output", directory])
        #expect(outcome.status == 0)
        #expect(
            outcome.output
                == "wrote out/gen/A.swift\nwrote out/gen/A.cellnib\nwrote out/gen/B.swift\nwrote out/gen/B.cellnib\n")
        #expect(harness.fileSystem.isDirectory("out/gen"))
        #expect(harness.fileSystem.text("out/gen/A.swift") == "// generated from A.cell\ncell A {}\n")
        #expect(harness.fileSystem.text("out/gen/B.swift") == "// generated from b/B.cell\ncell B {}\n")
        #expect(harness.fileSystem.files["out/gen/A.cellnib"] == FakeCompiler.archive(of: "A.cell"))
        #expect(harness.fileSystem.files["out/gen/B.cellnib"] == FakeCompiler.archive(of: "b/B.cell"))
    }

    @Test(
        "--emit chooses the outputs; Swift comes before the archive whatever the order given",
        arguments: [
            (["--emit", "swift"], ["out/A.swift"]),
            (["--emit=archive"], ["out/A.cellnib"]),
            (["--emit", "archive,swift"], ["out/A.swift", "out/A.cellnib"]),
            (["--emit", "swift,archive,swift"], ["out/A.swift", "out/A.cellnib"]),
            (["--emit", "embedded-archive,swift"], ["out/A.swift", "out/A.cellnib.swift"]),
            ([], ["out/A.swift", "out/A.cellnib"]),
        ])
    func emit(options: [String], written: [String]) {
        let harness = harness(["A.cell": "cell A {}\n"])
        let outcome = harness.run(["compile", "A.cell", "-o", "out"] + options)
        #expect(outcome.status == 0)
        #expect(outcome.output == written.map { "wrote \($0)\n" }.joined())
        #expect(harness.fileSystem.files.keys.sorted() == (["A.cell"] + written).sorted())
    }

    @Test("--quiet and -q write the same files and print no 'wrote' line", arguments: ["--quiet", "-q"])
    func quiet(flag: String) {
        let harness = harness(["A.cell": "cell A {}\n"])
        let outcome = harness.run(["compile", "A.cell", "-o", "out", flag])
        #expect(outcome.status == 0)
        #expect(outcome.output.isEmpty && outcome.error.isEmpty)
        #expect(harness.fileSystem.files.keys.sorted() == ["A.cell", "out/A.cellnib", "out/A.swift"])
    }

    @Test("with only archives, inputs that would declare the same enum may be compiled together")
    func archivesOnlyIgnoreTheEnum() {
        let harness = harness(["my-cells.cell": "cell A {}\n", "my_cells.cell": "cell B {}\n"])
        #expect(harness.run(["compile", "my-cells.cell", "my_cells.cell"]).status == 64)
        let outcome = harness.run(["compile", "my-cells.cell", "my_cells.cell", "--emit", "archive"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "wrote my-cells.cellnib\nwrote my_cells.cellnib\n")
        // An embedded archive extends the enum, so it clashes as the Swift does.
        #expect(harness.run(["compile", "my-cells.cell", "my_cells.cell", "--emit", "embedded-archive"]).status == 64)
    }

    @Test("errors in any input: every diagnostic and a summary on standard error, nothing written, exit 1")
    func errorsWriteNothing() {
        let harness = harness([
            "a.cell": "cell A {\n    ERROR\n}\n",
            "b.cell": "WARNING cell B {}\n",
            "c.cell": "cell C {}\n",
        ])
        let outcome = harness.run(["compile", "a.cell", "b.cell", "c.cell", "-o", "out"])
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
        #expect(
            outcome.error == """
                a.cell:2:5: error: found 'ERROR'
                  |
                2 |     ERROR
                  |     ^~~~~

                b.cell:1:1: warning: found 'WARNING'
                  |
                1 | WARNING cell B {}
                  | ^~~~~~~

                cellc: 1 error, 1 warning

                """
        )
        #expect(harness.fileSystem.files.keys.sorted() == ["a.cell", "b.cell", "c.cell"])
        #expect(!harness.fileSystem.isDirectory("out"))
    }

    @Test("warnings alone still write, with a summary", arguments: ["compile", "check"])
    func warningsOnly(command: String) {
        let harness = harness(["a.cell": "cell A { WARNING WARNING }\n"])
        let outcome = harness.run([command, "a.cell"])
        #expect(outcome.status == 0)
        #expect(outcome.error.hasSuffix("\ncellc: 0 errors, 2 warnings\n"))
        #expect((harness.fileSystem.text("a.swift") != nil) == (command == "compile"))
    }

    @Test("check reports like compile but never writes")
    func check() {
        let harness = harness(["a.cell": "cell A {}\n", "b.cell": "ERROR ERROR\n"])
        let valid = harness.run(["check", "a.cell"])
        #expect(valid.status == 0)
        #expect(valid.output.isEmpty)
        #expect(valid.error.isEmpty)
        let invalid = harness.run(["check", "a.cell", "b.cell"])
        #expect(invalid.status == 1)
        #expect(invalid.error.hasSuffix("\ncellc: 2 errors, 0 warnings\n"))
        #expect(harness.fileSystem.files.count == 2)
    }

    @Test("JSON: one document for all inputs on standard output, no 'wrote' lines, the summary on standard error")
    func json() throws {
        let harness = harness(["a.cell": "ERROR\n", "b.cell": "cell B {}\n", "c.cell": "x WARNING\n"])
        let failed = harness.run(["compile", "--diagnostics-format", "json", "a.cell", "b.cell", "c.cell"])
        #expect(failed.status == 1)
        #expect(failed.error == "cellc: 1 error, 1 warning\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(failed.output.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["file"] as? String } == ["a.cell", "c.cell"])
        #expect(diagnostics.map { $0["severity"] as? String } == ["error", "warning"])
        #expect(diagnostics.map { $0["column"] as? Int } == [1, 3])

        let succeeded = harness.run(["compile", "--diagnostics-format=json", "b.cell"])
        #expect(succeeded.status == 0)
        #expect(succeeded.output == "{\"diagnostics\":[]}\n")
        #expect(succeeded.error.isEmpty)
        #expect(harness.fileSystem.text("b.swift") != nil)
    }

    @Test("the same input gives byte-identical output and messages")
    func deterministic() {
        let harness = harness(["a.cell": "cell A {}\n", "e.cell": "ERROR WARNING\n"])
        let first = harness.run(["compile", "a.cell", "-o", "out"])
        let firstBytes = harness.fileSystem.files["out/a.swift"]
        let second = harness.run(["compile", "a.cell", "-o", "out"])
        #expect(first.status == 0)
        #expect(first.output == second.output)
        #expect(firstBytes != nil)
        #expect(harness.fileSystem.files["out/a.swift"] == firstBytes)
        #expect(harness.run(["check", "e.cell"]).error == harness.run(["check", "e.cell"]).error)
    }

    @Test("an unreadable input exits 74 with its path and reason, and nothing is written")
    func unreadableInput() {
        let harness = harness(["a.cell": "cell A {}\n", "dir/x.cell": ""])
        harness.fileSystem.failingReads["dir/x.cell"] = "permission denied"
        let outcome = harness.run(["compile", "a.cell", "missing.cell", "dir/x.cell"])
        #expect(outcome.status == 74)
        #expect(
            outcome.error == """
                cellc: error: cannot read 'missing.cell': no such file or directory
                cellc: error: cannot read 'dir/x.cell': permission denied

                """
        )
        #expect(outcome.output.isEmpty)
        #expect(harness.fileSystem.text("a.swift") == nil)
    }

    @Test("a directory given as input cannot be read: exit 74")
    func directoryInput() {
        let harness = harness([:])
        harness.fileSystem.directories.insert("Examples.cell")
        let outcome = harness.run(["check", "Examples.cell"])
        #expect(outcome.status == 74)
        #expect(outcome.error == "cellc: error: cannot read 'Examples.cell': is a directory\n")
    }

    @Test("an output that cannot be written exits 74 and names it")
    func unwritableOutput() {
        let harness = harness(["a.cell": "cell A {}\n"])
        harness.fileSystem.failingWrites["out/a.swift"] = "no space left on device"
        let outcome = harness.run(["compile", "a.cell", "--output", "out"])
        #expect(outcome.status == 74)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error == "cellc: error: cannot write 'out/a.swift': no space left on device\n")
        #expect(harness.fileSystem.text("out/a.swift") == nil)
    }

    @Test(
        "an output directory that cannot be created exits 74",
        arguments: [("file", "file exists"), ("ro", "read-only file system")])
    func uncreatableDirectory(directory: String, reason: String) {
        let harness = harness(["a.cell": "cell A {}\n", "file": "not a directory"])
        harness.fileSystem.failingDirectories["ro"] = "read-only file system"
        let outcome = harness.run(["compile", "a.cell", "-o", directory])
        #expect(outcome.status == 74)
        #expect(outcome.error == "cellc: error: cannot create directory '\(directory)': \(reason)\n")
        #expect(harness.fileSystem.files.count == 2)
    }

    @Test("a compiler that reports no error but generates nothing is an internal error: exit 70, nothing written")
    func internalError() {
        var harness = harness(["a.cell": "cell A {}\n"])
        harness.compiler = { _, _ in CompileResult(diagnostics: [], swiftSource: nil) }
        let outcome = harness.run(["compile", "a.cell"])
        #expect(outcome.status == 70)
        #expect(
            outcome.error == "cellc: error: internal error: no Swift was generated for 'a.cell', which has no errors\n"
        )
        #expect(harness.fileSystem.files.count == 1)
        #expect(harness.run(["check", "a.cell"]).status == 0)
    }

    @Test("a compiler that gives Swift but no archive is an internal error when the archive is asked for")
    func internalErrorWithoutArchive() {
        var harness = harness(["a.cell": "cell A {}\n", "b.cell": "cell B {}\n"])
        harness.compiler = { source, _ in
            CompileResult(diagnostics: [], swiftSource: "// \(source.path)\n", archive: nil)
        }
        let outcome = harness.run(["compile", "a.cell", "b.cell"])
        #expect(outcome.status == 70)
        #expect(
            outcome.error == "cellc: error: internal error: no archive was built for 'a.cell', which has no errors\n")
        #expect(harness.fileSystem.files.count == 2)
        #expect(harness.run(["compile", "a.cell", "b.cell", "--emit", "swift"]).status == 0)
        #expect(harness.fileSystem.text("b.swift") == "// b.cell\n")
    }

    @Test("with the real file system, outputs land in the directory and nothing else is left there")
    func localFileSystem() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cellc-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let input = root.appendingPathComponent("Transit.cell").path
        try Data("cell Transit {}\n".utf8).write(to: URL(fileURLWithPath: input))
        let output = root.appendingPathComponent("gen/swift").path

        let sink = MemorySink()
        let cli = CLI(
            standardOutput: sink,
            standardError: sink,
            fileSystem: LocalFileSystem(),
            compiler: FakeCompiler.compile
        )
        #expect(cli.run(arguments: ["compile", input, "-o", output]) == 0)
        #expect(sink.text == "wrote \(output)/Transit.swift\nwrote \(output)/Transit.cellnib\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output).sorted() == [
                "Transit.cellnib", "Transit.swift",
            ])
        let written = try String(contentsOfFile: output + "/Transit.swift", encoding: .utf8)
        #expect(written == "// generated from \(input)\ncell Transit {}\n")
        let archive = try Data(contentsOf: URL(fileURLWithPath: output + "/Transit.cellnib"))
        #expect(Array(archive) == FakeCompiler.archive(of: input))
    }

    @Test("a write that fails on one output changes no output and leaves no temporary file")
    func failedWriteChangesNothing() {
        let harness = harness(["a.cell": "cell A {}\n", "b.cell": "cell B {}\n"])
        #expect(harness.run(["compile", "a.cell", "b.cell", "-o", "out"]).status == 0)
        let before = harness.fileSystem.files.filter { $0.key.hasPrefix("out/") }
        #expect(before.count == 4)
        harness.fileSystem.files["a.cell"] = Array("cell A2 {}\n".utf8)
        harness.fileSystem.files["b.cell"] = Array("cell B2 {}\n".utf8)
        harness.fileSystem.failingWrites["out/b.cellnib"] = "no space left on device"
        let outcome = harness.run(["compile", "a.cell", "b.cell", "-o", "out"])
        #expect(outcome.status == 74)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error == "cellc: error: cannot write 'out/b.cellnib': no space left on device\n")
        #expect(harness.fileSystem.files.filter { $0.key.hasPrefix("out/") } == before)
    }

    @Test("an output that is a directory is refused before any output is written")
    func outputIsADirectory() {
        let harness = harness(["Gallery.cell": "cell G {}\n", "Simple.cell": "cell S {}\n"])
        harness.fileSystem.directories.formUnion(["p", "p/Simple.cellnib"])
        let outcome = harness.run(["compile", "Gallery.cell", "Simple.cell", "-o", "p"])
        #expect(outcome.status == 74)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error == "cellc: error: cannot write 'p/Simple.cellnib': is a directory\n")
        #expect(harness.fileSystem.files.keys.sorted() == ["Gallery.cell", "Simple.cell"])
    }

    @Test("a rename that fails after the checks names the outputs already replaced and leaves the rest staged")
    func failedRename() {
        let harness = harness(["a.cell": "cell A {}\n", "b.cell": "cell B {}\n"])
        harness.fileSystem.failingMoves["b.swift"] = "input/output error"
        let outcome = harness.run(["compile", "a.cell", "b.cell"])
        #expect(outcome.status == 74)
        #expect(
            outcome.error
                == "cellc: error: cannot write 'b.swift': input/output error; already replaced: 'a.swift', "
                + "'a.cellnib'; the next compile into '.' replaces the rest\n"
        )
        let files = harness.fileSystem.files.keys.sorted()
        #expect(files.filter { !$0.hasPrefix(".") } == ["a.cell", "a.cellnib", "a.swift", "b.cell"])
        // The journal and b's two temporary files, for the next compile here.
        #expect(files.filter { $0.hasPrefix(".") }.count == 3)
        #expect(files.contains(".cellc-journal"))
    }

    @Test(
        "an output that would replace an input is refused before anything is read: exit 64, both named",
        arguments: [
            (["Simple.swift"], "Simple.swift", "Simple.swift"),
            (["./Simple.swift"], "Simple.swift", "./Simple.swift"),
            (["Simple.swift", "-o", "."], "./Simple.swift", "Simple.swift"),
            (["a/Simple.cellnib", "-o", "a/"], "a/Simple.cellnib", "a/Simple.cellnib"),
        ])
    func outputReplacesInput(arguments: [String], output: String, input: String) {
        let harness = harness(["Simple.swift": "cell Simple {}\n", "a/Simple.cellnib": "cell Simple {}\n"])
        harness.fileSystem.directories.insert("a")
        let outcome = harness.run(["compile"] + arguments)
        #expect(outcome.status == 64)
        #expect(
            outcome.error.hasPrefix(
                "cellc: error: the output '\(output)' would replace the input '\(input)'; give .cell files, or "
                    + "another directory with -o\nusage: cellc compile "))
        #expect(harness.fileSystem.text("Simple.swift") == "cell Simple {}\n")
        #expect(harness.fileSystem.files.count == 2)
    }

    @Test("an input that does not end in .cell is compiled, with a warning", arguments: ["compile", "check"])
    func notACellFile(command: String) {
        let harness = harness(["notes.txt": "cell Notes {}\n", "b.cell": "cell B {}\n"])
        let outcome = harness.run([command, "notes.txt", "b.cell"] + (command == "compile" ? ["-o", "out"] : []))
        #expect(outcome.status == 0)
        #expect(outcome.error == "cellc: warning: 'notes.txt' does not end in '.cell'; reading it as a .cell file\n")
        #expect((harness.fileSystem.text("out/notes.swift") != nil) == (command == "compile"))
    }

    @Test("an input larger than 64 MiB is not read: exit 74 with its path")
    func tooLargeInput() {
        let harness = harness([:])
        harness.fileSystem.files["huge.cell"] = [UInt8](repeating: 0x20, count: CLI.inputSizeLimit + 1)
        harness.fileSystem.files["limit.cellnib"] = [UInt8](repeating: 0x20, count: CLI.inputSizeLimit)
        let outcome = harness.run(["check", "huge.cell"])
        #expect(outcome.status == 74)
        #expect(outcome.error == "cellc: error: cannot read 'huge.cell': file is larger than 64 MiB\n")
        // Exactly the limit is read (and, for dump, found not to be an archive).
        #expect(harness.run(["dump", "limit.cellnib"]).status == 1)
    }

    @Test("with the real file system, an endless input is refused after 64 MiB: exit 74")
    func endlessInput() {
        let sink = MemorySink()
        let cli = CLI(standardOutput: sink, standardError: sink, fileSystem: LocalFileSystem())
        #expect(cli.run(arguments: ["check", "/dev/zero"]) == 74)
        #expect(
            sink.text == "cellc: warning: '/dev/zero' does not end in '.cell'; reading it as a .cell file\n"
                + "cellc: error: cannot read '/dev/zero': file is larger than 64 MiB\n")
    }
}
