import CellKit
import ExampleCells

/// The tutorial's `FruitDetailViewController`: the fruit's picture at (70, 10, 180, 180) over a grouped table at
/// (0, 200, 320, 236) with three one-row sections, "Nome : ...", "Origine : ...", "Descrizione : ...", in bold
/// 14 pt and with no selection highlight.
///
/// The view is the template FruitDetailView (Fruit.cell); the grouped table, which a template cannot hold, fills
/// its `tableContainer`, and its rows are the template FruitInfoCell.
@MainActor
public final class FruitDetailViewController: ViewController, TableViewDataSource {
    /// The size of the picture, as the template frames its image view.
    public static let imageSize = Size(width: 180, height: 180)

    /// The fruit shown: the tutorial's `_fruit`.
    public let fruit: Fruit
    /// The grouped table of the fruit's name, origin and description: the tutorial's `_tableView`.
    public let tableView = TableView(frame: .zero, style: .grouped)
    private let detailView = FruitDetailView()

    /// Creates the detail of `fruit`: the tutorial's `initWithContentOfFruit:`.
    public init(fruit: Fruit) {
        self.fruit = fruit
        super.init()
    }

    /// The image view showing the fruit: the tutorial's `image`.
    public var fruitImageView: ImageView { detailView.fruitImageView }

    /// Shows the template's view.
    public override func loadView() {
        view = detailView
    }

    /// Shows the picture and puts the grouped table in its container.
    public override func viewDidLoad() {
        fruitImageView.image = fruit.image(size: Self.imageSize)
        // The template lays the container out at the tutorial's frame; the table fills it.
        view.layoutIfNeeded()
        tableView.frame = detailView.tableContainer.bounds
        // Registering fails only for an empty identifier, which cellc refuses for a template; were the class not
        // registered, the first dequeue would throw it.
        try? tableView.register(FruitInfoCell.self)
        tableView.dataSource = self
        detailView.tableContainer.addSubview(tableView)
    }

    /// The three sections: Nome, Origine, Descrizione.
    public func numberOfSections(in tableView: TableView) -> Int {
        3
    }

    /// One row per section.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        1
    }

    /// The template's row, showing the name, the origin or the description.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(FruitInfoCell.self, for: indexPath)
        cell.infoLabel.text = Self.text(ofSection: indexPath.section, for: fruit)
        return cell
    }

    /// The text of `section` for `fruit`, as the tutorial formats it.
    public static func text(ofSection section: Int, for fruit: Fruit) -> String {
        switch section {
        case 0: "Nome : \(fruit.name)"
        case 1: "Origine : \(fruit.origin)"
        default: "Descrizione : \(fruit.summary)"
        }
    }
}
