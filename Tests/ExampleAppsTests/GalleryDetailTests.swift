import CellKit
import ExampleApps
import ExampleCells
import Testing

/// Seed 000's detail: DetalleGaleriaViewController's view is the template DetalleGaleriaView, whose scroll view is an
/// outlet of the controller (the nib's owner, as File's Owner of the tutorial's xib), and `initialSetup()` shows the
/// photo of the tapped row at its own size in that scroll view.
@MainActor
@Suite struct GalleryDetailTests {
    /// The view tree as lines: kind, frame and image of every view, depth-first, indented by depth.
    static func tree(of view: View, depth: Int = 0) -> [String] {
        var line = String(repeating: "  ", count: depth) + "\(type(of: view)) \(view.frame)"
        if let imageView = view as? ImageView {
            line += " \(imageView.image?.description ?? "-")"
        }
        if let scrollView = view as? ScrollView {
            line += " content \(scrollView.contentSize)"
        }
        return [line] + view.subviews.flatMap { tree(of: $0, depth: depth + 1) }
    }

    @Test(arguments: [true, false], [320.0, 414.0])
    func theScrollViewOutletIsConnectedAndShowsThePhotoAtItsSize(fromNib: Bool, width: Double) throws {
        let detalle = DetalleGaleriaViewController(tag: 2, nib: fromNib ? try GalleryFixtures.nib() : nil)
        _ = GalleryFixtures.show(detalle, width: width)
        #expect(detalle.viewSource == (fromNib ? .nib : .generatedInitializer))
        #expect(detalle.loadError == nil)
        let detalleView = try #require(detalle.view as? DetalleGaleriaView)
        let scrollView = try #require(detalle.scrollView)
        #expect(scrollView === detalleView.scrollView)
        // The view fills the area under the bar, and the template's scroll view fills the view.
        #expect(detalleView.frame == Rect(x: 0, y: NavigationBar.height, width: width, height: 480 - 44))
        #expect(scrollView.frame == detalleView.bounds)
        let fondo = try #require(detalleView.subviews.first as? ImageView)
        #expect(fondo.image?.name == "fondo_vacio")
        #expect(fondo.frame == detalleView.bounds)
        let fotoView = try #require(detalle.fotoView)
        #expect(fotoView.superview === scrollView)
        #expect(fotoView.image == Image(named: "max_galeria_002", size: Size(width: 640, height: 480)))
        #expect(fotoView.frame == Rect(x: 0, y: 0, width: 640, height: 480))
        #expect(scrollView.contentSize == fotoView.frame.size)
        #expect(scrollView.isScrollEnabled)
    }

    @Test(arguments: 0..<4)
    func eachTagShowsItsOwnPhoto(tag: Int) {
        let detalle = DetalleGaleriaViewController(tag: tag, nib: nil)
        detalle.loadViewIfNeeded()
        #expect(detalle.fotoView?.image?.name == "max_galeria_00\(tag)")
    }

    @Test func theNibAndTheGeneratedInitializerBuildTheSameScreen() throws {
        let fromNib = DetalleGaleriaViewController(tag: 1, nib: try GalleryFixtures.nib())
        let generated = DetalleGaleriaViewController(tag: 1, nib: nil)
        _ = GalleryFixtures.show(fromNib, width: 320)
        _ = GalleryFixtures.show(generated, width: 320)
        #expect(fromNib.viewSource == .nib)
        #expect(generated.viewSource == .generatedInitializer)
        #expect(Self.tree(of: fromNib.view) == Self.tree(of: generated.view))
        #expect(Self.tree(of: fromNib.view).count == 4)
    }

    @Test func aNibThatCannotMakeTheTemplateIsReportedAndTheScreenStillShows() throws {
        // A registry that does not know the gallery's classes makes plain views of the nib's templates.
        let nib = try Nib(named: "Gallery", in: GalleryFixtures.nibBundle, registry: CellRegistry())
        let detalle = DetalleGaleriaViewController(tag: 0, nib: nib)
        _ = GalleryFixtures.show(detalle, width: 320)
        #expect(detalle.loadError == .noObject(className: "DetalleGaleriaView", nib: "Gallery"))
        #expect(detalle.viewSource == .generatedInitializer)
        #expect(detalle.scrollView?.contentSize == Size(width: 640, height: 480))
    }

    @Test func thePhotoIsAddedOnceThoughTheDetailIsShownAgain() throws {
        let galeria = GaleriaViewController(nib: nil)
        let (_, navigation) = GalleryFixtures.show(galeria, width: 320)
        let detalle = DetalleGaleriaViewController(tag: 3, nib: nil)
        navigation.pushViewController(detalle, animated: true)
        navigation.popViewController(animated: true)
        navigation.pushViewController(detalle, animated: true)
        #expect(navigation.topViewController === detalle)
        #expect(detalle.scrollView?.subviews.count == 1)
    }
}
