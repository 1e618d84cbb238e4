import CellKit
import ExampleApps
import ExampleCells
import Testing

/// Seed 003's app: the tutorial's stack-view list of 1000 labels and the same list on a reusing table; a tap on a
/// row, deep in the list, reports that row's index in both.
@MainActor
@Suite struct StackListExampleTests {
    /// The height of a stack row: a one-line label in the default 17 pt font.
    static let stackRowHeight = Font.systemFont(ofSize: 17).lineHeight
    /// Where the lists start in the window: under the navigation bar.
    static let listTop = NavigationBar.height

    /// A delegate with `count` items whose views are plain views, recording presses.
    final class Items: CustomStackTableViewDelegate {
        let count: Int
        private(set) var pressed: [Int] = []
        private(set) var asked = 0

        init(count: Int) {
            self.count = count
        }

        func itemPressedAtIndex(index: Int) {
            pressed.append(index)
        }

        func itemForRowAtIndex(index: Int) -> View {
            asked += 1
            let view = View()
            view.tag = index + 1
            return view
        }

        func numberOfItems() -> Int {
            count
        }
    }

    private func show(_ controller: ViewController) -> Window {
        let window = Window()
        window.rootViewController = NavigationController(rootViewController: controller)
        window.layoutIfNeeded()
        return window
    }

    @Test func theStackListMakesALabelForEveryItemUpFront() throws {
        let controller = StackListViewController()
        _ = show(controller)
        let stack = controller.tableView
        #expect(stack.axis == .vertical)
        #expect(controller.itemsCreated == 1000)
        #expect(stack.arrangedSubviews.count == 1000)
        for (index, item) in stack.arrangedSubviews.enumerated() {
            let label = try #require(item as? Label)
            #expect(label.text == "\(index). User")
            #expect(label.isUserInteractionEnabled)
            let tap = try #require(label.gestureRecognizers.first as? CustomStackTableViewTapGesture)
            #expect(tap.index == index)
            #expect(tap.view === label)
        }
        #expect(stack.arrangedSubviews[1].frame.minY == Self.stackRowHeight)
        #expect(abs(controller.scrollView.contentSize.height - 1000 * Self.stackRowHeight) < 1e-6)
        #expect(stack.frame.width == 320 - 2 * StackListViewController.margin)
    }

    @Test func theTableMakesOnlyTheCellsTheScreenShows() throws {
        let controller = StackListTableViewController()
        _ = show(controller)
        let table = controller.tableView
        let visible = table.visibleCells.count
        #expect(visible == Int(((480 - Self.listTop) / 44).rounded(.up)))
        #expect(controller.reuseStatistics.created == visible)
        try table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top)
        try table.layoutRows()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 500, section: 0)) as? UserTableViewCell)
        #expect(cell.userLabel.text == "500. User")
        #expect(controller.reuseStatistics.created <= visible + 1)
        #expect(controller.reuseStatistics.reused >= visible)
    }

    @Test(arguments: [0, 1, 37, 500, 998, 999])
    func aTapOnAStackRowReportsItsIndex(row: Int) throws {
        let controller = StackListViewController()
        let window = show(controller)
        let scroll = controller.scrollView
        scroll.contentOffset = Point(x: 0, y: min(Double(row) * Self.stackRowHeight, scroll.contentSize.height - 436))
        // A tap a little below the top of the list hits the row the geometry puts there.
        let point = Point(x: 160, y: Self.listTop + 5)
        let expected = Int(((scroll.contentOffset.y + point.y - Self.listTop) / Self.stackRowHeight).rounded(.down))
        let handled = window.tap(at: point)
        #expect(handled === controller.itemView(at: expected))
        #expect(controller.pressedIndices == [expected])
        if row < 975 {
            #expect(expected == row)
        }
    }

    @Test(arguments: [0, 1, 37, 500, 998, 999])
    func aTapOnATableRowReportsItsIndex(row: Int) throws {
        let controller = StackListTableViewController()
        let window = show(controller)
        let table = controller.tableView
        try table.scrollToRow(at: IndexPath(row: row, section: 0), at: .top)
        let point = Point(x: 160, y: Self.listTop + 5)
        let expected = Int(((table.contentOffset.y + point.y - Self.listTop) / 44).rounded(.down))
        window.tap(at: point)
        #expect(controller.pressedIndices == [expected])
        #expect(table.indexPathForSelectedRow == IndexPath(row: expected, section: 0))
        if row < 990 {
            #expect(expected == row)
        }
    }

    @Test func theSameTapReportsTheSameIndexInBothLists() throws {
        let stackList = StackListViewController()
        let stackWindow = show(stackList)
        let tableList = StackListTableViewController()
        let tableWindow = show(tableList)
        let row = StackListExample.tappedRow
        let item = try #require(stackList.itemView(at: row))
        stackList.scrollView.contentOffset = Point(x: 0, y: item.frame.minY)
        stackWindow.tap(item)
        try tableList.tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .top)
        let cell = try #require(tableList.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
        tableWindow.tap(cell)
        #expect(stackList.pressedIndices == [row])
        #expect(tableList.pressedIndices == [row])
    }

    @Test func aLabelThatTakesNoTouchesReportsNothing() throws {
        let controller = StackListViewController()
        let window = show(controller)
        let item = try #require(controller.itemView(at: 3))
        // Labels ignore touches unless told otherwise, which is why the tutorial enables them.
        item.isUserInteractionEnabled = false
        window.tap(item)
        #expect(controller.pressedIndices.isEmpty)
    }

    @Test func configureArrangesTheDelegatesItemsOnceAndNothingWithoutOne() throws {
        let table = CustomStackTableView()
        table.configure()
        #expect(table.arrangedSubviews.isEmpty)
        #expect(table.axis == .vertical)
        let items = Items(count: 3)
        table.delegate = items
        table.configure()
        table.configure()
        #expect(table.arrangedSubviews.map(\.tag) == [1, 2, 3])
        #expect(table.subviews.count == 3)
        #expect(items.asked == 6)
        for view in table.arrangedSubviews {
            view.gestureRecognizers.first?.recognize()
        }
        #expect(items.pressed == [0, 1, 2])
    }

    @Test func anEmptyListIsEmptyWhereTheTutorialsRangeWouldTrap() {
        let table = CustomStackTableView()
        let items = Items(count: 0)
        table.delegate = items
        table.configure()
        #expect(table.arrangedSubviews.isEmpty)
        #expect(items.asked == 0)
    }

    @Test func theScenarioCountsTheViewsAndReportsRow500InBothLists() throws {
        let recorder = ScreenRecorder()
        try StackListExample.run(recorder)
        #expect(recorder.captions.count == 4)
        let lines = recorder.transcript.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 == "Item pressed at index 500" }.count == 2)
        #expect(lines.contains { $0.hasPrefix("stack view: 1000 labels created for 1000 items") })
        let tableLine = try #require(lines.first { $0.hasPrefix("table view: ") })
        #expect(tableLine.hasPrefix("table view: 10 cells created for 1000 items, 10 on screen"))
        #expect(lines.contains { $0.hasSuffix("\"500. User\"") })
        let document = recorder.storyboard.document
        #expect(document.contains("Users (stack view)"))
        #expect(document.contains("Users (table view)"))
        #expect(document.contains(">500. User<"))
    }
}
