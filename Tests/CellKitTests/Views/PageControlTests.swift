import CellKit
import Testing

@Suite("PageControl")
@MainActor
struct PageControlTests {
    @Test("a new page control has no pages; its width is 7 a dot and 9 a gap, 37 high")
    func defaults() {
        let pages = PageControl()
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0 && !pages.hidesForSinglePage)
        #expect(pages.primaryActionEvent == .valueChanged)
        pages.numberOfPages = 3
        #expect(pages.intrinsicContentSize == Size(width: 39, height: 37))
    }

    @Test("the current page stays among the pages, and a negative count is none")
    func clamping() {
        let pages = PageControl()
        pages.numberOfPages = 5
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.currentPage = -1
        #expect(pages.currentPage == 0)
        pages.numberOfPages = -4
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
    }

    @Test("a tap on the right half goes forward a page, on the left back one, sending valueChanged when it moved")
    func taps() {
        let pages = PageControl(frame: Rect(x: 0, y: 0, width: 100, height: 37))
        pages.numberOfPages = 3
        var seen: [Int] = []
        pages.addAction(named: "paged") { sender in seen.append((sender as? PageControl)?.currentPage ?? -1) }
        pages.handleTap(at: Point(x: 10, y: 10))
        pages.handleTap(at: Point(x: 90, y: 10))
        pages.handleTap(at: Point(x: 90, y: 10))
        pages.handleTap(at: Point(x: 90, y: 10))
        pages.handleTap(at: Point(x: 10, y: 10))
        #expect(seen == [1, 2, 1])
    }

    @Test("a control that hides for a single page shows no dots with one page")
    func singlePage() {
        let pages = PageControl()
        pages.numberOfPages = 1
        #expect(pages.showsDots)
        pages.hidesForSinglePage = true
        #expect(!pages.showsDots)
    }
}
