import CellKit

/// The drawings of the controls that hold a value, and of the activity and progress indicators, as iOS 13 and later
/// draw them with their default colours: UIKit's tint (`systemBlue`) for what is filled, its fill colours for tracks.
extension SVGRenderer {
    /// The tint UIKit fills a slider's and a progress view's filled part with by default.
    static let defaultTint = Color.systemBlue
    /// The colour of an unfilled track (UIKit's `systemFill`, over white).
    static let trackColor = Color(rgb: 0xE3E3E5)
    /// The background of a segmented control and a stepper (UIKit's `tertiarySystemFill`, over white).
    static let controlFill = Color(rgb: 0xEEEEEF)
    /// The thin outline a white thumb or selected segment gets, where UIKit draws a shadow.
    static let thumbOutline = Color(rgb: 0xD1D1D6)

    /// Draws the kinds of this file, and nothing for any other view.
    func drawValueControl(_ view: View, in bounds: Rect, into writer: inout SVGWriter) {
        switch view {
        case let slider as Slider: drawSlider(slider, in: bounds, into: &writer)
        case let segmented as SegmentedControl: drawSegmentedControl(segmented, in: bounds, into: &writer)
        case let stepper as Stepper: drawStepper(stepper, in: bounds, into: &writer)
        case let indicator as ActivityIndicatorView: drawActivityIndicator(indicator, in: bounds, into: &writer)
        case let progress as ProgressView: drawProgressView(progress, in: bounds, into: &writer)
        case let pages as PageControl: drawPageControl(pages, in: bounds, into: &writer)
        case let picker as PickerView: drawPickerView(picker, in: bounds, into: &writer)
        default: break
        }
    }

    /// A rectangle with rounded corners, filled with `color` and outlined with `stroke` when given.
    private func fill(
        _ rect: Rect, radius: Double, _ color: Color, stroke: Color? = nil, into writer: inout SVGWriter
    ) {
        let r = SVGWriter.number(radius)
        var attributes = SVGWriter.rectAttributes(rect) + [("rx", r), ("ry", r)] + writer.paint("fill", color)
        if let stroke {
            attributes += writer.paint("stroke", stroke) + [("stroke-width", "0.5")]
        }
        writer.element("rect", attributes)
    }

    private func circle(
        x: Double, y: Double, radius: Double, _ color: Color, stroke: Color? = nil, into writer: inout SVGWriter
    ) {
        var attributes = [
            ("cx", SVGWriter.number(x)), ("cy", SVGWriter.number(y)), ("r", SVGWriter.number(radius)),
        ]
        attributes += writer.paint("fill", color)
        if let stroke {
            attributes += writer.paint("stroke", stroke) + [("stroke-width", "0.5")]
        }
        writer.element("circle", attributes)
    }

    /// A track 4 high across the slider, tinted left of the thumb, grey right of it, the value images at its ends
    /// and a white round thumb of 28 where the value puts it.
    private func drawSlider(_ slider: Slider, in bounds: Rect, into writer: inout SVGWriter) {
        let track = slider.trackRect
        let thumbX = slider.thumbCenterX(for: slider.value)
        let room = Slider.valueImageRoom
        if let image = slider.minimumValueImage {
            drawImage(
                image, contentMode: .center, in: Rect(x: 0, y: 0, width: room - 4, height: bounds.height),
                into: &writer)
        }
        if let image = slider.maximumValueImage {
            drawImage(
                image, contentMode: .center,
                in: Rect(x: bounds.width - room + 4, y: 0, width: room - 4, height: bounds.height), into: &writer)
        }
        fill(track, radius: 2, slider.maximumTrackTintColor ?? Self.trackColor, into: &writer)
        let filled = Rect(x: track.minX, y: track.minY, width: max(0, thumbX - track.minX), height: track.height)
        fill(filled, radius: 2, slider.minimumTrackTintColor ?? Self.defaultTint, into: &writer)
        circle(
            x: thumbX, y: bounds.midY, radius: Slider.thumbDiameter / 2, slider.thumbTintColor ?? .white,
            stroke: Self.thumbOutline, into: &writer)
    }

    /// A grey rounded bar split into equal segments, the selected one a white (or tinted) rounded rectangle inset
    /// by 2, thin dividers between unselected neighbours, each title centred in 13-point text.
    private func drawSegmentedControl(_ segmented: SegmentedControl, in bounds: Rect, into writer: inout SVGWriter) {
        fill(bounds, radius: 8, Self.controlFill, into: &writer)
        let count = segmented.numberOfSegments
        guard count > 0 else { return }
        let width = bounds.width / Double(count)
        let selected = segmented.selectedSegmentIndex
        for index in 0..<count {
            let segment = Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
            if index == selected {
                fill(
                    Rect(x: segment.minX + 2, y: 2, width: max(0, width - 4), height: max(0, bounds.height - 4)),
                    radius: 7, segmented.selectedSegmentTintColor ?? .white,
                    stroke: Self.thumbOutline, into: &writer)
            } else if index > 0, index - 1 != selected {
                fill(
                    Rect(x: segment.minX - 0.5, y: bounds.height * 0.25, width: 1, height: bounds.height * 0.5),
                    radius: 0, Self.thumbOutline, into: &writer)
            }
        }
        for (index, title) in segmented.segments.enumerated() {
            writer.open("g", [("transform", "translate(\(SVGWriter.number(Double(index) * width)),0)")])
            drawText(
                title, font: SegmentedControl.titleFont, color: segmented.isEnabled ? .black : .systemGray,
                alignment: .center, numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                in: Rect(x: 0, y: 0, width: width, height: bounds.height), into: &writer)
            writer.close("g")
        }
    }

