import Testing

@testable import CellKit

@Suite("EditDistance")
struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0),
        ("", "abc", 3),
        ("abc", "", 3),
        ("kitten", "sitting", 3),
        ("flaw", "lawn", 2),
        ("Label", "Label", 0),
        ("Lable", "Label", 2),
        ("Cell", "Cel", 1),
        ("日本", "日本語", 1),
        ("👍🏽", "👍", 1),
    ])
    func levenshtein(source: String, target: String, expected: Int) {
        #expect(EditDistance.between(source, target) == expected)
        #expect(EditDistance.between(target, source) == expected)
    }

    @Test func suggestionsAreCloseNamesClosestFirst() {
        let candidates = ["SampleCell", "SampleCel", "SimpleCell", "sampleCell", "Unrelated", "SampleCells"]
        #expect(
            EditDistance.suggestions(for: "SampleCell", among: candidates)
                == ["SampleCell", "sampleCell", "SampleCel", "SampleCells", "SimpleCell"]
        )
    }

    @Test(arguments: [
        ("Cel", ["Cell"]),
        ("Ce", []),
        ("Lbl", []),
        ("Labl", ["Label"]),
        ("Lable", ["Label"]),
        ("LABEL", ["Label"]),
    ])
    func shortNamesAllowFewerEdits(name: String, expected: [String]) {
        #expect(EditDistance.suggestions(for: name, among: ["Cell", "Label"]) == expected)
    }
}
