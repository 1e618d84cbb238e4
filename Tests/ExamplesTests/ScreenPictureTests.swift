import CellKit
import CellPreview
import ExampleApps
import Testing

/// The pictures and transcripts of the five seed apps and of the comments and photos examples are checked in under
/// Examples/Screens (the README shows the pictures); each app's scenario, run again, must give the same bytes.
@MainActor @Suite("Seed app screens")
struct ScreenPictureTests {
    /// Each example's scenario by the name `swift run` knows it by.
    static let scenarios: [String: @MainActor (ScreenRecorder) throws -> Void] = [
        "gallery": GalleryExample.run, "transit": TransitExample.run, "fruit": FruitExample.run,
        "stacklist": StackListExample.run, "smartnews": SmartNewsExample.run, "comments": CommentsExample.run,
        "photos": PhotosExample.run,
    ]

    @Test(
        "every example's picture and transcript are its checked-in ones",
        arguments: ["gallery", "transit", "fruit", "stacklist", "smartnews", "comments", "photos"])
    func pictureAndTranscript(name: String) throws {
        let scenario = try #require(Self.scenarios[name])
        let assets = ImageAssetDirectory(path: RepositoryFiles.root.appendingPathComponent("Examples/Assets").path)
        let recorder = ScreenRecorder(renderer: SVGRenderer(assets: assets))
        try scenario(recorder)
        #expect(recorder.storyboard.count >= 2, "\(name) shows at least two screens")
        let picture = try RepositoryFiles.checkGolden(recorder.storyboard.document, at: "Examples/Screens/\(name).svg")
        #expect(picture == nil, "\(picture ?? "")")
        let transcript = try RepositoryFiles.checkGolden(recorder.transcript, at: "Examples/Screens/\(name).txt")
        #expect(transcript == nil, "\(transcript ?? "")")
    }
}
