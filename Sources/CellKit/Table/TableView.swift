/// A scrolling list of rows in sections (UIKit's `UITableView`), headless: scrolling is setting `contentOffset`,
/// and a layout pass (`layoutIfNeeded()`, or any query of the visible rows) displays the rows the viewport shows,
/// dequeuing cells through the data source and returning the cells of rows that left to `reuseQueue`.
///
/// - Heights are asked for every row when data is loaded, kept in a Fenwick tree of the items
///   (each section's header, rows and footer), so finding the rows at an offset and changing one height are
///   O(log n) and nothing is stored per row beyond one integer. A batch update asks only for the heights of the
///   rows and sections it inserts or reloads. A table holds at most `maximumNumberOfRows` rows.
/// - A layout pass at steady state allocates nothing: it finds the first and last visible row in the tree and
///   adds and removes cells at the ends of a stored, in-place array.
/// - Batch updates keep the first visible row where it is on screen (UIKit lets it jump), except at the top, where
///   the table stays so that rows inserted there show.
/// - Self-sizing rows (a template whose height is `automaticDimension`, or any row with no known height once an
///   estimate is set) stand at their estimate until first displayed; the cell configured for display is then
///   measured once with `systemLayoutSizeFitting(_:)` and the height kept until a reload, a batch or a width
///   change invalidates it. Measuring rows above the first visible row moves the offset with them, so what is on
///   screen does not jump (UIKit's does). See `TableView+SelfSizing.swift`.
/// - Methods that may call the data source throw what it throws; `layoutIfNeeded()` cannot throw, so a failed
///   pass leaves its error in `layoutError`.
/// - A section whose data source gives it a title (`tableView(_:titleForHeaderInSection:)`) shows it in a
///   `TableViewHeaderView` while its header is on screen and has a height. Header views are made for the headers
///   on screen only, kept in front of the cells and reused from a small pool; each pass finds them by jumping from
///   section to section in the height index, over sections with nothing on screen, never scanning all sections. In
///   a plain table the header of the section at the top stays pinned there until the next section's header pushes
///   it up (UIKit's floating headers); a grouped table's headers scroll with their sections.
@MainActor
open class TableView: ScrollView {
    /// Asks for the default height: returned by a delegate's height methods, or set as `rowHeight`.
    nonisolated public static let automaticDimension = -1.0
    /// The height of a row nothing else gives a height to, UIKit's 44 points.
    nonisolated public static let defaultRowHeight = 44.0
    /// The default height of section headers and footers in a grouped table.
    nonisolated public static let groupedSectionSpacing = 18.0
    /// The automatic height of the header of a plain table's section that has a title, UIKit's 28 points.
    nonisolated public static let plainTitleHeaderHeight = 28.0
    /// The automatic height of the header of a grouped table's section that has a title, UIKit's 38 points.
    nonisolated public static let groupedTitleHeaderHeight = 38.0
    /// The most rows a table holds in all its sections (2^27); a data source with more makes loading throw
    /// `TableViewError.tooManyRows`. Each row costs 8 bytes in the height index.
    nonisolated public static let maximumNumberOfRows = 1 << 27
    /// The most sections a table holds (2^25); a data source with more makes loading throw
    /// `TableViewError.tooManySections`.
    nonisolated public static let maximumNumberOfSections = 1 << 25
    /// The tallest a row, header or footer may be, in points (2^24); taller and infinite heights are clamped to it,
    /// so that no sum of heights can overflow.
    nonisolated public static let maximumRowHeight = RowHeightIndex.maximumHeight

    /// The table's style, fixed at creation.
    public let style: TableViewStyle
    /// The registrations and pools of cells the table dequeues from; may be shared between tables.
    public let reuseQueue: ReuseQueue

