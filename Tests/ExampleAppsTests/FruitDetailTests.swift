import CellKit
import ExampleApps
import ExampleCells
import Testing

/// Seed 002's detail: the fruit's picture at (70, 10, 180, 180) over a grouped table at (0, 200, 320, 236) with
/// three one-row sections in bold 14 pt, with no selection highlight.
@MainActor
@Suite struct FruitDetailTests {
    /// The detail of `fruit` pushed on a list in a 320 x 480 window, laid out.
    static func show(_ fruit: Fruit) -> (Window, FruitDetailViewController) {
        let navigation = NavigationController(rootViewController: FruitListViewController())
        let window = Window()
        window.rootViewController = navigation
        let detail = FruitDetailViewController(fruit: fruit)
        detail.title = fruit.name
        navigation.pushViewController(detail, animated: true)
        window.layoutIfNeeded()
        return (window, detail)
    }

    @Test func thePictureAndTheGroupedTableAreAtTheTutorialsFrames() throws {
        let fruit = Fruit.catalog[0]
        let (window, detail) = Self.show(fruit)
        #expect(detail.view is FruitDetailView)
        #expect(detail.view.frame == Rect(x: 0, y: 44, width: 320, height: 436))
        #expect(detail.fruitImageView.frame == Rect(x: 70, y: 10, width: 180, height: 180))
        #expect(detail.fruitImageView.image == Image(named: fruit.imageName, size: Size(width: 180, height: 180)))
        let table = detail.tableView
        #expect(table.style == .grouped)
        #expect(table.convert(table.bounds, to: detail.view) == Rect(x: 0, y: 200, width: 320, height: 236))
        #expect(table.isDescendant(of: window))
    }

    @Test(arguments: Fruit.catalog)
    func threeOneRowSectionsNameTheFruitInBoldFourteen(fruit: Fruit) throws {
        let (_, detail) = Self.show(fruit)
        let table = detail.tableView
        #expect(table.numberOfSections == 3)
        let expected = ["Nome : \(fruit.name)", "Origine : \(fruit.origin)", "Descrizione : \(fruit.summary)"]
        for (section, text) in expected.enumerated() {
            #expect(table.numberOfRows(inSection: section) == 1)
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: section)) as? FruitInfoCell)
            #expect(cell.infoLabel.text == text)
            #expect(cell.infoLabel.font == .boldSystemFont(ofSize: 14))
            #expect(cell.selectionStyle == .none)
            #expect(cell.reuseIdentifier == "Cell")
        }
    }

    @Test func tappingARowShowsNoHighlightAndPushesNothing() throws {
        let (window, detail) = Self.show(Fruit.catalog[1])
        let cell = try #require(detail.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        window.tap(cell)
        #expect(detail.navigationController?.topViewController === detail)
        #expect(cell.selectionStyle == .none)
    }
}
