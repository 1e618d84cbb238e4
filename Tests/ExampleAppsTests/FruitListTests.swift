import CellKit
import ExampleApps
import Testing

/// Seed 002's list: a plain table of fruits in default-style cells with disclosure indicators; selecting a fruit
/// (a tap on its row) deselects it and pushes its detail, titled with its name; the back button returns.
@MainActor
@Suite struct FruitListTests {
    /// The list in a 320 x 480 window on a navigation stack, laid out.
    static func show() -> (Window, NavigationController, FruitListViewController) {
        let list = FruitListViewController()
        let navigation = NavigationController(rootViewController: list)
        let window = Window()
        window.rootViewController = navigation
        window.layoutIfNeeded()
        return (window, navigation, list)
    }

    @Test func theCatalogIsItalianAndComplete() {
        let names = Fruit.catalog.map(\.name)
        #expect(Array(names.prefix(5)) == ["Mela", "Arancia", "Banana", "Fragola", "Kiwi"])
        #expect(Set(names).count == names.count)
        for fruit in Fruit.catalog {
            #expect(!fruit.origin.isEmpty && !fruit.summary.isEmpty)
            #expect(fruit.imageName == "frutto_" + fruit.name.lowercased())
        }
    }

    @Test func everyFruitIsADefaultCellWithItsNamePictureAndDisclosure() throws {
        let (_, navigation, list) = Self.show()
        #expect(navigation.navigationBar.titleLabel.text == "Frutta")
        #expect(list.tableView.style == .plain)
        #expect(list.tableView.frame == Rect(x: 0, y: 0, width: 320, height: 436))
        #expect(list.tableView.numberOfRows(inSection: 0) == Fruit.catalog.count)
        #expect(list.tableView.visibleCells.count == Fruit.catalog.count)
        for (row, fruit) in Fruit.catalog.enumerated() {
            let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
            #expect(cell.style == .default)
            #expect(cell.textLabel?.text == fruit.name)
            #expect(cell.imageView?.image == Image(named: fruit.imageName, size: Size(width: 32, height: 32)))
            #expect(cell.accessoryType == .disclosureIndicator)
        }
    }

    @Test(arguments: Fruit.catalog.indices)
    func selectingAFruitDeselectsItAndPushesItsDetail(row: Int) throws {
        let (window, navigation, list) = Self.show()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
        window.tap(cell)
        let detail = try #require(navigation.topViewController as? FruitDetailViewController)
        #expect(detail.fruit == Fruit.catalog[row])
        #expect(detail.title == Fruit.catalog[row].name)
        #expect(navigation.navigationBar.titleLabel.text == Fruit.catalog[row].name)
        #expect(navigation.navigationBar.backButton.title == "‹ Frutta")
        #expect(list.tableView.indexPathForSelectedRow == nil)
        #expect(!cell.isSelected)
        #expect(list.view.superview == nil)
    }

    @Test func theBackButtonPopsToTheList() throws {
        let (window, navigation, list) = Self.show()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
        window.tap(cell)
        #expect(navigation.viewControllers.count == 2)
        #expect(window.tap(navigation.navigationBar.backButton) === navigation.navigationBar.backButton)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === list)
        #expect(navigation.navigationBar.titleLabel.text == "Frutta")
        #expect(navigation.navigationBar.backButton.isHidden)
        #expect(list.view.superview === navigation.view)
    }
}
