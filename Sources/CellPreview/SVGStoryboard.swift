import CellKit

/// A picture of several screens side by side, each under a caption, like a storyboard: an app adds its window after
/// each step of a scenario, and the picture shows how the screen changed.
///
/// Each screen is drawn when it is added, so changing the views afterwards does not change the picture.
@MainActor
public struct SVGStoryboard {
    /// The gap between screens and around the picture.
    nonisolated public static let gap = 24.0
    /// The height of a caption's line.
    nonisolated public static let captionHeight = 28.0

    /// The renderer that draws each screen.
    public let renderer: SVGRenderer
    private var body: SVGWriter
    private var width = SVGStoryboard.gap
    private var tallest = 0.0

    /// Creates an empty storyboard whose screens `renderer` draws.
    public init(renderer: SVGRenderer = SVGRenderer()) {
        self.renderer = renderer
        body = renderer.makeWriter()
    }

    /// The number of screens added.
    public private(set) var count = 0

    /// Draws `view` (laid out first) to the right of the screens added before, under `caption`.
    public mutating func add(_ view: View, caption: String) {
        view.layoutIfNeeded()
        let origin = Point(x: width, y: Self.gap + Self.captionHeight)
        body.element(
            "text",
            [
                ("x", SVGWriter.number(origin.x)), ("y", SVGWriter.number(Self.gap + Self.captionHeight / 2)),
                ("font-size", "13"), ("fill", "#6D6D72"), ("dominant-baseline", "central"),
            ],
            content: caption)
        renderer.drawRoot(view, at: origin, into: &body)
        let frame = Rect(origin: origin, size: view.frame.size)
        body.element("rect", SVGWriter.rectAttributes(frame) + [("fill", "none"), ("stroke", "#C7C7CC")])
        width += view.frame.width + Self.gap
        tallest = max(tallest, view.frame.height)
        count += 1
    }

    /// The SVG document of the screens added so far.
    public var document: String {
        var writer = SVGWriter()
        renderer.openDocument(&writer, width: width, height: Self.gap + Self.captionHeight + tallest + Self.gap)
        writer.element("rect", [("width", "100%"), ("height", "100%"), ("fill", "#FFFFFF")])
        writer.append(body: body)
        writer.close("svg")
        return writer.text
    }
}
