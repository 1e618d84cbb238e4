import CellKit
import Testing

/// The navigation stack: push and pop (by code and by the back button), the bar's title and back button, the root
/// never popped, each view loaded once and at the size of the area under the bar, which it fills.
@MainActor
@Suite struct NavigationControllerTests {
    /// A controller that records its life cycle, with the size its view has at each step.
    final class Screen: ViewController {
        private(set) var events: [String] = []

        init(title: String?) {
            super.init()
            self.title = title
        }

        override func loadView() {
            events.append("loadView")
            super.loadView()
        }

        override func viewDidLoad() {
            events.append("viewDidLoad \(view.frame.size)")
        }

        override func viewWillAppear() {
            events.append("viewWillAppear \(view.frame.size)")
        }

        override func viewDidDisappear() {
            events.append("viewDidDisappear")
        }

        /// How many times `event` (a prefix of the recorded lines) happened.
        func count(_ event: String) -> Int {
            events.filter { $0.hasPrefix(event) }.count
        }
    }

    /// A navigation controller on `root` in a window of `size`, laid out.
    static func show(_ root: ViewController, size: Size = Size(width: 320, height: 480)) -> (
        Window, NavigationController
    ) {
        let navigation = NavigationController(rootViewController: root)
        let window = Window(size: size)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        return (window, navigation)
    }

    /// The area under the bar in a window of `size`.
    static func area(_ size: Size) -> Rect {
        Rect(x: 0, y: 44, width: size.width, height: size.height - 44)
    }

    nonisolated static let sizes = [Size(width: 320, height: 480), Size(width: 414, height: 736)]

