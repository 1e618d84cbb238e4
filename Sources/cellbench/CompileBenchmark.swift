import CellArchive
import CellCodeGen
import CellDiagnostics
import CellSema
import CellSyntax
import Foundation

/// Times each phase of `cellc compile` (lexing, parsing, checking, emitting the Swift, building and encoding the
/// archive) on realistic synthetic files of growing size, and `swiftc -parse` of the Swift it emits, in the same run:
/// the cost per byte must stay flat as the input grows, and the compiler must be much faster than Swift's parser
/// reading its output.
struct CompileBenchmark {
    /// The input sizes, in bytes of `.cell` source.
    var sizes: [Int] = [1_000_000, 10_000_000]
    /// Runs per size; the fastest is reported, as the least disturbed.
    var repetitions = 3
    /// The Swift compiler to time `-parse` with; nil skips it.
    var swiftc: String? = "swiftc"

    /// The compiler's phases, in order.
    static let phases = ["lex", "parse", "check", "emit", "archive"]

    /// One size's measurements.
    struct Result {
        var templates: Int
        var bytes: Int
        /// The fastest run of each phase, in `phases` order.
        var nanoseconds: [(phase: String, value: Int64)]
        /// The size of the emitted Swift.
        var swiftBytes: Int
        /// The fastest `swiftc -parse` of the emitted Swift, nil when not measured or when it failed.
        var swiftcParse: Int64?

        /// The whole pipeline: the sum of the phases.
        var total: Int64 { nanoseconds.reduce(0) { $0 + $1.value } }
    }

    func run() -> [Result] {
        sizes.map { size in
            let text = SyntheticSource.realistic(bytes: size)
            let file = SourceFile(path: "Bench.cell", text: text)
            var best: [String: Int64] = [:]
            var swift = ""
            var templates = 0
            for _ in 0..<repetitions {
                let (times, output, count) = measure(file)
                swift = output
                templates = count
                for (phase, value) in times {
                    best[phase] = min(best[phase] ?? .max, value)
                }
            }
            return Result(
                templates: templates, bytes: file.bytes.count,
                nanoseconds: Self.phases.map { ($0, best[$0] ?? 0) }, swiftBytes: swift.utf8.count,
                swiftcParse: swiftc.flatMap { parseTime(of: swift, with: $0) })
        }
    }

    /// Runs each phase once; parsing includes lexing, so lexing is also timed alone and subtracted.
    private func measure(_ file: SourceFile) -> (times: [(String, Int64)], swift: String, templates: Int) {
        let clock = ContinuousClock()
        var sink = DiagnosticSink()
        var tokens: [Token] = []
        let lex = clock.measure { tokens = Lexer.tokenize(file, diagnostics: &sink) }
        precondition(!tokens.isEmpty)
        sink = DiagnosticSink()
        var syntax = SourceFileSyntax(declarations: [])
        let parse = clock.measure { syntax = Parser.parse(file, diagnostics: &sink) }
        var checked = CheckedFile(templates: [])
        let check = clock.measure { checked = Checker.check(syntax, in: file, diagnostics: &sink) }
        precondition(!sink.hasErrors, "the synthetic input must be valid")
        var swift = ""
        var schemas: [[String]] = []
        // As `Compilation.run` does, the schema lines are made once, with the Swift, and the archive reuses them.
        let emit = clock.measure {
            schemas = checked.templates.map(TemplateSchema.lines)
            swift = SwiftEmitter(file: checked, sourceName: "Bench.cell").emit(schemas: schemas)
        }
        var bytes: [UInt8] = []
        let archive = clock.measure {
            bytes = ArchiveWriter.encode(
                ArchiveBuilder(file: checked, sourceName: "Bench.cell", source: file).build(schemas: schemas))
        }
        precondition(!swift.isEmpty && !bytes.isEmpty)
        let times = [
            ("lex", lex.nanoseconds), ("parse", parse.nanoseconds - lex.nanoseconds), ("check", check.nanoseconds),
            ("emit", emit.nanoseconds), ("archive", archive.nanoseconds),
        ]
        return (times, swift, checked.templates.count)
    }

    /// The fastest of `repetitions` runs of `swiftc -parse` on `swift`, written to a temporary file; nil when the
    /// compiler cannot be run or fails.
    private func parseTime(of swift: String, with swiftc: String) -> Int64? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellbench-\(getpid()).swift").path
        guard FileManager.default.createFile(atPath: path, contents: Data(swift.utf8)) else {
            return nil
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        var best: Int64?
        for _ in 0..<repetitions {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [swiftc, "-parse", path]
            let start = ContinuousClock.now
            do {
                try process.run()
            } catch {
                return nil
            }
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                return nil
            }
            let elapsed = (ContinuousClock.now - start).nanoseconds
            best = min(best ?? .max, elapsed)
        }
        return best
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
