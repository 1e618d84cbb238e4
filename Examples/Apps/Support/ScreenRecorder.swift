import CellKit
import CellPreview

/// What an example shows, step by step: the text of each screen (what the example prints) and a storyboard of
/// their pictures (what `--svg` writes). Tests run an example's scenario with a recorder and read both.
@MainActor
public final class ScreenRecorder {
    /// Everything recorded so far, as the example prints it.
    public private(set) var transcript = ""
    /// The pictures of the screens shown so far.
    public private(set) var storyboard: SVGStoryboard
    /// The captions of the screens shown so far, in order.
    public private(set) var captions: [String] = []

    /// Creates a recorder whose pictures `renderer` draws.
    public init(renderer: SVGRenderer = SVGRenderer()) {
        storyboard = SVGStoryboard(renderer: renderer)
    }

    /// Records the screen `view` shows now (usually a window), under `caption`: its text and its picture.
    public func show(_ view: View, caption: String) {
        captions.append(caption)
        transcript += "== \(caption) ==\n"
        transcript += ScreenText.describe(view)
        transcript += "\n"
        storyboard.add(view, caption: caption)
    }

    /// Records a line of commentary, such as a count or what a delegate was told.
    public func note(_ line: String) {
        transcript += line + "\n"
    }
}
