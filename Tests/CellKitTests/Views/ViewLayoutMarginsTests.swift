import CellCatalog
import CellKit
import Testing

/// `View.layoutMargins` and `preservesSuperviewLayoutMargins`, as UIKit's: 8 points by default, and a preserving
/// view takes the part of its superview's margins that reaches into it.
@MainActor
@Suite struct ViewLayoutMarginsTests {
    @Test func defaultsAreUIKits() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(!view.preservesSuperviewLayoutMargins)
        #expect(view.insetsLayoutMarginsFromSafeArea)
        #expect(view.layoutMarginsFrame == Rect(x: 8, y: 8, width: 84, height: 34))
        let cell = TableViewCell(reuseIdentifier: nil)
        #expect(cell.contentView.layoutMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
    }

    @Test func aViewThatDoesNotPreserveKeepsItsOwn() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        parent.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let child = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        parent.addSubview(child)
        #expect(child.effectiveLayoutMargins == child.layoutMargins)
    }

    @Test(
        "a preserving view takes, on each edge, the larger of its own margin and the part of its superview's that reaches in",
        arguments: [
            (Rect(x: 0, y: 0, width: 200, height: 100), EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)),
            (Rect(x: 5, y: 30, width: 190, height: 60), EdgeInsets(top: 8, left: 15, bottom: 10, right: 15)),
            (Rect(x: 50, y: 50, width: 100, height: 10), EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)),
        ])
    func preserving(frame: Rect, expected: EdgeInsets) {
        let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        parent.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let child = View(frame: frame)
        child.preservesSuperviewLayoutMargins = true
        parent.addSubview(child)
        #expect(child.effectiveLayoutMargins == expected)
    }

    @Test func preservingChainsThroughPreservingSuperviews() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.layoutMargins = EdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        let middle = View(frame: Rect(x: 10, y: 0, width: 180, height: 100))
        middle.preservesSuperviewLayoutMargins = true
        let leaf = View(frame: Rect(x: 5, y: 0, width: 170, height: 100))
        leaf.preservesSuperviewLayoutMargins = true
        root.addSubview(middle)
        middle.addSubview(leaf)
        // The middle view has 20 from the root's 30 at its left; the leaf, 5 further in, has 15.
        #expect(middle.effectiveLayoutMargins.left == 20)
        #expect(leaf.effectiveLayoutMargins.left == 15)
        #expect(leaf.effectiveLayoutMargins.right == 15)
    }

    @Test func settingTheMarginsNeedsLayout() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutMargins = .zero
        #expect(view.needsLayout)
    }
}

/// The catalog's defaults for the margins are CellKit's.
@MainActor
@Suite struct LayoutMarginsDefaultsTests {
    @Test func theContentViewBlocksDefaultIsTheContentViews() throws {
        let spec = try #require(CellPart.contentView.properties.first { $0.name == "layoutMargins" })
        let margins = TableViewCell(reuseIdentifier: nil).contentView.layoutMargins
        #expect(CellPart.contentView.defaultValue(of: spec) == margins.description)
        #expect(spec.defaultValue == View().layoutMargins.description)
    }
}
