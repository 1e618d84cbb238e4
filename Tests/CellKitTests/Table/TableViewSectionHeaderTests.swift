import CellPreview
import Testing

@testable import CellKit

/// Sections of rows with optional titles, and optional header heights from the delegate; it counts the titles asked.
@MainActor
private final class TitledSource: TableViewDataSource, TableViewDelegate {
    var titles: [String?]
    var rowCounts: [Int]
    var headerHeights: [Int: Double] = [:]
    var titleRequests = 0

    init(titles: [String?], rows: Int) {
        self.titles = titles
        rowCounts = Array(repeating: rows, count: titles.count)
    }

    /// `count` sections titled "Section 0", "Section 1", ..., of `rows` rows each.
    convenience init(sections count: Int, rows: Int) {
        self.init(titles: (0..<count).map { "Section \($0)" }, rows: rows)
    }

    func numberOfSections(in tableView: TableView) -> Int { titles.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(TitleCell.self, for: indexPath)
        cell.titleLabel.text = "\(indexPath)"
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        titleRequests += 1
        return titles[section]
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 44 }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        headerHeights[section] ?? TableView.automaticDimension
    }
}

/// A 320 x `height` table of `style` over `source`, laid out, keeping `source` alive.
@MainActor
private func makeTitledTable(
    _ source: TitledSource, style: TableViewStyle = .plain, height: Double = 440
) throws -> TableView {
    let table = RetainingTableView(frame: Rect(x: 0, y: 0, width: 320, height: height), style: style)
    table.retainedSource = source
    try table.register(TitleCell.self)
    table.dataSource = source
    table.delegate = source
    try table.reloadData()
    table.layoutIfNeeded()
    return table
}

/// The header views among the table's subviews, back to front.
@MainActor
private func headerSubviews(of table: TableView) -> [TableViewHeaderView] {
    table.subviews.compactMap { $0 as? TableViewHeaderView }
}

/// The sections that have a header view now, by `headerView(forSection:)`.
@MainActor
private func sectionsWithHeaderViews(_ table: TableView) -> [Int] {
    (0..<table.numberOfSections).filter { table.headerView(forSection: $0) != nil }
}

@Suite("TableView section headers")
@MainActor
struct TableViewSectionHeaderTests {
    @Test func aTitleGainedOrLostInABatchUpdateChangesTheAutomaticHeaderHeightWithIt() throws {
        let source = TitledSource(titles: ["A", nil], rows: 2)
        let table = try makeTitledTable(source)
        #expect(table.headerView(forSection: 1) == nil)
        let before = try table.rectForRow(at: IndexPath(row: 0, section: 1)).minY

        source.titles[1] = "B"
        source.rowCounts[1] = 3
        try table.insertRows(at: [IndexPath(row: 2, section: 1)])
        #expect(table.headerView(forSection: 1)?.textLabel.text == "B")
        #expect(
            try table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == before + TableView.plainTitleHeaderHeight)

