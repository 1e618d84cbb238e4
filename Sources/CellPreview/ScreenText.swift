import CellKit

/// What a screen shows, as text: one line per visible label, button, switch, value control, indicator, image, text
/// field, text view and blur, top to bottom and then left to right, each with its position in the screen's
/// coordinates. Views that are hidden,
/// transparent or clipped away (scrolled out of a scroll view, say) are left out, as they are from the picture.
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
        var walk = Walk()
        walk.collect(view, origin: .zero, visible: Rect(origin: .zero, size: view.frame.size))
        // An item an opaque view drawn after it covers entirely (a row under a pinned section header) is not seen.
        let seen = walk.items.filter { item in
            !walk.covers.contains { $0.order > item.order && $0.rect.covers(item.shown) }
        }
        // A stable sort keeps drawing order among items at the same place.
        let ordered = seen.sorted { ($0.origin.y, $0.origin.x, $0.order) < ($1.origin.y, $1.origin.x, $1.order) }
        return ordered.map {
            pad(SVGWriter.number($0.origin.y)) + " " + pad(SVGWriter.number($0.origin.x)) + "  " + $0.content
        }
    }

    /// The lines of `view` joined with newlines, with a final newline.
    public static func describe(_ view: View) -> String {
        lines(of: view).map { $0 + "\n" }.joined()
    }

    /// One walk of a view tree in drawing order, collecting what it shows and the opaque areas that hide it.
    @MainActor
    private struct Walk {
        /// A label, button, image or accessory: where it is listed, what it says, what of it is on screen, and its
        /// place in drawing order.
        struct Item {
            var origin: Point
            var content: String
            var shown: Rect
            var order: Int
        }

        /// An opaque view's area on screen and its place in drawing order.
        struct Cover {
            var rect: Rect
            var order: Int
        }

        var items: [Item] = []
        var covers: [Cover] = []
        private var order = 0

        mutating func collect(_ view: View, origin: Point, visible: Rect) {
            let frame = Rect(origin: origin, size: view.frame.size)
            guard view.mayShow(at: frame, in: visible) else {
                return
            }
            order += 1
            let shown = frame.intersection(visible)
            if shown != nil || visible.contains(origin), let content = ScreenText.content(of: view) {
                // A cell's accessory is listed where it is drawn, in the strip at the trailing edge.
                let x = (view as? TableViewCell).map { origin.x + frame.width - $0.accessoryWidth } ?? origin.x
                items.append(
                    Item(
                        origin: Point(x: x, y: origin.y), content: content,
                        shown: shown ?? Rect(origin: origin, size: .zero), order: order))
            }
            if let shown, view.alpha >= 1, let background = view.backgroundColor?.resolved(with: view.traitCollection),
                background.alpha >= 1
            {
                covers.append(Cover(rect: shown, order: order))
            }
            // The area is in the screen's coordinates here, the renderer's rule in the view's own.
            guard
                let inner = view.visibleAreaForSubviews(of: visible, at: origin)?.offsetBy(dx: origin.x, dy: origin.y)
            else {
                return
            }
            let scroll = view.bounds.origin
            for subview in view.subviews {
                let subviewOrigin = Point(
                    x: origin.x + subview.frame.minX - scroll.x, y: origin.y + subview.frame.minY - scroll.y)
                collect(subview, origin: subviewOrigin, visible: inner)
            }
        }
    }

    fileprivate static func content(of view: View) -> String? {
        switch view {
        case let label as Label:
            guard let text = label.text, !text.isEmpty else {
                return nil
            }
            return quoted(text)
        case let imageView as ImageView:
            return imageView.displayedImage.map { $0.isSymbol ? "[symbol \($0.name)]" : "[image \($0.name)]" }
        case let button as Button:
            // What the button shows in its current state, as UIKit picks it; a glyph type names its glyph.
            var parts = ["button"]
            if let title = button.currentTitle {
                parts.append(quoted(title))
            }
            if let image = button.currentBackgroundImage ?? button.currentImage {
                parts.append(image.name)
            } else if button.buttonType.glyphSize != .zero {
                parts.append("(\(button.buttonType.rawValue))")
            }
            var text = "[" + parts.joined(separator: " ")
            if button.state != .normal {
                text += ", \(button.state.rawValue)"
            }
            if button.tag != 0 {
                text += ", tag \(button.tag)"
            }
            return text + "]"
        case let toggle as Switch:
            return "[switch " + (toggle.isOn ? "on" : "off") + (toggle.isEnabled ? "" : ", disabled") + "]"
        case is Slider, is SegmentedControl, is Stepper, is ActivityIndicatorView, is ProgressView, is PageControl,
            is PickerView:
            return valueControlContent(of: view)
        case let field as TextField:
            var text = "[text field"
            if let shown = field.text, !shown.isEmpty {
                text += " " + quoted(field.displayedText)
            } else if let placeholder = field.placeholder, !placeholder.isEmpty {
                text += " placeholder " + quoted(placeholder)
            }
            return text + (field.isEditing ? ", editing" : "") + (field.isEnabled ? "" : ", disabled") + "]"
        case let textView as TextView:
            let shown = textView.text.isEmpty ? "" : " " + quoted(textView.displayedText)
            return "[text view" + shown + (textView.isEditing ? ", editing" : "") + "]"
        case let effectView as VisualEffectView:
            return effectView.effect.map { "[blur \($0.rawValue)]" }
        case let cell as TableViewCell:
            // A custom accessory view is a subview of the cell, listed as one.
            guard cell.accessoryView == nil else { return nil }
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
    static func quoted(_ text: String) -> String {
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

extension Rect {
    /// Whether `other` lies entirely inside this rectangle.
    fileprivate func covers(_ other: Rect) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }
}
