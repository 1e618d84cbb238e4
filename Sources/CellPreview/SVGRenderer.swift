import CellKit

/// Draws views as SVG: each view a box with its background colour, corner radius, border and shadow; labels and
/// button titles as text in their font's size, weight and colour; images as labelled placeholders, or the image itself
/// when `assets` has it; table cells with their accessory and the table's separators. Hidden views are skipped, `alpha`
/// becomes opacity, and views that clip (scroll views, tables) clip their content.
///
/// The output is deterministic: the same views give the same bytes. Each line of text is a line CellKit's layout
/// made, drawn with the font files CellKit measured it with (a `<style>` of `@font-face` rules, `FontFaceSheet`), so
/// a browser shows it as wide as CellKit measured it; a viewer without the files falls back to `fontFamily`.
@MainActor
public struct SVGRenderer {
    /// The font families the text asks for, the first the viewer has winning.
    nonisolated public static let fontFamily = "Helvetica Neue, Helvetica, Arial, DejaVu Sans, sans-serif"

    /// Where image pictures come from; nil draws every image as a placeholder.
    public var assets: (any ImageAssetSource)?

    /// Whether an image view without an image draws a placeholder, as a design tool shows where the image goes
    /// (`cellc render`); off, it draws nothing, as UIKit does on a screen.
    public var showsEmptyImageViews: Bool

    /// Whether the font files the text is drawn with go inside the picture (as `data:` URLs), so that it shows the
    /// same on a machine without them; off, the picture refers to the installed files by `file:` URL.
    public var embedsFonts: Bool

    /// Creates a renderer that finds images in `assets`, drawing empty image views as placeholders when
    /// `showsEmptyImageViews`, and embedding its fonts when `embedsFonts`.
    public init(
        assets: (any ImageAssetSource)? = nil, showsEmptyImageViews: Bool = false, embedsFonts: Bool = false
    ) {
        self.assets = assets
        self.showsEmptyImageViews = showsEmptyImageViews
        self.embedsFonts = embedsFonts
    }

    /// The SVG document of `view` at its size, its top-left corner at the document's origin. The view is laid out
    /// first (`layoutIfNeeded()`).
    public func render(_ view: View) -> String {
        view.layoutIfNeeded()
        let size = view.frame.size
        var body = makeWriter()
        drawRoot(view, at: .zero, into: &body)
        var writer = SVGWriter()
        openDocument(&writer, width: size.width, height: size.height)
        writer.append(body: body)
        writer.close("svg")
        return writer.text
    }

    /// A writer whose style sheet refers to font files as `embedsFonts` says.
    func makeWriter() -> SVGWriter {
        var writer = SVGWriter()
        writer.fonts.source = embedsFonts ? .embedded : .fileURL
        return writer
    }

