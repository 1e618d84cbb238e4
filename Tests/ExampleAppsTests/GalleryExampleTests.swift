import CellKit
import ExampleApps
import Testing

/// `swift run gallery`: the scenario runs, and its transcript and picture show what the user sees.
@MainActor
@Suite struct GalleryExampleTests {
    /// The scenario run with the package's nibs.
    static func run() throws -> ScreenRecorder {
        let recorder = ScreenRecorder()
        try GalleryExample.run(recorder, nibBundle: GalleryFixtures.nibBundle)
        return recorder
    }

    @Test func theScenarioShowsFourScreens() throws {
        let recorder = try Self.run()
        #expect(
            recorder.captions == [
                "Tableless: rows laid out in a scroll view", "DetalleGaleria: PUESTA DE SOL",
                "Tableless: the reusing table, at the end", "DetalleGaleria: COCHE ABANDONADO",
            ])
        #expect(recorder.storyboard.count == 4)
    }

    @Test func theTranscriptShowsTheRowsTheTapsAndTheDetails() throws {
        let lines = try Self.run().transcript.split(separator: "\n").map(String.init)
        let expected = [
            "     0     16  \"Tableless\"",
            "    64     30  [button min_galeria_000]",
            "   172     30  \"LIMA\"",
            "   188      0  [image separador]",
            "   194     30  [button min_galeria_001, tag 1]",
            "   432     30  \"PUESTA DE SOL\"",
            "scroll view: 4 row views for 4 titles, content size (320, 548)",
            "tap PUESTA DE SOL (tag 2): pushed DetalleGaleriaViewController, tag 2",
            "view from Gallery.cellnib, its scrollView outlet connected to the owner",
            "photo max_galeria_002 (640, 480), scroll view content size (640, 480)",
            "scrolled the photo to its middle: content offset (160, 22)",
            "     0      8  [button \"‹ Tableless\"]",
            "    22   -160  [image max_galeria_002]",
            "back: Tableless on top, 1 controller on the stack",
            "   450     30  \"COCHE ABANDONADO\"",
            "table: content size (320, 548), 4 cells made, 0 reused, separators drawn by the template",
            "tap COCHE ABANDONADO (tag 3): pushed DetalleGaleriaViewController, tag 3",
            "photo max_galeria_003 (640, 480), scroll view content size (640, 480)",
        ]
        for line in expected {
            #expect(lines.contains(line), "missing: \(line)")
        }
    }

    @Test func withoutTheNibTheDetailComesFromTheGeneratedInitializer() throws {
        let recorder = ScreenRecorder()
        try GalleryExample.run(recorder, nibBundle: NibBundle(path: "/nonexistent"))
        #expect(
            recorder.transcript.contains(
                "view from the generated initializer (Gallery.cellnib not found), outlet connected by connectOutlets"))
        #expect(!recorder.transcript.contains("view from Gallery.cellnib"))
    }

    @Test func thePictureHasEveryTitleAndImage() throws {
        let document = try Self.run().storyboard.document
        for text in Galeria.textos + ["Tableless", "‹ Tableless", "min_galeria_003", "max_galeria_002", "separador"] {
            #expect(document.contains(text), "missing: \(text)")
        }
        #expect(document.contains("fill=\"#A4A4A4\""))
    }
}
