import CellKit

/// Seed 002 played as its user plays it: the list of fruits, a tap on Fragola that pushes its detail, and the back
/// button that returns to the list.
@MainActor
public enum FruitExample {
    /// The fruit the scenario taps.
    public static let tappedFruit = "Fragola"

    /// Runs the scenario.
    public static func run(_ recorder: ScreenRecorder) throws {
        let list = FruitListViewController()
        let navigation = NavigationController(rootViewController: list)
        let window = Window()
        window.rootViewController = navigation
        recorder.show(window, caption: "Frutta: the list of fruits")

        guard let row = list.itemsList.firstIndex(where: { $0.name == tappedFruit }),
            let cell = list.tableView.cellForRow(at: IndexPath(row: row, section: 0))
        else {
            throw ScenarioError("the row of \(tappedFruit) is not on screen")
        }
        window.tap(cell)
        guard let detail = navigation.topViewController as? FruitDetailViewController else {
            throw ScenarioError("a tap on \(tappedFruit) pushed no FruitDetailViewController")
        }
        let selected = list.tableView.indexPathForSelectedRow.map { "row \($0.row)" } ?? "none"
        recorder.note(
            "tap \(tappedFruit): pushed FruitDetailViewController titled \(detail.title ?? "nil"); "
                + "selected row in the list: \(selected)")
        recorder.show(window, caption: "\(detail.title ?? tappedFruit): FruitDetailViewController")
        let table = detail.tableView
        let rows = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        recorder.note(
            "detail: image \(detail.fruitImageView.image?.name ?? "none") at \(detail.fruitImageView.frame), "
                + "grouped table at \(table.convert(table.bounds, to: detail.view)) with "
                + "\(rows.count) sections of \(rows.map(String.init).joined(separator: ", ")) rows")

        window.tap(navigation.navigationBar.backButton)
        recorder.note(
            "back: \(navigation.topViewController?.title ?? "nil") on top, \(navigation.viewControllers.count) "
                + "controller on the stack")
    }
}
