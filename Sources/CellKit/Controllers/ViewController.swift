/// An object that manages a screen's view (UIKit's `UIViewController`): it creates the view when it is first asked
/// for (`loadView()`, then `viewDidLoad()`), has a title a navigation bar shows, and knows the navigation
/// controller it was pushed on.
@MainActor
open class ViewController {
    /// The size a view controller's view has before anything places it: the screen of the tutorials' iPhone.
    nonisolated public static let defaultViewSize = Size(width: 320, height: 480)

    /// The title a navigation bar shows while this controller is on top.
    public var title: String? {
        didSet { navigationController?.titleDidChange(of: self) }
    }
    /// The navigation controller whose stack holds this controller, if any.
    public internal(set) weak var navigationController: NavigationController?
    /// The view, once loaded.
    private var loadedView: View?

    /// Creates a controller whose view is loaded when first asked for.
    public init() {}

    /// The root view of the controller's screen, created by `loadView()` and set up by `viewDidLoad()` the first
    /// time it is read.
    public var view: View {
        get { loadViewIfNeeded(size: nil) }
        set { loadedView = newValue }
    }

    /// The view if it has been created, else nil; reading it never loads the view.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view has been created.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it has not been loaded yet, as reading `view` does.
    public func loadViewIfNeeded() {
        _ = loadViewIfNeeded(size: nil)
    }

    /// The view, loaded first if needed; a view loaded by this call is given `size` (when not nil) between
    /// `loadView()` and `viewDidLoad()`.
    ///
    /// Containers (a window, a navigation controller) load their children's views through this with the size they
    /// will show them at. UIKit calls `viewDidLoad()` at the nib's size and resizes the view afterwards; here
    /// `viewDidLoad()` sees the final size, so the seeds' code that places views from the view's width there (seed
    /// 000 centres its thumbnails with `(scrollView.frame.size.width - width) / 2`) is right at every width.
    func loadViewIfNeeded(size: Size?) -> View {
        if let loadedView {
            return loadedView
        }
        loadView()
        let view = loadedView ?? View(frame: Rect(origin: .zero, size: Self.defaultViewSize))
        if let size {
            view.frame = Rect(origin: view.frame.origin, size: size)
        }
        loadedView = view
        viewDidLoad()
        return view
    }

    /// Creates the view; the default makes a plain view of `defaultViewSize`. Overrides set `view` and must not
    /// read it before setting it (as in UIKit, that would load it again).
    open func loadView() {
        loadedView = View(frame: Rect(origin: .zero, size: Self.defaultViewSize))
    }

    /// Called once, after the view is created: the place to add subviews and fill them. The default does nothing.
    open func viewDidLoad() {}

    /// Called before the view is shown as the top of a navigation stack or a window's root, once it has the size
    /// it is shown at. The default does nothing.
    open func viewWillAppear() {}

    /// Called after the view stopped being shown, when another controller covers it or it is popped. The default
    /// does nothing.
    open func viewDidDisappear() {}
}
