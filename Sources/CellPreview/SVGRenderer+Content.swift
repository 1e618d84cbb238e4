import CellKit

extension SVGRenderer {
    /// Draws what a view kind shows inside its background: a label's text, an image view's image, a button's
    /// background image, image and title, a text input's text, an effect view's tint.
    func drawContent(of view: View, in bounds: Rect, into writer: inout SVGWriter) {
        switch view {
        case let label as Label:
            if let text = label.text {
                drawText(
                    text, font: label.displayedFont, color: label.displayedTextColor, alignment: label.textAlignment,
                    numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode,
                    paragraphStyle: label.paragraphStyle, lineTop: label.displayedLineTop,
                    shadow: label.textShadowColor.map { (color: $0, offset: label.textShadowOffset) },
                    in: bounds, into: &writer)
            }
        case let imageView as ImageView:
            if let image = imageView.displayedImage {
                drawImage(image, contentMode: imageView.contentMode, in: bounds, into: &writer)
            } else if showsEmptyImageViews {
                drawPlaceholder(in: bounds, caption: "no image", into: &writer)
            }
        case let button as Button:
            drawButton(button, in: bounds, into: &writer)
        case let toggle as Switch:
            drawSwitch(toggle, in: bounds, into: &writer)
        case is Slider, is SegmentedControl, is Stepper, is ActivityIndicatorView, is ProgressView, is PageControl,
            is PickerView:
            drawValueControl(view, in: bounds, into: &writer)
        case let field as TextField:
            drawTextField(field, in: bounds, into: &writer)
        case let textView as TextView:
            drawTextView(textView, into: &writer)
        case let effectView as VisualEffectView:
            if let style = effectView.effect {
                let corner = view.cornerRadius > 0 ? [("rx", SVGWriter.number(view.cornerRadius))] : []
                writer.element(
                    "rect", SVGWriter.rectAttributes(bounds) + corner + SVGWriter.paint("fill", Self.tint(of: style)))
            }
        default:
            break
        }
    }

    /// Draws a button in its current state, as UIKit picks its values: the state's background image stretched over
    /// the bounds, its image (or the type's glyph) and its title where ``Button/contentLayout`` puts them.
    private func drawButton(_ button: Button, in bounds: Rect, into writer: inout SVGWriter) {
        if let background = button.currentBackgroundImage {
            drawImage(background, contentMode: .scaleToFill, in: bounds, into: &writer)
        }
        let layout = button.contentLayout
        if let image = button.currentImage {
            drawImage(image, contentMode: .scaleToFill, in: layout.image, into: &writer)
        } else {
            drawGlyph(of: button.buttonType, in: layout.image, color: button.currentTitleColor, into: &writer)
        }
        if let title = button.currentTitle, !title.isEmpty, layout.title.width > 0 {
            drawText(
                title, font: button.titleFont, color: button.currentTitleColor, alignment: .left, numberOfLines: 1,
                lineBreakMode: button.titleLineBreakMode,
                shadow: button.currentTitleShadowColor.map { (color: $0, offset: button.currentTitleShadowOffset) },
                in: layout.title, into: &writer)
        }
    }

    /// Draws the glyph of a detail disclosure, info, contact add or close button, a circle with its sign, in the
    /// tint; nothing for the other types.
    private func drawGlyph(
        of type: Button.ButtonType, in rect: Rect, color: Color, into writer: inout SVGWriter
    ) {
        let sign: String
        switch type {
        case .custom, .system: return
        case .detailDisclosure, .infoLight, .infoDark: sign = "i"
        case .contactAdd: sign = "+"
        case .close: sign = "×"
        }
        let radius = min(rect.width, rect.height) / 2 - 1
        guard radius > 0 else { return }
        // The close button is a filled grey disc with a dark cross, as iOS 13 draws it; the others are outlined.
        let isClose = type == .close
        let discColor = isClose ? Color(rgb: 0xE5E5EA) : color
        writer.element(
            "circle",
            [("cx", SVGWriter.number(rect.midX)), ("cy", SVGWriter.number(rect.midY)), ("r", SVGWriter.number(radius))]
                + (isClose ? writer.paint("fill", discColor) : [("fill", "none")] + writer.paint("stroke", color))
        )
        drawText(
            sign, font: .boldSystemFont(ofSize: radius * 1.3), color: isClose ? Color(rgb: 0x8E8E93) : color,
            alignment: .center, numberOfLines: 1, lineBreakMode: .byClipping, in: rect, into: &writer)
    }

