import CellKit
import Testing

@Suite("StaleContentDetector")
@MainActor
struct StaleContentDetectorTests {
    private func scroll(_ table: TableView, through rows: Int) {
        for step in 0...(rows * 4) {
            table.contentOffset = Point(x: 0, y: Double(step) * 11)
            table.layoutIfNeeded()
        }
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
            #expect(report.previousIndexPath.row % 2 == 0)
            #expect(report.indexPath.row % 2 == 1)
            #expect(report.staleProperties == ["titleLabel.textColor = \(Color.systemBlue)"])
        }
        let report = try #require(detector.reports.first)
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
