/// An opt-in check, for tests, that a table configures every reused cell completely: set it as a
/// `TableView.staleContentDetector` and it reports each cell it displays that still shows content it got for an
/// earlier row.
///
/// **What is tracked.** The properties of `OutletContent.Property`: a label's text and text colour, an image
/// view's or button's image, a button's title, the content of the controls a data source sets per row (a text
/// field's or text view's text, a switch's `isOn`, a slider's or stepper's `value`, a progress view's `progress`, a
/// segmented control's selected segment, a page control's page, a picker's selected rows), and every view's
/// `isHidden`, `backgroundColor` and `alpha`, on the cell and every view inside it. Views count their own writes,
/// equal value or not, so setting the value the previous row had counts as setting it. The user's changes count as
/// writes for the row they were made in: a switch flipped in one row and not set again by the data source shows
/// stale in the next row its cell serves, the classic leak.
///
/// **Where a value comes from.** Each write is attributed to a phase of its cell's life:
/// - A cell is *handed out* by a dequeue: made new, or popped from its pool and prepared.
/// - From being handed out until its queue pops it again, the cell *serves a row*: the index path it was dequeued
///   for, or the row a table with this detector displays it at. Every write in that time comes *from that row*:
///   the data source's, `willDisplay`'s, the cell's own layout's, and late asynchronous loads', including those
///   that land after the cell left the screen, while it waits in the pool.
/// - Writes while the queue makes a cell (its template's defaults), and from the pop through `prepareForReuse()`
///   (resets), come from no row.
///
/// **When a value is stale.** A table with this detector checks each cell it displays at the end of the layout
/// pass that displays it (the quiescent point: after `cellForRow` and `willDisplay`, and after the cell's own
/// `layoutSubviews()`, which the detector runs then if the cell's layout is invalid). A property is stale when its
/// last write came from a row the cell served before the current one: nothing wrote it since the queue popped
/// the cell, not `prepareForReuse()`, `cellForRow`, `willDisplay` nor the cell's layout. Each such display makes
/// one `StaleContentReport`, naming for each stale property the row its value came from.
///
/// **Limits.** What the detector did not see is taken as a default: writes before it was set (except on the cells
/// the table displays when it is set, whose later writes come from their rows), and writes while a cell served
/// a row the detector cannot name (dequeued without an index path by another table sharing the queue). A write
/// for an old row that lands after the check, in the cell now showing a new row, looks like the new row's: guard
/// asynchronous loads with a token for that.
///
/// **Cost.** Without a detector: one emptiness check per dequeue and one nil check per displayed row and per pass;
/// the write counters are an increment per write. With one: each handout and check walks the cell's views, and
/// each report reflects on the cell to name its outlets.
@MainActor
public final class StaleContentDetector {
    /// What a reuse queue tells the detector about one of its cells.
    enum CellEvent {
        /// The queue made the cell and is handing it out.
        case made
        /// The queue popped the cell from its pool and is about to call `prepareForReuse()`.
        case willPrepare
        /// The queue is handing out the popped cell, after `prepareForReuse()`.
        case handedOut
        /// The queue dropped the cell for good.
        case discarded
    }

    /// The row a value came from: the cell's service it was written in, counted per cell, and that row.
    private struct RowStamp {
        var service: Int
        var indexPath: IndexPath
    }

    /// One view of a cell: its write counts at the last phase boundary, and the row each property's value came
    /// from (no entry: a default).
    private struct ViewRecord {
        let view: View
        var counts: ContentWriteCounts
        var origins: [OutletContent.Property: RowStamp] = [:]
    }

    /// What the detector knows of one cell.
    private struct CellRecord {
        weak var cell: TableViewCell?
        /// The number of the cell's current service: one more at each handout.
        var service: Int
        /// The row the cell serves now, once known.
        var indexPath: IndexPath?
        /// The last known row the cell served before this one.
        var previousIndexPath: IndexPath?
        var views: [ObjectIdentifier: ViewRecord] = [:]
    }

    /// A cell a table displayed in its running pass, to check when the pass ends.
    private struct PendingCheck {
        let cell: TableViewCell
        let table: ObjectIdentifier
        let service: Int
    }

    /// Called with each report as it is made.
    public var onReport: (@MainActor (StaleContentReport) -> Void)?
    /// The reports so far, oldest first.
    public private(set) var reports: [StaleContentReport] = []

    private var records: [ObjectIdentifier: CellRecord] = [:]
    private var pendingChecks: [PendingCheck] = []
    /// How many tables this detector is set on; when none is left it forgets every cell, as it would not see their
    /// writes.
    private var attachments = 0

    /// Creates a detector; `onReport`, if given, is called with each report too.
    public init(onReport: (@MainActor (StaleContentReport) -> Void)? = nil) {
        self.onReport = onReport
    }

    /// Forgets the reports so far.
    public func removeAllReports() {
        reports.removeAll()
    }

    /// Starts watching for `table`, which was just given this detector: the cells it displays now serve their rows.
    func attach(to table: TableView) {
        attachments += 1
        for (cell, indexPath) in zip(table.visibleCellStorage, table.visibleIndexPathStorage)
        where record(of: cell) == nil {
            records[ObjectIdentifier(cell)] = newRecord(of: cell, service: 1, indexPath: indexPath)
        }
    }

