/// A view that lines up its arranged subviews along an axis (UIKit's `UIStackView`), without Auto Layout.
///
/// `layoutSubviews()` sets the frames of the visible arranged subviews by these rules, in the stack's bounds (inset
/// by its layout margins when `isLayoutMarginsRelativeArrangement` is on), as UIKit's constraints resolve them:
/// - A view's **natural size** in each dimension is its `preferredSize` there when it has one (a required size:
///   it neither grows nor shrinks while another view can), else its `intrinsicContentSize` there, which it keeps
///   with its content hugging and compression resistance priorities for that axis, else its current frame size,
///   with no priority (as a view no constraint sizes: it is the first to grow and the first to shrink). Hidden
///   views take no room and no spacing, and keep their frames.
/// - **Along the axis**, with `n` visible views and `spacing` between neighbours:
///   - `.fill`: natural sizes. When they leave room, the view with the lowest hugging priority grows by all of it;
///     when they overflow, the views with the lowest compression resistance shrink first, each to no less than
///     zero, then those of the next priority. Among equal priorities, which Auto Layout leaves ambiguous, CellKit
///     takes the last view first (UIKit goes by the arranged order): with no priorities set, the last view fills.
///   - `.fillEqually`: every view gets `(length - spacing * (n - 1)) / n`.
///   - `.fillProportionally`: the same room shared in proportion to the natural sizes (equally if they are all
///     zero).
///   - `.equalSpacing`: natural sizes; the spare room is shared equally between neighbours, each gap at least
///     `spacing`; a single view sits at the start.
///   - `.equalCentering`: natural sizes; the centres are equally spaced so that the first view starts at the start
///     and the last ends at the end; where that would bring two neighbours closer than `spacing`, the views are
///     spaced as by `.equalSpacing` instead; a single view sits at the start.
///   - With both equal distributions, views that overflow the stack even at `spacing` apart shrink by compression
///     resistance as with `.fill`.
/// - **Across the axis**, by `alignment`: `.fill` gives every view the stack's cross size; the others keep the
///   natural cross size, shrunk to the stack's, and put the view at the start (`.leading`, `.top`), the middle
///   (`.center`) or the end (`.trailing`, `.bottom`).
///
/// Unlike UIKit, where Auto Layout derives it, the stack's `intrinsicContentSize` is its content's natural size:
/// the natural sizes along the axis plus the spacing, by the largest natural cross size; so stacks nest.
@MainActor
open class StackView: View {
    /// The visible and hidden views the stack lays out, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []

