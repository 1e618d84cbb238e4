import CellKit

/// Seed 003 played through: the stack-view list of 1000 users, scrolled to row 500 and tapped, then the same list on
/// a reusing table, scrolled and tapped the same way; it counts the views each one made.
@MainActor
public enum StackListExample {
    /// The row the scenario scrolls to and taps, deep in the list.
    public static let tappedRow = 500

    /// Plays the scenario.
    public static func run(_ recorder: ScreenRecorder) throws {
        let window = Window()
        let stackList = StackListViewController()
        stackList.onItemPressed = { recorder.note("Item pressed at index \($0)") }
        window.rootViewController = NavigationController(rootViewController: stackList)
        window.layoutIfNeeded()
        recorder.show(window, caption: "Stack view: the first screen")
        recorder.note(
            "stack view: \(stackList.itemsCreated) labels created for \(stackList.users.count) items, "
                + "\(onScreenCount(of: stackList.tableView.arrangedSubviews, in: stackList.scrollView)) on screen")

        guard let item = stackList.itemView(at: tappedRow) else {
            throw ScenarioError("the stack view has no item \(tappedRow)")
        }
        // Scrolled as a thumb leaves it, with the row in the middle of the screen.
        let scroll = stackList.scrollView
        scroll.contentOffset = Point(x: 0, y: (item.frame.midY - scroll.bounds.height / 2).rounded())
        tap(item, in: window, recorder: recorder)
        recorder.show(window, caption: "Stack view: row \(tappedRow) tapped")

        let tableList = StackListTableViewController()
        tableList.onItemPressed = { recorder.note("Item pressed at index \($0)") }
        window.rootViewController = NavigationController(rootViewController: tableList)
        window.layoutIfNeeded()
        try tableList.tableView.layoutRows()
        recorder.show(window, caption: "Table view: the first screen")
        recorder.note(
            "table view: \(tableList.reuseStatistics.created) cells created for \(tableList.users.count) items, "
                + "\(tableList.tableView.visibleCells.count) on screen")

        let indexPath = IndexPath(row: tappedRow, section: 0)
        try tableList.tableView.scrollToRow(at: indexPath, at: .middle)
        try tableList.tableView.layoutRows()
        guard let row = tableList.tableView.cellForRow(at: indexPath) else {
            throw ScenarioError("row \(tappedRow) of the table is not on screen")
        }
        tap(row, in: window, recorder: recorder)
        recorder.show(window, caption: "Table view: row \(tappedRow) tapped")
        let statistics = tableList.reuseStatistics
        recorder.note(
            "table view after scrolling to row \(tappedRow): \(statistics.created) cells created, "
                + "\(statistics.reused) dequeues answered by reuse; stack view: \(stackList.itemsCreated) labels")
    }

    /// Taps the middle of `row` through the window, as a finger would, and notes where.
    static func tap(_ row: View, in window: Window, recorder: ScreenRecorder) {
        window.layoutIfNeeded()
        let point = row.convert(Point(x: row.bounds.midX, y: row.bounds.midY), to: window)
        let shown = Point(x: (point.x * 10).rounded() / 10, y: (point.y * 10).rounded() / 10)
        recorder.note("tap at \(shown)")
        window.tap(at: point)
    }

    /// How many of `views` show at least partly in `scrollView`'s visible area.
    static func onScreenCount(of views: [View], in scrollView: ScrollView) -> Int {
        views.filter { view in
            let frame = view.convert(view.bounds, to: scrollView)
            return frame.maxY > scrollView.bounds.minY && frame.minY < scrollView.bounds.maxY
        }.count
    }
}
