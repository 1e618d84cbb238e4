import CellKit
import Testing

@Suite("SegmentedControl")
@MainActor
struct SegmentedControlTests {
    @Test("a new control has no segments and none selected; its titles decide its width, 32 high")
    func defaults() {
        let segmented = SegmentedControl()
        #expect(segmented.numberOfSegments == 0 && segmented.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(!segmented.isMomentary && segmented.primaryActionEvent == .valueChanged)
        let titled = SegmentedControl(items: ["Day", "Week"])
        let widest = TextMetrics.width(of: "Week", font: .systemFont(ofSize: 13))
        #expect(titled.intrinsicContentSize == Size(width: 2 * (widest + 24), height: 32))
    }

    @Test("the selection is a segment or none: an index past the segments selects none, and follows edits")
    func selection() {
        let segmented = SegmentedControl(items: ["A", "B", "C"])
        segmented.selectedSegmentIndex = 3
        #expect(segmented.selectedSegmentIndex == -1)
        segmented.selectedSegmentIndex = 2
        segmented.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(segmented.selectedSegmentIndex == 3 && segmented.titleForSegment(at: 0) == "Z")
        segmented.removeSegment(at: 1, animated: false)
        #expect(segmented.selectedSegmentIndex == 2 && segmented.segments == ["Z", "B", "C"])
        segmented.removeSegment(at: 2, animated: false)
        #expect(segmented.selectedSegmentIndex == -1)
        segmented.selectedSegmentIndex = 1
        segmented.segments = ["only"]
        #expect(segmented.selectedSegmentIndex == -1 && segmented.titleForSegment(at: 5) == nil)
    }

    @Test("a tap selects the segment under it and sends valueChanged; a tap on the selected one sends nothing")
    func taps() {
        let segmented = SegmentedControl(items: ["Day", "Week", "Month"])
        segmented.frame = Rect(x: 0, y: 0, width: 300, height: 32)
        var seen: [Int] = []
        segmented.addAction(named: "picked") { sender in
            seen.append((sender as? SegmentedControl)?.selectedSegmentIndex ?? -2)
        }
        segmented.handleTap(at: Point(x: 150, y: 16))
        segmented.handleTap(at: Point(x: 160, y: 16))
        segmented.handleTap(at: Point(x: 299, y: 16))
        #expect(seen == [1, 2] && segmented.selectedSegmentIndex == 2)
        segmented.isMomentary = true
        segmented.handleTap(at: Point(x: 10, y: 16))
        segmented.handleTap(at: Point(x: 10, y: 16))
        #expect(seen == [1, 2, 0, 0] && segmented.selectedSegmentIndex == -1)
    }

    @Test("a tap in a window lands on the segment under the window's point")
    func tapInAWindow() {
        let segmented = SegmentedControl(items: ["Off", "On"])
        segmented.frame = Rect(x: 100, y: 10, width: 100, height: 32)
        let window = Window(size: Size(width: 320, height: 100))
        window.addSubview(segmented)
        #expect(window.tap(at: Point(x: 180, y: 20)) === segmented)
        #expect(segmented.selectedSegmentIndex == 1)
    }
}