    /// The object that provides the rows; weak. Setting it reloads the data at the next layout.
    public weak var dataSource: (any TableViewDataSource)? {
        didSet { needsReload = true }
    }
    /// The object told about display and selection and asked for heights; weak. Setting it reloads the data at
    /// the next layout.
    public weak var delegate: (any TableViewDelegate)? {
        didSet { needsReload = true }
    }
    /// The height of every row when the delegate does not give one; `automaticDimension` (the default) uses the
    /// row's template height, else `defaultRowHeight`. Takes effect at the next reload.
    public var rowHeight = TableView.automaticDimension
    /// The height a self-sizing row stands at until it is measured, when the delegate's
    /// `tableView(_:estimatedHeightForRowAt:)` gives none. `automaticDimension` (the default, as in UIKit) is
    /// `defaultRowHeight`; a positive value also makes self-sizing every row with no known height (no delegate
    /// height, `rowHeight` automatic and no template height: UIKit's `rowHeight = automaticDimension` with an
    /// estimate); 0 turns estimates off: every self-sizing row is measured when the data is loaded, as UIKit then
    /// asks every height up front. Takes effect at the next reload.
    public var estimatedRowHeight = TableView.automaticDimension
    /// The height of section headers when the delegate does not give one. `automaticDimension` (the default, as
    /// in UIKit) makes it depend on whether the section has a title: `plainTitleHeaderHeight` or
    /// `groupedTitleHeaderHeight` when it has, else 0 in a plain table and `groupedSectionSpacing` in a grouped
    /// one. Takes effect at the next reload.
    public var sectionHeaderHeight = TableView.automaticDimension
    /// The height of section footers when the delegate does not give one: 0 for plain tables,
    /// `groupedSectionSpacing` for grouped ones. Takes effect at the next reload.
    public var sectionFooterHeight: Double
    /// Whether a line is drawn under each row, as UIKit's `separatorStyle`.
    public var separatorStyle = TableViewCell.SeparatorStyle.singleLine
    /// The colour of the line under each row, UIKit's light grey.
    public var separatorColor = Color(rgb: 0xC8C7CC)
    /// Whether taps select rows.
    public var allowsSelection = true
    /// Whether a tap adds to the selection (and a tap on a selected row deselects it) instead of replacing it.
    public var allowsMultipleSelection = false
    /// The stale-content detector checking each cell the table displays, when the pass displaying it ends; nil (the
    /// default) is off. Each table sharing a reuse queue may have its own.
    public var staleContentDetector: StaleContentDetector? {
        didSet { reuseQueue.staleContentDetectorChanged(on: self, from: oldValue) }
    }
    /// The error of the last layout pass run by `layoutIfNeeded()`, nil once a pass succeeds.
    public internal(set) var layoutError: TableViewError?

    // The model: row counts, the first flat row of each section, and the heights of all items.
    /// The number of rows in each section.
    var rowCounts: [Int] = []
    /// The flat index of each section's first row, and the total row count at the end.
    var rowStarts: [Int] = [0]
    /// The heights of the items: for each section its header, its rows, then its footer.
    var heightIndex = RowHeightIndex()
    /// The width the heights were computed at, to recompute template heights when it changes.
    var modelWidth = 0.0
    /// Whether any row's height depends on the width (a template's, or a self-sizing row's), so a width change
    /// must recompute heights.
    var usesTemplateHeights = false
    /// The items of self-sizing rows: their heights are measured from their cells (see `TableView+SelfSizing`).
    var selfSizingItems = ItemBitSet()
    /// The self-sizing rows' items still at their estimate (or at a height to measure again): measured when they
    /// are next displayed.
    var unmeasuredItems = ItemBitSet()
    /// The flat row `scrollToRow(at:at:animated:)` placed, which the next pass holds where it was put while the
    /// rows around it are measured; dropped when anything else moves the offset.
    var pendingAnchorRow: Int?
    /// Whether the data must be loaded before the next layout or query.
    var needsReload = true

