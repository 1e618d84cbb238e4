import CellKit
import CellPreview
import Testing

/// The screen text of the value controls and indicators.
@MainActor @Suite("Screen text of value controls")
struct ScreenTextValueControlTests {
    @Test("each value control and indicator shows its kind and value; a disabled control says so")
    func valueControls() {
        let window = Window(size: Size(width: 320, height: 300))
        let slider = Slider(frame: Rect(x: 10, y: 10, width: 200, height: 30))
        slider.maximumValue = 4
        slider.value = 1.25
        let segmented = SegmentedControl(items: ["Day", "Week", "Month"])
        segmented.frame = Rect(x: 10, y: 50, width: 200, height: 32)
        segmented.selectedSegmentIndex = 1
        let stepper = Stepper(frame: Rect(x: 10, y: 90, width: 94, height: 32))
        stepper.maximumValue = 10
        stepper.value = 3
        stepper.isEnabled = false
        let spinner = ActivityIndicatorView(frame: Rect(x: 10, y: 130, width: 20, height: 20))
        spinner.startAnimating()
        let stopped = ActivityIndicatorView(frame: Rect(x: 40, y: 130, width: 20, height: 20))
        let shownStopped = ActivityIndicatorView(frame: Rect(x: 70, y: 130, width: 20, height: 20))
        shownStopped.hidesWhenStopped = false
        let progress = ProgressView(frame: Rect(x: 10, y: 160, width: 200, height: 4))
        progress.progress = 0.404
        let pages = PageControl(frame: Rect(x: 10, y: 170, width: 100, height: 37))
        pages.numberOfPages = 5
        pages.currentPage = 1
        let single = PageControl(frame: Rect(x: 10, y: 210, width: 100, height: 37))
        single.numberOfPages = 1
        single.hidesForSinglePage = true
        for view in [slider, segmented, stepper, spinner, stopped, shownStopped, progress, pages, single] {
            window.addSubview(view)
        }
        #expect(
            ScreenText.lines(of: window) == [
                "    10     10  [slider 1.25 in 0...4]",
                "    50     10  [segments \"Day\" | *\"Week\"* | \"Month\"]",
                "    90     10  [stepper 3 in 0...10, disabled]",
                "   130     10  [activity indicator]",
                "   130     70  [activity indicator, stopped]",
                "   160     10  [progress 40%]",
                "   170     10  [page 2 of 5]",
            ])
    }
}
