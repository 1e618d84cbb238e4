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

    @Test("a content size that fits the subviews is their extent from the origin, and follows them")
    func contentSizeFitsSubviews() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = Size(width: 10, height: 10)
        let page = View(frame: Rect(x: 0, y: 0, width: 300, height: 80))
        let badge = View(frame: Rect(x: 250, y: 60, width: 20, height: 40))
        scroll.addSubview(page)
        scroll.addSubview(badge)
        #expect(scroll.contentSize == Size(width: 10, height: 10))
        scroll.contentSizeFitsSubviews = true
        #expect(scroll.contentSize == Size(width: 300, height: 100))
        page.frame.size.width = 400
        #expect(scroll.contentSize == Size(width: 400, height: 100))
        scroll.contentSizeFitsSubviews = false
        #expect(scroll.contentSize == Size(width: 10, height: 10))
    }

    @Test("a layout reader is laid out again when the offset changes, held weakly and once")
    func layoutReaders() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(scroll)
        scroll.addLayoutReader(root)
        scroll.addLayoutReader(root)
        root.layoutIfNeeded()
        scroll.contentOffset = Point(x: 0, y: 10)
        #expect(root.needsLayout)
        root.layoutIfNeeded()
        scroll.contentOffset = Point(x: 0, y: 10)
        #expect(!root.needsLayout)
        // A reader that went away is forgotten, and does not keep the scroll view from scrolling.
        var reader: View? = View()
        if let reader { scroll.addLayoutReader(reader) }
        reader = nil
        scroll.contentOffset = Point(x: 0, y: 20)
        #expect(root.needsLayout && reader == nil)
    }
}