    func openDocument(_ writer: inout SVGWriter, width: Double, height: Double) {
        // A view of negative or infinite size gives an empty document, which viewers show, not an invalid one.
        let width = SVGWriter.number(width.isFinite ? max(0, width) : 0)
        let height = SVGWriter.number(height.isFinite ? max(0, height) : 0)
        writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", width), ("height", height),
                ("viewBox", "0 0 \(width) \(height)"), ("font-family", Self.fontFamily),
            ])
    }

    /// Draws `view` as a root: at `origin` whatever its frame's origin, clipped to its bounds as a screen is.
    func drawRoot(_ view: View, at origin: Point, into writer: inout SVGWriter) {
        let size = view.frame.size
        let clip = writer.clipPath(Rect(origin: origin, size: size).standardized)
        writer.open("g", [("clip-path", clip)])
        writer.traits = view.superview?.traitCollection ?? .default
        draw(view, into: &writer, origin: origin, visible: Rect(origin: origin, size: size))
        writer.close("g")
    }

    /// Draws `view` and its subviews with the view's top-left corner at `origin`, in the enclosing coordinates, where
    /// `visible` is what the clipping views around it let show. A view outside it is skipped when nothing of its
    /// subtree can show (it clips, or has no subviews), so a scroll view of a thousand rows draws the rows on screen.
    func draw(_ view: View, into writer: inout SVGWriter, origin: Point, visible: Rect) {
        guard view.mayShow(at: Rect(origin: origin, size: view.frame.size), in: visible) else {
            return
        }
        let inherited = writer.traits
        writer.traits = inherited.applying(view.traitOverrides)
        defer { writer.traits = inherited }
        var attributes: [(String, String)] = []
        if origin != .zero {
            attributes.append(
                ("transform", "translate(\(SVGWriter.number(origin.x)),\(SVGWriter.number(origin.y)))"))
        }
        if view.alpha < 1 {
            attributes.append(("opacity", SVGWriter.number(view.alpha)))
        }
        // A view at the origin of its parent, opaque, needs no group of its own.
        if !attributes.isEmpty {
            writer.open("g", attributes)
        }
        let bounds = Rect(origin: .zero, size: view.frame.size).standardized
        drawShadow(of: view, in: bounds, into: &writer)
        if let background = view.backgroundColor?.resolved(with: writer.traits), background.alpha > 0 {
            writer.element(
                "rect", SVGWriter.rectAttributes(bounds) + corner(view) + writer.paint("fill", background))
        }
        drawContent(of: view, in: bounds, into: &writer)
        if let shown = view.visibleAreaForSubviews(of: visible, at: origin) {
            drawSubviews(of: view, in: bounds, visible: shown, into: &writer)
        }
        drawDecorations(of: view, in: bounds, into: &writer)
        if view.borderWidth > 0, let border = view.borderColor {
            drawBorder(of: view, width: view.borderWidth, color: border, in: bounds, into: &writer)
        }
        if !attributes.isEmpty {
            writer.close("g")
        }
    }

    private func drawSubviews(of view: View, in bounds: Rect, visible: Rect, into writer: inout SVGWriter) {
        guard !view.subviews.isEmpty else {
            return
        }
        if view.clipsToBounds {
            writer.open("g", [("clip-path", writer.clipPath(bounds))])
        }
        let scroll = view.bounds.origin
        for subview in view.subviews {
            let origin = Point(x: subview.frame.minX - scroll.x, y: subview.frame.minY - scroll.y)
            draw(subview, into: &writer, origin: origin, visible: visible)
        }
        if view.clipsToBounds {
            writer.close("g")
        }
    }

    /// Draws the border inside the bounds, over the subviews, as a layer's border is; a border at least half as
    /// wide as the view is high or wide covers all of it.
    private func drawBorder(
        of view: View, width: Double, color: Color, in bounds: Rect, into writer: inout SVGWriter
    ) {
        if 2 * width >= min(bounds.width, bounds.height) {
            writer.element("rect", SVGWriter.rectAttributes(bounds) + corner(view) + writer.paint("fill", color))
            return
        }
        let inset = width / 2
        let rect = Rect(x: inset, y: inset, width: bounds.width - width, height: bounds.height - width)
        writer.element(
            "rect",
            SVGWriter.rectAttributes(rect) + corner(view) + [("fill", "none")] + writer.paint("stroke", color)
                + [("stroke-width", SVGWriter.number(width))])
    }

    /// Draws the shadow a view's layer casts, behind it: the view's rounded rectangle in the shadow's colour and
    /// opacity, moved by its offset and blurred by its radius (a Gaussian whose standard deviation is the radius: a
    /// CSS blur of twice the radius, as design tools convert it). Core Animation shadows the outline of everything
    /// the layer draws; the picture shadows the rectangle, as a layer whose `shadowPath` is its bounds, and only for
    /// a view that fills or borders it. A view that clips casts none, as a layer that masks to its bounds clips its
    /// shadow away.
    private func drawShadow(of view: View, in bounds: Rect, into writer: inout SVGWriter) {
        guard view.shadowOpacity > 0, !view.clipsToBounds, let color = view.shadowColor?.resolved(with: writer.traits)
        else { return }
        let filled = (view.backgroundColor?.resolved(with: writer.traits).alpha ?? 0) > 0
        let bordered = view.borderWidth > 0 && (view.borderColor?.resolved(with: writer.traits).alpha ?? 0) > 0
        guard filled || bordered else { return }
        let shadow = Color(
            red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * view.shadowOpacity)
        let rect = bounds.offsetBy(dx: view.shadowOffset.width, dy: view.shadowOffset.height)
        var attributes = SVGWriter.rectAttributes(rect) + corner(view) + SVGWriter.paint("fill", shadow)
        if view.shadowRadius > 0 {
            attributes.append(("filter", writer.blurFilter(deviation: view.shadowRadius, around: rect)))
        }
        writer.element("rect", attributes)
    }

    private func corner(_ view: View) -> [(String, String)] {
        view.cornerRadius > 0 ? [("rx", SVGWriter.number(view.cornerRadius))] : []
    }
}
