import CellKit
import Testing

@Suite("View coordinate conversion")
@MainActor
struct ViewCoordinatesTests {
    /// root (0, 0, 400, 800) ⊃ scroll (0, 100, 400, 600) scrolled to (0, 300) ⊃ cell (0, 340, 400, 44)
    /// ⊃ label (15, 10, 200, 20); and root ⊃ header (20, 30, 100, 50).
    @MainActor
    private struct Scene {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let scroll = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 600))
        let cell = View(frame: Rect(x: 0, y: 340, width: 400, height: 44))
        let label = Label(frame: Rect(x: 15, y: 10, width: 200, height: 20))
        let header = View(frame: Rect(x: 20, y: 30, width: 100, height: 50))

        init() {
            root.addSubview(scroll)
            scroll.addSubview(cell)
            cell.addSubview(label)
            root.addSubview(header)
            scroll.contentOffset = Point(x: 0, y: 300)
        }
    }

    @Test func convertsUpThroughAScrolledScrollView() {
        let scene = Scene()
        // (1, 2) → cell (16, 12) → scroll (16, 352) → root (16, 352 - 300 + 100).
        #expect(scene.label.convert(Point(x: 1, y: 2), to: scene.root) == Point(x: 16, y: 152))
        #expect(scene.label.convert(Point(x: 1, y: 2), to: nil) == Point(x: 16, y: 152))
        #expect(scene.label.convert(Point(x: 1, y: 2), to: scene.scroll) == Point(x: 16, y: 352))
    }

    @Test func convertsDownAndAcrossBranches() {
        let scene = Scene()
        #expect(scene.root.convert(Point(x: 16, y: 152), to: scene.label) == Point(x: 1, y: 2))
        #expect(scene.label.convert(Point(x: 16, y: 152), from: nil) == Point(x: 1, y: 2))
        #expect(scene.header.convert(Point.zero, to: scene.label) == Point(x: 5, y: -120))
        #expect(scene.label.convert(Point(x: 5, y: -120), to: scene.header) == .zero)
        #expect(scene.label.convert(Point(x: 3, y: 4), from: scene.label) == Point(x: 3, y: 4))
    }

    @Test func scrollingMovesContentInRootCoordinates() {
        let scene = Scene()
        let before = scene.cell.convert(Point.zero, to: nil)
        scene.scroll.setContentOffset(Point(x: 0, y: 340), animated: true)
        let after = scene.cell.convert(Point.zero, to: nil)
        #expect(before.y - after.y == 40)
        #expect(after == Point(x: 0, y: 100))
    }

    @Test func rectsKeepTheirSize() {
        let scene = Scene()
        let rect = scene.label.convert(scene.label.bounds, to: scene.root)
        #expect(rect == Rect(x: 15, y: 150, width: 200, height: 20))
        #expect(scene.label.convert(rect, from: scene.root) == scene.label.bounds)
    }

    @Test func separateHierarchiesMeetOnTheirRootsPlane() {
        let windowA = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let windowB = View(frame: Rect(x: 100, y: 50, width: 100, height: 100))
        let child = View(frame: Rect(x: 10, y: 10, width: 10, height: 10))
        windowB.addSubview(child)
        #expect(child.convert(Point.zero, to: windowA) == Point(x: 110, y: 60))
        #expect(windowA.convert(Point(x: 110, y: 60), to: child) == .zero)
    }

    @Test(arguments: [Point(x: 0, y: 0), Point(x: -7.5, y: 12.25), Point(x: 1_000, y: -3)])
    func conversionRoundTrips(point: Point) {
        let scene = Scene()
        let views: [View] = [scene.root, scene.scroll, scene.cell, scene.label, scene.header]
        for from in views {
            for to in views {
                #expect(to.convert(from.convert(point, to: to), to: from) == point)
            }
        }
    }
}
