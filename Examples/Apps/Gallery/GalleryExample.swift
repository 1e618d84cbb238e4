import CellKit
import ExampleCells

/// Seed 000 played as its user plays it: the list laid out once in a scroll view, a tap on a thumbnail and the
/// photo's detail, back; then the same list on a reusing table, scrolled to its end, and another tap.
@MainActor
public enum GalleryExample {
    /// The folder the compiled nibs are in, relative to the package, where `swift run gallery` starts.
    public static let nibsPath = "Examples/Nibs"

    /// Runs the scenario with the nibs of `Examples/Nibs`.
    public static func run(_ recorder: ScreenRecorder) throws {
        try run(recorder, nibBundle: NibBundle(path: nibsPath))
    }

    /// Runs the scenario, loading Gallery.cellnib from `nibBundle`. Without the nib (run from another folder), the
    /// detail's view comes from the generated initializer, which builds the same tree; the transcript says which.
    public static func run(_ recorder: ScreenRecorder, nibBundle: NibBundle) throws {
        let registry = CellRegistry(bundle: nibBundle)
        GalleryTemplates.register(in: registry)
        let nib: Nib?
        do {
            nib = try Nib(named: "Gallery", in: nibBundle, registry: registry)
        } catch .nibNotFound {
            nib = nil
        }
        try playScrollList(recorder, nib: nib)
        try playTable(recorder, nib: nib)
    }

    /// The tutorial's list: four rows made once in the scroll view; a tap on PUESTA DE SOL, then back.
    private static func playScrollList(_ recorder: ScreenRecorder, nib: Nib?) throws {
        let galeria = GaleriaViewController(nib: nib)
        let navigation = NavigationController(rootViewController: galeria)
        let window = Window()
        window.rootViewController = navigation
        recorder.show(window, caption: "Tableless: rows laid out in a scroll view")
        recorder.note(
            "scroll view: \(galeria.filas.count) row views for \(Galeria.textos.count) titles, content size "
                + "\(galeria.scrollView.contentSize)")

        let fila = 2
        window.tap(galeria.filas[fila].button)
        try showDetail(recorder, window: window, navigation: navigation, fila: fila)

        window.tap(navigation.navigationBar.backButton)
        recorder.note(
            "back: \(navigation.topViewController?.title ?? "?") on top, \(navigation.viewControllers.count) "
                + "controller on the stack")
    }

    /// The same rows on a reusing table, scrolled to the end; a tap on COCHE ABANDONADO.
    private static func playTable(_ recorder: ScreenRecorder, nib: Nib?) throws {
        let galeria = GaleriaTableViewController(nib: nib)
        let navigation = NavigationController(rootViewController: galeria)
        let window = Window()
        window.rootViewController = navigation
        let table = galeria.tableView
        table.layoutIfNeeded()
        table.contentOffset = Point(x: 0, y: table.contentSize.height - table.bounds.height)
        recorder.show(window, caption: "Tableless: the reusing table, at the end")
        let statistics = table.reuseQueue.statistics(for: GaleriaCell.reuseIdentifier)
        recorder.note(
            "table: content size \(table.contentSize), \(statistics.created) cells made, \(statistics.reused) "
                + "reused, separators drawn by the template")

        let fila = 3
        guard let cell = table.cellForRow(at: IndexPath(row: fila, section: 0)) as? GaleriaCell else {
            throw ScenarioError("the row of \(Galeria.textos[fila]) is not on screen")
        }
        window.tap(cell.button)
        try showDetail(recorder, window: window, navigation: navigation, fila: fila)
    }

    /// Records the detail screen the tap on row `fila` pushed.
    private static func showDetail(
        _ recorder: ScreenRecorder, window: Window, navigation: NavigationController, fila: Int
    ) throws {
        guard let detalle = navigation.topViewController as? DetalleGaleriaViewController else {
            throw ScenarioError("a tap on \(Galeria.textos[fila]) pushed no DetalleGaleriaViewController")
        }
        if let error = detalle.loadError {
            throw error
        }
        recorder.note(
            "tap \(Galeria.textos[fila]) (tag \(fila)): pushed DetalleGaleriaViewController, tag \(detalle.tag)")
        let source =
            detalle.viewSource == .nib
            ? "view from Gallery.cellnib, its scrollView outlet connected to the owner"
            : "view from the generated initializer (Gallery.cellnib not found), outlet connected by connectOutlets"
        recorder.note(source)
        guard let scrollView = detalle.scrollView else {
            throw ScenarioError("the scrollView outlet of DetalleGaleriaViewController is not connected")
        }
        recorder.note(
            "photo \(detalle.fotoView?.image?.description ?? "none"), scroll view content size "
                + "\(scrollView.contentSize)")
        // The photo is larger than the screen: the user drags it to its middle.
        window.layoutIfNeeded()
        let size = scrollView.contentSize
        scrollView.contentOffset = Point(
            x: (size.width - scrollView.bounds.width) / 2, y: (size.height - scrollView.bounds.height) / 2)
        recorder.note("scrolled the photo to its middle: content offset \(scrollView.contentOffset)")
        recorder.show(window, caption: "DetalleGaleria: \(Galeria.textos[fila])")
    }
}
