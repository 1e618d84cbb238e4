import CellKit
import Testing

@Suite("ScrollView")
@MainActor
struct ScrollViewTests {
    @Test func defaultsMatchUIKit() {
        let scroll = ScrollView()
        #expect(scroll.contentSize == .zero)
        #expect(scroll.contentOffset == .zero)
        #expect(scroll.contentInset == .zero)
        #expect(scroll.isScrollEnabled && scroll.bounces)
        #expect(scroll.showsVerticalScrollIndicator && scroll.showsHorizontalScrollIndicator)
        #expect(!scroll.isPagingEnabled)
        #expect(scroll.clipsToBounds)
    }

    @Test(arguments: [Point(x: 0, y: 120), Point(x: 40, y: 0), Point(x: -10, y: -64)])
    func contentOffsetIsTheBoundsOrigin(offset: Point) {
        let scroll = ScrollView(frame: Rect(x: 5, y: 5, width: 320, height: 480))
        scroll.layoutIfNeeded()
        scroll.setContentOffset(offset, animated: false)
        #expect(scroll.bounds == Rect(origin: offset, size: Size(width: 320, height: 480)))
        #expect(scroll.frame == Rect(x: 5, y: 5, width: 320, height: 480))
        #expect(scroll.needsLayout)
        scroll.bounds.origin = .zero
        #expect(scroll.contentOffset == .zero)
    }

    @Test func settingTheSameOffsetDoesNotInvalidateLayout() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentOffset = Point(x: 0, y: 10)
        scroll.layoutIfNeeded()
        scroll.contentOffset = Point(x: 0, y: 10)
        #expect(!scroll.needsLayout)
    }
}
