import CellKit
import ExampleApps
import Testing

/// `swift run comments`: a self-sizing table of real text, each message as tall as its text at the table's width,
/// measured once as it comes into view, the first screen unmoved when the user comes back to the top.
@MainActor
@Suite struct CommentsExampleTests {
    /// The thread in a window, laid out.
    static func show() -> (Window, CommentThreadViewController) {
        let thread = CommentThreadViewController()
        let window = Window()
        window.rootViewController = NavigationController(rootViewController: thread)
        window.layoutIfNeeded()
        return (window, thread)
    }

    @Test func eachVisibleMessageIsAsTallAsItsTextAndTheLabelsFitInside() throws {
        let (_, thread) = Self.show()
        let table = thread.tableView
        #expect(!table.visibleCells.isEmpty)
        for (cell, indexPath) in zip(table.visibleCells, table.indexPathsForVisibleRows) {
            let cell = try #require(cell as? any MessageCell)
            let measured = cell.systemLayoutSizeFitting(Size(width: table.bounds.width, height: 0)).height
            #expect(abs(cell.frame.height - measured) < 0.001, "row \(indexPath.row)")
            cell.layoutIfNeeded()
            #expect(cell.bodyLabel.frame.maxY <= cell.bounds.height)
            let lines = cell.bodyLabel.frame.height / cell.bodyLabel.font.lineHeight
            #expect(lines.rounded() >= 1)
        }
    }

    @Test func theLongestMessageWrapsToManyLinesAndTheShortestToOne() throws {
        let (_, thread) = Self.show()
        let table = thread.tableView
        try table.measureRows(at: thread.comments.indices.map { IndexPath(row: $0, section: 0) })
        let heights = try thread.comments.indices.map {
            try table.rectForRow(at: IndexPath(row: $0, section: 0)).height
        }
        let longest = try #require(
            thread.comments.indices.max { thread.comments[$0].text.count < thread.comments[$1].text.count })
        let shortest = try #require(
            thread.comments.indices.min { thread.comments[$0].text.count < thread.comments[$1].text.count })
        #expect(heights[longest] > 3 * heights[shortest] / 2)
        #expect(Set(heights).count > 4, "messages of different lengths get different heights")
    }

    @Test func scrollingToTheBottomAndBackMeasuresEachMessageOnceAndNothingJumps() throws {
        let (_, thread) = Self.show()
        let table = thread.tableView
        let firstScreen = table.visibleCells.map(\.frame)
        try table.scroll(from: 0, to: .infinity, step: 100)
        let rows = thread.comments.indices.map { IndexPath(row: $0, section: 0) }
        #expect(rows.allSatisfy(table.hasMeasuredHeightForRow(at:)))
        try table.scroll(from: table.contentOffset.y, to: 0, step: 0)
        #expect(table.contentOffset.y == 0)
        #expect(table.visibleCells.map(\.frame) == firstScreen)
    }

    @Test func theTranscriptShowsTheThreeScreens() throws {
        let recorder = ScreenRecorder()
        try CommentsExample.run(recorder)
        #expect(
            recorder.captions == [
                "Release thread: the top", "Release thread: the bottom", "Release thread: back at the top",
            ])
        #expect(recorder.transcript.contains("12 of 12 messages measured"))
    }
}
