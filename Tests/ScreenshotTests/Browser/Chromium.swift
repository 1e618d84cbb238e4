import Foundation

/// Headless Chromium, from Debian's `chromium` package (which `.ci/run` installs), used as a real SVG viewer:
/// it opens a file and saves a PNG screenshot of it, or runs a page's script and returns the document it leaves.
enum Chromium {
    /// Why a screenshot could not be taken.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Where the browser is looked for: `$CHROMIUM`, then Debian's paths; nowhere when `CELLKIT_NO_BROWSER=1`,
    /// which shows what a machine without a browser does.
    static var executable: String? {
        let environment = ProcessInfo.processInfo.environment
        guard environment["CELLKIT_NO_BROWSER"] != "1" else { return nil }
        let candidates = [environment["CHROMIUM"], "/usr/bin/chromium", "/usr/bin/chromium-browser"]
        return candidates.compactMap(\.self).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether the browser tests run: where a browser is found, and always under CI (`CI` set, as `.ci/run`
    /// installs the browser), where a missing one is then a failure rather than a skip.
    static var testsRun: Bool {
        executable != nil || !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty
    }

    /// How long one screenshot may take before the browser is stopped.
    static let timeout: TimeInterval = 120

    /// Opens `svg` (a document `width` by `height` points) at one device pixel per point and returns the PNG of the
    /// window's `width` by `height` pixels.
    static func screenshot(ofSVG svg: String, width: Int, height: Int) throws -> [UInt8] {
        try withPage(svg, named: "page.svg") { folder, page in
            let picture = folder.appendingPathComponent("page.png")
            let log = try run(
                ["--hide-scrollbars", "--screenshot=\(picture.path)", "--window-size=\(width),\(height)", page],
                in: folder)
            guard let bytes = FileManager.default.contents(atPath: picture.path) else {
                throw Failure(description: "chromium wrote no screenshot:\n\(log)")
            }
            return Array(bytes)
        }
    }

    /// Opens `html`, lets its scripts run (and the fonts it asks for load) for up to `budget` milliseconds of the
    /// page's virtual time, and returns the document as the scripts left it (`--dump-dom`).
    static func document(afterRunning html: String, budget: Int = 10_000) throws -> String {
        try withPage(html, named: "page.html") { folder, page in
            let dump = folder.appendingPathComponent("dom.html")
            let log = try run(
                ["--virtual-time-budget=\(budget)", "--dump-dom", page], in: folder, standardOutput: dump)
            guard let bytes = FileManager.default.contents(atPath: dump.path), !bytes.isEmpty else {
                throw Failure(description: "chromium dumped no document:\n\(log)")
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Writes `text` as `name` in a fresh folder, calls `body` with the folder and the file's URL, and removes the
    /// folder afterwards.
    private static func withPage<Result>(
        _ text: String, named name: String, _ body: (URL, String) throws -> Result
    ) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellkit-browser-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: page)
        return try body(folder, page.absoluteString)
    }

    /// Runs headless Chromium with `arguments` after the common ones, its profile in `folder`, and returns what it
    /// logged; its standard output goes to `standardOutput` when given, else to the log.
    @discardableResult
    private static func run(_ arguments: [String], in folder: URL, standardOutput: URL? = nil) throws -> String {
        guard let executable else {
            throw Failure(
                description: "chromium was not found, and CI is set, so the browser tests must run (set CHROMIUM, "
                    + "or run .ci/run, which installs Debian's package)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--force-device-scale-factor=1",
                "--user-data-dir=\(folder.path)/profile",
            ] + arguments
        let log = folder.appendingPathComponent("chromium.log")
        let handles = try [log, standardOutput].compactMap(\.self).map { file in
            guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
                throw Failure(description: "cannot create \(file.path)")
            }
            return try FileHandle(forWritingTo: file)
        }
        defer {
            for handle in handles {
                try? handle.close()
            }
        }
        process.standardOutput = handles.last
        process.standardError = handles[0]
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        if process.isRunning {
            process.terminate()
            throw Failure(description: "chromium took more than \(Int(timeout)) s")
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            throw Failure(description: "chromium exited with \(process.terminationStatus):\n\(output)")
        }
        return output
    }
}
