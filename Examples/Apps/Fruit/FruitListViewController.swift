import CellKit

/// The tutorial's `ListViewController`: a plain table of fruits, each a default-style cell with the fruit's picture,
/// its name and a disclosure indicator. Selecting a fruit deselects its row and pushes its detail, titled with its
/// name, as the tutorial's `tableView:didSelectRowAtIndexPath:` does.
@MainActor
public final class FruitListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The reuse identifier of the list's cells.
    public static let cellIdentifier = "FruitCell"
    /// The size of a fruit's picture in the list.
    public static let thumbnailSize = Size(width: 32, height: 32)

    /// The fruits listed: the tutorial's `_itemsList`.
    public let itemsList: [Fruit]
    /// The table, filling the view from `viewDidLoad()`.
    public let tableView = TableView(frame: .zero)

    /// Creates the list of `itemsList`.
    public init(itemsList: [Fruit] = Fruit.catalog) {
        self.itemsList = itemsList
        super.init()
    }

    /// Titles the screen and puts the table over the whole view.
    public override func viewDidLoad() {
        title = "Frutta"
        tableView.frame = view.bounds
        // Registering fails only for an empty identifier, and this one is not; were the factory not registered,
        // the first dequeue would throw it.
        try? tableView.register(
            factory: { TableViewCell(style: .default, reuseIdentifier: Self.cellIdentifier) },
            forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    /// One row per fruit.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        itemsList.count
    }

    /// A default-style cell with the fruit's picture, name and a disclosure indicator.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let fruit = itemsList[indexPath.row]
        cell.textLabel?.text = fruit.name
        cell.imageView?.image = fruit.image(size: Self.thumbnailSize)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// Deselects the row and pushes the fruit's detail, titled with its name.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let fruit = itemsList[indexPath.row]
        let fruitDetail = FruitDetailViewController(fruit: fruit)
        fruitDetail.title = fruit.name
        navigationController?.pushViewController(fruitDetail, animated: true)
    }
}