        source.titles[0] = nil
        try table.performBatchUpdates {}
        #expect(table.headerView(forSection: 0) == nil)
        #expect(try table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
    }

    @Test func aPinnedHeaderFollowsAChangeOfTheTopInset() throws {
        let table = try makeTitledTable(TitledSource(sections: 3, rows: 10))
        table.contentOffset = Point(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        table.contentInset = EdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 150)
    }

    @Test func scrollingToTheMiddleOfAMillionSectionsAsksOnlyTheTitlesOnScreen() throws {
        let source = TitledSource(sections: 1_000_000, rows: 1)
        let table = try makeTitledTable(source)
        let asked = source.titleRequests
        table.contentOffset = Point(x: 0, y: table.contentSize.height / 2)
        table.layoutIfNeeded()
        // About 440 / 72 sections show: each title is asked once for its view (and not for any other section).
        #expect(source.titleRequests - asked <= 10)
        #expect(sectionsWithHeaderViews(table).count <= 8)
    }

    @Test func plainHeadersShowTheirTitlesInUIKitsLookAtTheHeadersFrames() throws {
        let table = try makeTitledTable(TitledSource(titles: ["Subte", "Avenidas", "Trenes"], rows: 3))
        let height = TableView.plainTitleHeaderHeight
        #expect(height == 28)
        #expect(table.contentSize.height == 3 * height + 9 * 44)
        #expect(try table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == height)
        for (section, title) in ["Subte", "Avenidas", "Trenes"].enumerated() {
            let header = try #require(table.headerView(forSection: section))
            let rect = try table.rectForHeader(inSection: section)
            #expect(rect == Rect(x: 0, y: Double(section) * (height + 3 * 44), width: 320, height: height))
            #expect(header.frame == rect)
            #expect(header.superview === table)
            #expect(header.title == title)
            #expect(header.textLabel.text == title)
            #expect(header.backgroundColor == Color(rgb: 0xF7F7F7))
            #expect(header.textLabel.font == .boldSystemFont(ofSize: 17))
            #expect(header.textLabel.textColor == .black)
            #expect(header.textLabel.frame == Rect(x: 15, y: 0, width: 290, height: height))
        }
        #expect(ScreenText.lines(of: table).first == "     0     15  \"Subte\"")
    }

    @Test func groupedHeadersShowTheTitleUppercasedInGreyAboveTheirBottom() throws {
        let table = try makeTitledTable(TitledSource(titles: ["Nome", "Origine"], rows: 1), style: .grouped)
        let height = TableView.groupedTitleHeaderHeight
        #expect(height == 38)
        let header = try #require(table.headerView(forSection: 1))
        #expect(
            header.frame == Rect(x: 0, y: height + 44 + TableView.groupedSectionSpacing, width: 320, height: height))
        #expect(header.title == "Origine")
        #expect(header.textLabel.text == "ORIGINE")
        #expect(header.backgroundColor == nil)
        #expect(header.textLabel.font == .systemFont(ofSize: 13))
        #expect(header.textLabel.textColor == Color(rgb: 0x6D6D72))
        let lineHeight = Font.systemFont(ofSize: 13).lineHeight
        #expect(header.textLabel.frame == Rect(x: 15, y: height - 8 - lineHeight, width: 290, height: lineHeight))
        #expect(header.textLabel.frame.maxY == header.bounds.height - 8)
    }

    @Test(arguments: [("Nome", "NOME"), ("DESCRIZIONE", "DESCRIZIONE"), ("Straße 9", "STRASSE 9"), ("", "")])
    func groupedTitlesAreShownInCapitals(title: String, shown: String) throws {
        let table = try makeTitledTable(TitledSource(titles: [title], rows: 1), style: .grouped)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.title == title)
        #expect(header.textLabel.text == shown)
        let plain = try makeTitledTable(TitledSource(titles: [title], rows: 1))
        #expect(plain.headerView(forSection: 0)?.textLabel.text == title)
    }

    @Test(arguments: TableViewStyle.allCases)
    func aSectionWithoutATitleHasNoHeaderViewAndTheUntitledHeight(_ style: TableViewStyle) throws {
        let table = try makeTitledTable(TitledSource(titles: ["A", nil, "C"], rows: 1), style: style)
        #expect(table.headerView(forSection: 0)?.title == "A")
        #expect(table.headerView(forSection: 1) == nil)
        #expect(table.headerView(forSection: 2)?.title == "C")
        #expect(table.headerView(forSection: 3) == nil)
        #expect(headerSubviews(of: table).count == 2)
        let untitled = try table.rectForHeader(inSection: 1).height
        #expect(untitled == (style == .plain ? 0 : TableView.groupedSectionSpacing))
        let titled = try table.rectForHeader(inSection: 0).height
        #expect(titled == (style == .plain ? TableView.plainTitleHeaderHeight : TableView.groupedTitleHeaderHeight))
    }

    @Test func aTableWithNoTitlesMakesNoHeaderViews() throws {
        let table = try makeTable(RowsSource([["a", "b"], ["c"], ["d", "e"]]), style: .grouped)
        table.layoutIfNeeded()
        #expect(table.subviews.count == 5)
        #expect(headerSubviews(of: table).isEmpty)
        #expect(sectionsWithHeaderViews(table).isEmpty)
    }

    @Test func aHeightSetByTheTableOrTheDelegateWinsAndAHeaderOfNoHeightShowsNothing() throws {
        let source = TitledSource(titles: ["A", "B", "C"], rows: 2)
        source.headerHeights[1] = 50
        source.headerHeights[2] = 0
        let table = try makeTitledTable(source)
        #expect(table.headerView(forSection: 0)?.frame.height == TableView.plainTitleHeaderHeight)
        #expect(table.headerView(forSection: 1)?.frame.height == 50)
        #expect(table.headerView(forSection: 2) == nil)
        table.sectionHeaderHeight = 32
        try table.reloadData()
        #expect(table.headerView(forSection: 0)?.frame == Rect(x: 0, y: 0, width: 320, height: 32))
        #expect(table.headerView(forSection: 1)?.frame.height == 50)
        #expect(table.headerView(forSection: 2) == nil)
    }

    @Test func emptySectionsShowTheirHeaders() throws {
        let table = try makeTitledTable(TitledSource(titles: ["A", "B", "C"], rows: 0))
        #expect(table.visibleCells.isEmpty)
        #expect(sectionsWithHeaderViews(table) == [0, 1, 2])
        #expect(table.headerView(forSection: 2)?.frame.minY == 2 * TableView.plainTitleHeaderHeight)
    }

    @Test func onlySectionsWhoseHeadersAreOnScreenHaveHeaderViews() throws {
        // Sections of 38 + 3 * 44 + 18 = 188 points; 440 points show parts of three or four of them.
        let source = TitledSource(sections: 100, rows: 3)
        let table = try makeTitledTable(source, style: .grouped)
        let sections = table.numberOfSections
        for offset in [0.0, 100, 1000, 5003, 9000, table.contentSize.height] {
            table.contentOffset = Point(x: 0, y: offset)
            table.layoutIfNeeded()
            let viewport = table.bounds
            var expected: [Int] = []
            for section in 0..<sections {
                let rect = try table.rectForHeader(inSection: section)
                if rect.maxY > viewport.minY && rect.minY < viewport.maxY {
                    expected.append(section)
                }
            }
            #expect(!expected.isEmpty)
            #expect(sectionsWithHeaderViews(table) == expected, "offset \(offset)")
            #expect(headerSubviews(of: table).count == expected.count)
            for section in expected {
                #expect(table.headerView(forSection: section)?.title == "Section \(section)")
            }
        }
    }

    @Test func thePlainTablesTopHeaderStaysPinnedUntilTheNextHeaderPushesItUp() throws {
        // Sections of 28 + 3 * 44 = 160 points.
        let table = try makeTitledTable(TitledSource(titles: ["A", "B", "C", "D"], rows: 3), height: 200)
        table.contentOffset = Point(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 100, "pinned at the top of the viewport")
        #expect(table.headerView(forSection: 1)?.frame.minY == 160)
        table.contentOffset = Point(x: 0, y: 140)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 132, "pushed up by B's header")
        #expect(table.headerView(forSection: 1)?.frame.minY == 160)
        table.contentOffset = Point(x: 0, y: 170)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.headerView(forSection: 1)?.frame.minY == 170)
        // Far down, with section 1's header long gone from its place, it is still shown at the top.
        table.contentOffset = Point(x: 0, y: 300)
        table.layoutIfNeeded()
        #expect(sectionsWithHeaderViews(table) == [1, 2, 3])
        #expect(table.headerView(forSection: 1)?.frame.minY == 292)
        #expect(ScreenText.lines(of: table).contains("    -8     15  \"B\""))
    }

    @Test func groupedHeadersScrollWithTheirSections() throws {
        let table = try makeTitledTable(TitledSource(titles: ["A", "B"], rows: 3), style: .grouped, height: 200)
        table.contentOffset = Point(x: 0, y: 20)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 0)
        table.contentOffset = Point(x: 0, y: 60)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) == nil)
    }

    @Test func headersAreInFrontOfTheCellsAndATapOnAPinnedHeaderSelectsNoRow() throws {
        let table = try makeTitledTable(TitledSource(sections: 20, rows: 5), height: 300)
        for offset in stride(from: 0.0, through: 2000, by: 37) {
            table.contentOffset = Point(x: 0, y: offset)
            table.layoutIfNeeded()
            let cellPositions = table.subviews.indices.filter { table.subviews[$0] is TableViewCell }
            let headerPositions = table.subviews.indices.filter { table.subviews[$0] is TableViewHeaderView }
            #expect(!headerPositions.isEmpty)
            #expect((cellPositions.max() ?? -1) < (headerPositions.min() ?? 0), "offset \(offset)")
        }
        table.contentOffset = Point(x: 0, y: 100)
        table.layoutIfNeeded()
        let pinned = try #require(table.headerView(forSection: 0))
        #expect(pinned.frame.minY == 100)
        #expect(table.tap(at: Point(x: 100, y: 110)) == nil)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.tap(at: Point(x: 100, y: 140)) == IndexPath(row: 2, section: 0))
    }

    @Test func headerViewsAreReusedWhileScrollingFar() throws {
        let source = TitledSource(sections: 2000, rows: 2)
        let table = try makeTitledTable(source)
        var seen = Set<ObjectIdentifier>()
        var offset = 0.0
        while offset <= table.contentSize.height {
            table.contentOffset = Point(x: 0, y: offset)
            table.layoutIfNeeded()
            #expect(table.layoutError == nil)
            for header in headerSubviews(of: table) {
                seen.insert(ObjectIdentifier(header))
            }
            offset += 53
        }
        let shown = headerSubviews(of: table)
        #expect(!shown.isEmpty)
        for header in shown {
            let section = try #require(
                table.visibleHeaderSections.first { table.headerView(forSection: $0) === header })
            #expect(header.title == "Section \(section)")
        }
        // 440 points show at most four 116-point sections' headers; scrolling by 53 points adds one at a time.
        #expect(seen.count <= 5)
        #expect(table.headerViewPool.count + shown.count == seen.count)
        #expect(table.visibleHeaderSections.last == 1999)
    }

    @Test func aQuietPassAsksForNoTitle() throws {
        let source = TitledSource(sections: 50, rows: 3)
        let table = try makeTitledTable(source)
        table.contentOffset = Point(x: 0, y: 500)
        table.layoutIfNeeded()
        let asked = source.titleRequests
        try table.layoutRows()
        try table.layoutRows()
        #expect(source.titleRequests == asked)
    }

    @Test func reloadDataShowsTheNewTitles() throws {
        let source = TitledSource(titles: ["A", "B"], rows: 2)
        let table = try makeTitledTable(source)
        source.titles = ["Uno", nil]
        try table.reloadData()
        #expect(table.headerView(forSection: 0)?.title == "Uno")
        #expect(table.headerView(forSection: 1) == nil)
        #expect(try table.rectForHeader(inSection: 1).height == 0)
        #expect(headerSubviews(of: table).count == 1)
    }

    @Test func batchUpdatesKeepTheHeadersOnTheirSections() throws {
        let source = TitledSource(titles: ["A", "B", "C"], rows: 2)
        let table = try makeTitledTable(source)

        source.titles.insert("New", at: 0)
        source.rowCounts.insert(1, at: 0)
        try table.insertSections([0])
        #expect((0..<4).map { table.headerView(forSection: $0)?.title } == ["New", "A", "B", "C"])
        #expect(table.headerView(forSection: 1)?.frame.minY == TableView.plainTitleHeaderHeight + 44)

        source.titles.remove(at: 2)
        source.rowCounts.remove(at: 2)
        try table.deleteSections([2])
        #expect((0..<3).map { table.headerView(forSection: $0)?.title } == ["New", "A", "C"])
        #expect(headerSubviews(of: table).count == 3)

        source.rowCounts[1] += 1
        try table.insertRows(at: [IndexPath(row: 0, section: 1)])
        let expected = 2 * TableView.plainTitleHeaderHeight + 44 + 3 * 44
        #expect(table.headerView(forSection: 2)?.frame.minY == expected)

        source.titles[2] = "Ce"
        try table.reloadSections([2])
        #expect(table.headerView(forSection: 2)?.title == "Ce")

        source.titles = ["A", "Ce", "New"]
        source.rowCounts = [3, 2, 1]
        try table.moveSection(0, toSection: 2)
        #expect((0..<3).map { table.headerView(forSection: $0)?.title } == ["A", "Ce", "New"])
    }

    @Test func headersFollowTheTablesWidth() throws {
        let table = try makeTitledTable(TitledSource(titles: ["A"], rows: 1))
        table.frame.size.width = 400
        table.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame.width == 400)
        #expect(header.textLabel.frame.width == 370)
    }
}
