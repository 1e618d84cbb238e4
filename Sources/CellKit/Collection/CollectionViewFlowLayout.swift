/// The parameters of a collection view's grid (UIKit's `UICollectionViewFlowLayout`): items flow into lines across
/// the scrolling axis, lines stack along it, and each section has an optional header before its lines and footer
/// after them. A `CollectionViewDelegateFlowLayout` may give each item its size and each section its own insets,
/// spacings and header and footer sizes; these properties are the values for whatever the delegate does not give.
///
/// How a line is laid out, as UIKit does (its documentation says only that `minimumInteritemSpacing` "is used to
/// compute how many items can fit in a single line, but after the number of items is determined, the actual spacing
/// may possibly be adjusted upward"; the rest is UIKit's observed behaviour, as PSTCollectionView's reimplementation
/// of the flow layout and Peter Steinberger's radar 20825965 describe it):
/// - A line takes items in order from the section's leading inset, at least `minimumInteritemSpacing` apart, as many
///   as fit in the room between the section's insets; an item larger than the room gets a line of its own, at the
///   leading inset.
/// - A line of two or more items is justified: the spare room is spread evenly between its items, the first at the
///   leading inset and the last at the trailing one. A line of one item is centred in the room.
/// - The last line of a section is different: when all the section's items have the same size, it is spaced as a
///   full line would be, so its items stand in the columns of the lines above (a line that could hold only one item
///   is centred, as the others); otherwise it is left-aligned, its items `minimumInteritemSpacing` apart (UIKit's
///   private "last row" alignment, which the radar asks Apple to make public).
/// - Items are centred across the line, which is as thick as its thickest item; lines are `minimumLineSpacing` apart.
///   The spacing is not applied between the header and the first line or the last line and the footer.
///
/// Differences from UIKit: changing a property invalidates the layout as in UIKit, but the collection view picks the
/// change up at its next layout pass rather than at once; sizes, spacings and insets are clamped (see
/// `maximumDimension`); lines are laid out lazily and found through an index (see `FlowLayoutEngine`).
@MainActor
public final class CollectionViewFlowLayout {
    /// The axis a flow layout scrolls along (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Sendable {
        /// Lines are rows, stacked top to bottom; items flow left to right in a row.
        case vertical
        /// Lines are columns, stacked left to right; items flow top to bottom in a column.
        case horizontal
    }

    /// As `estimatedItemSize`, asks for self-sizing items without an estimate of one's own: items stand at
    /// `itemSize` until measured (UIKit's `automaticSize`, also `(-1, -1)`).
    nonisolated public static let automaticSize = Size(width: -1, height: -1)
    /// The largest width or height an item, header, footer, spacing or inset may have, in points (2^24, as
    /// `TableView.maximumRowHeight`); larger and infinite values are clamped to it, negative and NaN values are 0
    /// (insets across the scrolling axis may be negative, down to minus this), so no sum can overflow or turn NaN.
    nonisolated public static let maximumDimension = TableView.maximumRowHeight
    /// The most items a flow layout holds in all its sections (2^27, as `TableView.maximumNumberOfRows`); each costs
    /// 8 bytes once its size is known.
    nonisolated public static let maximumNumberOfItems = TableView.maximumNumberOfRows
    /// The most sections a flow layout holds (2^25, as `TableView.maximumNumberOfSections`).
    nonisolated public static let maximumNumberOfSections = TableView.maximumNumberOfSections

    /// The scrolling axis; `.vertical` by default, as in UIKit.
    public var scrollDirection = ScrollDirection.vertical {
        didSet { invalidateLayout() }
    }
    /// The size of every item the delegate gives no size to; UIKit's default 50 x 50.
    public var itemSize = Size(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    /// Turns on self-sizing items: `.zero` (the default) leaves it off; any other size is the size each item stands
    /// at until the collection view displays it and measures its cell, and `automaticSize` uses `itemSize` as that
    /// estimate. While it is on, as in UIKit, the delegate's item sizes are not asked: items are their estimate, then
    /// their measured size.
    public var estimatedItemSize = Size.zero {
        didSet { invalidateLayout() }
    }
    /// The least distance between successive lines of a section (rows when scrolling vertically); 10 by default.
    public var minimumLineSpacing = 10.0 {
        didSet { invalidateLayout() }
    }
    /// The least distance between successive items of a line; 10 by default. Full lines spread their spare room
    /// between their items, so the actual spacing is often larger.
    public var minimumInteritemSpacing = 10.0 {
        didSet { invalidateLayout() }
    }
    /// The margins around each section's lines, inside its header and footer; none by default.
    public var sectionInset = EdgeInsets.zero {
        didSet { invalidateLayout() }
    }
    /// The size of each section's header: only its height counts when scrolling vertically (the header is as wide as
    /// the collection view), only its width when scrolling horizontally. A zero extent (the default) means no header.
    public var headerReferenceSize = Size.zero {
        didSet { invalidateLayout() }
    }
    /// The size of each section's footer, counted as `headerReferenceSize` is; none by default.
    public var footerReferenceSize = Size.zero {
        didSet { invalidateLayout() }
    }
    /// Whether the header of the section at the top (leading edge) of the visible area stays there while its section
    /// is on screen, pushed away by the end of its section's content (it never passes its footer's start).
    public var sectionHeadersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }
    /// Whether the footer of the section at the bottom (trailing edge) of the visible area stays there while its
    /// section is on screen, never passing its header's end.
    public var sectionFootersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    /// How many times the layout has been invalidated; a collection view compares it with the count it last laid
    /// out at, so a change costs nothing until its next layout pass.
    private(set) var invalidationCount = 0

    /// Creates a flow layout with UIKit's defaults: vertical, 50 x 50 items 10 points apart, no insets, headers or
    /// footers.
    public init() {}

    /// Marks the layout as out of date: the collection view asks its data source and delegate again for counts,
    /// sizes and section metrics and lays out anew at its next layout pass. Setting any property calls it.
    public func invalidateLayout() {
        invalidationCount &+= 1
    }

    /// Whether self-sizing is on: `estimatedItemSize` is not zero.
    var usesEstimatedSizes: Bool {
        estimatedItemSize != .zero
    }

    /// The size unmeasured items stand at: `estimatedItemSize` when self-sizing (`itemSize` for `automaticSize`),
    /// else `itemSize`.
    var effectiveEstimatedItemSize: Size {
        guard usesEstimatedSizes, estimatedItemSize != Self.automaticSize else {
            return itemSize
        }
        return estimatedItemSize
    }
}
