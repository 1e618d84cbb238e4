import CellKit

extension SVGRenderer {
    /// Draws a text field as iOS does: its border style (a white rounded rectangle with a light grey edge, a thin
    /// black line, or a grey bezel), its text or else its grey placeholder on one line, bullets under secure entry,
    /// and the round grey clear button at the trailing edge while it shows.
    func drawTextField(_ field: TextField, in bounds: Rect, into writer: inout SVGWriter) {
        switch field.borderStyle {
        case .none:
            break
        case .roundedRect:
            outline(
                bounds, radius: 5, fill: .white, stroke: Color(rgb: 0xCCCCCC), into: &writer)
        case .line:
            outline(bounds, radius: 0, fill: nil, stroke: .black, into: &writer)
        case .bezel:
            outline(bounds, radius: 0, fill: nil, stroke: Color(rgb: 0x7F7F7F), into: &writer)
        }
        let inset = field.textInset
        let clearWidth = field.isClearButtonVisible ? TextField.clearButtonWidth : 0
        let textBounds = Rect(
            x: 0, y: 0, width: max(0, bounds.width - 2 * inset - clearWidth), height: bounds.height)
        let isEmpty = field.text?.isEmpty ?? true
        if let shown = isEmpty ? field.placeholder : field.displayedText, !shown.isEmpty {
            writer.open("g", [("transform", "translate(\(SVGWriter.number(inset)),0)")])
            drawText(
                shown, font: field.font, color: isEmpty ? .placeholderText : field.textColor,
                alignment: field.textAlignment, numberOfLines: 1, lineBreakMode: .byTruncatingTail, in: textBounds,
                into: &writer)
            writer.close("g")
        }
        if clearWidth > 0 {
            drawClearButton(centre: Point(x: bounds.width - inset - clearWidth / 2, y: bounds.midY), into: &writer)
        }
    }

    /// Draws a text view's text as UITextView lays it out: wrapped at its text rectangle by `TextMetrics`, from the
    /// top, each line in its box of the text view's `paragraphStyle`, as many whole lines as the rectangle holds
    /// (at least one), none truncated.
    func drawTextView(_ textView: TextView, into writer: inout SVGWriter) {
        let rect = textView.textRect
        let style = textView.paragraphStyle
        let layout = textView.textLayout
        let lineBox = style.lineHeight(of: textView.font)
        let tops = style.lineTops(of: textView.font, startsParagraph: layout.startsParagraph)
        let fitting = max(1, tops.prefix { $0 + lineBox <= rect.height + 1e-9 }.count)
        for (index, line) in layout.lines.prefix(fitting).enumerated() where !line.text.isEmpty {
            let y = rect.minY + tops[index]
            writer.open("g", [("transform", "translate(\(SVGWriter.number(rect.minX)),\(SVGWriter.number(y)))")])
            drawText(
                String(line.text), font: textView.font, color: textView.textColor, alignment: textView.textAlignment,
                numberOfLines: 1, lineBreakMode: .byClipping, paragraphStyle: style,
                in: Rect(x: 0, y: 0, width: rect.width, height: lineBox), into: &writer)
            writer.close("g")
        }
    }

    /// The translucent tint CellKit draws for a blur, which SVG cannot apply to what lies behind: white for the
    /// light styles and black-grey for the dark, more opaque as the material is thicker, after the look of iOS's
    /// materials in light mode (the adaptive styles take their light look, as CellKit's colours do).
    static func tint(of style: BlurEffect.Style) -> Color {
        switch style {
        case .extraLight: Color(white: 0.97, alpha: 0.9)
        case .light, .regular: Color(white: 0.97, alpha: 0.7)
        case .prominent: Color(white: 0.97, alpha: 0.8)
        case .dark: Color(white: 0.11, alpha: 0.7)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: Color(white: 0.97, alpha: 0.3)
        case .systemThinMaterial, .systemThinMaterialLight: Color(white: 0.97, alpha: 0.5)
        case .systemMaterial, .systemMaterialLight: Color(white: 0.97, alpha: 0.7)
        case .systemThickMaterial, .systemThickMaterialLight: Color(white: 0.97, alpha: 0.85)
        case .systemChromeMaterial, .systemChromeMaterialLight: Color(white: 0.96, alpha: 0.8)
        case .systemUltraThinMaterialDark: Color(white: 0.11, alpha: 0.3)
        case .systemThinMaterialDark: Color(white: 0.11, alpha: 0.5)
        case .systemMaterialDark: Color(white: 0.11, alpha: 0.7)
        case .systemThickMaterialDark: Color(white: 0.11, alpha: 0.85)
        case .systemChromeMaterialDark: Color(white: 0.17, alpha: 0.8)
        }
    }

    /// A one-point outline just inside `bounds`, over an optional fill.
    private func outline(_ bounds: Rect, radius: Double, fill: Color?, stroke: Color, into writer: inout SVGWriter) {
        let rect = Rect(x: 0.5, y: 0.5, width: max(0, bounds.width - 1), height: max(0, bounds.height - 1))
        let corner = radius > 0 ? [("rx", SVGWriter.number(radius))] : []
        let paint = fill.map { writer.paint("fill", $0) } ?? [("fill", "none")]
        writer.element(
            "rect",
            SVGWriter.rectAttributes(rect) + corner + paint + writer.paint("stroke", stroke) + [
                ("stroke-width", "1")
            ])
    }

    /// UIKit's clear button: a grey disc with a white cross.
    private func drawClearButton(centre: Point, into writer: inout SVGWriter) {
        let (x, y) = (centre.x, centre.y)
        writer.element(
            "circle",
            [("cx", SVGWriter.number(x)), ("cy", SVGWriter.number(y)), ("r", "7")]
                + writer.paint("fill", .systemGray3))
        let arm = 3.0
        let path =
            "M\(SVGWriter.number(x - arm)),\(SVGWriter.number(y - arm))L\(SVGWriter.number(x + arm)),\(SVGWriter.number(y + arm))"
            + "M\(SVGWriter.number(x + arm)),\(SVGWriter.number(y - arm))L\(SVGWriter.number(x - arm)),\(SVGWriter.number(y + arm))"
        writer.element("path", [("d", path), ("stroke", "#FFFFFF"), ("stroke-width", "1.5"), ("fill", "none")])
    }
}
