/// A view's layout margins and UIKit's rules for them: the insets of its bounds that margin anchors
/// (`parent.margins.minX`) read, and how a view that preserves its superview's margins takes them over.
///
/// The checker and CellKit both compute margins with this type, so the compile-time check and the runtime agree.
public struct LayoutMargins: Sendable, Hashable {
    /// The inset of the top edge.
    public var top: Double
    /// The inset of the left edge.
    public var left: Double
    /// The inset of the bottom edge.
    public var bottom: Double
    /// The inset of the right edge.
    public var right: Double

    /// Creates margins from the four edges' insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// UIKit's margins of a plain view: 8 points on each side.
    public static let view = LayoutMargins(top: 8, left: 8, bottom: 8, right: 8)

    /// The margins of a cell's content view: 16 points left and right, the iPhone's system minimum margin, where
    /// Interface Builder starts the built-in labels, and 11 top and bottom, which centres a 17-point line in a
    /// 44-point row (Grammar.md, section 7, says where these come from).
    public static let contentView = LayoutMargins(top: 11, left: 16, bottom: 11, right: 16)

    /// The margins of a view that preserves its superview's, as `preservesSuperviewLayoutMargins` makes UIKit's:
    /// on each edge the larger of its own margin and the part of the superview's margin that reaches into the
    /// view. `frame` is the view's frame in the superview, whose size is `superviewWidth` by `superviewHeight`.
    public func preserving(
        _ superview: LayoutMargins, frame: (x: Double, y: Double, width: Double, height: Double),
        superviewWidth: Double, superviewHeight: Double
    ) -> LayoutMargins {
        LayoutMargins(
            top: max(top, superview.top - frame.y),
            left: max(left, superview.left - frame.x),
            bottom: max(bottom, superview.bottom - (superviewHeight - frame.y - frame.height)),
            right: max(right, superview.right - (superviewWidth - frame.x - frame.width)))
    }

    /// The measurement `anchor` of the margins' rectangle inside bounds of `width` by `height` (UIKit's
    /// `layoutMarginsGuide.layoutFrame`), in the view's own coordinates.
    public func value(of anchor: Anchor, width: Double, height: Double) -> Double {
        switch anchor {
        case .minX: left
        case .midX: (left + width - right) / 2
        case .maxX: width - right
        case .minY: top
        case .midY: (top + height - bottom) / 2
        case .maxY: height - bottom
        case .width: width - left - right
        case .height: height - top - bottom
        }
    }

    /// Whether `anchor` reads the bottom margin, which for a preserving view depends on its superview's height.
    public static func readsBottom(_ anchor: Anchor) -> Bool {
        anchor == .midY || anchor == .maxY || anchor == .height
    }
}
