import CellKit
import ExampleCells

/// The gallery of seed 000 on a reusing table view: the rows of `GaleriaViewController`, the same GaleriaCell
/// template, dequeued as they scroll into view instead of made up front. The tutorial's margins become the
/// section's header (`margenY`, 20 pt) and footer (8 pt), so the content is as tall as the scroll view's, and the
/// table draws no separators: the template draws its own separator image.
@MainActor
public final class GaleriaTableViewController: ViewController, TableViewDataSource, GaleriaCellActions {
    /// The nib the detail screens are loaded from; nil makes them with the generated initializer.
    public let nib: Nib?
    /// The table of rows, placed over the background in `viewDidLoad()`.
    public let tableView = TableView(frame: .zero)

    /// Creates the list; `nib` is where the detail screens' view comes from.
    public init(nib: Nib?) {
        self.nib = nib
        super.init()
    }

    /// Puts the background image and, over it, the transparent table that fills the view.
    public override func viewDidLoad() {
        title = "Tableless"
        let fondo = ImageView(frame: view.bounds)
        fondo.image = Image(named: "fondo_vacio")
        view.addSubview(fondo)
        tableView.frame = view.bounds
        tableView.backgroundColor = .clear
        tableView.separatorStyle = .none
        tableView.sectionHeaderHeight = Galeria.margenY
        tableView.sectionFooterHeight = Galeria.margenInferior
        // Registering fails only for an empty identifier, which cellc refuses for a template; were the class not
        // registered, the first dequeue would throw it.
        try? tableView.register(GaleriaCell.self)
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    /// One row per photo.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        Galeria.textos.count
    }

    /// Every row is a GaleriaCell, so the table takes the row height from the template (130 pt).
    public func tableView(_ tableView: TableView, reuseIdentifierForRowAt indexPath: IndexPath) -> String? {
        GaleriaCell.reuseIdentifier
    }

    /// A reused or new row showing the photo at `indexPath.row`, its button sending `buttonPressed` here.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(GaleriaCell.self, for: indexPath)
        cell.show(fila: indexPath.row)
        cell.actionTarget = self
        return cell
    }

    /// Pushes the detail of the photo whose thumbnail was tapped: the button's tag is its row.
    public func buttonPressed(_ sender: Button) {
        let detalleView = DetalleGaleriaViewController(tag: sender.tag, nib: nib)
        navigationController?.pushViewController(detalleView, animated: true)
    }
}
