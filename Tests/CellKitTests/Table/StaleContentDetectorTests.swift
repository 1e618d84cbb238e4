import CellKit
import Testing

/// How a test drives the table's layout passes.
enum StaleTestDrive: CaseIterable, Sendable {
    /// `layoutIfNeeded()`: the table lays out, then its cells.
    case layoutIfNeeded
    /// Queries of the visible rows: the table lays out its rows, and nothing lays out the cells.
    case query
}

/// A delegate that paints rows in `willDisplay`, where UIKit's documentation says to set a row's background.
@MainActor
private final class StripingDelegate: TableViewDelegate {
    /// Whether odd rows are painted too (clean), or only even rows (a leak).
    let paintsEveryRow: Bool

    init(paintsEveryRow: Bool) {
        self.paintsEveryRow = paintsEveryRow
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row % 2 == 0 {
            cell.backgroundColor = .white
        } else if paintsEveryRow {
            cell.backgroundColor = .lightGray
        }
    }
}

/// A cell that shows a badge for a non-zero count, deciding in `layoutSubviews()` (or not at all, for the leak).
@MainActor
private final class BadgeCell: TableViewCell {
    let badge = Label()
    /// Whether `layoutSubviews()` shows or hides the badge from `count`.
    var derivesBadgeInLayout = true
    var count = 0 {
        didSet { setNeedsLayout() }
    }

    init() {
        super.init(style: .default, reuseIdentifier: nil)
        contentView.addSubview(badge)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if derivesBadgeInLayout {
            badge.isHidden = count == 0
        }
    }
}

/// Rows of `BadgeCell`s with a count on odd rows; without layout deriving the badge, it hides it on even rows only.
@MainActor
private final class BadgeSource: TableViewDataSource {
    let derivesBadgeInLayout: Bool

    init(derivesBadgeInLayout: Bool) {
        self.derivesBadgeInLayout = derivesBadgeInLayout
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "Badge", for: indexPath)
        if let cell = cell as? BadgeCell {
            cell.derivesBadgeInLayout = derivesBadgeInLayout
            cell.count = indexPath.row % 2
            cell.badge.text = "\(indexPath.row)"
            if !derivesBadgeInLayout && indexPath.row % 2 == 0 {
                cell.badge.isHidden = true
            }
        }
        return cell
    }
}

/// Title cells whose image arrives later, as from the network: each `cellForRow` starts a request that
/// `completeRequests()` finishes, even for cells that have left the screen since (nothing cancels it).
@MainActor
private final class ImageRequestSource: TableViewDataSource {
    /// Whether `cellForRow` clears the image before requesting the row's (the fix for the leak).
    let clearsImage: Bool
    private var requests: [(cell: TitleCell, row: Int)] = []

    init(clearsImage: Bool) {
        self.clearsImage = clearsImage
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(TitleCell.self, for: indexPath)
        cell.titleLabel.text = "Row \(indexPath.row)"
        if clearsImage {
            cell.iconView.image = nil
        }
        requests.append((cell, indexPath.row))
        return cell
    }

    /// Sets every requested image on the cell that asked for it.
    func completeRequests() {
        for request in requests {
            request.cell.iconView.image = Image(named: "photo-\(request.row)")
        }
        requests.removeAll()
    }
}

/// Title cells whose colour is set on even rows only (a leak) or on every row.
@MainActor
private final class ColourSource: TableViewDataSource {
    let coloursEveryRow: Bool

    init(coloursEveryRow: Bool) {
        self.coloursEveryRow = coloursEveryRow
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(TitleCell.self, for: indexPath)
        cell.titleLabel.text = "Row \(indexPath.row)"
        if indexPath.row % 2 == 0 {
            cell.titleLabel.textColor = .red
        } else if coloursEveryRow {
            cell.titleLabel.textColor = .black
        }
        return cell
    }
}

/// Title cells configured with a text on every row and, on `markedRows` only, a red title colour and a button title.
@MainActor
private final class MarkedRowsSource: TableViewDataSource {
    let markedRows: Set<Int>
    /// The cell each row got, by row.
    private(set) var cells: [Int: TitleCell] = [:]

