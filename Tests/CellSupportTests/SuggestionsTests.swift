import Testing

@testable import CellSupport

@Suite("Suggestions")
struct SuggestionsTests {
    @Test(
        "closest keeps near names, nearest first, then by name, at most three",
        arguments: [
            ("textColour", ["backgroundColor", "text", "textColor"], ["textColor"]),
            ("Lable", ["View", "Label", "ImageView", "Button"], ["Label"]),
            (
                "titlelabel", ["titleLabels", "TitleLabel", "subtitleLabel"],
                ["TitleLabel", "titleLabels", "subtitleLabel"]
            ),
            ("color", ["colour", "Color"], ["Color", "colour"]),
            ("--ouput", ["--output", "-o", "--color", "--diagnostics-format", "--help", "-h"], ["--output"]),
            ("compiel", ["compile", "check", "help"], ["compile"]),
            ("chekc", ["compile", "check", "help"], ["check"]),
            ("xyz", ["compile", "check", "help"], []),
            ("x", ["y", "X", "xy"], ["X"]),
            ("-x", ["-h", "-o", "--help"], []),
            ("TEXTCOLOR", ["TEXTCOLOUR", "textColor"], ["textColor", "TEXTCOLOUR"]),
            ("cat", ["cut", "car", "cap", "bat", "cot"], ["bat", "cap", "car"]),
            ("Label", ["Label", "Lable"], ["Lable"]),
            ("Lable", ["Label", "Label"], ["Label"]),
            ("ニュス", ["ニュース", "ニュ"], ["ニュ", "ニュース"]),
            ("élan", ["plane", "Élan"], ["Élan"]),
            ("élan", ["plan", "Élan"], ["Élan", "plan"]),
            ("", ["a", "ab"], []),
            ("anything", [], []),
        ]
    )
    func closest(word: String, candidates: [String], expected: [String]) {
        #expect(Suggestions.closest(to: word, among: candidates) == expected)
    }

    @Test(
        "did you mean lists one, two or three names",
        arguments: [
            ([String](), nil),
            (["textColor"], "did you mean 'textColor'?"),
            (["textColor", "textColour"], "did you mean 'textColor' or 'textColour'?"),
            (["textColor", "textColour", "textColo"], "did you mean 'textColo', 'textColor' or 'textColour'?"),
        ]
    )
    func didYouMean(candidates: [String], expected: String?) {
        #expect(Suggestions.didYouMean("textColr", among: candidates) == expected)
    }

    @Test(
        "distance counts edits without case, then case changes; a swap of neighbours is one edit",
        arguments: [
            ("kitten", "sitting", 3, 0),
            ("", "abc", 3, 0),
            ("abc", "", 3, 0),
            ("abc", "abc", 0, 0),
            ("abc", "ABC", 0, 3),
            ("TEXTCOLOR", "textColor", 0, 8),
            ("ab", "ba", 1, 0),
            ("Lable", "Label", 1, 0),
            ("Lable", "label", 1, 1),
            ("flaw", "lawn", 2, 0),
            ("🚇a", "a🚇", 1, 0),
        ]
    )
    func distance(source: String, target: String, edits: Int, caseChanges: Int) {
        let lhs = Suggestions.FoldedText(source)
        let rhs = Suggestions.FoldedText(target)
        let expected = Suggestions.Distance(edits: edits, caseChanges: caseChanges)
        #expect(Suggestions.distance(lhs, rhs, maximumEdits: 100) == expected)
        #expect(Suggestions.distance(rhs, lhs, maximumEdits: 100) == expected)
        #expect(Suggestions.distance(lhs, rhs, maximumEdits: edits) == expected)
        if edits > 0 {
            #expect(Suggestions.distance(lhs, rhs, maximumEdits: edits - 1) == nil)
        }
    }

    @Test("a word of the longest length is corrected, a longer one is not, and long candidates are passed over")
    func longWords() {
        let longest = String(repeating: "a", count: Suggestions.maximumWordLength - 1)
        #expect(Suggestions.closest(to: longest + "b", among: [longest + "c"]) == [longest + "c"])
        #expect(Suggestions.closest(to: longest + "bb", among: [longest + "bc"]).isEmpty)
        let huge = String(repeating: "x", count: 1_000_000)
        #expect(Suggestions.closest(to: "lable", among: [huge, "label", huge + "y"]) == ["label"])
        #expect(Suggestions.closest(to: huge, among: [huge + "y"]).isEmpty)
    }
}

@Suite("Suggestions as clauses")
struct SuggestionClauseTests {
    @Test(
        "one, two and three suggestions, and none",
        arguments: [
            ([], ""), (["Cell"], "; did you mean 'Cell'?"), (["Cell", "Col"], "; did you mean 'Cell' or 'Col'?"),
            (["Cell", "Col", "Gel"], "; did you mean 'Cell', 'Col' or 'Gel'?"),
        ])
    func clauses(suggestions: [String], clause: String) {
        #expect(Suggestions.clause(suggestions) == clause)
    }

    @Test("the word itself is never suggested, and a swap of neighbours is one edit")
    func neverTheWordItself() {
        #expect(Suggestions.closest(to: "Label", among: ["Label", "Labels"]) == ["Labels"])
        #expect(Suggestions.closest(to: "Lable", among: ["Label", "Table"]) == ["Label", "Table"])
    }
}
