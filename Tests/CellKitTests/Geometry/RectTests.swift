import CellKit
import Testing

@Suite("Rect")
struct RectTests {
    @Test func edgesAndCentreComeFromOriginAndSize() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.origin == Point(x: 10, y: 20))
        #expect(rect.size == Size(width: 30, height: 40))
        #expect([rect.minX, rect.midX, rect.maxX] == [10, 25, 40])
        #expect([rect.minY, rect.midY, rect.maxY] == [20, 40, 60])
        #expect(rect.width == 30)
        #expect(rect.height == 40)
        #expect(Rect(origin: rect.origin, size: rect.size) == rect)
    }

    @Test func negativeSizesAreStandardizedForEdgesOnly() {
        let rect = Rect(x: 10, y: 10, width: -4, height: -6)
        #expect(rect.minX == 6)
        #expect(rect.maxX == 10)
        #expect(rect.minY == 4)
        #expect(rect.maxY == 10)
        #expect(rect.width == -4)
        #expect(rect.standardized == Rect(x: 6, y: 4, width: 4, height: 6))
    }

    @Test func mutatingStoredPartsMovesTheEdges() {
        var rect = Rect.zero
        rect.origin.x = 12
        rect.size.width = 100
        #expect(rect.minX == 12)
        #expect(rect.maxX == 112)
    }

    @Test(arguments: [
        (Point(x: 10, y: 20), true),
        (Point(x: 39.5, y: 59.5), true),
        (Point(x: 40, y: 30), false),
        (Point(x: 20, y: 60), false),
        (Point(x: 9.5, y: 30), false),
        (Point(x: 20, y: 19.5), false),
    ])
    func containsIsHalfOpen(point: Point, expected: Bool) {
        #expect(Rect(x: 10, y: 20, width: 30, height: 40).contains(point) == expected)
    }

    @Test func anEmptyRectContainsNothing() {
        #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(.zero))
    }

    @Test(arguments: [
        (Rect(x: 5, y: 5, width: 10, height: 10), Rect(x: 5, y: 5, width: 5, height: 5) as Rect?),
        (Rect(x: 2, y: 3, width: 4, height: 5), Rect(x: 2, y: 3, width: 4, height: 5)),
        (Rect(x: 10, y: 0, width: 10, height: 10), nil),
        (Rect(x: 0, y: 10, width: 10, height: 10), nil),
        (Rect(x: 20, y: 20, width: 5, height: 5), nil),
        (Rect(x: -5, y: -5, width: 30, height: 7), Rect(x: 0, y: 0, width: 10, height: 2)),
    ])
    func intersection(other: Rect, expected: Rect?) {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.intersection(other) == expected)
        #expect(other.intersection(rect) == expected)
        #expect(rect.intersects(other) == (expected != nil))
    }

    @Test func offsetMovesWithoutResizing() {
        let rect = Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2)
        #expect(rect == Rect(x: 11, y: 0, width: 3, height: 4))
    }

    @Test(arguments: [
        (2.0, 3.0, Rect(x: 12, y: 23, width: 26, height: 34)),
        (-5.0, 0.0, Rect(x: 5, y: 20, width: 40, height: 40)),
        (20.0, 25.0, Rect(x: 25, y: 40, width: 0, height: 0)),
    ])
    func insetByShrinksAroundTheMiddle(dx: Double, dy: Double, expected: Rect) {
        #expect(Rect(x: 10, y: 20, width: 30, height: 40).insetBy(dx: dx, dy: dy) == expected)
    }

    @Test func insetByEdgeInsetsMovesEachEdge() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == Rect(x: 2, y: 1, width: 94, height: 46))
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test func descriptionsReadLikeSource() {
        #expect(Rect(x: 0, y: 1.5, width: 320, height: -44).description == "(0, 1.5, 320, -44)")
        #expect(Point(x: 3, y: 4).description == "(3, 4)")
        #expect(Size(width: 0.25, height: 1e20).description == "(0.25, 1e+20)")
        #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).description == "(1, 2, 3, 4)")
    }

    @Test func zeroValuesAreZero() {
        #expect(Point.zero == Point(x: 0, y: 0))
        #expect(Size.zero == Size(width: 0, height: 0))
        #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(Rect.zero.isEmpty)
    }
}
