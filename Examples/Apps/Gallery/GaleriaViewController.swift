import CellKit
import ExampleCells

/// The tutorial's `ViewController`: the gallery as a list without a table view, its rows made once and placed by
/// hand in a scroll view (`initialSetup`), a tap on a thumbnail pushing the photo's detail (`buttonPressed`).
///
/// Each row is the cell template GaleriaCell used as a plain view: added to the scroll view at `margenY`, which
/// then moves down by the row's height, as the tutorial's loop moves it. The row lays out its own thumbnail, title
/// and separator from the template, centred at whatever width the scroll view has; so the same template also
/// serves the reusing table of `GaleriaTableViewController`.
@MainActor
public final class GaleriaViewController: ViewController, GaleriaCellActions {
    /// The nib the detail screens are loaded from; nil makes them with the generated initializer.
    public let nib: Nib?
    /// The rows, made once each: the tutorial makes every row up front.
    public private(set) var filas: [GaleriaCell] = []
    private let galeriaView = GaleriaView()

    /// Creates the list; `nib` is where the detail screens' view comes from (Gallery.cellnib), as the tutorial
    /// loads DetalleGaleriaViewController.xib.
    public init(nib: Nib?) {
        self.nib = nib
        super.init()
    }

    /// The scroll view of the storyboard scene, the tutorial's `scrollView` outlet.
    public var scrollView: ScrollView { galeriaView.scrollView }

    /// Shows the storyboard scene: the background image under the scroll view.
    public override func loadView() {
        view = galeriaView
    }

    /// Sets the title and fills the scroll view, as the tutorial's `viewDidLoad` does.
    public override func viewDidLoad() {
        title = "Tableless"
        initialSetup()
    }

    /// Adds one row per title, each `GaleriaCell.height(forWidth:)` (130 pt) below the last from `margenY`, then
    /// sets the content size to hold them and the bottom margin: 548 pt for four rows.
    func initialSetup() {
        // The template lays the scroll view out; the rows take its width.
        view.layoutIfNeeded()
        let width = scrollView.frame.width
        var margenY = Galeria.margenY
        for indice in Galeria.textos.indices {
            let fila = GaleriaCell()
            fila.frame = Rect(x: 0, y: margenY, width: width, height: GaleriaCell.height(forWidth: width))
            fila.show(fila: indice)
            fila.actionTarget = self
            scrollView.addSubview(fila)
            filas.append(fila)
            margenY = fila.frame.maxY
        }
        // The tutorial writes 320, the width of its only screen.
        scrollView.contentSize = Size(width: width, height: margenY + Galeria.margenInferior)
    }

    /// Pushes the detail of the photo whose thumbnail was tapped: the button's tag is its index.
    public func buttonPressed(_ sender: Button) {
        let detalleView = DetalleGaleriaViewController(tag: sender.tag, nib: nib)
        navigationController?.pushViewController(detalleView, animated: true)
    }
}
