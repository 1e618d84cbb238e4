import CellKit
import Testing

@testable import CellPreview

/// What `SVGRenderer` draws for the value controls and indicators.
@MainActor @Suite("SVG renderer: value controls")
struct SVGRendererValueControlTests {
    private func render(_ view: View) -> String {
        SVGRenderer(assets: nil).render(view)
    }

    @Test("a slider is a grey track, tinted up to the thumb, with a white thumb where the value maps")
    func slider() {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 228, height: 30))
        slider.maximumValue = 10
        slider.value = 5
        let svg = render(slider)
        #expect(svg.contains(##"<rect x="0" y="13" width="228" height="4" rx="2" ry="2" fill="#E3E3E5"/>"##))
        #expect(svg.contains(##"<rect x="0" y="13" width="114" height="4" rx="2" ry="2" fill="#007AFF"/>"##))
        #expect(svg.contains(##"<circle cx="114" cy="15" r="14" fill="#FFFFFF" stroke="#D1D1D6""##))
        slider.minimumTrackTintColor = .systemRed
        #expect(render(slider).contains(##"width="114" height="4" rx="2" ry="2" fill="#FF3B30"/>"##))
    }

    @Test("a segmented control is a grey bar with the selected segment a white rounded rectangle and each title")
    func segmentedControl() {
        let segmented = SegmentedControl(items: ["Day", "Week"])
        segmented.frame = Rect(x: 0, y: 0, width: 200, height: 32)
        segmented.selectedSegmentIndex = 1
        let svg = render(segmented)
        #expect(svg.contains(##"<rect x="0" y="0" width="200" height="32" rx="8" ry="8" fill="#EEEEEF"/>"##))
        #expect(svg.contains(##"<rect x="102" y="2" width="96" height="28" rx="7" ry="7" fill="#FFFFFF""##))
        #expect(svg.contains(">Day</text>") && svg.contains(">Week</text>"))
        #expect(svg.contains(#"<g transform="translate(100,0)">"#))
    }

    @Test("a stepper is 94 by 32 centred in its frame; a button that cannot step is grey")
    func stepper() {
        let stepper = Stepper(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        let svg = render(stepper)
        #expect(svg.contains(##"<rect x="3" y="4" width="94" height="32" rx="8" ry="8" fill="#EEEEEF"/>"##))
        // At the minimum the minus is grey and the plus black.
        #expect(svg.contains(##"<rect x="19.5" y="19" width="14" height="2" rx="1" ry="1" fill="#C7C7CC"/>"##))
        #expect(svg.contains(##"<rect x="66.5" y="19" width="14" height="2" rx="1" ry="1" fill="#000000"/>"##))
    }

    @Test("an animating indicator is eight spokes in its colour; a stopped one that hides draws nothing")
    func activityIndicator() {
        let indicator = ActivityIndicatorView(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(!render(indicator).contains("<line"))
        indicator.startAnimating()
        indicator.color = .systemBlue
        let svg = render(indicator)
        #expect(svg.components(separatedBy: "<line").count == 9)
        #expect(svg.contains(##"<line x1="10" y1="5.5" x2="10" y2="0" stroke="#007AFF""##))
    }

    @Test("a progress view fills its track to the progress; the bar style has square ends")
    func progressView() {
        let progress = ProgressView(frame: Rect(x: 0, y: 0, width: 200, height: 4))
        progress.progress = 0.25
        #expect(render(progress).contains(##"<rect x="0" y="0" width="50" height="4" rx="2" ry="2" fill="#007AFF"/>"##))
        progress.progressViewStyle = .bar
        progress.progressTintColor = .systemGreen
        #expect(render(progress).contains(##"<rect x="0" y="0" width="50" height="4" rx="0" ry="0" fill="#34C759"/>"##))
    }

    @Test("a page control is a centred dot per page, the current one dark; a single page may hide")
    func pageControl() {
        let pages = PageControl(frame: Rect(x: 0, y: 0, width: 79, height: 37))
        pages.numberOfPages = 3
        pages.currentPage = 1
        let svg = render(pages)
        #expect(svg.contains(##"<circle cx="23.5" cy="18.5" r="3.5" fill="#000000" fill-opacity="0.2"/>"##))
        #expect(svg.contains(##"<circle cx="39.5" cy="18.5" r="3.5" fill="#000000"/>"##))
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        #expect(!render(pages).contains("<circle"))
        pages.numberOfPages = 1_000_000_000
        pages.hidesForSinglePage = false
        #expect(render(pages).components(separatedBy: "<circle").count < 10)
    }

    @Test("in dark mode the controls' and indicators' semantic colours are their dark variants")
    func darkMode() {
        let window = Window(size: Size(width: 320, height: 200))
        window.traitOverrides.userInterfaceStyle = .dark
        let progress = ProgressView(frame: Rect(x: 0, y: 0, width: 100, height: 4))
        progress.progress = 0.5
        progress.progressTintColor = .systemIndigo
        let pages = PageControl(frame: Rect(x: 0, y: 10, width: 100, height: 37))
        pages.numberOfPages = 2
        pages.currentPageIndicatorTintColor = .systemTeal
        let spinner = ActivityIndicatorView(frame: Rect(x: 0, y: 50, width: 20, height: 20))
        spinner.color = .systemCyan
        spinner.startAnimating()
        let field = TextField(frame: Rect(x: 0, y: 80, width: 100, height: 30))
        field.borderStyle = .roundedRect
        field.clearButtonMode = .always
        field.text = "a"
        for view in [progress, pages, spinner, field] as [View] {
            window.addSubview(view)
        }
        let svg = SVGRenderer(assets: nil).render(window)
        // systemIndigo, systemTeal and systemCyan in dark mode, and the clear button's dark systemGray3.
        for dark in ["#5E5CE6", "#40C8E0", "#64D2FF", "#48484A"] {
            #expect(svg.contains(dark), "\(dark) in the dark picture")
        }
        for light in ["#5856D6", "#30B0C7", "#32ADE6"] {
            #expect(!svg.contains(light), "\(light), a light variant, in the dark picture")
        }
    }
}