    init(markedRows: Set<Int>) {
        self.markedRows = markedRows
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(TitleCell.self, for: indexPath)
        cell.titleLabel.text = "Row \(indexPath.row)"
        if markedRows.contains(indexPath.row) {
            cell.titleLabel.textColor = .red
            cell.actionButton.title = "Undo \(indexPath.row)"
        }
        cells[indexPath.row] = cell
        return cell
    }
}

/// What the second of two tables sharing a queue does with its detector.
enum SecondTableDetector: CaseIterable, Sendable {
    /// It sets none, then sets nil (the reviewer's case).
    case clearedToNil
    /// It has its own.
    case own
    /// It shares the first table's.
    case shared
}

@Suite("StaleContentDetector")
@MainActor
struct StaleContentDetectorTests {
    private func scroll(_ table: TableView, through rows: Int, drive: StaleTestDrive = .layoutIfNeeded) {
        for step in 0...(rows * 4) {
            table.contentOffset = Point(x: 0, y: Double(step) * 11)
            switch drive {
            case .layoutIfNeeded: table.layoutIfNeeded()
            case .query: _ = table.indexPathsForVisibleRows
            }
        }
    }

    /// A 320 x 440 table of title cells over `source` dequeuing from `queue`, laid out.
    private func makeTitleTable(
        _ source: any TableViewDataSource,
        queue: ReuseQueue = ReuseQueue()
    ) throws -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 440), reuseQueue: queue)
        try table.register(TitleCell.self, forCellReuseIdentifier: TitleCell.reuseIdentifier)
        table.dataSource = source
        try table.reloadData()
        return table
    }

    @Test func aDataSourceThatSetsEverythingIsNotReported() throws {
        let source = RowsSource(rows: 100)
        let table = try makeTable(source)
        let detector = StaleContentDetector()
        table.staleContentDetector = detector
        try table.reloadData()
        scroll(table, through: 60)
        #expect(table.reuseQueue.statistics(for: "Title").reused > 50)
        #expect(detector.reports.isEmpty)
    }

    @Test func aColourSetOnlyOnSomeRowsIsReported() throws {
        let source = RowsSource(rows: 100)
        source.leaksColour = true
        let table = try makeTable(source)
        var called = 0
        let detector = StaleContentDetector { _ in called += 1 }
        table.staleContentDetector = detector
        try table.reloadData()
        scroll(table, through: 60)
        #expect(!detector.reports.isEmpty)
        #expect(called == detector.reports.count)
        for report in detector.reports {
            #expect(report.indexPath.row % 2 == 1)
            #expect(report.staleProperties.count == 1)
            #expect(report.staleProperties.first?.hasPrefix("titleLabel.textColor = \(Color.systemBlue)") == true)
        }
        let report = try #require(detector.reports.first)
        #expect(report.previousIndexPath.row % 2 == 0)
        #expect(report.description.hasPrefix("cell for row \(report.indexPath) still shows content from row"))
    }

    @Test func resettingInPrepareForReuseSilencesTheReport() throws {
        final class ResettingCell: TableViewCell {
            let titleLabel = Label()
            init() {
                super.init(reuseIdentifier: nil)
                titleLabel.textColor = .systemGray
                contentView.addSubview(titleLabel)
            }
            override func prepareForReuse() {
                super.prepareForReuse()
                titleLabel.textColor = .black
            }
        }
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
                let cell = try tableView.dequeueReusableCell(withIdentifier: "R", for: indexPath)
                if indexPath.row % 3 == 0, let cell = cell as? ResettingCell {
                    cell.titleLabel.textColor = .red
                }
                return cell
            }
        }
        let source = Source()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 440))
        try table.register(factory: { ResettingCell() }, forCellReuseIdentifier: "R")
        table.dataSource = source
        let detector = StaleContentDetector()
        table.staleContentDetector = detector
        try table.reloadData()
        scroll(table, through: 60)
        #expect(detector.reports.isEmpty, "prepareForReuse resets the colour; the template's grey is not stale")
    }

    /// Finding 1: UIKit documents `willDisplay` as the place for a row's background; what it sets is set for the row.
    @Test(arguments: [true, false])
    func aBackgroundSetInWillDisplayIsSetForTheRow(paintsEveryRow: Bool) throws {
        let source = RowsSource(rows: 100)
        let table = try makeTable(source)
        let delegate = StripingDelegate(paintsEveryRow: paintsEveryRow)
        table.delegate = delegate
        let detector = StaleContentDetector()
        table.staleContentDetector = detector
        try table.reloadData()
        scroll(table, through: 60)
        if paintsEveryRow {
            #expect(detector.reports.isEmpty, "\(detector.reports.first.map { "\($0)" } ?? "")")
        } else {
            #expect(!detector.reports.isEmpty)
            for report in detector.reports {
                #expect(report.indexPath.row % 2 == 1)
                #expect(report.staleProperties.count == 1)
                #expect(report.staleProperties.first?.hasPrefix("cell.backgroundColor = \(Color.white)") == true)
            }
        }
    }

    /// Finding 1: a cell's own `layoutSubviews()` deriving `isHidden` from its state sets it for the row, whether the
    /// table's pass came from `layoutIfNeeded()` or from a query that lays out no cell.
    @Test(arguments: [true, false], StaleTestDrive.allCases)
    func aBadgeTheCellHidesInLayoutIsSetForTheRow(derivesBadgeInLayout: Bool, drive: StaleTestDrive) throws {
        let source = BadgeSource(derivesBadgeInLayout: derivesBadgeInLayout)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 440))
        try table.register(factory: { BadgeCell() }, forCellReuseIdentifier: "Badge")
        table.dataSource = source
        let detector = StaleContentDetector()
        table.staleContentDetector = detector
        try table.reloadData()
        scroll(table, through: 60, drive: drive)
        #expect(table.reuseQueue.statistics(for: "Badge").reused > 50)
        if derivesBadgeInLayout {
            #expect(detector.reports.isEmpty, "\(detector.reports.first.map { "\($0)" } ?? "")")
        } else {
            #expect(!detector.reports.isEmpty)
            for report in detector.reports {
                #expect(report.indexPath.row % 2 == 1)
                #expect(report.staleProperties.first?.hasPrefix("badge.isHidden = true") == true)
            }
        }
    }

    /// Finding 2: images requested for rows 0...9 arrive while nine of their cells wait in the pool; rows 50...59
    /// reuse all ten cells. Every cell showing an old row's image is reported, naming that row, unless the data
    /// source clears the image.
    @Test(arguments: [false, true])
    func anImageArrivingWhileTheCellIsPooledIsReported(clearsImage: Bool) throws {
        let source = ImageRequestSource(clearsImage: clearsImage)
        let table = try makeTitleTable(source)
        let detector = StaleContentDetector()
        table.staleContentDetector = detector
        table.layoutIfNeeded()
        table.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        table.layoutIfNeeded()
        #expect(table.reuseQueue.statistics(for: TitleCell.reuseIdentifier).queued == 9)
        source.completeRequests()
        table.frame = Rect(x: 0, y: 0, width: 320, height: 440)
        table.contentOffset = Point(x: 0, y: 44 * 50)
        table.layoutIfNeeded()
        #expect(table.reuseQueue.statistics(for: TitleCell.reuseIdentifier).created == 10)

        var wrong: [ObjectIdentifier: String] = [:]
        for cell in table.visibleCells {
            if let cell = cell as? TitleCell, let name = cell.iconView.image?.name {
                wrong[ObjectIdentifier(cell)] = name
            }
        }
        #expect(wrong.count == (clearsImage ? 0 : 10))
        #expect(detector.reports.count == wrong.count)
        for report in detector.reports {
            let name = try #require(wrong[ObjectIdentifier(report.cell)])
            #expect(name == "photo-\(report.previousIndexPath.row)")
            #expect(report.staleProperties == ["iconView.image = \"\(name)\""])
            #expect((50...59).contains(report.indexPath.row))
        }
    }

    /// Finding 3: tables sharing one queue do not silence or cross each other's detectors.
    @Test(arguments: SecondTableDetector.allCases)
    func tablesSharingAQueueKeepTheirDetectors(second: SecondTableDetector) throws {
        let queue = ReuseQueue()
        let leakySource = ColourSource(coloursEveryRow: false)
        let cleanSource = ColourSource(coloursEveryRow: true)
        let leaky = try makeTitleTable(leakySource, queue: queue)
        let clean = try makeTitleTable(cleanSource, queue: queue)
        let first = StaleContentDetector()
        leaky.staleContentDetector = first
        let own = StaleContentDetector()
        switch second {
        case .clearedToNil: clean.staleContentDetector = nil
        case .own: clean.staleContentDetector = own
        case .shared: clean.staleContentDetector = first
        }
        for step in 0...240 {
            for table in [leaky, clean] {
                table.contentOffset = Point(x: 0, y: Double(step) * 11)
                table.layoutIfNeeded()
            }
        }
        #expect(!first.reports.isEmpty)
        #expect(own.reports.isEmpty)
        var seen: Set<String> = []
        for report in first.reports {
            #expect(report.indexPath.row % 2 == 1)
            #expect(report.staleProperties.first?.hasPrefix("titleLabel.textColor = ") == true)
            // A detector watching two tables hears each reuse once, so reports each configuration once.
            #expect(seen.insert("\(report.cell.reuseSerialNumber) \(report.indexPath)").inserted)
        }
    }

    /// A value set for row 0 only stays stale in every row its cell shows later, each report naming row 0 as where
    /// it came from; a button's title is tracked like a label's text.
    @Test func aValueFromAnOlderRowIsReportedAtEveryLaterRow() throws {
        let source = MarkedRowsSource(markedRows: [0])
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 440))
        try table.register(TitleCell.self, forCellReuseIdentifier: TitleCell.reuseIdentifier)
        table.dataSource = source
        let detector = StaleContentDetector()
        table.staleContentDetector = detector
        try table.reloadData()
        scroll(table, through: 60)
        let marked = try #require(source.cells[0])
        let laterRows = source.cells.filter { $0.key > 0 && $0.value === marked }.keys.sorted()
        #expect(laterRows.count > 2)
        #expect(detector.reports.map(\.indexPath.row) == laterRows)
        let rowZero = IndexPath(row: 0, section: 0)
        for (position, report) in detector.reports.enumerated() {
            #expect(report.cell === marked)
            #expect(report.properties.map(\.viewName) == ["titleLabel", "actionButton"])
            #expect(report.properties.map(\.property) == [.textColor, .title])
            #expect(report.properties.allSatisfy { $0.writtenFor == rowZero })
            #expect(report.properties.map(\.value) == ["\(Color.red)", "\"Undo 0\""])
            let previous = position == 0 ? 0 : laterRows[position - 1]
            #expect(report.previousIndexPath.row == previous)
            let suffix = position == 0 ? "" : " (from row \(rowZero))"
            #expect(
                report.staleProperties == [
                    "titleLabel.textColor = \(Color.red)\(suffix)", "actionButton.title = \"Undo 0\"\(suffix)",
                ]
            )
        }
    }

    /// Without a detector the table keeps no record; a detector set again later reports only what it saw.
    @Test func aDetectorSetAgainStartsAfresh() throws {
        let source = MarkedRowsSource(markedRows: [0])
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 440))
        try table.register(TitleCell.self, forCellReuseIdentifier: TitleCell.reuseIdentifier)
        table.dataSource = source
        let detector = StaleContentDetector()
        table.staleContentDetector = detector
        try table.reloadData()
        table.staleContentDetector = nil
        scroll(table, through: 60)
        #expect(detector.reports.isEmpty)
        table.staleContentDetector = detector
        // Onwards from row 60, never back to row 0: the cell that showed row 0 is reused several times.
        for step in 0...120 {
            table.contentOffset = Point(x: 0, y: 2640 + Double(step) * 11)
            table.layoutIfNeeded()
        }
        let marked = try #require(source.cells[0])
        #expect(source.cells.filter { $0.key > 71 && $0.value === marked }.count > 2)
        #expect(detector.reports.isEmpty, "row 0's colour was written before the detector was set again")
    }

    @Test func snapshotsNameOutletsBuiltInsAndIdentifiers() {
        let cell = TitleCell()
        cell.titleLabel.text = "Hello"
        let extra = View()
        extra.accessibilityIdentifier = "badge"
        cell.contentView.addSubview(extra)
        let names = cell.contentSnapshot().map(\.name)
        #expect(names.contains("titleLabel"))
        #expect(names.contains("iconView"))
        #expect(names.contains("contentView"))
        #expect(names.contains("badge"))
        #expect(cell.contentSnapshot().first { $0.name == "titleLabel" }?.text == "Hello")
    }
}
