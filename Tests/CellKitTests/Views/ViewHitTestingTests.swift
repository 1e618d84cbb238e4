import CellKit
import Testing

/// The hierarchy every test here uses, in root coordinates:
///
///     root      (0, 0, 300, 400)
///     ├─ card   (10, 10, 200, 100)
///     │  ├─ icon     (20, 20, 30, 30)     → (30, 30) to (60, 60) in root
///     │  └─ cover    (15, 15, 40, 10)     → (25, 25) to (65, 35), in front of the icon
///     └─ scroll (0, 150, 300, 200), scrolled to (0, 500)
///        └─ row  (0, 520, 300, 40)        → (0, 170) to (300, 210) in root
@MainActor
private struct Scene {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 400))
    let card = View(frame: Rect(x: 10, y: 10, width: 200, height: 100))
    let icon = View(frame: Rect(x: 20, y: 20, width: 30, height: 30))
    let cover = View(frame: Rect(x: 15, y: 15, width: 40, height: 10))
    let scroll = ScrollView(frame: Rect(x: 0, y: 150, width: 300, height: 200))
    let row = View(frame: Rect(x: 0, y: 520, width: 300, height: 40))

    init() {
        root.addSubview(card)
        card.addSubview(icon)
        card.addSubview(cover)
        root.addSubview(scroll)
        scroll.contentSize = Size(width: 300, height: 2_000)
        scroll.contentOffset = Point(x: 0, y: 500)
        scroll.addSubview(row)
    }

    func name(of view: View?) -> String {
        let names: [(View, String)] = [
            (root, "root"), (card, "card"), (icon, "icon"), (cover, "cover"), (scroll, "scroll"), (row, "row"),
        ]
        return names.first { $0.0 === view }?.1 ?? "nil"
    }
}

@Suite("View hit-testing")
@MainActor
struct ViewHitTestingTests {
    @Test(arguments: [
        (Point(x: 5, y: 5), "root"),
        (Point(x: 100, y: 100), "card"),
        (Point(x: 40, y: 40), "icon"),
        (Point(x: 30, y: 30), "cover"),
        (Point(x: 100, y: 160), "scroll"),
        (Point(x: 100, y: 170), "row"),
        (Point(x: 100, y: 209.5), "row"),
        (Point(x: 100, y: 210), "scroll"),
        (Point(x: 300, y: 10), "nil"),
        (Point(x: -1, y: 10), "nil"),
    ])
    func findsTheDeepestFrontmostView(point: Point, expected: String) {
        let scene = Scene()
        #expect(scene.name(of: scene.root.hitTest(point)) == expected)
    }

    @Test func hiddenTransparentAndDisabledViewsAreSkippedWithTheirSubtrees() {
        let scene = Scene()
        #expect(scene.name(of: scene.root.hitTest(Point(x: 28, y: 28))) == "cover")
        scene.cover.isHidden = true
        #expect(scene.name(of: scene.root.hitTest(Point(x: 28, y: 28))) == "card")
        scene.icon.alpha = 0.005
        #expect(scene.name(of: scene.root.hitTest(Point(x: 40, y: 40))) == "card")
        scene.icon.alpha = 0.01
        #expect(scene.name(of: scene.root.hitTest(Point(x: 40, y: 40))) == "icon")
        scene.card.isUserInteractionEnabled = false
        #expect(scene.name(of: scene.root.hitTest(Point(x: 40, y: 40))) == "root")
    }

    @Test func subviewsOutsideTheirSuperviewAreNotHit() {
        let scene = Scene()
        let overhang = View(frame: Rect(x: 190, y: 0, width: 50, height: 20))
        scene.card.addSubview(overhang)
        #expect(scene.root.hitTest(Point(x: 205, y: 15)) === overhang)
        #expect(scene.root.hitTest(Point(x: 230, y: 15)) === scene.root)
    }

    @Test func labelsAndImageViewsLetTouchesThrough() {
        let scene = Scene()
        let label = Label(frame: Rect(x: 100, y: 0, width: 50, height: 20))
        let button = Button(frame: Rect(x: 150, y: 0, width: 50, height: 20))
        scene.card.addSubview(label)
        scene.card.addSubview(button)
        #expect(scene.root.hitTest(Point(x: 120, y: 15)) === scene.card)
        #expect(scene.root.hitTest(Point(x: 170, y: 15)) === button)
    }

    @Test func hitTestTakesPointsInTheReceiversCoordinates() {
        let scene = Scene()
        #expect(scene.scroll.hitTest(Point(x: 10, y: 530)) === scene.row)
        #expect(scene.scroll.hitTest(Point(x: 10, y: 30)) == nil)
    }
}
