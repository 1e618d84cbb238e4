/// A scrolling grid of items in sections, laid out by a flow layout (UIKit's `UICollectionView` with a
/// `UICollectionViewFlowLayout`), headless: scrolling is setting `contentOffset`, and a layout pass
/// (`layoutIfNeeded()`, or any query of the visible things) displays the items and supplementary views (section
/// headers and footers) the viewport shows, dequeuing them through the data source and returning those that left to
/// their reuse pools.
///
/// - Cells and supplementary views are registered per element kind and reuse identifier (a class, a factory, a
///   `Nib` or a `CollectionTemplate`), and reused from LIFO pools, one per kind and identifier; a dequeue allocates
///   nothing once the pools have grown. `trace` reports every step of every view's life, as `ReuseQueue.trace`
///   does for a table.
/// - The layout engine is asked only for what the viewport needs: item sizes are asked lazily, in order, as the
///   lines in view are reached, never for every item up front as UIKit's flow layout does, and the elements at an
///   offset are found through its index, not by scanning the items; a layout pass at steady state allocates
///   nothing (the visible elements are kept in one sorted array mutated in place).
/// - Self-sizing items (the layout's `estimatedItemSize` not zero) stand at the estimate until displayed; the cell
///   the data source configured is then measured once with `systemLayoutSizeFitting(_:)` and the size kept by the
///   engine. Measuring items before the first visible item moves the offset with them, so what is on screen does
///   not jump (UIKit's does).
/// - Methods that may call the data source throw what it throws; `layoutIfNeeded()` cannot throw, so a failed pass
///   leaves its error in `layoutError`.
/// - Supplementary views are kept in front of the cells, as UIKit shows headers above items; with
///   `sectionHeadersPinToVisibleBounds` a section's header stays at the top of the viewport while its section is on
///   screen.
///
/// For batch updates, the model is `itemCounts` (the items of each section, as last loaded) and the displayed
/// elements are `visibleElements` (kind, index path and view, sorted in layout order): a batch remaps both, tells
/// the engine (`FlowLayoutEngine.apply`) and re-displays through `settleVisibleElements(anchor:)`, anchored at
/// `visibleAnchor()`.
@MainActor
open class CollectionView: ScrollView {
    /// The element kind of section headers, UIKit's `UICollectionView.elementKindSectionHeader`.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of section footers, UIKit's `UICollectionView.elementKindSectionFooter`.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The element kind of cells, as UIKit's exception texts name it.
    nonisolated public static let elementKindCell = "UICollectionElementKindCell"
    /// The most items a collection view holds in all its sections, its flow layout's limit (2^27); a data source with
    /// more makes loading throw `CollectionViewError.tooManyItems`.
    nonisolated public static let maximumNumberOfItems = CollectionViewFlowLayout.maximumNumberOfItems
    /// The most sections a collection view holds, its flow layout's limit (2^25); a data source with more makes
    /// loading throw `CollectionViewError.tooManySections`.
    nonisolated public static let maximumNumberOfSections = CollectionViewFlowLayout.maximumNumberOfSections

    /// The layout the items are placed by, fixed at creation. Changing its properties (or calling its
    /// `invalidateLayout()`) lays the items out again at the next pass.
    public let collectionViewLayout: CollectionViewFlowLayout

