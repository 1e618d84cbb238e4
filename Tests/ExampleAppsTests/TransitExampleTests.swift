import CellKit
import CellPreview
import ExampleApps
import ExampleCells
import Foundation
import Testing

/// Seed 001's app: the traffic-status table with cells from the `customViewForClass:` helper and from a registered
/// class, the last row of each section on the other background, and the reuse that keeps the cells few.
@MainActor
@Suite struct TransitExampleTests {
    /// Examples/Nibs, found from this file's place in the repository.
    static let nibBundle = NibBundle(
        path: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Nibs").path)

    /// A window showing the traffic-status screen whose cells come from `source`, laid out.
    private func showScreen(_ source: TransitCellSource) -> (Window, TransitStatusViewController) {
        let screen = TransitStatusViewController(cellSource: source, nibBundle: Self.nibBundle)
        let window = Window()
        window.rootViewController = NavigationController(rootViewController: screen)
        window.layoutIfNeeded()
        return (window, screen)
    }

    /// Checks that every visible row shows its own line, on the background its place in its section calls for.
    private func expectVisibleRowsMatchTheirLines(of screen: TransitStatusViewController) throws {
        let table = screen.tableView
        #expect(table.layoutError == nil)
        #expect(!table.indexPathsForVisibleRows.isEmpty)
        for indexPath in table.indexPathsForVisibleRows {
            let cell = try #require(table.cellForRow(at: indexPath) as? TransitStatusTableViewCell)
            let lines = screen.sections[indexPath.section].lines
            let line = lines[indexPath.row]
            #expect(cell.firstLineLabel.text == line.name)
            #expect(cell.secondLineLabel.text == line.route)
            #expect(cell.snippetLabel.text == line.status)
            let isLast = indexPath.row == lines.count - 1
            #expect(
                cell.backgroundImageView.image?.name
                    == (isLast ? "transit_row_background_last" : "transit_row_background"))
        }
    }