    /// Stops watching for one table.
    func detach() {
        attachments -= 1
        if attachments <= 0 {
            attachments = 0
            records.removeAll()
            pendingChecks.removeAll()
        }
    }

    /// Attributes the writes `cell` had since the last event, as `event` ends a phase of its life.
    func observe(_ event: CellEvent, _ cell: TableViewCell, at indexPath: IndexPath?) {
        let key = ObjectIdentifier(cell)
        switch event {
        case .made:
            records[key] = newRecord(of: cell, service: 1, indexPath: indexPath)
        case .willPrepare:
            var record = record(of: cell) ?? newRecord(of: cell, service: 0, indexPath: nil)
            let stamp = record.indexPath.map { RowStamp(service: record.service, indexPath: $0) }
            advance(&record, of: cell, stamping: stamp)
            records[key] = record
        case .handedOut:
            var record = record(of: cell) ?? newRecord(of: cell, service: 0, indexPath: nil)
            advance(&record, of: cell, stamping: nil)
            if let served = record.indexPath {
                record.previousIndexPath = served
            }
            record.service += 1
            record.indexPath = indexPath
            records[key] = record
        case .discarded:
            records[key] = nil
        }
    }

    /// Notes that `table` got `cell` from its data source for `indexPath`: the cell serves that row, and is checked
    /// when the table's pass ends.
    func cellWasConfigured(_ cell: TableViewCell, at indexPath: IndexPath, in table: TableView) {
        var record = record(of: cell) ?? newRecord(of: cell, service: 1, indexPath: nil)
        record.indexPath = indexPath
        records[ObjectIdentifier(cell)] = record
        pendingChecks.append(PendingCheck(cell: cell, table: ObjectIdentifier(table), service: record.service))
    }

    /// Checks the cells `table` displayed in the pass that just ended.
    func layoutPassDidEnd(in table: TableView) {
        let id = ObjectIdentifier(table)
        var index = 0
        while index < pendingChecks.count {
            guard pendingChecks[index].table == id else {
                index += 1
                continue
            }
            let pending = pendingChecks.remove(at: index)
            check(pending.cell, service: pending.service)
        }
    }

    /// Lays `cell` out, attributes its writes to the row it shows, and reports what came from earlier rows.
    private func check(_ cell: TableViewCell, service: Int) {
        guard cell.reuseRecord.state == .visible, record(of: cell)?.service == service else {
            // Returned to its pool, or reused, within the pass: it was never displayed at a quiescent point.
            return
        }
        cell.layoutIfNeeded()
        guard var record = record(of: cell), record.service == service, let indexPath = record.indexPath else {
            return
        }
        advance(&record, of: cell, stamping: RowStamp(service: service, indexPath: indexPath))
        records[ObjectIdentifier(cell)] = record
        var stale: [StaleContentReport.StaleProperty] = []
        var latest: RowStamp?
        for (view, name) in cell.namedViews() {
            guard let viewRecord = record.views[ObjectIdentifier(view)], !viewRecord.origins.isEmpty else {
                continue
            }
            let content = OutletContent(of: view, name: name)
            for property in OutletContent.Property.allCases {
                guard let stamp = viewRecord.origins[property], stamp.service < service else {
                    continue
                }
                stale.append(
                    StaleContentReport.StaleProperty(
                        viewName: name,
                        property: property,
                        value: content.valueDescription(property),
                        writtenFor: stamp.indexPath
                    )
                )
                if stamp.service > latest?.service ?? Int.min {
                    latest = stamp
                }
            }
        }
        guard let previous = record.previousIndexPath ?? latest?.indexPath, !stale.isEmpty else {
            return
        }
        let report = StaleContentReport(
            cell: cell,
            indexPath: indexPath,
            previousIndexPath: previous,
            properties: stale
        )
        reports.append(report)
        onReport?(report)
    }

    /// The record of `cell`, if the detector has one for this very cell.
    private func record(of cell: TableViewCell) -> CellRecord? {
        guard let record = records[ObjectIdentifier(cell)], record.cell === cell else {
            return nil
        }
        return record
    }

    /// A record of `cell` whose current values are all defaults.
    private func newRecord(of cell: TableViewCell, service: Int, indexPath: IndexPath?) -> CellRecord {
        var record = CellRecord(cell: cell, service: service, indexPath: indexPath)
        cell.forEachView { view in
            record.views[ObjectIdentifier(view)] = ViewRecord(view: view, counts: view.contentWrites)
        }
        return record
    }

    /// Ends a phase of `record`'s cell: each property written since the last boundary now comes from `stamp` (nil:
    /// a default). Views that left the cell are dropped; views new to it start with defaults.
    private func advance(_ record: inout CellRecord, of cell: TableViewCell, stamping stamp: RowStamp?) {
        var views: [ObjectIdentifier: ViewRecord] = [:]
        views.reserveCapacity(record.views.count)
        cell.forEachView { view in
            let key = ObjectIdentifier(view)
            let counts = view.contentWrites
            guard var viewRecord = record.views[key] else {
                views[key] = ViewRecord(view: view, counts: counts)
                return
            }
            if counts != viewRecord.counts {
                for property in OutletContent.Property.allCases where counts[property] != viewRecord.counts[property] {
                    viewRecord.origins[property] = stamp
                }
                viewRecord.counts = counts
            }
            views[key] = viewRecord
        }
        record.views = views
    }
}
