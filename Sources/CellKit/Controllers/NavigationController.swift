/// A stack of view controllers shown one at a time under a navigation bar (UIKit's `UINavigationController`):
/// `pushViewController` shows a new screen, the back button or `popViewController` returns to the one below.
/// Headless: nothing animates, a push or pop takes effect at once.
///
/// The top controller's view fills the area under the bar; it is loaded at that size, so its `viewDidLoad()`
/// already sees the size it is shown at. A controller covered by a push keeps its view (loaded once) and gets
/// `viewDidDisappear()`; it gets `viewWillAppear()` again when the controllers above it are popped. Only the
/// controllers that change places hear of it: popping to the root tells the old top that it disappears and the
/// root that it appears, and nothing to those in between. The navigation controller's own appearance (as a
/// window's root) is passed on to its top controller.
@MainActor
public final class NavigationController: ViewController {
    /// The controllers on the stack, the root first and the top last.
    public private(set) var viewControllers: [ViewController]
    /// The bar that shows the top controller's title and the back button.
    public let navigationBar = NavigationBar()

    /// Creates a stack holding `rootViewController`.
    public init(rootViewController: ViewController) {
        viewControllers = [rootViewController]
        super.init()
        rootViewController.navigationController = self
        navigationBar.backButton.addAction(named: "popViewController") { [weak self] _ in
            self?.popViewController(animated: true)
        }
    }

    /// The controller shown: the last on the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// Creates the container view, which `viewDidLoad()` fills with the bar and the root controller's view.
    public override func loadView() {
        view = NavigationContainerView(frame: Rect(origin: .zero, size: Self.defaultViewSize))
    }

    /// Shows the bar and the top controller's view; the top controller appears when the navigation controller
    /// does.
    public override func viewDidLoad() {
        view.addSubview(navigationBar)
        placeTop()
    }

    /// Passes the appearance on to the top controller.
    public override func viewWillAppear() {
        topViewController?.viewWillAppear()
    }

    /// Passes the disappearance on to the top controller.
    public override func viewDidDisappear() {
        topViewController?.viewDidDisappear()
    }

    /// Pushes `viewController` and shows its view; `animated` is ignored. A controller already on a stack (this
    /// one or another), and the navigation controller itself, are not pushed.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard viewController.navigationController == nil, viewController !== self else {
            return
        }
        let covered = topViewController
        viewController.navigationController = self
        viewControllers.append(viewController)
        if isViewLoaded {
            hide(covered)
            placeTop()
            viewController.viewWillAppear()
        }
    }

    /// Pops the top controller and shows the one below; the root is never popped. Returns the popped controller,
    /// or nil when only the root is left. `animated` is ignored.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        pop(downTo: viewControllers.count - 2).first
    }

    /// Pops every controller above the root and returns them, the lowest first. `animated` is ignored.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] {
        pop(downTo: 0)
    }

    /// Pops the controllers above `index` in one step: the old top disappears, the new top appears, and the
    /// controllers between them hear nothing. Returns the popped controllers, the lowest first.
    private func pop(downTo index: Int) -> [ViewController] {
        guard index >= 0, index < viewControllers.count - 1 else {
            return []
        }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        for controller in popped {
            controller.navigationController = nil
        }
        if isViewLoaded {
            hide(popped.last)
            placeTop()
            topViewController?.viewWillAppear()
        }
        return popped
    }

    /// Updates the bar when the title it shows changes: the top controller's, or the one below, which names the
    /// back button.
    func titleDidChange(of viewController: ViewController) {
        let shown = viewControllers.suffix(2)
        if isViewLoaded, shown.contains(where: { $0 === viewController }) {
            showBarContent()
        }
    }

    /// Removes the view of `viewController`, which stops being shown, and tells it so.
    private func hide(_ viewController: ViewController?) {
        guard let viewController, let shown = viewController.viewIfLoaded, shown.superview === view else {
            return
        }
        shown.removeFromSuperview()
        viewController.viewDidDisappear()
    }

    /// Puts the top controller's view, loaded at the size of the area under the bar, under the bar, and the bar's
    /// title and back button in step with the stack. Telling the top controller it appears is the caller's part.
    private func placeTop() {
        guard let top = topViewController else {
            return
        }
        let area = NavigationContainerView.contentFrame(in: view.bounds)
        let topView = top.loadViewIfNeeded(size: area.size)
        topView.frame = area
        view.insertSubview(topView, belowSubview: navigationBar)
        showBarContent()
        view.setNeedsLayout()
    }

    private func showBarContent() {
        let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        navigationBar.show(title: topViewController?.title, backTitle: below.map { $0.title ?? "Back" })
    }
}
