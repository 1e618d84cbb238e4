import CellKit
import Testing

@Suite("View layout")
@MainActor
struct ViewLayoutTests {
    @Test func layoutRunsOncePerNeededPass() {
        let view = LayoutCountingView()
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layoutCount == 1)
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.needsLayout)
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layoutCount == 2)
        #expect(!view.needsLayout)
    }

    @Test(arguments: [
        (Rect(x: 0, y: 0, width: 100, height: 60), true),
        (Rect(x: 0, y: 0, width: 100, height: 50), false),
        (Rect(x: 30, y: 40, width: 100, height: 50), false),
        (Rect(x: 30, y: 40, width: 100.5, height: 50), true),
    ])
    func onlyASizeChangeInvalidatesLayout(newFrame: Rect, invalidates: Bool) {
        let view = LayoutCountingView(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        view.layoutIfNeeded()
        view.frame = newFrame
        #expect(view.needsLayout == invalidates)
        view.layoutIfNeeded()
        #expect(view.layoutCount == (invalidates ? 2 : 1))
    }

    @Test func boundsSizeResizesTheFrameAboutItsCentre() {
        let view = LayoutCountingView(frame: Rect(x: 10, y: 10, width: 100, height: 50))
        view.layoutIfNeeded()
        view.bounds.size = Size(width: 80, height: 70)
        #expect(view.frame == Rect(x: 20, y: 0, width: 80, height: 70))
        #expect(view.center == Point(x: 60, y: 35))
        #expect(view.bounds.origin == .zero)
        #expect(view.needsLayout)
    }

    @Test func boundsOriginScrollsAndInvalidatesLayout() {
        let view = LayoutCountingView(frame: Rect(x: 10, y: 10, width: 100, height: 50))
        view.layoutIfNeeded()
        view.bounds.origin = Point(x: 0, y: 30)
        #expect(view.frame == Rect(x: 10, y: 10, width: 100, height: 50))
        #expect(view.bounds == Rect(x: 0, y: 30, width: 100, height: 50))
        #expect(view.needsLayout)
    }

    @Test func centerMovesTheFrame() {
        let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        view.center = Point(x: 50, y: 50)
        #expect(view.frame == Rect(x: 40, y: 45, width: 20, height: 10))
    }

    @Test func passRecursesSuperviewFirstAndCatchesSizesItSets() {
        let parent = LayoutCountingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let child = LayoutCountingView()
        parent.addSubview(child)
        var order: [String] = []
        parent.onLayout = { view in
            order.append("parent")
            child.frame = Rect(x: 0, y: 0, width: view.bounds.width / 2, height: view.bounds.height)
        }
        child.onLayout = { _ in order.append("child") }
        parent.layoutIfNeeded()
        #expect(order == ["parent", "child"])
        #expect(child.frame.size == Size(width: 100, height: 100))

        parent.frame.size.width = 300
        parent.layoutIfNeeded()
        #expect(order == ["parent", "child", "parent", "child"])
        #expect(child.frame.width == 150)

        // Only the child is invalid: the parent is not laid out again.
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(parent.layoutCount == 2)
        #expect(child.layoutCount == 3)
    }

    @Test func addingAndRemovingSubviewsInvalidatesTheSuperview() {
        let parent = LayoutCountingView()
        let child = View()
        parent.layoutIfNeeded()
        parent.addSubview(child)
        #expect(parent.needsLayout)
        parent.layoutIfNeeded()
        child.removeFromSuperview()
        #expect(parent.needsLayout)
    }

    @Test func sizeToFitUsesIntrinsicDimensionsAndKeepsTheOthers() {
        let imageView = ImageView(image: Image(named: "thumb", size: Size(width: 64, height: 48)))
        imageView.frame = Rect(x: 5, y: 6, width: 10, height: 10)
        imageView.sizeToFit()
        #expect(imageView.frame == Rect(x: 5, y: 6, width: 64, height: 48))

        let plain = View(frame: Rect(x: 1, y: 2, width: 30, height: 40))
        plain.sizeToFit()
        #expect(plain.frame == Rect(x: 1, y: 2, width: 30, height: 40))
    }

    @Test func awakeFromNibIsAnOverridableHook() {
        final class AwakeView: View {
            var awoke = false
            override func awakeFromNib() { awoke = true }
        }
        let view = AwakeView()
        #expect(!view.awoke)
        view.awakeFromNib()
        #expect(view.awoke)
    }
}
