import CellCatalog
import CellSupport
import Foundation
import Testing

@testable import CellFuzz

/// The files of the package the fuzz tests read.
enum FuzzFiles {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The regression inputs of `target`: every input that ever failed, and the hand-made nasty ones.
    static func regressions(of target: FuzzTarget) -> [URL] {
        files(in: "Tests/Fixtures/FuzzRegressions/\(target.rawValue)")
    }

    /// The files in the folder at `path` from the root, by name.
    static func files(in path: String) -> [URL] {
        let folder = root.appendingPathComponent(path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Every regression input with its target, for `@Test(arguments:)`.
    static let allRegressions: [(FuzzTarget, String)] = FuzzTarget.allCases.flatMap { target in
        regressions(of: target).map { (target, "\(target.rawValue)/\($0.lastPathComponent)") }
    }
}

/// Every input in Tests/Fixtures/FuzzRegressions/TARGET through the entry point its fuzzer calls: an input passes
/// when the surface returns (a crash, a failed invariant or a sanitizer report fails the test run).
@MainActor @Suite("fuzz regressions")
struct FuzzRegressionTests {
    @Test("every surface has regression inputs", arguments: FuzzTarget.allCases)
    func everySurfaceHasInputs(target: FuzzTarget) {
        #expect(FuzzFiles.regressions(of: target).count >= 5)
    }

    @Test("a regression input runs through its fuzzer's entry point", arguments: FuzzFiles.allRegressions)
    func regression(target: FuzzTarget, name: String) throws {
        let url = FuzzFiles.root.appendingPathComponent("Tests/Fixtures/FuzzRegressions/\(name)")
        target.run(Array(try Data(contentsOf: url)))
    }

    @Test("the fuzzers' file runner runs every file and reports one it cannot read")
    func fileRunner() {
        let paths = FuzzFiles.regressions(of: .archive).map(\.path)
        var lines: [String] = []
        #expect(FuzzTarget.archive.runFiles(paths, log: { lines.append($0) }) == 0)
        #expect(lines == paths.map { "archive: \($0)" })
        lines = []
        #expect(FuzzTarget.archive.runFiles(["/nonexistent/x.cellnib"], log: { lines.append($0) }) == 74)
        #expect(lines.last == "archive: cannot read '/nonexistent/x.cellnib': no such file or directory")
    }

    @Test("the examples compile and their archives load through the fuzz entry points")
    func examples() throws {
        let sources = FuzzFiles.files(in: "Examples").filter { $0.pathExtension == "cell" }
        let nibs = FuzzFiles.files(in: "Examples/Nibs")
        #expect(sources.count == 9 && nibs.count == 9)
        for url in sources {
            FuzzTarget.compile.run(Array(try Data(contentsOf: url)))
        }
        for url in nibs {
            let bytes = Array(try Data(contentsOf: url))
            // A written archive already ends with its checksum, which the archive fuzzer recomputes.
            #expect(FuzzTarget.withChecksum(bytes) == bytes)
            FuzzTarget.archive.run(bytes)
        }
    }

    @Test("the render fuzzer's template compiles and takes data")
    func renderTemplate() throws {
        #expect(!FuzzTarget.renderCompilation.diagnostics.contains { $0.severity == .error })
        for kind in ViewKind.allCases {
            #expect(FuzzTarget.renderTemplate.contains(" \(kind.className) "), "no \(kind.className) outlet")
        }
        for url in FuzzFiles.files(in: "Tests/Fuzz/render-seeds") {
            FuzzTarget.render.run(Array(try Data(contentsOf: url)))
        }
    }
}

/// The libFuzzer dictionaries in Tests/Fuzz name the whole language, so a catalog entry added later is fuzzed too.
@Suite("fuzz dictionaries")
struct FuzzDictionaryTests {
    /// The entries of the dictionary of `target`, unescaped.
    static func entries(of target: FuzzTarget) throws -> Set<[UInt8]> {
        let text = try String(
            contentsOf: FuzzFiles.root.appendingPathComponent("Tests/Fuzz/\(target).dict"), encoding: .utf8)
        var entries: Set<[UInt8]> = []
        for line in text.split(separator: "\n") where line.hasPrefix("\"") && line.hasSuffix("\"") {
            let body = Array(line.utf8.dropFirst().dropLast())
            var bytes: [UInt8] = []
            var index = 0
            while index < body.count {
                if body[index] == UInt8(ascii: "\\"), index + 1 < body.count {
                    if body[index + 1] == UInt8(ascii: "x"), index + 3 < body.count,
                        let value = UInt8(String(decoding: body[index + 2...index + 3], as: UTF8.self), radix: 16)
                    {
                        bytes.append(value)
                        index += 4
                        continue
                    }
                    bytes.append(body[index + 1])
                    index += 2
                    continue
                }
                bytes.append(body[index])
                index += 1
            }
            entries.insert(bytes)
        }
        return entries
    }

    /// Every word of the catalog: view kinds, properties, enumeration cases and named colours.
    static let catalogWords: [(word: String, isValue: Bool)] = {
        let properties = ViewKind.allCases.flatMap(\.properties) + TemplateKind.allCases.flatMap(\.properties)
        var values = NamedColor.names
        for spec in properties {
            if case .enumeration(let type) = spec.type {
                values += type.cases
            }
        }
        // The template keywords and the classes templates are archived as subclasses of.
        let templates = TemplateKind.allCases.flatMap { [($0.rawValue, false), ($0.baseClassName, false)] }
        return ViewKind.allCases.map { ($0.rawValue, false) } + properties.map { ($0.name, false) }
            + values.map { ($0, true) } + templates
    }()

    @Test("each dictionary has every word of the catalog", arguments: FuzzTarget.allCases)
    func catalog(target: FuzzTarget) throws {
        // Interface Builder's files speak Interface Builder's vocabulary, not the catalog's.
        guard target != .xml else { return }
        let entries = try Self.entries(of: target)
        var missing: [[UInt8]] = []
        for (word, isValue) in Self.catalogWords {
            let spelled =
                switch target {
                case .compile: isValue ? "." + word : word
                case .archive: String(UnicodeScalar(UInt8(word.utf8.count))) + word
                case .render: isValue ? "\".\(word)\"" : "\"\(word)\""
                case .xml: word
                }
            // View kinds are class names in an archive and not data keys.
            if target == .render && ViewKind(rawValue: word) != nil { continue }
            // A word two kinds share (`alwaysBounceVertical`) is one entry.
            guard !entries.contains(Array(spelled.utf8)), !missing.contains(Array(spelled.utf8)) else { continue }
            missing.append(Array(spelled.utf8))
        }
        if ProcessInfo.processInfo.environment["CELLC_UPDATE_GOLDENS"] == "1", !missing.isEmpty {
            // A word added to the catalog joins the dictionary as one more line, escaped as libFuzzer reads it.
            let url = FuzzFiles.root.appendingPathComponent("Tests/Fuzz/\(target).dict")
            let text = try String(contentsOf: url, encoding: .utf8)
            try (text + missing.map(Self.dictionaryLine).joined()).write(to: url, atomically: true, encoding: .utf8)
            return
        }
        for bytes in missing {
            Issue.record("\(target).dict lacks \(Self.dictionaryLine(bytes)), CELLC_UPDATE_GOLDENS=1 adds it")
        }
    }

    /// `bytes` as a line of a libFuzzer dictionary: quoted, with quotes, backslashes and unprintable bytes escaped.
    private static func dictionaryLine(_ bytes: [UInt8]) -> String {
        var line = "\""
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): line += "\\" + String(UnicodeScalar(byte))
            case 0x20..<0x7F: line += String(UnicodeScalar(byte))
            default: line += "\\x" + Hex.digits(byte).lowercased()
            }
        }
        return line + "\"\n"
    }

    @Test("the archive dictionary has the magic")
    func magic() throws {
        #expect(try Self.entries(of: .archive).contains(Array("CELLNIB\u{0}".utf8)))
    }
}
