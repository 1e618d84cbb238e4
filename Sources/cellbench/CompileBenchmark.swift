import CellCodeGen
import CellDiagnostics
import CellSema
import CellSyntax

/// Times each phase of the compiler on synthetic files of growing size, to show that every phase is linear: the
/// cost per byte must stay flat as the input grows.
struct CompileBenchmark {
    /// The file sizes to measure, as numbers of templates.
    var sizes: [Int]
    /// Labels per template.
    var viewsPerTemplate: Int
    /// Runs per size; the fastest is reported, as the least disturbed.
    var repetitions: Int

    /// One size's measurements.
    struct Result {
        var templates: Int
        var bytes: Int
        var nanoseconds: [(phase: String, value: Int64)]
    }

    func run() -> [Result] {
        sizes.map { templates in
            let text = SyntheticSource.make(templates: templates, viewsPerTemplate: viewsPerTemplate)
            let file = SourceFile(path: "Bench.cell", text: text)
            var best: [String: Int64] = [:]
            for _ in 0..<repetitions {
                for (phase, value) in measure(file) {
                    best[phase] = min(best[phase] ?? .max, value)
                }
            }
            let phases = ["lex", "parse", "check", "emit"].map { ($0, best[$0] ?? 0) }
            return Result(templates: templates, bytes: file.bytes.count, nanoseconds: phases)
        }
    }

    /// Runs each phase once; parsing includes lexing, so lexing is also timed alone and subtracted.
    private func measure(_ file: SourceFile) -> [(String, Int64)] {
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
        let emit = clock.measure { swift = SwiftEmitter(file: checked, sourceName: "Bench.cell").emit() }
        precondition(!swift.isEmpty)
        return [
            ("lex", lex.nanoseconds), ("parse", parse.nanoseconds - lex.nanoseconds), ("check", check.nanoseconds),
            ("emit", emit.nanoseconds),
        ]
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
