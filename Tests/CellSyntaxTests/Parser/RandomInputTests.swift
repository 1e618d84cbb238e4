import CellDiagnostics
import CellSyntax
import CellTestSupport
import Testing

/// Seeded random inputs: the lexer and parser must finish on anything, and what they return must be well formed.
@Suite("Random input")
struct RandomInputTests {
    /// Checks what must hold for any input: one end of file, last, at the end; tokens in order, non-empty, inside the
    /// file; diagnostics inside the file. Returns a description of the first violation.
    private func violation(in bytes: [UInt8]) -> String? {
        let file = SourceFile(path: "random.cell", bytes: bytes)
        var lexerSink = DiagnosticSink()
        let tokens = Lexer.tokenize(file, diagnostics: &lexerSink)
        guard let last = tokens.last, last.kind == .endOfFile, last.range == SourceRange(at: bytes.count) else {
            return "the last token is not an end of file at \(bytes.count)"
        }
        var previousEnd = 0
        for token in tokens.dropLast() {
            if token.kind == .endOfFile { return "an end of file before the end" }
            if token.range.isEmpty { return "an empty \(token.kind) token at \(token.range)" }
            if token.range.start < previousEnd {
                return "a \(token.kind) token at \(token.range) overlaps the previous"
            }
            previousEnd = token.range.end
        }
        if previousEnd > bytes.count { return "a token past the end" }

        var parserSink = DiagnosticSink()
        _ = Parser.parse(file, diagnostics: &parserSink)
        if parserSink.diagnostics.prefix(lexerSink.diagnostics.count) != lexerSink.diagnostics[...] {
            return "the parser did not report the lexer's diagnostics first"
        }
        for diagnostic in parserSink.diagnostics {
            let ranges = [diagnostic.range] + diagnostic.notes.compactMap(\.range)
            if ranges.contains(where: { $0.start < 0 || $0.end > bytes.count }) {
                return "diagnostic '\(diagnostic.message)' at \(diagnostic.range) is outside the file"
            }
        }
        return nil
    }

    @Test("2000 random byte arrays lex and parse to well-formed results")
    func randomBytes() {
        var generator = SplitMix64(seed: 0xCE11_C0DE)
        for run in 0..<2000 {
            let count = Int.random(in: 0...200, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if let problem = violation(in: bytes) {
                Issue.record("run \(run), bytes \(bytes): \(problem)")
                return
            }
        }
    }

    @Test("2000 random sequences of language fragments lex and parse to well-formed results")
    func randomFragments() {
        let fragments = [
            "cell", "view", "style", "let", "Label", "title", "frame", "x", " ", " ", "\n", "\n", "{", "}", "{", "}",
            "(", ")", ",", ":", ";", "=", "=", ".", "+", "-", "*", "/", "12", "0.5", "1e3", "12pt", "\"s\"", "\"\\q",
            "\"", "#fff", "#12", "true", "//", "/*", "*/", "@", "\u{0}", "é", "\\", "\u{FEFF}",
        ].map { Array($0.utf8) }
        var generator = SplitMix64(seed: 42)
        for run in 0..<2000 {
            let count = Int.random(in: 0...120, using: &generator)
            var bytes: [UInt8] = []
            for _ in 0..<count {
                bytes += fragments[Int.random(in: 0..<fragments.count, using: &generator)]
            }
            if let problem = violation(in: bytes) {
                Issue.record("run \(run), text \(String(decoding: bytes, as: UTF8.self).debugDescription): \(problem)")
                return
            }
        }
    }

    @Test("the generator is SplitMix64: a known seed gives the published sequence")
    func generator() {
        var generator = SplitMix64(seed: 1_234_567)
        let values = (0..<3).map { _ in generator.next() }
        #expect(values == [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423])
    }
}
