import CellKit

/// A self-sizing table of real text played headless: the top of a comment thread, the bottom after scrolling down
/// (every message measured once as it came into view), and the top again, where nothing jumped.
@MainActor
public enum CommentsExample {
    /// Runs the scenario.
    public static func run(_ recorder: ScreenRecorder) throws {
        let thread = CommentThreadViewController()
        let navigation = NavigationController(rootViewController: thread)
        let window = Window()
        window.rootViewController = navigation
        recorder.show(window, caption: "Release thread: the top")
        let table = thread.tableView
        recorder.note(measuredSummary(table))

        try table.scroll(from: table.contentOffset.y, to: .infinity, step: 100)
        recorder.show(window, caption: "Release thread: the bottom")
        recorder.note(measuredSummary(table))
        for row in 0..<table.numberOfRows(inSection: 0) {
            let rect = try table.rectForRow(at: IndexPath(row: row, section: 0))
            let comment = thread.comments[row]
            recorder.note("row \(row) (\(comment.author), \(comment.text.count) characters): \(points(rect.height)) pt")
        }

        try table.scroll(from: table.contentOffset.y, to: 0, step: 0)
        recorder.show(window, caption: "Release thread: back at the top")
        recorder.note("back at the top: offset \(points(table.contentOffset.y)), \(measuredSummary(table))")
    }

    /// How many rows are measured, and the content's height.
    static func measuredSummary(_ table: TableView) -> String {
        let rows = table.numberOfRows(inSection: 0)
        let measured = (0..<rows).filter { table.hasMeasuredHeightForRow(at: IndexPath(row: $0, section: 0)) }.count
        return "\(measured) of \(rows) messages measured, content \(points(table.contentSize.height)) pt high"
    }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 100).rounded() / 100)
    }
}