    @Test(arguments: TransitCellSource.allCases)
    func everyRowShowsItsLineAndTheLastRowOfASectionTheOtherBackground(_ source: TransitCellSource) throws {
        let (_, screen) = showScreen(source)
        let table = screen.tableView
        try expectVisibleRowsMatchTheirLines(of: screen)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TransitStatusTableViewCell)
        #expect(first.frame == Rect(x: 0, y: TableView.plainTitleHeaderHeight, width: 320, height: 72))
        // Transit.cell makes the cell clear, so the table's colour shows around the card: the nib path must too.
        #expect(first.backgroundColor == .clear)
        #expect(first.secondLineLabel.frame == Rect(x: 12, y: 30, width: 296, height: 16))
        #expect(table.separatorStyle == .none)
        // Every row ends a section or not; scroll to each section's last row to see it.
        for section in screen.sections.indices {
            let last = IndexPath(row: screen.sections[section].lines.count - 1, section: section)
            try table.scrollToRow(at: last, at: .bottom)
            try expectVisibleRowsMatchTheirLines(of: screen)
            let cell = try #require(table.cellForRow(at: last) as? TransitStatusTableViewCell)
            #expect(cell.backgroundImageView.image?.name == "transit_row_background_last")
        }
    }

    @Test func theHelperAndTheRegisteredClassShowTheSameScreen() {
        let (helperWindow, helper) = showScreen(.customViewHelper)
        let (registeredWindow, registered) = showScreen(.registeredClass)
        let helperLines = ScreenText.lines(of: helperWindow)
        #expect(helperLines.contains { $0.hasSuffix("\"Línea A\"") })
        #expect(helperLines.contains { $0.hasSuffix("[image transit_row_background]") })
        #expect(helperLines == ScreenText.lines(of: registeredWindow))
        // The same screen, made two ways: by the nib helper, or by the table from the class.
        let visible = helper.tableView.visibleCells.count
        #expect(helper.cellsFromTheHelper == visible)
        #expect(registered.cellsFromTheHelper == 0)
        #expect(registered.reuseStatistics.created == visible)
    }

    @Test(arguments: TransitCellSource.allCases)
    func scrollingThroughTheTableReusesAFewCells(_ source: TransitCellSource) throws {
        let (_, screen) = showScreen(source)
        let table = screen.tableView
        let firstScreenCells = screen.cellsCreated
        var offset = 0.0
        while offset <= table.contentSize.height {
            try table.scroll(from: offset, to: offset, step: TransitExample.scrollStep)
            try expectVisibleRowsMatchTheirLines(of: screen)
            offset += 20
        }
        let rows = screen.sections.map(\.lines.count).reduce(0, +)
        #expect(table.contentOffset.y > 0)
        // The screen shows 6 of the 12 rows; scrolling needs one more cell, and reuses the others.
        #expect(screen.cellsCreated <= firstScreenCells + 1)
        #expect(screen.cellsCreated < rows)
        #expect(screen.reuseStatistics.reused >= rows - screen.cellsCreated)
    }

    @Test(arguments: TransitCellSource.allCases)
    func eachSectionIsTitledInItsHeaderByTheDataSource(_ source: TransitCellSource) throws {
        let (window, screen) = showScreen(source)
        let table = screen.tableView
        let subte = try #require(table.headerView(forSection: 0))
        #expect(subte.title == "Subte")
        #expect(subte.frame == Rect(x: 0, y: 0, width: 320, height: TableView.plainTitleHeaderHeight))
        #expect(table.headerView(forSection: 1) == nil, "the Avenidas start below the first screen")
        #expect(ScreenText.lines(of: window).contains { $0.hasSuffix("\"Subte\"") })
        // At the end, the Avenidas' title is pinned at the top of the table, over the rows scrolling under it.
        try table.scroll(from: 0, to: table.contentSize.height, step: TransitExample.scrollStep)
        #expect(table.headerView(forSection: 0) == nil)
        let avenidas = try #require(table.headerView(forSection: 1))
        #expect(avenidas.title == "Avenidas")
        #expect(avenidas.frame.minY == table.contentOffset.y)
        #expect(try table.rectForHeader(inSection: 1).minY < table.contentOffset.y)
        let lines = ScreenText.lines(of: window)
        #expect(lines.contains { $0.hasSuffix("\"Avenidas\"") })
        #expect(!lines.contains { $0.hasSuffix("\"Subte\"") })
    }

    @Test func aMissingNibIsReportedNotIgnored() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-nibs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let screen = TransitStatusViewController(cellSource: .customViewHelper, nibBundle: NibBundle(path: empty.path))
        let window = Window()
        window.rootViewController = NavigationController(rootViewController: screen)
        window.layoutIfNeeded()
        #expect(screen.tableView.layoutError != nil)
        #expect(throws: (any Error).self) {
            try TransitExample.run(ScreenRecorder(), nibBundle: NibBundle(path: empty.path))
        }
    }

    @Test func theScenarioShowsFourScreensAndReportsTheReuse() throws {
        let recorder = ScreenRecorder()
        try TransitExample.run(recorder, nibBundle: Self.nibBundle)
        #expect(recorder.captions.count == 4)
        #expect(recorder.storyboard.count == 4)
        let transcript = recorder.transcript
        #expect(transcript.contains("customViewForClass: 6 cells loaded from Transit.cellnib for 6 visible rows of 12"))
        #expect(transcript.contains("registered class: 6 cells created by the table; the same screen as"))
        #expect(transcript.contains("\"Av. General Paz\""))
        #expect(transcript.contains("[image transit_row_background_last]"))
        // After the whole scroll, both ways made 7 cells at most for 12 rows.
        let counts = transcript.split(separator: "\n").filter { $0.hasPrefix("after scrolling through all 12 rows") }
        #expect(counts.count == 2)
        for line in counts {
            #expect(line.contains(": 7 cells") || line.contains(": 6 cells"))
        }
        let document = recorder.storyboard.document
        for text in ["Estado del Tránsito", "Subte", "Avenidas", "Línea H", "transit_row_background_last"] {
            #expect(document.contains(text))
        }
    }
}
