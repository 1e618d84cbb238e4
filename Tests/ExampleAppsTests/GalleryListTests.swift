import CellKit
import ExampleApps
import ExampleCells
import Testing

/// Seed 000's list, both ways: the rows laid out once in a scroll view (`GaleriaViewController`, the tutorial's
/// way) and the same GaleriaCell rows on a reusing table (`GaleriaTableViewController`). Both must place every
/// thumbnail, title and separator where the tutorial's margins put them, at any width.
@MainActor
@Suite struct GalleryListTests {
    nonisolated static let widths = [320.0, 414.0]

    /// The tutorial's frames for row `index` in the content's coordinates, at `width`: the thumbnail centred at
    /// margenY (20, then 130 pt lower each row), the title at margenY + 108, the separator at margenY + 124.
    static func expectedFrames(row index: Int, width: Double) -> (button: Rect, label: Rect, separator: Rect) {
        let margenY = 20 + 130 * Double(index)
        let x = (width - 260) / 2
        return (
            Rect(x: x, y: margenY, width: 260, height: 100), Rect(x: x, y: margenY + 108, width: 260, height: 14),
            Rect(x: 0, y: margenY + 124, width: width, height: 2)
        )
    }

    /// Checks what row `index` shows and where, in `content`'s coordinates.
    static func expectRow(_ cell: GaleriaCell, index: Int, width: Double, in content: View) {
        let expected = expectedFrames(row: index, width: width)
        #expect(cell.button.convert(cell.button.bounds, to: content) == expected.button)
        #expect(cell.label.convert(cell.label.bounds, to: content) == expected.label)
        #expect(cell.separadorView.convert(cell.separadorView.bounds, to: content) == expected.separator)
        #expect(cell.button.tag == index)
        #expect(cell.button.backgroundImage?.name == "min_galeria_00\(index)")
        #expect(cell.button.actionNames == ["buttonPressed"])
        #expect(cell.label.text == Galeria.textos[index])
        #expect(cell.separadorView.image?.name == "separador")
    }

    @Test func theTitlesAreTheTutorials() {
        #expect(Galeria.textos == ["LIMA", "PASEO EN BICICLETA", "PUESTA DE SOL", "COCHE ABANDONADO"])
    }

    @Test func titlesAreGreyTwelvePointOnClear() {
        let cell = GaleriaCell()
        #expect(cell.label.font == .systemFont(ofSize: 12))
        #expect(cell.label.textColor == Color(red: 164.0 / 255, green: 164.0 / 255, blue: 164.0 / 255))
        #expect(cell.label.backgroundColor == .clear)
        #expect(cell.label.numberOfLines == 1)
        #expect(GaleriaCell.height(forWidth: 320) == 130)
        #expect(GaleriaCell.height(forWidth: 414) == 130)
    }

    @Test(arguments: widths)
    func theScrollViewPlacesEveryRowOnceAtTheTutorialsMargins(width: Double) {
        let galeria = GaleriaViewController(nib: nil)
        let (window, navigation) = GalleryFixtures.show(galeria, width: width)
        #expect(navigation.navigationBar.titleLabel.text == "Tableless")
        #expect(galeria.scrollView.convert(galeria.scrollView.bounds, to: window).minY == NavigationBar.height)
        #expect(galeria.filas.count == 4)
        for (index, fila) in galeria.filas.enumerated() {
            #expect(fila.superview === galeria.scrollView)
            Self.expectRow(fila, index: index, width: width, in: galeria.scrollView)
            #expect(fila.button.frame.midX == width / 2)
        }
        #expect(galeria.scrollView.contentSize == Size(width: width, height: 548))
    }

    @Test func theScrollViewMakesItsRowsOnlyOnce() {
        let galeria = GaleriaViewController(nib: nil)
        let (window, _) = GalleryFixtures.show(galeria, width: 320)
        galeria.scrollView.contentOffset = Point(x: 0, y: 112)
        window.layoutIfNeeded()
        #expect(galeria.filas.count == 4)
        #expect(galeria.scrollView.subviews.filter { $0 is GaleriaCell }.count == 4)
    }

