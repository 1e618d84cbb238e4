import CellTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The built `cellc` killed with SIGKILL at random moments while it compiles many inputs into a folder holding an
/// earlier build of other content: every output is then byte for byte the old one or the new one, and the next
/// compile into the folder, of one input only, leaves the killed compile's outputs all old or all new, with no
/// temporary file or journal.
@Suite("cellc killed with SIGKILL while it writes", .serialized)
struct CompileKillTests {
    /// The `cellc` that `swift build` made, beside this test bundle.
    private static var cellc: String? {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let candidate = bundle.appendingPathComponent("cellc").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    private static let inputCount = 20

    /// A valid template whose outputs differ with `version`, with enough views to make the outputs of some size.
    private static func source(_ index: Int, version: Int) -> String {
        let labels = (0..<(version * 4)).map { label in
            "    Label label\(label) {\n        frame = (8, \(label * 20), parent.width - 16, 20)\n    }\n"
        }
        return "cell Kill\(index)Cell {\n    height = \(40 + version)\n" + labels.joined() + "}\n"
    }

    /// Starts cellc with `arguments`, its output thrown away.
    private static func start(_ cellc: String, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: cellc)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs cellc with `arguments`; after `delay` microseconds, if given, sends it SIGKILL. Returns whether it
    /// exited by itself, and its status then.
    @discardableResult
    private static func run(
        _ cellc: String, _ arguments: [String], killAfter delay: UInt32? = nil
    ) throws -> (exited: Bool, status: Int32) {
        let process = try start(cellc, arguments)
        if let delay {
            if delay > 0 {
                usleep(delay)
            }
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        return (process.terminationReason == .exit, process.terminationStatus)
    }

    /// Runs cellc with `arguments` and returns when, in seconds after it started, the `journal` file appeared,
    /// which is when it began to write, and when it ended.
    private static func measure(
        _ cellc: String, _ arguments: [String], journal: String
    ) throws -> (writingBegins: Double, end: Double) {
        let started = Date()
        let process = try start(cellc, arguments)
        var writingBegins: Double?
        while process.isRunning, writingBegins == nil {
            if FileManager.default.fileExists(atPath: journal) {
                writingBegins = Date().timeIntervalSince(started)
            } else {
                Thread.sleep(forTimeInterval: 0.0002)
            }
        }
        process.waitUntilExit()
        let end = Date().timeIntervalSince(started)
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        return (min(writingBegins ?? end * 0.8, end), end)
    }

    /// The files in `folder` by name.
    private static func files(in folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return files
    }

    /// Makes `folder` hold exactly `files`.
    private static func restore(_ folder: String, to files: [String: Data]) throws {
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, data) in files {
            try data.write(to: URL(fileURLWithPath: folder + "/" + name))
        }
    }

    @Test("killed at random moments, from at once to after the end: outputs old or new, then settled by the next run")
    func killedAtRandomMoments() throws {
        let cellc = try #require(
            CompileKillTests.cellc,
            "the cellc executable is not beside the test bundle \(CommandLine.arguments[0]); 'swift build' makes it")
        // On a disk, not a tmpfs such as /dev/shm: there the flushes to storage make writing most of a run, so most
        // kills aimed at a moment of the run land while it writes.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cellc-sigkill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let inputs = root.appendingPathComponent("inputs").path
        let out = root.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: inputs, withIntermediateDirectories: true)
        let paths = (0..<CompileKillTests.inputCount).map { inputs + "/Kill\($0).cell" }
        let compile = ["compile"] + paths + ["-o", out]
        func writeInputs(version: Int) throws {
            for (index, path) in paths.enumerated() {
                try Data(CompileKillTests.source(index, version: version).utf8).write(to: URL(fileURLWithPath: path))
            }
        }

        try writeInputs(version: 1)
        #expect(try CompileKillTests.run(cellc, compile) == (true, 0))
        let old = try CompileKillTests.files(in: out)
        try writeInputs(version: 2)
        let (writingBegins, duration) = try CompileKillTests.measure(cellc, compile, journal: out + "/.cellc-journal")
        var aim = writingBegins...duration
        let new = try CompileKillTests.files(in: out)
        #expect(old.count == 2 * CompileKillTests.inputCount && new.keys.sorted() == old.keys.sorted())
        #expect(old.allSatisfy { new[$0.key] != $0.value })

        var generator = SplitMix64(seed: 0xC311_C0DE)
        var killedWhileWriting = 0
        for iteration in 0..<40 {
            try CompileKillTests.restore(out, to: old)
            // A few kills at once; then in turn anywhere up to a little past a whole run's time, and aimed at the
            // writing, a short part of a run whose time varies with the machine's load: a kill that came before it
            // moves the aim later, one that came after it earlier.
            let seconds =
                iteration < 3
                ? 0
                : Double.random(in: iteration.isMultiple(of: 2) ? 0...(duration * 1.2) : aim, using: &generator)
            let delay = UInt32(seconds * 1_000_000)
            let killed = try CompileKillTests.run(cellc, compile, killAfter: delay)
            let left = try CompileKillTests.files(in: out)
            for (name, data) in old {
                #expect(left[name] == data || left[name] == new[name], "\(name) after a kill at \(delay) µs")
            }
            if left.keys.contains(where: { $0.hasPrefix(".") }) {
                killedWhileWriting += 1
            } else if !iteration.isMultiple(of: 2) {
                let before = left == old && !killed.exited
                aim =
                    before ? min(seconds, aim.upperBound * 0.9)...aim.upperBound : aim.lowerBound...max(seconds, 0.001)
            }
            #expect(!killed.exited || killed.status == 0)

            #expect(try CompileKillTests.run(cellc, ["compile", paths[0], "-o", out]) == (true, 0))
            let after = try CompileKillTests.files(in: out)
            #expect(after.keys.sorted() == old.keys.sorted(), "after a kill at \(delay) µs")
            #expect(after["Kill0.swift"] == new["Kill0.swift"] && after["Kill0.cellnib"] == new["Kill0.cellnib"])
            let others = old.keys.filter { !$0.hasPrefix("Kill0.") }
            let allOld = others.allSatisfy { after[$0] == old[$0] }
            let allNew = others.allSatisfy { after[$0] == new[$0] }
            #expect(allOld || allNew, "after a kill at \(delay) µs, the outputs stay mixed")
        }
        // Kills landed after writing began, not only before the process started or after it ended.
        #expect(killedWhileWriting > 0)
    }
}
