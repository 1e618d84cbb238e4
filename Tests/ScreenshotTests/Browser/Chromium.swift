import Foundation

/// Headless Chromium, from Debian's `chromium` package (which `.ci/run` installs), used as a real SVG viewer:
/// it opens a file and saves a PNG screenshot of it.
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
        guard let executable else {
            throw Failure(
                description: "chromium was not found, and CI is set, so the browser tests must run (set CHROMIUM, "
                    + "or run .ci/run, which installs Debian's package)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellkit-screenshot-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.svg")
        let picture = folder.appendingPathComponent("page.png")
        try Data(svg.utf8).write(to: page)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--force-device-scale-factor=1", "--user-data-dir=\(folder.path)/profile",
            "--screenshot=\(picture.path)", "--window-size=\(width),\(height)", page.absoluteString,
        ]
        let log = folder.appendingPathComponent("chromium.log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw Failure(description: "cannot create \(log.path)")
        }
        let logHandle = try FileHandle(forWritingTo: log)
        defer { try? logHandle.close() }
        process.standardOutput = logHandle
        process.standardError = logHandle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        if process.isRunning {
            process.terminate()
            throw Failure(description: "chromium took more than \(Int(timeout)) s")
        }
        guard let bytes = FileManager.default.contents(atPath: picture.path) else {
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw Failure(
                description: "chromium exited with \(process.terminationStatus) and wrote no screenshot:\n\(output)")
        }
        return Array(bytes)
    }
}
