import CellKit

extension SVGRenderer {
    /// The placeholder's fill, border and caption colours.
    private static let placeholderFill = Color(rgb: 0xE5E5EA)
    private static let placeholderStroke = Color(rgb: 0xC7C7CC)
    private static let placeholderText = Color(rgb: 0x8E8E93)

    /// Draws `image` in `bounds` as `contentMode` places it: the picture from `assets` when it has one, else a
    /// grey box crossed by its diagonals with the image's name in it (always for an SF Symbol).
    func drawImage(_ image: Image, contentMode: ContentMode, in bounds: Rect, into writer: inout SVGWriter) {
        let rect = Self.rect(of: image.size, placedBy: contentMode, in: bounds)
        // CellKit has no symbol font: a symbol is its placeholder, never an app image of the same name.
        if !image.isSymbol, let asset = assets?.asset(named: image.name) {
            writer.element(
                "image",
                SVGWriter.rectAttributes(rect) + [
                    ("preserveAspectRatio", Self.aspectRatio(contentMode)), ("href", asset.dataURL),
                ])
            return
        }
        drawPlaceholder(in: rect, caption: image.name, into: &writer)
    }

    /// Draws the placeholder of an image without a picture: a grey box crossed by its diagonals, `caption` in it.
    func drawPlaceholder(in rect: Rect, caption: String, into writer: inout SVGWriter) {
        writer.element(
            "rect",
            SVGWriter.rectAttributes(rect) + writer.paint("fill", Self.placeholderFill)
                + writer.paint("stroke", Self.placeholderStroke))
        let corners = [
            (rect.minX, rect.minY, rect.maxX, rect.maxY), (rect.maxX, rect.minY, rect.minX, rect.maxY),
        ]
        for (x1, y1, x2, y2) in corners {
            writer.element(
                "line",
                [
                    ("x1", SVGWriter.number(x1)), ("y1", SVGWriter.number(y1)),
                    ("x2", SVGWriter.number(x2)), ("y2", SVGWriter.number(y2)),
                ] + writer.paint("stroke", Self.placeholderStroke))
        }
        let fontSize = min(11, max(6, rect.height / 3))
        drawText(
            caption, font: .systemFont(ofSize: fontSize), color: Self.placeholderText, alignment: .center,
            numberOfLines: 1, lineBreakMode: .byTruncatingMiddle, in: rect, into: &writer)
    }

    /// Where an image of `size` goes in `bounds`: scaled to fill for the scaling modes (the viewer's
    /// `preserveAspectRatio` keeps the aspect), at its own size placed by the mode otherwise. An image of unknown
    /// size fills the bounds.
    static func rect(of size: Size, placedBy mode: ContentMode, in bounds: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else {
            return bounds
        }
        let x: Double
        let y: Double
        switch mode {
        case .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw:
            return bounds
        case .center, .top, .bottom:
            x = (bounds.width - size.width) / 2
        case .left, .topLeft, .bottomLeft:
            x = 0
        case .right, .topRight, .bottomRight:
            x = bounds.width - size.width
        }
        switch mode {
        case .top, .topLeft, .topRight:
            y = 0
        case .bottom, .bottomLeft, .bottomRight:
            y = bounds.height - size.height
        default:
            y = (bounds.height - size.height) / 2
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// SVG's spelling of the scaling modes.
    static func aspectRatio(_ mode: ContentMode) -> String {
        switch mode {
        case .scaleAspectFit: "xMidYMid meet"
        case .scaleAspectFill: "xMidYMid slice"
        default: "none"
        }
    }
}
