import CellDiagnostics
import CellTestSupport
import Foundation
import Testing

@Suite("JSONDiagnosticRenderer")
struct JSONDiagnosticRendererTests {
    private let renderer = JSONDiagnosticRenderer()

    @Test("keys come in a fixed order, compact, with a final newline")
    func exactShape() {
        let source = MarkedText("cell A {\n    1️⃣Lable2️⃣ t {}\n}\n")
        let file = SourceFile(path: "a.cell", text: source.text)
        let diagnostic = Diagnostic(
            .error,
            DiagnosticID("unknown-view"),
            "unknown view kind 'Lable'",
            at: source.range("1️⃣", "2️⃣"),
            notes: [Diagnostic.Note("did you mean 'Label'?"), Diagnostic.Note("here", at: source.range("1️⃣", "1️⃣"))],
            fixIts: [Diagnostic.FixIt(replacing: source.range("1️⃣", "2️⃣"), with: "Label")]
        )
        let expected =
            #"{"diagnostics":[{"file":"a.cell","line":2,"column":5,"endLine":2,"endColumn":10,"offset":13,"length":5,"#
            + #""severity":"error","id":"unknown-view","message":"unknown view kind 'Lable'","notes":[{"message":"#
            + #""did you mean 'Label'?"},{"message":"here","line":2,"column":5,"endLine":2,"endColumn":5}],"fixIts":"#
            + #"[{"line":2,"column":5,"endLine":2,"endColumn":10,"replacement":"Label"}]}]}"# + "\n"
        #expect(renderer.render([(file, [diagnostic])]) == expected)
    }

    @Test("no diagnostics is still a document")
    func empty() {
        #expect(renderer.render([]) == "{\"diagnostics\":[]}\n")
        #expect(renderer.render([(SourceFile(path: "a.cell", text: ""), [])]) == "{\"diagnostics\":[]}\n")
    }

    @Test(
        "strings survive a round trip through JSONSerialization",
        arguments: [
            "plain", "quote \" and backslash \\", "newline \n tab \t return \r", "nul \u{0} unit separator \u{1F}",
            "escape \u{1B}[31m", "delete \u{7F}", "emoji 🚇 and ニュース", "e\u{301} é", "line separator \u{2028}", "",
        ]
    )
    func roundTrip(text: String) throws {
        let file = SourceFile(path: "dir/\(text).cell", text: "cell A {}\n")
        let diagnostic = Diagnostic(
            .warning,
            DiagnosticID("test-warning"),
            text,
            at: SourceRange(start: 5, end: 6),
            notes: [Diagnostic.Note(text)],
            fixIts: [Diagnostic.FixIt(replacing: SourceRange(at: 9), with: text)]
        )
        let json = renderer.render([(file, [diagnostic])])
        #expect(!json.dropLast().utf8.contains { $0 < 0x20 })

        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        )
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let first = try #require(diagnostics.first)
        #expect(first["file"] as? String == "dir/\(text).cell")
        #expect(first["message"] as? String == text)
        #expect(first["severity"] as? String == "warning")
        #expect(first["id"] as? String == "test-warning")
        #expect(first["line"] as? Int == 1)
        #expect(first["column"] as? Int == 6)
        #expect(first["endColumn"] as? Int == 7)
        let note = try #require((first["notes"] as? [[String: Any]])?.first)
        #expect(note["message"] as? String == text)
        #expect(note["line"] == nil)
        let fixIt = try #require((first["fixIts"] as? [[String: Any]])?.first)
        #expect(fixIt["replacement"] as? String == text)
        #expect(fixIt["column"] as? Int == 10)
    }

    @Test("several files make one document, files and diagnostics in the order given")
    func severalFiles() throws {
        let first = SourceFile(path: "a.cell", text: "cell A {\n")
        let second = SourceFile(path: "b.cell", text: "view B {}\n")
        let json = renderer.render([
            (first, [Diagnostic(.error, DiagnosticID("missing-brace"), "expected '}'", at: SourceRange(at: 9))]),
            (second, []),
            (
                second,
                [
                    Diagnostic(.warning, DiagnosticID("w1"), "one", at: SourceRange(start: 5, end: 6)),
                    Diagnostic(.error, DiagnosticID("e2"), "two", at: SourceRange(start: 0, end: 4)),
                ]
            ),
        ])
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["file"] as? String } == ["a.cell", "b.cell", "b.cell"])
        #expect(diagnostics.map { $0["id"] as? String } == ["missing-brace", "w1", "e2"])
        // The end of a file that ends with a newline is shown at the end of its last line, as in text.
        #expect(diagnostics[0]["line"] as? Int == 1)
        #expect(diagnostics[0]["column"] as? Int == 9)
        #expect(diagnostics[0]["offset"] as? Int == 9)
        #expect(diagnostics[0]["length"] as? Int == 0)
    }

    @Test("offsets and lengths are clamped into the file")
    func clamping() throws {
        let file = SourceFile(path: "a.cell", text: "cell")
        var range = SourceRange(start: 2, end: 100)
        let beyond = renderer.render([(file, [Diagnostic(.error, DiagnosticID("e"), "m", at: range)])])
        #expect(beyond.contains(#""offset":2,"length":2,"#))
        range.start = 3
        range.end = -7
        let reversed = renderer.render([(file, [Diagnostic(.error, DiagnosticID("e"), "m", at: range)])])
        #expect(reversed.contains(#""line":1,"column":4,"endLine":1,"endColumn":4,"offset":3,"length":0,"#))
    }
}