    /// Draws a switch as iOS does, at its fixed size centred in its bounds: a capsule track, filled with the on
    /// tint when on and outlined in light grey when off, and a round thumb at the end the value points to.
    private func drawSwitch(_ toggle: Switch, in bounds: Rect, into writer: inout SVGWriter) {
        let size = Switch.size
        let track = Rect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        let radius = SVGWriter.number(size.height / 2)
        let trackColor = toggle.isOn ? toggle.onTintColor : Color(rgb: 0xE9E9EA)
        writer.element(
            "rect",
            SVGWriter.rectAttributes(track) + [("rx", radius), ("ry", radius)] + writer.paint("fill", trackColor))
        let inset = 2.0
        let thumbRadius = size.height / 2 - inset
        let thumbX = toggle.isOn ? track.maxX - inset - thumbRadius : track.minX + inset + thumbRadius
        writer.element(
            "circle",
            [
                ("cx", SVGWriter.number(thumbX)), ("cy", SVGWriter.number(track.midY)),
                ("r", SVGWriter.number(thumbRadius)),
            ]
                + writer.paint("fill", toggle.thumbTintColor))
    }

    /// Draws what goes over a view's subviews: a cell's accessory and the lines its table draws around it.
    func drawDecorations(of view: View, in bounds: Rect, into writer: inout SVGWriter) {
        guard let cell = view as? TableViewCell else {
            return
        }
        if cell.accessoryView == nil {
            drawAccessory(cell.accessoryType, tint: cell.tintColor ?? .systemBlue, in: bounds, into: &writer)
        }
        guard let table = cell.superview as? TableView, table.separatorStyle == .singleLine else {
            return
        }
        // Between rows the line is inset by the cell's separator inset, left and right only, as UIKit's; a grouped
        // table also closes each section with full-width lines at its top and bottom, as UIKit's do.
        let inset = cell.separatorInset
        var lines = [(y: bounds.height - 1, inset: max(0, inset.left), trailing: max(0, inset.right))]
        if table.style == .grouped, let indexPath = table.indexPath(for: cell) {
            if indexPath.row == 0 {
                lines.append((0, 0, 0))
            }
            if indexPath.row == table.numberOfRows(inSection: indexPath.section) - 1 {
                lines[0].inset = 0
                lines[0].trailing = 0
            }
        }
        for line in lines {
            writer.element(
                "rect",
                SVGWriter.rectAttributes(
                    Rect(
                        x: line.inset, y: line.y, width: max(0, bounds.width - line.inset - line.trailing), height: 1))
                    + writer.paint("fill", table.separatorColor))
        }
    }