    /// A grey rounded rectangle of 94 x 32 centred in the frame, a divider down its middle, a minus on the left
    /// and a plus on the right, each grey when it cannot step.
    private func drawStepper(_ stepper: Stepper, in bounds: Rect, into writer: inout SVGWriter) {
        let size = Stepper.size
        let box = Rect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        fill(box, radius: 8, Self.controlFill, into: &writer)
        fill(
            Rect(x: box.midX - 0.5, y: box.minY + 8, width: 1, height: box.height - 16), radius: 0,
            Self.thumbOutline, into: &writer)
        let arm = 7.0
        let live = Color.black
        let dead = Color(rgb: 0xC7C7CC)
        let minusX = box.minX + box.width / 4
        let plusX = box.maxX - box.width / 4
        let minusColor = stepper.isEnabled && stepper.canDecrement ? live : dead
        let plusColor = stepper.isEnabled && stepper.canIncrement ? live : dead
        fill(Rect(x: minusX - arm, y: box.midY - 1, width: 2 * arm, height: 2), radius: 1, minusColor, into: &writer)
        fill(Rect(x: plusX - arm, y: box.midY - 1, width: 2 * arm, height: 2), radius: 1, plusColor, into: &writer)
        fill(Rect(x: plusX - 1, y: box.midY - arm, width: 2, height: 2 * arm), radius: 1, plusColor, into: &writer)
    }

    /// Eight spokes round the centre, fading from the one at the top, at the style's size; nothing for a stopped
    /// indicator (which is hidden, unless it does not hide when stopped, when UIKit shows its still spokes too).
    private func drawActivityIndicator(
        _ indicator: ActivityIndicatorView, in bounds: Rect, into writer: inout SVGWriter
    ) {
        let side = indicator.style.side
        let color = indicator.displayedColor
        let outer = side / 2
        let inner = outer * 0.45
        let width = max(1.5, side / 10)
        for spoke in 0..<8 {
            let angle = Double(spoke) * Double.pi / 4
            let (sine, cosine) = (Self.sine(angle), Self.sine(angle + Double.pi / 2))
            var attributes = [
                ("x1", SVGWriter.number(bounds.midX + sine * inner)),
                ("y1", SVGWriter.number(bounds.midY - cosine * inner)),
                ("x2", SVGWriter.number(bounds.midX + sine * outer)),
                ("y2", SVGWriter.number(bounds.midY - cosine * outer)),
            ]
            attributes += writer.paint("stroke", color)
            attributes += [
                ("stroke-width", SVGWriter.number(width)), ("stroke-linecap", "round"),
                ("stroke-opacity", SVGWriter.number(color.alpha * (1 - Double(spoke) * 0.1))),
            ]
            writer.element("line", attributes)
        }
    }

    /// The sine of `angle`, from a table of the eighth turns the indicator uses, so the picture's bytes do not
    /// depend on the platform's `sin`.
    private static func sine(_ angle: Double) -> Double {
        let root = 0.7071067811865476
        let table = [0, root, 1, root, 0, -root, -1, -root]
        let eighth = Int((angle / (Double.pi / 4)).rounded()) % 8
        return table[(eighth + 8) % 8]
    }

    /// A track across the view's middle, 4 high (or the frame's height if less), filled from the left to the
    /// progress; the default style rounds its ends, the bar style does not.
    private func drawProgressView(_ progress: ProgressView, in bounds: Rect, into writer: inout SVGWriter) {
        let height = min(ProgressView.height, bounds.height)
        let track = Rect(x: 0, y: bounds.midY - height / 2, width: bounds.width, height: height)
        let radius = progress.progressViewStyle == .default ? height / 2 : 0
        fill(track, radius: radius, progress.trackTintColor ?? Self.trackColor, into: &writer)
        let filled = Rect(x: 0, y: track.minY, width: bounds.width * progress.progress, height: height)
        fill(filled, radius: radius, progress.progressTintColor ?? Self.defaultTint, into: &writer)
    }

    /// A dot of 7 per page, 9 apart, centred, the current page's dark and the others' light; none when the control
    /// hides for a single page.
    private func drawPageControl(_ pages: PageControl, in bounds: Rect, into writer: inout SVGWriter) {
        guard pages.showsDots, pages.numberOfPages > 0, bounds.width.isFinite else { return }
        // Only the dots that fit are drawn, as many as a hostile archive may ask for.
        let step = PageControl.dotDiameter + PageControl.dotSpacing
        let fitting = min(pages.numberOfPages, Int(max(0, min(bounds.width, 1e6)) / step) + 1)
        let width = pages.size(forNumberOfPages: fitting).width
        let left = bounds.midX - width / 2
        for page in 0..<fitting {
            let x = left + Double(page) * step + PageControl.dotDiameter / 2
            let color =
                page == pages.currentPage
                ? pages.currentPageIndicatorTintColor ?? .black
                : pages.pageIndicatorTintColor ?? Color(rgb: 0x000000, alpha: 0.2)
            circle(x: x, y: bounds.midY, radius: PageControl.dotDiameter / 2, color, into: &writer)
        }
    }
}
