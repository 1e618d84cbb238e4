import CellKit
import CellPreview
import ExampleCells

/// Seed 001 played through: the traffic-status table with cells from the `customViewForClass:` helper, scrolled to
/// the end of the subway lines and on to the end of the avenues so that cells are reused, then the same table with
/// the cell class registered.
@MainActor
public enum TransitExample {
    /// Where the compiled nibs are, relative to the package: `swift run transit` runs from there.
    public static let nibBundlePath = "Examples/Nibs"
    /// How far each step of the scroll through the table moves, as a finger's drag would.
    public static let scrollStep = 24.0
    /// How much of the Subte the second screen shows above the Avenidas' title.
    static let subwayEndMargin = 216.0

    /// Plays the scenario, loading Transit.cellnib from `Examples/Nibs`.
    public static func run(_ recorder: ScreenRecorder) throws {
        try run(recorder, nibBundle: NibBundle(path: nibBundlePath))
    }

    /// Plays the scenario, loading Transit.cellnib from `nibBundle`.
    public static func run(_ recorder: ScreenRecorder, nibBundle: NibBundle) throws {
        let window = Window()
        let helperScreen = TransitStatusViewController(cellSource: .customViewHelper, nibBundle: nibBundle)
        window.rootViewController = NavigationController(rootViewController: helperScreen)
        window.layoutIfNeeded()
        try helperScreen.tableView.layoutRows()
        let firstScreen = ScreenText.lines(of: window)
        let rows = helperScreen.sections.map(\.lines.count).reduce(0, +)
        recorder.show(window, caption: "customViewForClass: the first screen")
        recorder.note(
            "customViewForClass: \(helperScreen.cellsCreated) cells loaded from Transit.cellnib for "
                + "\(helperScreen.tableView.visibleCells.count) visible rows of \(rows)")

        // Scrolling down to the end of the subway lines shows the last row's background and the next section.
        let subwayEnd = try helperScreen.tableView.rectForHeader(inSection: 1).minY - Self.subwayEndMargin
        try helperScreen.tableView.scroll(from: 0, to: subwayEnd, step: scrollStep)
        recorder.show(window, caption: "customViewForClass: the end of the Subte")
        try helperScreen.tableView.scroll(
            from: subwayEnd, to: helperScreen.tableView.contentSize.height, step: scrollStep)
        recorder.show(window, caption: "customViewForClass: scrolled to the end")
        let statistics = helperScreen.reuseStatistics
        recorder.note(
            "after scrolling through all \(rows) rows: \(helperScreen.cellsCreated) cells loaded, "
                + "\(statistics.reused) dequeues answered by reuse")

        let registeredScreen = TransitStatusViewController(cellSource: .registeredClass, nibBundle: nibBundle)
        window.rootViewController = NavigationController(rootViewController: registeredScreen)
        window.layoutIfNeeded()
        try registeredScreen.tableView.layoutRows()
        recorder.show(window, caption: "registered class: the first screen")
        let same = ScreenText.lines(of: window) == firstScreen
        recorder.note(
            "registered class: \(registeredScreen.cellsCreated) cells created by the table; "
                + (same ? "the same screen as customViewForClass:" : "a different screen from customViewForClass:"))
        try registeredScreen.tableView.scroll(
            from: 0, to: registeredScreen.tableView.contentSize.height, step: scrollStep)
        recorder.note(
            "after scrolling through all \(rows) rows: \(registeredScreen.cellsCreated) cells created, "
                + "\(registeredScreen.reuseStatistics.reused) dequeues answered by reuse")
    }
}
