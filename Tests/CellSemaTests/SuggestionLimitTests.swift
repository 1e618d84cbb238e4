import CellDiagnostics
import Testing

@testable import CellSema

/// Unknown names get a "did you mean" among the file's own names for the first ``Checker/suggestionLimit`` errors
/// only, so that many unknown names among many declared ones cost linear time, not their product.
@Suite("Suggestion limit")
struct SuggestionLimitTests {
    /// `count` constants and a cell whose `count` labels each use one of them misspelt (`cc7` for `c7`).
    private func misspellings(_ count: Int) -> String {
        (0..<count).map { "let c\($0) = \($0)\n" }.joined() + "cell C {\n    height = 44\n"
            + (0..<count).map { "    Label v\($0) {\n        frame = (0, 0, cc\($0), 10)\n    }\n" }.joined() + "}\n"
    }

    @Test("the first unknown names are suggested a constant, those past the limit only reported")
    func suggestionsStopAtTheLimit() {
        let count = 800
        let source = CheckedSource(misspellings(count))
        let unknown = source.diagnostics.filter { $0.id == .unknownName }
        #expect(unknown.count == count)
        let suggested = unknown.prefix(Checker.suggestionLimit)
        // 'cc7' is one edit from 'c7', and from 'c17' or 'c27' too, so only the first is sure to name its constant.
        #expect(suggested.first?.notes.map(\.message) == ["did you mean 'c0', 'c10' or 'c20'?"])
        #expect(suggested.allSatisfy { $0.notes.count == 1 && $0.notes[0].message.hasPrefix("did you mean 'c") })
        #expect(unknown.dropFirst(Checker.suggestionLimit).allSatisfy { $0.notes.isEmpty })
    }

    @Test("an unknown outlet of a hundred thousand letters is reported without a suggestion")
    func longIdentifier() {
        let name = String(repeating: "a", count: 100_000)
        let source = CheckedSource(
            "cell C {\n    height = 44\n    Label \(name) {\n        frame = (0, 0, 10, 10)\n    }\n"
                + "    Label other {\n        frame = (\(name)b.maxX, 0, 10, 10)\n    }\n}\n")
        #expect(source.diagnostics.map(\.message) == ["unknown view '\(name)b'"])
        #expect(source.diagnostics.first?.notes.isEmpty == true)
    }
}
