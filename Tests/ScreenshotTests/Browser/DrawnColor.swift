import CellKit

/// A colour a laid-out view tree must show somewhere in a screenshot, read from the tree alone (not from the
/// picture): a view's opaque background where nothing drawn later covers it, and the ink of what a view draws over
/// its background (a label's text, a button's current title, a control's tint, a cell's accessory) inside its
/// visible frame.
struct DrawnColor: CustomStringConvertible {
    /// How the colour is looked for.
    enum Kind {
        /// The view's area is filled: some pixel of ``rect`` outside ``covered`` has the colour.
        case fill
        /// The view draws strokes or text: some pixel of ``rect`` has the colour.
        case ink
    }

    /// The colour, resolved in the view's trait collection (its appearance, its window's asset catalog).
    var color: Color
    /// Where to look, in the window's coordinates: the view's frame (or the part of it that draws the colour),
    /// clipped by the window and by every ancestor that clips.
    var rect: Rect
    /// The frames of the views drawn after this one over ``rect``, where a fill cannot be seen.
    var covered: [Rect]
    var kind: Kind
    /// What draws it, for messages: `Label 'nameLabel' text`.
    var what: String

    var description: String { "\(what) \(color) in \(rect)" }

    /// Every colour `window`'s visible, fully opaque views draw, in drawing order. A view with an `alpha` below 1 (or
    /// inside one) is skipped, as its colours are blended with what is behind; so are colours that are not opaque.
    @MainActor
    static func all(in window: View, names: [ObjectIdentifier: String] = [:]) -> [DrawnColor] {
        var drawn: [(view: View, visible: Rect)] = []
        collect(window, clip: window.bounds, in: window, into: &drawn)
        var colors: [DrawnColor] = []
        for (index, entry) in drawn.enumerated() {
            let view = entry.view
            let name = String(describing: type(of: view)) + (names[ObjectIdentifier(view)].map { " '\($0)'" } ?? "")
            let later = drawn[(index + 1)...].filter { drawsItself($0.view) }.map(\.visible)
                .filter { $0.intersects(entry.visible) }
            let frame = window.convert(view.bounds, from: view)
            let add = { (color: Color?, part: Rect, kind: Kind, what: String) in
                guard let color else { return }
                let resolved = color.resolved(with: view.traitCollection)
                guard resolved.alpha == 1, let rect = part.intersection(entry.visible), rect.width >= 1,
                    rect.height >= 1
                else { return }
                colors.append(
                    DrawnColor(
                        color: resolved, rect: rect, covered: kind == .fill ? later : [], kind: kind,
                        what: "\(name) \(what)"))
            }
            // An image view's image and a button's background image are drawn over the whole background.
            let coveredByImage =
                (view as? ImageView)?.image != nil || (view as? Button)?.currentBackgroundImage != nil
            if !coveredByImage {
                add(view.backgroundColor, frame, .fill, "background")
            }
            for (color, part, what) in inks(of: view, frame: frame) {
                add(color, part, .ink, what)
            }
        }
        return colors
    }

    /// The visible views under `view`, `view` first, each with its frame in `window` clipped by `clip` (the window
    /// and every clipping ancestor); hidden views and views with an alpha below 1 are left out, with their subtrees.
    @MainActor
    private static func collect(
        _ view: View, clip: Rect, in window: View, into drawn: inout [(view: View, visible: Rect)]
    ) {
        guard !view.isHidden, view.alpha == 1,
            let visible = window.convert(view.bounds, from: view).intersection(clip)
        else { return }
        drawn.append((view, visible))
        let inner = view.clipsToBounds ? visible : clip
        for subview in view.subviews {
            collect(subview, clip: inner, in: window, into: &drawn)
        }
    }

    /// Whether `view` draws anything of its own: every view but a plain container (a `View` or stack view) with no
    /// background and no border.
    @MainActor
    private static func drawsItself(_ view: View) -> Bool {
        let container = type(of: view) == View.self || view is StackView
        let background = (view.backgroundColor?.alpha ?? 0) > 0
        return !container || background || view.borderWidth > 0
    }

    /// The colours `view` draws over its background, each with the part of `frame` (its frame in the window) it is
    /// drawn in, as UIKit draws each kind.
    @MainActor
    private static func inks(of view: View, frame: Rect) -> [(Color?, Rect, String)] {
        switch view {
        case let label as Label:
            return label.text?.isEmpty == false ? [(label.textColor, frame, "text")] : []
        case let button as Button:
            var inks: [(Color?, Rect, String)] = []
            if button.currentTitle?.isEmpty == false {
                inks.append((button.currentTitleColor, frame, "title \"\(button.currentTitle ?? "")\""))
            }
            if [.detailDisclosure, .infoLight, .infoDark, .contactAdd].contains(button.buttonType) {
                inks.append((button.tintColor, frame, "glyph"))
            }
            return inks
        case let field as TextField:
            let shown = field.text?.isEmpty == false && !field.isSecureTextEntry
            return shown ? [(field.textColor, frame, "text")] : []
        case let textView as TextView:
            return textView.text.isEmpty ? [] : [(textView.textColor, frame, "text")]
        case let toggle as Switch:
            return toggle.isOn ? [(toggle.onTintColor, frame, "on track")] : []
        case let slider as Slider:
            let fraction = (slider.value - slider.minimumValue) / max(slider.maximumValue - slider.minimumValue, 1e-9)
            let filled = Rect(x: frame.minX, y: frame.minY, width: frame.width * fraction * 0.8, height: frame.height)
            return [(slider.minimumTrackTintColor, filled, "minimum track"), (slider.thumbTintColor, frame, "thumb")]
        case let progress as ProgressView:
            let filled = Rect(
                x: frame.minX, y: frame.minY, width: frame.width * progress.progress * 0.8, height: frame.height)
            return [(progress.progressTintColor, filled, "progress")]
        case let segmented as SegmentedControl:
            return segmented.selectedSegmentIndex >= 0
                ? [(segmented.selectedSegmentTintColor, frame, "selected segment")] : []
        case let pages as PageControl:
            return pages.numberOfPages > 0 ? [(pages.currentPageIndicatorTintColor, frame, "current page")] : []
        case let indicator as ActivityIndicatorView:
            return [(indicator.displayedColor, frame, "spokes")]
        case let picker as PickerView:
            // Each component's selected title, black in the band.
            return picker.componentFrames.enumerated().compactMap { component, wheel in
                let row = picker.selectedRow(inComponent: component)
                guard picker.title(forRow: row, forComponent: component)?.isEmpty == false else { return nil }
                let band = picker.selectionBand
                let rect = Rect(
                    x: frame.minX + wheel.minX, y: frame.minY + band.minY, width: wheel.width, height: band.height)
                return (Color.black, rect, "selected title of component \(component)")
            }
        case let cell as TableViewCell:
            guard cell.accessoryView == nil, cell.accessoryType != .none, cell.accessoryType != .disclosureIndicator
            else { return [] }
            let strip = Rect(
                x: frame.maxX - cell.accessoryWidth, y: frame.minY, width: cell.accessoryWidth, height: frame.height)
            return [(cell.tintColor, strip, "accessory \(cell.accessoryType)")]
        default:
            return []
        }
    }
}
