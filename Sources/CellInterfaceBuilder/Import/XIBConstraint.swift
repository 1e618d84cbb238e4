/// An Auto Layout constraint of a xib: `first.firstAttribute = second.secondAttribute * multiplier + constant`
/// (or `<=`, `>=`), at a priority, as a `<constraint>` element records it.
struct XIBConstraint: Sendable {
    /// An attribute of a view that a constraint relates, as Interface Builder names it.
    enum Attribute: String, Sendable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case baseline, firstBaseline, lastBaseline

        /// The axis it lies on.
        var axis: XIBAxis {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                .horizontal
            default: .vertical
            }
        }

        /// The edge, centre or length it is, with the margins' taken as the bounds' (`leadingMargin` is an edge);
        /// `nil` for a baseline, which depends on the text's metrics.
        var role: Role? {
            switch self {
            case .left, .leading, .top, .leftMargin, .leadingMargin, .topMargin: .minimum
            case .right, .trailing, .bottom, .rightMargin, .trailingMargin, .bottomMargin: .maximum
            case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: .center
            case .width, .height: .length
            case .baseline, .firstBaseline, .lastBaseline: nil
            }
        }

        /// Whether it is one of the layout margins' attributes.
        var isMargin: Bool {
            switch self {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                .centerXWithinMargins, .centerYWithinMargins:
                true
            default: false
            }
        }
    }

    /// What an attribute is of its axis: the low edge, the high edge, the centre or the length.
    enum Role: Sendable {
        case minimum, maximum, center, length
    }

    /// The relation between the two sides.
    enum Relation: String, Sendable {
        case equal
        case lessThanOrEqual
        case greaterThanOrEqual
    }

    var id: String
    var firstItem: String
    var firstAttribute: Attribute
    var relation: Relation
    /// The second item's id, nil for a constant (a width or height of its own).
    var secondItem: String?
    var secondAttribute: Attribute?
    var multiplier: Double
    var constant: Double
    var priority: Double
    var location: XMLLocation

    /// Whether Auto Layout must satisfy it: an equality at the required priority.
    var isRequiredEquality: Bool { relation == .equal && priority >= 1000 }

    /// A multiplier as Interface Builder writes it: `2`, `0.5` or a ratio `16:9`.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 {
            return a / b
        }
        return Double(text)
    }
}
