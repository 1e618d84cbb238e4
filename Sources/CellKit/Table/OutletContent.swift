/// The observable content of one view inside a cell, as the stale-content detector compares it: what a user would
/// see change between rows.
public struct OutletContent: Sendable, Hashable {
    /// A content property the detector tracks.
    public enum Property: Sendable, Hashable, CaseIterable {
        /// `Label.text`.
        case text
        /// `Label.textColor`.
        case textColor
        /// `ImageView.image`.
        case image
        /// `View.isHidden`.
        case isHidden
        /// `View.backgroundColor`.
        case backgroundColor
        /// `View.alpha`.
        case alpha
    }

    /// The view's name: its outlet property, built-in subview name or `accessibilityIdentifier`, else its path of
    /// subview indices from the cell, such as `subviews[1].subviews[0]`.
    public var name: String
    /// The label's text; nil for other views and for labels without text.
    public var text: String?
    /// The label's text colour; nil for other views.
    public var textColor: Color?
    /// The name of the image view's image; nil for other views and for image views without an image.
    public var imageName: String?
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// The view's background colour.
    public var backgroundColor: Color?
    /// The view's opacity.
    public var alpha: Double

    /// Reads the content of `view`, calling it `name`.
    @MainActor
    init(of view: View, name: String) {
        self.name = name
        text = (view as? Label)?.text
        textColor = (view as? Label)?.textColor
        imageName = (view as? ImageView)?.image?.name
        isHidden = view.isHidden
        backgroundColor = view.backgroundColor
        alpha = view.alpha
    }

    /// The properties that apply to `view`'s class.
    @MainActor
    static func properties(of view: View) -> [Property] {
        if view is Label {
            return [.text, .textColor, .isHidden, .backgroundColor, .alpha]
        }
        if view is ImageView {
            return [.image, .isHidden, .backgroundColor, .alpha]
        }
        return [.isHidden, .backgroundColor, .alpha]
    }

    /// Whether `property` has the same value in both snapshots.
    func hasSameValue(_ property: Property, as other: OutletContent) -> Bool {
        switch property {
        case .text: text == other.text
        case .textColor: textColor == other.textColor
        case .image: imageName == other.imageName
        case .isHidden: isHidden == other.isHidden
        case .backgroundColor: backgroundColor == other.backgroundColor
        case .alpha: alpha == other.alpha
        }
    }

    /// `property` and its value as a line of a report, for example `titleLabel.text = "Row 3"`.
    func describe(_ property: Property) -> String {
        let value: String
        switch property {
        case .text: value = text.map { "\"\($0)\"" } ?? "nil"
        case .textColor: value = textColor.map { "\($0)" } ?? "nil"
        case .image: value = imageName.map { "\"\($0)\"" } ?? "nil"
        case .isHidden: value = "\(isHidden)"
        case .backgroundColor: value = backgroundColor.map { "\($0)" } ?? "nil"
        case .alpha: value = "\(alpha)"
        }
        return "\(name).\(property) = \(value)"
    }
}
