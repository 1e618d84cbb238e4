/// An opt-in check, for tests, that a table's data source configures every reused cell completely: set it as a
/// `TableView.staleContentDetector` and it reports each cell whose content still comes from its previous row.
///
/// A property is stale when it was written while the cell served its previous row (by the data source, the
/// delegate or a late asynchronous load) and has not been written since the cell was enqueued: neither
/// `prepareForReuse()` nor the data source reset it. Writes are counted by the views themselves, so setting the
/// same value as before counts as configuring it. Properties a template sets once at creation are never reported.
@MainActor
public final class StaleContentDetector {
    /// The content of one view when its cell was enqueued, and which properties were configured for that row.
    private struct ViewRecord {
        var counts: ContentWriteCounts
        var content: OutletContent
        var configured: [OutletContent.Property]
    }

    /// A cell's state saved at one point, keyed by its views.
    private struct CellRecord {
        var serial: Int
        var indexPath: IndexPath?
        var views: [ObjectIdentifier: ViewRecord]
    }

    /// Called with each report as it is made.
    public var onReport: (@MainActor (StaleContentReport) -> Void)?
    /// The reports so far, oldest first.
    public private(set) var reports: [StaleContentReport] = []

    /// The write counts of each cell's views when it was last dequeued.
    private var countsAtDequeue: [ObjectIdentifier: CellRecord] = [:]
    /// Each queued cell's content and counts when it was enqueued.
    private var recordsAtEnqueue: [ObjectIdentifier: CellRecord] = [:]

    /// Creates a detector; `onReport`, if given, is called with each report too.
    public init(onReport: (@MainActor (StaleContentReport) -> Void)? = nil) {
        self.onReport = onReport
    }

    /// Forgets the reports so far.
    public func removeAllReports() {
        reports.removeAll()
    }

    /// Notes the write counts of `cell`'s views as a dequeue returns it (after `prepareForReuse()`, or after its
    /// creation): writes after this point configure the row it is dequeued for.
    func cellWasDequeued(_ cell: TableViewCell) {
        var views: [ObjectIdentifier: ViewRecord] = [:]
        for (view, name) in cell.namedViews() {
            views[ObjectIdentifier(view)] = ViewRecord(
                counts: view.contentWrites,
                content: OutletContent(of: view, name: name),
                configured: []
            )
        }
        countsAtDequeue[ObjectIdentifier(cell)] = CellRecord(serial: cell.reuseRecord.serial, views: views)
    }

    /// Saves `cell`'s content as it leaves `indexPath` for its pool, with the properties configured for that row.
    func cellWillEnqueue(_ cell: TableViewCell, from indexPath: IndexPath) {
        let key = ObjectIdentifier(cell)
        guard let dequeued = countsAtDequeue.removeValue(forKey: key), dequeued.serial == cell.reuseRecord.serial
        else {
            // Dequeued before the detector was on: what was configured is unknown, so report nothing.
            recordsAtEnqueue[key] = nil
            return
        }
        var views: [ObjectIdentifier: ViewRecord] = [:]
        for (view, name) in cell.namedViews() {
            let before = dequeued.views[ObjectIdentifier(view)]?.counts ?? ContentWriteCounts()
            let configured = OutletContent.properties(of: view).filter { view.contentWrites[$0] != before[$0] }
            views[ObjectIdentifier(view)] = ViewRecord(
                counts: view.contentWrites,
                content: OutletContent(of: view, name: name),
                configured: configured
            )
        }
        recordsAtEnqueue[key] = CellRecord(serial: cell.reuseRecord.serial, indexPath: indexPath, views: views)
    }

    /// Forgets `cell`, which its queue discarded.
    func forget(_ cell: TableViewCell) {
        recordsAtEnqueue[ObjectIdentifier(cell)] = nil
        countsAtDequeue[ObjectIdentifier(cell)] = nil
    }

    /// Compares `cell`, just configured for `indexPath`, with its content when it was enqueued, and reports what
    /// is stale.
    func cellWasConfigured(_ cell: TableViewCell, at indexPath: IndexPath) {
        guard let previous = recordsAtEnqueue.removeValue(forKey: ObjectIdentifier(cell)),
            previous.serial == cell.reuseRecord.serial, let previousIndexPath = previous.indexPath
        else {
            return
        }
        var stale: [String] = []
        for (view, name) in cell.namedViews() {
            guard let record = previous.views[ObjectIdentifier(view)] else {
                continue
            }
            let now = OutletContent(of: view, name: name)
            for property in record.configured
            where view.contentWrites[property] == record.counts[property]
                && now.hasSameValue(property, as: record.content)
            {
                stale.append(now.describe(property))
            }
        }
        guard !stale.isEmpty else {
            return
        }
        let report = StaleContentReport(
            cell: cell,
            indexPath: indexPath,
            previousIndexPath: previousIndexPath,
            staleProperties: stale
        )
        reports.append(report)
        onReport?(report)
    }
}
