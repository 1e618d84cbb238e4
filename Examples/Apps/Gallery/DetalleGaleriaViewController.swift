import CellKit
import ExampleCells

/// The tutorial's `DetalleGaleriaViewController`: the large photo of the tapped row, in the scroll view of its nib.
///
/// Its view is the template DetalleGaleriaView, whose `scrollView` outlet belongs to this controller, the nib's
/// owner (File's Owner in the tutorial's xib): loading the nib with the controller as owner connects the outlet,
/// and `initialSetup()` then puts the photo in it, as the tutorial does.
@MainActor
public final class DetalleGaleriaViewController: ViewController, DetalleGaleriaViewOwner {
    /// How the view was made.
    public enum ViewSource: Equatable, Sendable {
        /// Instantiated from the nib, which connected the outlet.
        case nib
        /// Made by the generated initializer, the outlet connected by `connectOutlets(toOwner:)`.
        case generatedInitializer
    }

    /// The index of the photo to show: the tag of the tapped button.
    public let tag: Int
    /// The nib the view is loaded from, Gallery.cellnib; nil uses the generated initializer.
    public let nib: Nib?
    /// The scroll view the photo goes in, connected by the nib (the tutorial's `IBOutlet`).
    public var scrollView: ScrollView?
    /// The image view showing the photo, once `initialSetup()` made it.
    public private(set) var fotoView: ImageView?
    /// How the view was made, once loaded.
    public private(set) var viewSource: ViewSource?
    /// Why the nib could not be instantiated, when it could not; the view then comes from the generated
    /// initializer, which builds the same tree.
    public private(set) var loadError: NibError?

    /// Creates the detail of photo `tag`, to be loaded from `nib` (as `initWithNibName:bundle:`) when given.
    public init(tag: Int, nib: Nib?) {
        self.tag = tag
        self.nib = nib
        super.init()
    }

    /// Loads the view from the nib with this controller as its owner, or makes it with the generated initializer.
    public override func loadView() {
        if let nib {
            do {
                view = try Self.detalleView(from: nib, owner: self)
                viewSource = .nib
                return
            } catch {
                loadError = error
            }
        }
        let detalleView = DetalleGaleriaView()
        _ = detalleView.connectOutlets(toOwner: self)
        view = detalleView
        viewSource = .generatedInitializer
    }

    /// Shows the photo, as the tutorial's `viewDidLoad` does.
    public override func viewDidLoad() {
        initialSetup()
    }

    /// Puts the photo `max_galeria_00<tag>` in the scroll view at its own size, and makes the scroll view's content
    /// that size.
    func initialSetup() {
        let fotoView = ImageView(image: Galeria.foto(tag))
        scrollView?.contentSize = fotoView.frame.size
        scrollView?.isScrollEnabled = true
        scrollView?.addSubview(fotoView)
        self.fotoView = fotoView
    }

    /// The DetalleGaleriaView of `nib`, instantiated with `owner`, which connects its outlet.
    private static func detalleView(from nib: Nib, owner: DetalleGaleriaViewController) throws(NibError) -> View {
        for object in try nib.instantiate(withOwner: owner) where object is DetalleGaleriaView {
            return object
        }
        throw .noObject(className: DetalleGaleriaView.templateName, nib: nib.name)
    }
}
