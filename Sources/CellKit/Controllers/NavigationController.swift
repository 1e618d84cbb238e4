/// A stack of view controllers shown one at a time under a navigation bar (UIKit's `UINavigationController`):
/// `pushViewController` shows a new screen, the back button or `popViewController` returns to the one below.
/// Headless: nothing animates, a push or pop takes effect at once.
///
/// The top controller's view fills the area under the bar; it is loaded at that size, so its `viewDidLoad()`
/// already sees the size it is shown at. A controller covered by a push keeps its view (loaded once) and gets
/// `viewDidDisappear()`; it gets `viewWillAppear()` again when the controllers above it are popped.
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

    /// Shows the bar and the top controller's view.
    public override func viewDidLoad() {
        view.addSubview(navigationBar)
        showTop()
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
            showTop()
        }
    }

    /// Pops the top controller and shows the one below; the root is never popped. Returns the popped controller,
    /// or nil when only the root is left. `animated` is ignored.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let popped = viewControllers.popLast() else {
            return nil
        }
        popped.navigationController = nil
        if isViewLoaded {
            hide(popped)
            showTop()
        }
        return popped
    }

    /// Pops every controller above the root and returns them, the lowest first.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] {
        var popped: [ViewController] = []
        while let controller = popViewController(animated: animated) {
            popped.insert(controller, at: 0)
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
    /// title and back button in step with the stack.
    private func showTop() {
        guard let top = topViewController else {
            return
        }
        let area = NavigationContainerView.contentFrame(in: view.bounds)
        let topView = top.loadViewIfNeeded(size: area.size)
        topView.frame = area
        top.viewWillAppear()
        view.insertSubview(topView, belowSubview: navigationBar)
        showBarContent()
        view.setNeedsLayout()
    }

    private func showBarContent() {
        let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        navigationBar.show(title: topViewController?.title, backTitle: below.map { $0.title ?? "Back" })
    }
}