    @Test(arguments: sizes)
    func theRootFillsTheAreaUnderTheBarFromItsFirstLoad(size: Size) {
        let root = Screen(title: "Root")
        let (window, navigation) = Self.show(root, size: size)
        let area = Self.area(size)
        #expect(navigation.view.frame == Rect(origin: .zero, size: size))
        #expect(navigation.navigationBar.frame == Rect(x: 0, y: 0, width: size.width, height: 44))
        #expect(root.view.convert(root.view.bounds, to: window) == area)
        #expect(root.events == ["loadView", "viewDidLoad \(area.size)", "viewWillAppear \(area.size)"])
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === root)
        #expect(root.navigationController === navigation)
    }

    @Test func theBarShowsTheTopTitleAndNoBackButtonAtTheRoot() {
        let (_, navigation) = Self.show(Screen(title: "Root"))
        #expect(navigation.navigationBar.titleLabel.text == "Root")
        #expect(navigation.navigationBar.backButton.isHidden)
    }

    @Test(arguments: sizes)
    func aPushShowsTheNewTopUnderTheBarAndHidesTheOneBelow(size: Size) {
        let root = Screen(title: "Root")
        let (window, navigation) = Self.show(root, size: size)
        let detail = Screen(title: "Detail")
        navigation.pushViewController(detail, animated: true)
        window.layoutIfNeeded()
        let area = Self.area(size)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.viewControllers.last === detail)
        #expect(detail.navigationController === navigation)
        #expect(detail.view.convert(detail.view.bounds, to: window) == area)
        #expect(detail.events == ["loadView", "viewDidLoad \(area.size)", "viewWillAppear \(area.size)"])
        #expect(root.view.superview == nil)
        #expect(root.events.last == "viewDidDisappear")
        #expect(navigation.navigationBar.titleLabel.text == "Detail")
        #expect(!navigation.navigationBar.backButton.isHidden)
        #expect(navigation.navigationBar.backButton.title == "‹ Root")
    }

    @Test func theBackButtonIsTitledBackWhenTheControllerBelowHasNoTitle() {
        let (_, navigation) = Self.show(Screen(title: nil))
        navigation.pushViewController(Screen(title: "Detail"), animated: false)
        #expect(navigation.navigationBar.backButton.title == "‹ Back")
    }

    @Test func tappingTheBackButtonPopsToTheControllerBelow() {
        let root = Screen(title: "Root")
        let (window, navigation) = Self.show(root)
        let detail = Screen(title: "Detail")
        navigation.pushViewController(detail, animated: true)
        #expect(window.tap(navigation.navigationBar.backButton) === navigation.navigationBar.backButton)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === root)
        #expect(detail.navigationController == nil)
        #expect(detail.view.superview == nil)
        #expect(detail.events.last == "viewDidDisappear")
        #expect(root.view.superview === navigation.view)
        #expect(root.events.last == "viewWillAppear (320, 436)")
        #expect(navigation.navigationBar.titleLabel.text == "Root")
        #expect(navigation.navigationBar.backButton.isHidden)
    }

    @Test func theRootIsNeverPopped() {
        let root = Screen(title: "Root")
        let (window, navigation) = Self.show(root)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.popToRootViewController(animated: true).isEmpty)
        // The hidden back button takes no tap.
        #expect(window.tap(at: Point(x: 20, y: 22)) == nil)
        #expect(navigation.viewControllers.count == 1)
        #expect(root.view.superview === navigation.view)
        #expect(root.count("viewDidDisappear") == 0)
    }

    @Test(arguments: 1...4)
    func popToRootReturnsEveryControllerAboveTheRootLowestFirst(depth: Int) {
        let root = Screen(title: "Root")
        let (_, navigation) = Self.show(root)
        let pushed = (1...depth).map { Screen(title: "Level \($0)") }
        for screen in pushed {
            navigation.pushViewController(screen, animated: true)
        }
        #expect(navigation.viewControllers.count == depth + 1)
        let before = (root.events.count, pushed.map(\.events.count))
        let popped = navigation.popToRootViewController(animated: true)
        // Only the old top disappears and only the root appears; the screens between hear nothing.
        #expect(pushed.last?.events.suffix(from: before.1[depth - 1]) == ["viewDidDisappear"])
        for (screen, count) in zip(pushed, before.1).dropLast() {
            #expect(screen.events.count == count)
        }
        #expect(Array(root.events.suffix(from: before.0)) == ["viewWillAppear (320, 436)"])
        #expect(popped.count == depth)
        #expect(zip(popped, pushed).allSatisfy { $0 === $1 })
        #expect(navigation.viewControllers.count == 1)
        #expect(pushed.allSatisfy { $0.navigationController == nil && $0.viewIfLoaded?.superview == nil })
        #expect(navigation.view.subviews.count == 2)
    }

    @Test func eachViewLoadsOnceHoweverOftenItIsShown() {
        let root = Screen(title: "Root")
        let (_, navigation) = Self.show(root)
        let detail = Screen(title: "Detail")
        for _ in 0..<3 {
            navigation.pushViewController(detail, animated: true)
            navigation.popViewController(animated: true)
        }
        #expect(root.count("loadView") == 1)
        #expect(root.count("viewDidLoad") == 1)
        #expect(root.count("viewWillAppear") == 4)
        #expect(detail.count("loadView") == 1)
        #expect(detail.count("viewDidLoad") == 1)
        #expect(detail.count("viewWillAppear") == 3)
        #expect(detail.count("viewDidDisappear") == 3)
    }

    @Test func aControllerOnAStackOrTheNavigationControllerItselfIsNotPushed() {
        let root = Screen(title: "Root")
        let (_, navigation) = Self.show(root)
        let detail = Screen(title: "Detail")
        navigation.pushViewController(detail, animated: true)
        navigation.pushViewController(detail, animated: true)
        navigation.pushViewController(root, animated: true)
        navigation.pushViewController(navigation, animated: true)
        let (_, other) = Self.show(Screen(title: "Other"))
        other.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.count == 2)
        #expect(other.viewControllers.count == 1)
        #expect(detail.navigationController === navigation)
    }

    @Test func pushesBeforeTheViewLoadsShowOnlyTheTop() {
        let root = Screen(title: "Root")
        let navigation = NavigationController(rootViewController: root)
        let detail = Screen(title: "Detail")
        navigation.pushViewController(detail, animated: true)
        #expect(!detail.isViewLoaded)
        let window = Window()
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(!root.isViewLoaded)
        #expect(detail.view.convert(detail.view.bounds, to: window) == Self.area(window.frame.size))
        #expect(navigation.navigationBar.backButton.title == "‹ Root")
        navigation.popViewController(animated: true)
        #expect(root.events == ["loadView", "viewDidLoad (320, 436)", "viewWillAppear (320, 436)"])
    }

    @Test func titleChangesReachTheBar() {
        let root = Screen(title: "Root")
        let (_, navigation) = Self.show(root)
        let detail = Screen(title: "Detail")
        navigation.pushViewController(detail, animated: true)
        detail.title = "Renamed"
        #expect(navigation.navigationBar.titleLabel.text == "Renamed")
        root.title = "Home"
        #expect(navigation.navigationBar.backButton.title == "‹ Home")
    }

    @Test func theTopViewFollowsTheWindowsSize() {
        let root = Screen(title: "Root")
        let (window, _) = Self.show(root)
        window.frame = Rect(x: 0, y: 0, width: 414, height: 736)
        window.layoutIfNeeded()
        #expect(root.view.convert(root.view.bounds, to: window) == Self.area(Size(width: 414, height: 736)))
        #expect(root.count("viewDidLoad") == 1)
    }

    @Test func replacingTheWindowsRootRemovesTheOldView() {
        let first = Screen(title: "First")
        let (window, navigation) = Self.show(first)
        let second = Screen(title: "Second")
        window.rootViewController = second
        window.layoutIfNeeded()
        #expect(navigation.view.superview == nil)
        #expect(first.events.last == "viewDidDisappear")
        #expect(first.count("viewWillAppear") == 1)
        #expect(second.view.frame == window.bounds)
        #expect(second.events == ["loadView", "viewDidLoad (320, 480)", "viewWillAppear (320, 480)"])
    }
}
