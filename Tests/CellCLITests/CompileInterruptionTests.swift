import CellCLI
import CellDiagnostics
import Foundation
import Testing

/// `cellc compile` stopped at every change it makes to the files, as a SIGKILL at that system call stops it
/// (``DyingFileSystem``): each output is then its old bytes or its new ones, and the next compile into the folder
/// leaves the killed compile's outputs all old or all new, and no temporary file or journal.
@MainActor @Suite("compile killed at every change")
struct CompileInterruptionTests {
    private static let names = ["a", "b", "c"]
    private static let outputs = names.flatMap { ["out/\($0).swift", "out/\($0).cellnib"] }
    private static let compileAll = ["compile"] + names.map { "\($0).cell" } + ["-o", "out"]

    /// The fake compiler's Swift, and an archive of the file's text, so an old and a new archive differ too.
    private static func compiler(_ source: SourceFile, emitting: Bool) -> CompileResult {
        let text = String(decoding: source.bytes, as: UTF8.self)
        return CompileResult(
            diagnostics: [], swiftSource: "// from \(source.path)\n" + text, archive: Array("archive: \(text)".utf8))
    }

    private func run(_ fileSystem: some FileSystem, _ arguments: [String]) -> (status: Int32, error: String) {
        let output = MemorySink()
        let error = MemorySink()
        let cli = CLI(
            standardOutput: output, standardError: error, fileSystem: fileSystem,
            compiler: CompileInterruptionTests.compiler)
        return (cli.run(arguments: arguments), error.text)
    }

    /// A folder holding a good build of the inputs, whose text has since changed.
    private func folderWithOldBuild() -> MemoryFileSystem {
        let fileSystem = MemoryFileSystem(
            files: Dictionary(
                uniqueKeysWithValues: CompileInterruptionTests.names.map { ("\($0).cell", "old \($0)\n") }))
        #expect(run(fileSystem, CompileInterruptionTests.compileAll).status == 0)
        for name in CompileInterruptionTests.names {
            fileSystem.files["\(name).cell"] = Array("new \(name), longer than the old\n".utf8)
        }
        return fileSystem
    }

    private func outputs(of fileSystem: MemoryFileSystem) -> [String: [UInt8]] {
        fileSystem.files.filter { $0.key.hasPrefix("out/") }
    }

    @Test("killed at each change in turn: every output old or new; the next compile completes or undoes it")
    func killedAtEveryChange() throws {
        let old = outputs(of: folderWithOldBuild())
        let finished = DyingFileSystem(folderWithOldBuild())
        #expect(run(finished, CompileInterruptionTests.compileAll).status == 0)
        let new = outputs(of: finished.base)
        #expect(new.keys.sorted() == CompileInterruptionTests.outputs.sorted())
        #expect(CompileInterruptionTests.outputs.allSatisfy { old[$0] != new[$0] })

        var mixedAfterKill = 0
        var completedByNextRun = 0
        for budget in 0..<finished.changes {
            let fileSystem = DyingFileSystem(folderWithOldBuild(), changesLeft: budget)
            #expect(run(fileSystem, CompileInterruptionTests.compileAll).status == 74)
            #expect(fileSystem.hasDied, "killed after \(budget) changes")
            let killed = fileSystem.base.files
            let fresh = CompileInterruptionTests.outputs.filter { killed[$0] == new[$0] }
            for output in CompileInterruptionTests.outputs {
                #expect(killed[output] == old[output] || killed[output] == new[output], "\(output) after \(budget)")
            }
            if !fresh.isEmpty && fresh.count < CompileInterruptionTests.outputs.count {
                mixedAfterKill += 1
            }

            // The next compile, of one input only, first settles the killed one's outputs.
            fileSystem.changesLeft = nil
            #expect(run(fileSystem, ["compile", "a.cell", "-o", "out"]).status == 0)
            let after = outputs(of: fileSystem.base)
            #expect(after.keys.sorted() == CompileInterruptionTests.outputs.sorted(), "after \(budget)")
            #expect(after["out/a.swift"] == new["out/a.swift"] && after["out/a.cellnib"] == new["out/a.cellnib"])
            let others = CompileInterruptionTests.outputs.filter { !$0.hasPrefix("out/a.") }
            let allOld = others.allSatisfy { after[$0] == old[$0] }
            let allNew = others.allSatisfy { after[$0] == new[$0] }
            #expect(allOld || allNew, "killed after \(budget) changes, the outputs stay mixed")
            if allNew && !fresh.isEmpty && fresh.count < CompileInterruptionTests.outputs.count {
                completedByNextRun += 1
            }
        }
        // Some kills fell between two renames, and the next run completed those.
        #expect(mixedAfterKill >= CompileInterruptionTests.outputs.count - 1)
        #expect(completedByNextRun == mixedAfterKill)
    }

