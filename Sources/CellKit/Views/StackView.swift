/// A view that lines up its arranged subviews along an axis (UIKit's `UIStackView`), without Auto Layout.
///
/// `layoutSubviews()` sets the frames of the visible arranged subviews by these rules, in the stack's bounds:
/// - A view's **natural size** in each dimension is its `intrinsicContentSize` there when it has one, else its
///   current frame size. Hidden views take no room and keep their frames.
/// - **Along the axis**, with `n` visible views and `spacing` between neighbours:
///   - `.fill`: natural sizes; the last view grows or shrinks (to no less than zero) so the views fill the stack.
///   - `.fillEqually`: every view gets `(length - spacing * (n - 1)) / n`.
///   - `.fillProportionally`: the same room shared in proportion to the natural sizes (equally if they are all
///     zero).
///   - `.equalSpacing`: natural sizes; the spare room is shared equally between neighbours, but no gap is less
///     than `spacing`; a single view sits at the start.
///   - `.equalCentering`: natural sizes; the centres are equally spaced so that the first view starts at the start
///     and the last ends at the end, unless that would bring two neighbours closer than `spacing`, in which case
///     the centre distance grows to keep them apart; a single view sits at the start.
/// - **Across the axis**, by `alignment`: `.fill` gives every view the stack's cross size; the others keep the
///   natural cross size and put the view at the start (`.leading`, `.top`), the middle (`.center`) or the end
///   (`.trailing`, `.bottom`).
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
        let naturalSizes = views.map(Self.naturalSize(of:))
        let isHorizontal = axis == .horizontal
        let mainLength = isHorizontal ? bounds.width : bounds.height
        let crossLength = isHorizontal ? bounds.height : bounds.width
        let spans = Self.mainAxisSpans(
            naturalLengths: naturalSizes.map { isHorizontal ? $0.width : $0.height },
            length: mainLength,
            spacing: spacing,
            distribution: distribution
        )
        for (index, view) in views.enumerated() {
            let natural = naturalSizes[index]
            let cross = Self.crossAxisSpan(
                naturalLength: isHorizontal ? natural.height : natural.width,
                length: crossLength,
                alignment: alignment
            )
            let main = spans[index]
            let (x, y, width, height) =
                isHorizontal
                ? (main.start, cross.start, main.length, cross.length)
                : (cross.start, main.start, cross.length, main.length)
            view.frame = Rect(x: bounds.minX + x, y: bounds.minY + y, width: width, height: height)
        }
    }

    /// The natural size of the visible arranged subviews: their lengths plus the spacing along the axis, the
    /// largest across it; `.zero` with none.
    open override var intrinsicContentSize: Size {
        let naturalSizes = arrangedSubviews.filter { !$0.isHidden }.map(Self.naturalSize(of:))
        guard !naturalSizes.isEmpty else {
            return .zero
        }
        let gaps = spacing * Double(naturalSizes.count - 1)
        switch axis {
        case .horizontal:
            return Size(
                width: naturalSizes.reduce(gaps) { $0 + $1.width },
                height: naturalSizes.map(\.height).max() ?? 0
            )
        case .vertical:
            return Size(
                width: naturalSizes.map(\.width).max() ?? 0,
                height: naturalSizes.reduce(gaps) { $0 + $1.height }
            )
        }
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