    @Test(arguments: widths)
    func theTablePlacesTheSameRowsWithTheSameContentHeight(width: Double) throws {
        let galeria = GaleriaTableViewController(nib: nil)
        _ = GalleryFixtures.show(galeria, width: width)
        let table = galeria.tableView
        #expect(table.frame == Rect(x: 0, y: 0, width: width, height: 436))
        #expect(table.separatorStyle == .none)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.contentSize.height == 548)
        for index in 0..<4 {
            let indexPath = IndexPath(row: index, section: 0)
            #expect(
                try table.rectForRow(at: indexPath)
                    == Rect(x: 0, y: 20 + 130 * Double(index), width: width, height: 130))
            let cell = try #require(table.cellForRow(at: indexPath) as? GaleriaCell)
            Self.expectRow(cell, index: index, width: width, in: table)
        }
    }

    @Test func theTableReusesRowsThatScrollOut() throws {
        let galeria = GaleriaTableViewController(nib: nil)
        // 256 pt under the bar show two rows of 130.
        let (window, _) = GalleryFixtures.show(galeria, width: 320, height: 300)
        let table = galeria.tableView
        #expect(table.indexPathsForVisibleRows.map(\.row) == [0, 1])
        table.contentOffset = Point(x: 0, y: table.contentSize.height - table.bounds.height)
        window.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows.map(\.row) == [2, 3])
        let statistics = table.reuseQueue.statistics(for: GaleriaCell.reuseIdentifier)
        #expect(statistics.created == 2)
        #expect(statistics.reused == 2)
        for indexPath in table.indexPathsForVisibleRows {
            let cell = try #require(table.cellForRow(at: indexPath) as? GaleriaCell)
            Self.expectRow(cell, index: indexPath.row, width: 320, in: table)
        }
    }

    /// A tap on row i's thumbnail, through the window, pushes the detail of photo i, from either list.
    @Test(arguments: [false, true], 0..<4)
    func tappingAThumbnailPushesItsDetail(onTable: Bool, index: Int) throws {
        let nib = try GalleryFixtures.nib()
        let root: ViewController = onTable ? GaleriaTableViewController(nib: nib) : GaleriaViewController(nib: nib)
        let (window, navigation) = GalleryFixtures.show(root, width: 414)
        let cell: GaleriaCell
        if let galeria = root as? GaleriaTableViewController {
            let indexPath = IndexPath(row: index, section: 0)
            try galeria.tableView.scrollToRow(at: indexPath, at: .middle)
            window.layoutIfNeeded()
            cell = try #require(galeria.tableView.cellForRow(at: indexPath) as? GaleriaCell)
        } else {
            let galeria = try #require(root as? GaleriaViewController)
            // The last thumbnail is below the screen until the list is scrolled to its end.
            galeria.scrollView.contentOffset = Point(x: 0, y: index < 3 ? 0 : 112)
            cell = galeria.filas[index]
        }
        #expect(window.tap(cell.button) === cell.button)
        let detalle = try #require(navigation.topViewController as? DetalleGaleriaViewController)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.viewControllers.first === root)
        #expect(detalle.tag == index)
        #expect(detalle.fotoView?.image?.name == "max_galeria_00\(index)")
        #expect(navigation.navigationBar.backButton.title == "‹ Tableless")
    }

    @Test func tappingTheTitleOrTheBackgroundPushesNothing() throws {
        let galeria = GaleriaViewController(nib: nil)
        let (window, navigation) = GalleryFixtures.show(galeria, width: 320)
        window.tap(galeria.filas[0].label)
        window.tap(at: Point(x: 10, y: 44 + 60))
        #expect(navigation.viewControllers.count == 1)
    }
}
