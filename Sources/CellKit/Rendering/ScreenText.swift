/// What a screen shows, as text: one line per visible label, button and image, top to bottom and then left to
/// right, each with its position in the screen's coordinates. Views that are hidden, transparent or clipped away
/// (scrolled out of a scroll view, say) are left out, as they are from the picture.
///
/// ```
///    64    30  [button min_galeria_000, tag 0]
///   172    30  "LIMA"
/// ```
@MainActor
public enum ScreenText {
    /// The lines describing `view`, laid out first (`layoutIfNeeded()`).
    public static func lines(of view: View) -> [String] {
        view.layoutIfNeeded()
        var items: [Item] = []
        collect(view, origin: .zero, visible: Rect(origin: .zero, size: view.frame.size), into: &items)
        // A stable sort keeps drawing order among items at the same place.
        let ordered = items.enumerated().sorted {
            ($0.element.origin.y, $0.element.origin.x, $0.offset) < (
                $1.element.origin.y, $1.element.origin.x, $1.offset
            )
        }
        return ordered.map {
            pad(SVGWriter.number($0.element.origin.y)) + " " + pad(SVGWriter.number($0.element.origin.x)) + "  "
                + $0.element.content
        }
    }

    /// The lines of `view` joined with newlines, with a final newline.
    public static func describe(_ view: View) -> String {
        lines(of: view).map { $0 + "\n" }.joined()
    }

    private struct Item {
        var origin: Point
        var content: String
    }

    private static func collect(_ view: View, origin: Point, visible: Rect, into items: inout [Item]) {
        let frame = Rect(origin: origin, size: view.frame.size)
        guard view.mayShow(at: frame, in: visible) else {
            return
        }
        if frame.intersects(visible) || visible.contains(origin), let content = content(of: view) {
            // A cell's accessory is listed where it is drawn, in the strip at the trailing edge.
            let x = view is TableViewCell ? origin.x + frame.width - TableViewCell.accessoryWidth : origin.x
            items.append(Item(origin: Point(x: x, y: origin.y), content: content))
        }
        // The area is in the screen's coordinates here, the renderer's rule in the view's own.
        guard let inner = view.visibleAreaForSubviews(of: visible, at: origin)?.offsetBy(dx: origin.x, dy: origin.y)
        else {
            return
        }
        let scroll = view.bounds.origin
        for subview in view.subviews {
            let subviewOrigin = Point(
                x: origin.x + subview.frame.minX - scroll.x, y: origin.y + subview.frame.minY - scroll.y)
            collect(subview, origin: subviewOrigin, visible: inner, into: &items)
        }
    }

    private static func content(of view: View) -> String? {
        switch view {
        case let label as Label:
            guard let text = label.text, !text.isEmpty else {
                return nil
            }
            return quoted(text)
        case let imageView as ImageView:
            return imageView.displayedImage.map { "[image \($0.name)]" }
        case let button as Button:
            var parts = ["button"]
            if let title = button.title {
                parts.append(quoted(title))
            }
            if let image = button.backgroundImage ?? button.image {
                parts.append(image.name)
            }
            var text = "[" + parts.joined(separator: " ")
            if button.tag != 0 {
                text += ", tag \(button.tag)"
            }
            return text + "]"
        case let cell as TableViewCell:
            switch cell.accessoryType {
            case .none: return nil
            case .disclosureIndicator: return "[accessory >]"
            case .checkmark: return "[accessory checkmark]"
            case .detailButton: return "[accessory (i)]"
            case .detailDisclosureButton: return "[accessory (i) >]"
            }
        default:
            return nil
        }
    }

    /// `text` in double quotes, with newlines and quotes escaped so each item stays on one line.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\n", "\r\n": result += "\\n"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    private static func pad(_ text: String) -> String {
        String(repeating: " ", count: max(0, 6 - text.count)) + text
    }
}