    /// The axis the views are lined up along.
    public var axis = Axis.horizontal {
        didSet { arrangementDidChange() }
    }
    /// The distance between neighbouring views along the axis (the minimum, for the equal distributions).
    public var spacing: Double = 0 {
        didSet { arrangementDidChange() }
    }
    /// How the views are placed across the axis.
    public var alignment = Alignment.fill {
        didSet { arrangementDidChange() }
    }
    /// How the views are sized and spaced along the axis.
    public var distribution = Distribution.fill {
        didSet { arrangementDidChange() }
    }
    /// Whether the views are laid out inside the stack's layout margins rather than its bounds (UIKit's
    /// `isLayoutMarginsRelativeArrangement`, off by default).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { arrangementDidChange() }
    }

    /// Creates a stack view of `arrangedSubviews`, which also become its subviews.
    public init(arrangedSubviews: [View] = []) {
        super.init(frame: .zero)
        for view in arrangedSubviews {
            addArrangedSubview(view)
        }
    }

    /// Creates an empty stack view in `frame`.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Appends `view` to the arranged subviews (moving it to the end if it is one already), adding it as a
    /// subview if it is not one.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: Int.max)
    }

    /// Inserts `view` at `index` (clamped) in the arranged subviews, adding it as a subview if it is not one.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if view.superview === self {
            arrangedSubviews.removeAll { $0 === view }
        } else {
            // Not a subview, so not arranged (leaving a stack view unarranges a view): appending 1 000 rows, as
            // seed 003 does, stays linear.
            addSubview(view)
        }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        arrangementDidChange()
    }

    /// Stops laying out `view`; as in UIKit, it stays a subview until removed from its superview.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    /// Lays out the visible arranged subviews by the rules in the type's documentation.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = arrangedSubviews.filter { !$0.isHidden }
        let isHorizontal = axis == .horizontal
        let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: effectiveLayoutMargins) : bounds
        let (mainSpans, crossSpans) = Self.spans(
            of: views, axis: axis, main: isHorizontal ? area.width : area.height,
            cross: isHorizontal ? area.height : area.width, spacing: spacing, distribution: distribution,
            alignment: alignment)
        for (index, view) in views.enumerated() {
            let (main, cross) = (mainSpans[index], crossSpans[index])
            let (x, y, width, height) =
                isHorizontal
                ? (main.start, cross.start, main.length, cross.length)
                : (cross.start, main.start, cross.length, main.length)
            view.frame = Rect(x: area.minX + x, y: area.minY + y, width: width, height: height)
        }
    }

    /// The natural size of the visible arranged subviews: their lengths plus the spacing along the axis, the
    /// largest across it, plus the layout margins when the arrangement is relative to them; `.zero` with none.
    open override var intrinsicContentSize: Size {
        let naturalSizes = arrangedSubviews.filter { !$0.isHidden }.map(Self.naturalSize(of:))
        guard !naturalSizes.isEmpty else {
            return .zero
        }
        let gaps = spacing * Double(naturalSizes.count - 1)
        let margins = isLayoutMarginsRelativeArrangement ? effectiveLayoutMargins : EdgeInsets.zero
        let content =
            switch axis {
            case .horizontal:
                Size(
                    width: naturalSizes.reduce(gaps) { $0 + $1.width },
                    height: naturalSizes.map(\.height).max() ?? 0
                )
            case .vertical:
                Size(
                    width: naturalSizes.map(\.width).max() ?? 0,
                    height: naturalSizes.reduce(gaps) { $0 + $1.height }
                )
            }
        return Size(
            width: content.width + margins.left + margins.right,
            height: content.height + margins.top + margins.bottom
        )
    }

    /// The stack's natural size once it is `width` wide: its views measured at the widths the stack would give
    /// them there (a multi-line label wraps at its width), their heights summed with the spacing in a vertical
    /// stack, the tallest in a horizontal one; the natural width, and the margins when the arrangement is relative
    /// to them.
    override func intrinsicContentSize(fittingWidth width: Double) -> Size {
        let views = arrangedSubviews.filter { !$0.isHidden }
        let natural = intrinsicContentSize
        guard !views.isEmpty else { return natural }
        let margins = isLayoutMarginsRelativeArrangement ? effectiveLayoutMargins : EdgeInsets.zero
        let available = max(0, width - margins.left - margins.right)
        let content: Double
        switch axis {
        case .horizontal:
            // Only the widths matter here, so any cross length does.
            let widths = Self.spans(
                of: views, axis: .horizontal, main: available, cross: 0, spacing: spacing,
                distribution: distribution, alignment: .leading
            ).main
            content =
                zip(views, widths).map { Item($0, along: .vertical, width: $1.length).length }.max() ?? 0
        case .vertical:
            let heights = views.map { view in
                let across = Self.crossAxisSpan(
                    naturalLength: Item(view, along: .horizontal).length, length: available, alignment: alignment)
                return Item(view, along: .vertical, width: across.length).length
            }
            content = heights.reduce(spacing * Double(views.count - 1), +)
        }
        return Size(width: natural.width, height: content + margins.top + margins.bottom)
    }

    /// The stack's natural size at `size.width` (`intrinsicContentSize(fittingWidth:)`, as wide as offered), or
    /// its intrinsic size when no width is offered.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard size.width > 0 else { return intrinsicContentSize }
        return Size(width: size.width, height: intrinsicContentSize(fittingWidth: size.width).height)
    }

    /// Stops arranging a subview that leaves, as UIKit does.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            removeArrangedSubview(subview)
        }
    }

    override func subviewIntrinsicContentSizeDidChange(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangementDidChange()
        } else {
            super.subviewIntrinsicContentSizeDidChange(subview)
        }
    }

    override func subviewVisibilityDidChange(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangementDidChange()
        }
    }

    /// Lays the stack out again and tells its superview its natural size may have changed.
    private func arrangementDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }
}
