import CellKit
import ExampleApps
import Testing

/// `swift run fruit`: the scenario runs, and its transcript and picture show the list and Fragola's detail.
@MainActor
@Suite struct FruitExampleTests {
    static func run() throws -> ScreenRecorder {
        let recorder = ScreenRecorder()
        try FruitExample.run(recorder)
        return recorder
    }

    @Test func theTranscriptShowsTheListTheTapAndTheDetail() throws {
        let recorder = try Self.run()
        #expect(recorder.captions == ["Frutta: the list of fruits", "Fragola: FruitDetailViewController"])
        let lines = recorder.transcript.split(separator: "\n").map(String.init)
        let expected = [
            "     0     16  \"Frutta\"",
            "    44     62  \"Mela\"",
            "   182     15  [image frutto_fragola]",
            "tap Fragola: pushed FruitDetailViewController titled Fragola; selected row in the list: none",
            "     0      8  [button \"‹ Frutta\"]",
            "    54     70  [image frutto_fragola]",
            "   262     15  \"Nome : Fragola\"",
            "   342     15  \"Origine : Francia\"",
            "   422     15  \"Descrizione : Rossa e profumata\"",
            "detail: image frutto_fragola at (70, 10, 180, 180), grouped table at (0, 200, 320, 236) with 3 "
                + "sections of 1, 1, 1 rows",
            "back: Frutta on top, 1 controller on the stack",
        ]
        for line in expected {
            #expect(lines.contains(line), "missing: \(line)")
        }
    }

    @Test func thePictureHasTheListAndTheDetail() throws {
        let document = try Self.run().storyboard.document
        for text in Fruit.catalog.map(\.name) + ["Nome : Fragola", "Origine : Francia", "‹ Frutta"] {
            #expect(document.contains(text), "missing: \(text)")
        }
        #expect(document.contains("font-weight=\"bold\""))
    }
}