    /// Draws text as UILabel does: lines broken by `TextMetrics`, the block centred vertically, each line placed
    /// by the alignment in its line box (`paragraphStyle`: the glyphs at the box's bottom), an ellipsis where lines
    /// were dropped. A one-line label's shrunk text has its line's top at `lineTop` (from the top of `bounds`),
    /// where the label's `baselineAdjustment` keeps it (``Label/displayedLineTop``). A `shadow` is each line again
    /// in the shadow's colour, moved by its offset, beneath the line, as UIKit draws a label's text shadow.
    func drawText(
        _ text: String, font: Font, color: Color, alignment: TextAlignment, numberOfLines: Int,
        lineBreakMode: LineBreakMode, paragraphStyle: ParagraphStyle = .default, lineTop: Double? = nil,
        shadow: (color: Color, offset: Size)? = nil, in bounds: Rect, into writer: inout SVGWriter
    ) {
        // UILabel shows only the lines its height has room for (one at least), truncating the last.
        // A hostile archive can give a negative, zero or NaN font size or height: anything short of one line's
        // room (NaN included) shows one line.
        var layout = TextMetrics.layout(
            of: text, font: font, numberOfLines: numberOfLines, maxWidth: bounds.width, lineBreakMode: lineBreakMode,
            paragraphStyle: paragraphStyle)
        let lineBox = paragraphStyle.lineHeight(of: font)
        let fitting = max(
            1,
            paragraphStyle.lineTops(of: font, startsParagraph: layout.startsParagraph)
                .prefix { $0 + lineBox <= bounds.height + 1e-9 }.count)
        if fitting < layout.lines.count {
            layout = TextMetrics.layout(
                of: text, font: font, numberOfLines: fitting, maxWidth: bounds.width, lineBreakMode: lineBreakMode,
                paragraphStyle: paragraphStyle)
        }
        guard !layout.lines.isEmpty else {
            return
        }
        let tops = paragraphStyle.lineTops(of: font, startsParagraph: layout.startsParagraph)
        // The rectangle's own origin counts: a button's title and an image's caption are drawn off the view's.
        let top =
            bounds.minY + (bounds.height - paragraphStyle.height(of: font, startsParagraph: layout.startsParagraph)) / 2
        var centre = paragraphStyle.glyphCentre(of: font)
        if let lineTop, layout.lines.count == 1 {
            centre += bounds.minY + lineTop - top
        }
        let (x, anchor): (Double, String) =
            switch alignment {
            case .center: (bounds.midX, "middle")
            case .right: (bounds.maxX, "end")
            case .left, .justified, .natural: (bounds.minX, "start")
            }
        // Each line is `x`, `y`, these, its anchor (a piece after a tab starts at its stop), then `style`.
        let size = [("font-size", SVGWriter.number(font.pointSize)), ("dominant-baseline", "central")]
        let anchored = anchor == "start" ? [] : [("text-anchor", anchor)]
        var style: [(String, String)] = []
        if font.weight == .bold {
            style.append(("font-weight", "bold"))
        } else if font.weight != .regular {
            style.append(("font-weight", String(font.weight.cssWeight)))
        }
        style.append(("font-family", writer.fonts.family(for: font)))
        if font.tracking != 0 {
            // The system font's tracking, which CellKit measured with: CSS adds it after every character, as iOS does.
            style.append(("letter-spacing", SVGWriter.number(font.tracking)))
        }
        if font.traits.contains(.italic) || font.name.contains("Italic") {
            style.append(("font-style", "italic"))
        }
        let paint = writer.paint("fill", color)
        let shadowPaint = shadow.map { writer.paint("fill", $0.color) } ?? []
        for (index, line) in layout.lines.enumerated() {
            // The layout truncated the last line already, with its ellipsis, so each line is drawn as laid out; a
            // line with tabs is drawn piece by piece, each at the stop it was measured to start at.
            let y = top + tops[index] + centre
            let pieces: [(text: String, x: Double, anchor: [(String, String)])]
            if let runs = TextMetrics.tabbedRuns(of: line.text, font: font, paragraphStyle: paragraphStyle) {
                let start =
                    switch alignment {
                    case .center: bounds.midX - line.width / 2
                    case .right: bounds.maxX - line.width
                    case .left, .justified, .natural: bounds.minX
                    }
                pieces = runs.map { (String($0.text), start + $0.x, []) }
            } else {
                pieces = [(String(line.text), x, anchored)]
            }
            // A line wider than its label (clipped, or one character too wide) is cut at the edge, as UILabel cuts
            // it.
            let clipped = line.width > bounds.width
            if clipped {
                writer.open("g", [("clip-path", writer.clipPath(bounds))])
            }
            // Drawn at the font's own widths, never squeezed to a measured length: the faces are CellKit's, so a
            // line that overhangs its label shows a disagreement instead of hiding it.
            if let shadow {
                for piece in pieces {
                    let moved = [
                        ("x", SVGWriter.number(piece.x + shadow.offset.width)),
                        ("y", SVGWriter.number(y + shadow.offset.height)),
                    ]
                    writer.element("text", moved + size + piece.anchor + style + shadowPaint, content: piece.text)
                }
            }
            for piece in pieces {
                let place = [("x", SVGWriter.number(piece.x)), ("y", SVGWriter.number(y))]
                writer.element("text", place + size + piece.anchor + style + paint, content: piece.text)
            }
            if clipped {
                writer.close("g")
            }
        }
    }
}