    @Test("a rename that fails keeps the journal: the next compile, of another input, replaces the rest first")
    func failedRenameIsCompletedByTheNextRun() {
        let fileSystem = folderWithOldBuild()
        fileSystem.failingMoves["out/b.swift"] = "input/output error"
        let failed = run(fileSystem, CompileInterruptionTests.compileAll)
        #expect(failed.status == 74)
        #expect(
            failed.error
                == "cellc: error: cannot write 'out/b.swift': input/output error; already replaced: 'out/a.swift', "
                + "'out/a.cellnib'; the next compile into 'out' replaces the rest\n")
        #expect(fileSystem.text("out/b.swift") == "// from b.cell\nold b\n")

        fileSystem.failingMoves = [:]
        let next = run(fileSystem, ["compile", "c.cell", "-o", "out", "--emit", "swift"])
        #expect(next.status == 0)
        #expect(
            next.error
                == "cellc: note: a compile into 'out' was interrupted; replaced the rest of its outputs: "
                + "'out/b.swift', 'out/b.cellnib', 'out/c.swift', 'out/c.cellnib'\n")
        #expect(fileSystem.text("out/b.swift") == "// from b.cell\nnew b, longer than the old\n")
        #expect(fileSystem.text("out/c.cellnib") == "archive: new c, longer than the old\n")
        #expect(outputs(of: fileSystem).keys.sorted() == CompileInterruptionTests.outputs.sorted())
    }

    @Test(
        "a journal cellc did not write is refused, naming it, and nothing is renamed or written",
        arguments: [
            "garbage", "cellc journal 1 sleeping\n", "cellc journal 1 renaming\na.cell\0",
            "cellc journal 1 renaming\n.a.cell.cellc-1.tmp\0", "cellc journal 1 renaming\n.a.swift.cellc-1.tmp",
            "cellc journal 1 renaming\n../.a.swift.cellc-1.tmp\0", "cellc journal 1 renaming\n.a.swift.cellc-X.tmp\0",
        ])
    func foreignJournal(text: String) {
        let fileSystem = folderWithOldBuild()
        fileSystem.files["out/.cellc-journal"] = Array(text.utf8)
        fileSystem.files["out/.a.swift.cellc-1.tmp"] = Array("not ours".utf8)
        let before = outputs(of: fileSystem)
        let outcome = run(fileSystem, CompileInterruptionTests.compileAll)
        #expect(outcome.status == 74)
        #expect(
            outcome.error
                == "cellc: error: 'out/.cellc-journal' is not a journal this cellc wrote; remove it to compile "
                + "into 'out'\n")
        #expect(outputs(of: fileSystem) == before)
    }

    @Test("with the real file system, a kill between renames into two folders is completed by the next compile")
    func localKillBetweenRenames() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cellc-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out").path
        let elsewhere = root.appendingPathComponent("elsewhere").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        for name in ["a", "b"] {
            try Data("\(name) 1\n".utf8).write(to: root.appendingPathComponent("\(name).cell"))
        }
        // b's Swift is a link into another folder: its temporary file goes there, beside the file it replaces.
        try FileManager.default.createSymbolicLink(
            atPath: out + "/b.swift", withDestinationPath: "../elsewhere/b.swift")
        let inputs = ["a", "b"].map { root.appendingPathComponent("\($0).cell").path }
        let compile = ["compile"] + inputs + ["-o", out]
        #expect(run(LocalFileSystem(), compile).status == 0)
        for name in ["a", "b"] {
            try Data("\(name) 2\n".utf8).write(to: root.appendingPathComponent("\(name).cell"))
        }

        // Before the renames: a look for a half-written journal (one change), the journal (removing a stale new
        // one, creating it, renaming it into place, flushing the folder), four temporary files, a flush of each of
        // their two folders, the journal again.
        let renamesBegin = 1 + 4 + 4 + 2 + 4
        let dying = DyingFileSystem(LocalFileSystem(), changesLeft: renamesBegin + 1)
        #expect(run(dying, compile).status == 74)
        #expect(try String(contentsOfFile: out + "/a.swift", encoding: .utf8).hasSuffix("a 2\n"))
        #expect(try String(contentsOfFile: elsewhere + "/b.swift", encoding: .utf8).hasSuffix("b 1\n"))
        let journal = try Data(contentsOf: URL(fileURLWithPath: out + "/.cellc-journal"))
        // The temporary file in the other folder is named by its absolute path, the others by their names.
        #expect(String(decoding: journal, as: UTF8.self).contains("\0\(out)/../elsewhere/.b.swift.cellc-"))
        #expect(String(decoding: journal, as: UTF8.self).hasPrefix("cellc journal 1 renaming\n.a.swift.cellc-"))

        let next = run(LocalFileSystem(), ["compile", inputs[0], "-o", out, "--emit", "archive"])
        #expect(next.status == 0)
        #expect(next.error.hasPrefix("cellc: note: a compile into '\(out)' was interrupted; replaced the rest"))
        #expect(try String(contentsOfFile: elsewhere + "/b.swift", encoding: .utf8).hasSuffix("b 2\n"))
        #expect(try String(contentsOfFile: out + "/b.cellnib", encoding: .utf8) == "archive: b 2\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
                "a.cellnib", "a.swift", "b.cellnib", "b.swift",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere) == ["b.swift"])
    }
}
