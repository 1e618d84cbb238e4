/// The root of a screen (UIKit's `UIWindow`): it shows its root view controller's view over its whole bounds and
/// turns a tap at a point into what UIKit would do with it.
@MainActor
public final class Window: View {
    /// The controller whose view fills the window. Its view is loaded at the window's size, so that its
    /// `viewDidLoad()` and `viewWillAppear()` see the size it is shown at; the old root's view is removed and told
    /// `viewDidDisappear()`.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else {
                return
            }
            if let oldView = oldValue?.viewIfLoaded, oldView.superview === self {
                oldView.removeFromSuperview()
                oldValue?.viewDidDisappear()
            }
            if let rootViewController {
                let view = rootViewController.loadViewIfNeeded(size: bounds.size)
                view.frame = bounds
                rootViewController.viewWillAppear()
                addSubview(view)
            }
            setNeedsLayout()
        }
    }

    /// Creates a white window of `size`, the tutorials' iPhone screen by default.
    public init(size: Size = ViewController.defaultViewSize) {
        super.init(frame: Rect(origin: .zero, size: size))
        backgroundColor = .white
    }

    /// Makes the root controller's view fill the window.
    public override func layoutSubviews() {
        rootViewController?.viewIfLoaded?.frame = bounds
    }

    /// Taps the window at `point`, in its coordinates, after laying it out: the deepest view that takes the touch
    /// (`hitTest(_:)`) and then its ancestors are offered the tap, and the first that handles it wins. An enabled
    /// control sends its actions (a text field begins editing); an editable text view begins editing; a view with
    /// an enabled tap gesture recognizer fires it; a table view selects the row (or sends the action of the control
    /// in it, see `TableView.tap(at:)`). Returns the view that handled the tap, nil when none did.
    @discardableResult
    public func tap(at point: Point) -> View? {
        layoutIfNeeded()
        var candidate = hitTest(point)
        while let view = candidate {
            if view.takesTapItself {
                view.takeTap(at: view.convert(point, from: self))
                return view
            }
            if let recognizer = view.gestureRecognizers.first(where: \.isEnabled) {
                recognizer.recognize()
                return view
            }
            // A tap on a table outside its rows goes on to the table's ancestors.
            if let table = view as? TableView, table.tap(at: table.convert(point, from: self)) != nil {
                return view
            }
            candidate = view.superview
        }
        return nil
    }

    /// Taps the centre of `view`, which must be in this window; returns what `tap(at:)` returns, or nil when the
    /// view is not in the window.
    @discardableResult
    public func tap(_ view: View) -> View? {
        layoutIfNeeded()
        guard view.isDescendant(of: self) else {
            return nil
        }
        return tap(at: view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: self))
    }
}