    /// The object that provides the items; weak. Setting it reloads the data at the next layout.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { needsReload = true }
    }
    /// The object told about display and selection, and asked for sizes when it is a
    /// `CollectionViewDelegateFlowLayout`; weak. Setting it reloads the data at the next layout.
    public weak var delegate: (any CollectionViewDelegate)? {
        didSet {
            flowDelegate = delegate as? any CollectionViewDelegateFlowLayout
            needsReload = true
        }
    }
    /// Whether taps select items (and `selectItem` does anything), as UIKit's.
    public var allowsSelection = true
    /// Whether a tap adds to the selection (and a tap on a selected item deselects it) instead of replacing it.
    public var allowsMultipleSelection = false
    /// The error of the last layout pass run by `layoutIfNeeded()` or a query, nil once a pass succeeds.
    public internal(set) var layoutError: CollectionViewError?

    /// Called with every event of every cell's and supplementary view's life (creation, `prepareForReuse`,
    /// dequeue, the data source's answer, display, end of display, return to the pool), naming the view by its
    /// serial number and giving its element kind; costs one nil check per event when nil.
    public var trace: (@MainActor (ReuseEvent) -> Void)? {
        get { reuseQueue.trace }
        set { reuseQueue.trace = newValue }
    }

    /// The delegate as a flow-layout delegate, when it is one: asked for sizes without a cast per item.
    weak var flowDelegate: (any CollectionViewDelegateFlowLayout)?
    /// The registrations and pools.
    let reuseQueue = CollectionViewReuseQueue()
    /// The layout engine: the frames of the items and supplementary views, laid out lazily.
    let engine: FlowLayoutEngine

    // The model.
    /// The number of items in each section, as last loaded from the data source.
    var itemCounts: [Int] = []
    /// Whether the data must be loaded before the next layout or query.
    var needsReload = true
    /// The viewport size the engine was loaded at; the layout is reloaded when the size across the scrolling axis
    /// changes.
    var engineViewport = Size.zero
    /// The layout's invalidation count when the engine was loaded; the layout is reloaded when it differs.
    var engineInvalidationCount = 0

    // The displayed elements.
    /// The displayed cells and supplementary views, in layout order (see `CollectionViewVisibleElement`), mutated
    /// in place.
    var visibleElements: [CollectionViewVisibleElement] = []
    /// The elements that came into view in the running round of a pass, kept (emptied) between passes.
    var enteringElements: [FlowLayoutElement] = []
    /// The number of the running round of a pass, which marks the displayed elements still in view.
    var layoutRound = 0
    /// Whether the offset, size or layout changed since the last pass.
    var elementsNeedLayout = true
    /// Whether a layout pass (or a reload calling the data source) is running, to refuse re-entry.
    var isLayingOut = false
    /// The item `scrollToItem(at:at:animated:)` placed, which the next pass holds where it was put while the items
    /// around it are measured; dropped when anything else moves the offset.
    var pendingAnchorItem: IndexPath?
    /// The selected items.
    var selectedItems: Set<IndexPath> = []
    /// The changes collected by `performBatchUpdates(_:completion:)` and how deeply its calls nest.
    var batchRecorder = BatchRecorder()

    /// Creates a collection view in `frame` laid out by `collectionViewLayout`.
    public init(frame: Rect, collectionViewLayout: CollectionViewFlowLayout) {
        self.collectionViewLayout = collectionViewLayout
        engine = FlowLayoutEngine(layout: collectionViewLayout)
        super.init(frame: frame)
        // UIKit's collection views show the system background, white in the light appearance.
        backgroundColor = .white
    }

    /// The point of the content at the top-left corner, clamped on each axis to
    /// `-inset ... max(-inset, content + inset - viewport)` (the insets at that axis' two ends). Changing it lays
    /// out the items at the next pass. Set before the data was ever loaded, it loads it first, so the offset is
    /// clamped to the content rather than to nothing.
    public override var contentOffset: Point {
        get { super.contentOffset }
        set {
            if needsReload {
                loadDataForQuery()
            }
            let clamped = clampedOffset(newValue)
            if clamped != super.contentOffset {
                super.contentOffset = clamped
                elementsNeedLayout = true
                pendingAnchorItem = nil
            }
        }
    }

    /// The collection view's rectangle in its own coordinates, whose origin is `contentOffset`: a new origin (even
    /// set here directly, unclamped) or size lays the items out again at the next pass or query.
    public override var bounds: Rect {
        didSet {
            if bounds != oldValue {
                elementsNeedLayout = true
            }
        }
    }

    /// The collection view's rectangle in its superview; a new size lays the items out again at the next pass.
    public override var frame: Rect {
        didSet {
            if frame.size != oldValue.size {
                elementsNeedLayout = true
            }
        }
    }

    /// Extra room around the content; a change re-clamps the offset and lays the items out again at the next pass.
    public override var contentInset: EdgeInsets {
        didSet {
            if contentInset != oldValue {
                elementsNeedLayout = true
                reclampOffset()
            }
        }
    }

    /// Lays out the items (see `layoutElements()`), keeping any error in `layoutError`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !isLayingOut else {
            return
        }
        layoutElementsKeepingError()
    }

    /// The number of sections, as last loaded from the data source.
    public var numberOfSections: Int {
        loadDataForQuery()
        return itemCounts.count
    }

    /// The number of items in `section`, as last loaded from the data source; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        loadDataForQuery()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// What the collection view has done with the views of `identifier` under `kind` (cells by default): made,
    /// reused and queued now; all zero for an identifier it has never seen.
    public func reuseStatistics(
        forReuseIdentifier identifier: String,
        ofKind kind: String = CollectionView.elementKindCell
    ) -> ReuseStatistics {
        reuseQueue.statistics(elementKind: kind, identifier: identifier)
    }

    /// The viewport's size: the bounds' size, each dimension 0 when it is negative or not finite.
    var viewportSize: Size {
        func sanitized(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        return Size(width: sanitized(bounds.width), height: sanitized(bounds.height))
    }

    /// Whether the layout scrolls vertically.
    var scrollsVertically: Bool {
        collectionViewLayout.scrollDirection == .vertical
    }

    /// The offset `offset` is clamped to, as `contentOffset` describes.
    override func clampedOffset(_ offset: Point) -> Point {
        let viewport = viewportSize
        func clamp(_ value: Double, leading: Double, trailing: Double, content: Double, length: Double) -> Double {
            let low = -leading
            let high = max(low, content + trailing - length)
            return value.isNaN ? low : min(max(value, low), high)
        }
        return Point(
            x: clamp(
                offset.x, leading: contentInset.left, trailing: contentInset.right, content: contentSize.width,
                length: viewport.width),
            y: clamp(
                offset.y, leading: contentInset.top, trailing: contentInset.bottom, content: contentSize.height,
                length: viewport.height)
        )
    }

    /// Sets `contentOffset` to itself, so it is clamped again to a content size or viewport that changed.
    func reclampOffset() {
        contentOffset = contentOffset
    }
}