    // The visible rows: a contiguous range of flat rows, with their cells and index paths in parallel arrays that
    // are mutated in place.
    /// The flat index of the first visible row.
    var firstVisibleRow = 0
    /// The cells of the visible rows, top to bottom.
    var visibleCellStorage: [TableViewCell] = []
    /// The index paths of the visible rows, parallel to `visibleCellStorage`.
    var visibleIndexPathStorage: [IndexPath] = []
    /// Whether the offset or size changed since the last pass.
    var rowsNeedLayout = true
    /// Whether a layout pass (or a reload or update calling the data source) is running, to refuse re-entry.
    var isLayingOut = false
    /// The selected rows.
    var selectedRows: Set<IndexPath> = []
    /// The updates collected between `beginUpdates()` and `endUpdates()`, and how deeply those nest.
    var batchRecorder = BatchRecorder()

    // The section headers on screen, in parallel arrays sorted by section and mutated in place, as the rows are.
    /// The sections whose headers are on screen (or pinned at the top), in order.
    var visibleHeaderSections: [Int] = []
    /// The view of each header in `visibleHeaderSections`; nil for a section with no title.
    var visibleHeaderViews: [TableViewHeaderView?] = []
    /// Header views off screen, waiting to show another section's title.
    var headerViewPool: [TableViewHeaderView] = []
    /// Whether the sections may have changed since the headers on screen were made, so their titles must be
    /// asked again: set by reloads and batch updates.
    var headersNeedReload = false

    /// Creates a table of `style` in `frame`, dequeuing from `reuseQueue` (a new one by default).
    public init(frame: Rect, style: TableViewStyle = .plain, reuseQueue: ReuseQueue = ReuseQueue()) {
        self.style = style
        self.reuseQueue = reuseQueue
        sectionFooterHeight = style == .grouped ? Self.groupedSectionSpacing : 0
        super.init(frame: frame)
        // UIKit's plain tables are white; grouped ones show their rows on grey.
        backgroundColor = style == .grouped ? Self.groupedBackgroundColor : .white
    }

    /// The background of a grouped table, UIKit's `groupTableViewBackground`.
    nonisolated public static let groupedBackgroundColor = Color(rgb: 0xEFEFF4)

    /// Creates a plain table in `frame`.
    public convenience override init(frame: Rect = .zero) {
        self.init(frame: frame, style: .plain)
    }

    /// The point of the content at the top-left corner, clamped vertically to
    /// `-contentInset.top ... max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height)` and
    /// horizontally to 0. Changing it lays out the rows at the next pass.
    public override var contentOffset: Point {
        get { super.contentOffset }
        set {
            let clamped = clampedOffset(newValue)
            if clamped != super.contentOffset {
                super.contentOffset = clamped
                rowsNeedLayout = true
                pendingAnchorRow = nil
            }
        }
    }

    /// The table's rectangle in its own coordinates, whose origin is `contentOffset`: a new origin (even set here
    /// directly, unclamped) or size lays the rows out again at the next pass or query.
    public override var bounds: Rect {
        didSet {
            if bounds != oldValue {
                rowsNeedLayout = true
            }
        }
    }

    /// Extra room around the rows; a change re-clamps the offset and lays the rows and pinned headers out again at
    /// the next pass, as the visible range and the top a header pins to depend on it.
    public override var contentInset: EdgeInsets {
        didSet {
            if contentInset != oldValue {
                rowsNeedLayout = true
                reclampOffset()
            }
        }
    }

    /// The table's rectangle in its superview; a new size lays the rows out again at the next pass.
    public override var frame: Rect {
        didSet {
            if frame.size != oldValue.size {
                rowsNeedLayout = true
            }
        }
    }

    /// Lays out the rows (see `layoutRows()`), keeping any error in `layoutError`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !isLayingOut else {
            return
        }
        layoutRowsKeepingError()
    }

    /// The number of sections, as last loaded from the data source.
    public var numberOfSections: Int {
        loadDataForQuery()
        return rowCounts.count
    }

    /// The number of rows in `section`, as last loaded from the data source; 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        loadDataForQuery()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// The offset `offset` is clamped to, as `contentOffset` describes.
    override func clampedOffset(_ offset: Point) -> Point {
        let top = -contentInset.top
        let bottom = max(top, contentSize.height + contentInset.bottom - viewportHeight)
        let y = offset.y.isNaN ? top : min(max(offset.y, top), bottom)
        return Point(x: 0, y: y)
    }
}
