import CellKit

extension ScreenText {
    /// The line of a value control or an indicator: its kind, its value and, for a control, `disabled` when it is:
    ///
    /// ```
    /// [slider 0.25 in 0...1]
    /// [segments "Day" | *"Week"* | "Month"]
    /// [stepper 3 in 0...10]
    /// [activity indicator]
    /// [progress 40%]
    /// [page 2 of 5]
    /// [picker "10 min" | "Daily"]
    /// ```
    ///
    /// A picker shows the selected row's title of each component, `row N` for a row without a title and `none` for
    /// a component without rows.
    static func valueControlContent(of view: View) -> String? {
        let text: String
        switch view {
        case let slider as Slider:
            text = "slider \(number(slider.value)) in \(number(slider.minimumValue))...\(number(slider.maximumValue))"
        case let segmented as SegmentedControl:
            let titles = segmented.segments.enumerated().map { index, title in
                let shown = quoted(title)
                return index == segmented.selectedSegmentIndex ? "*" + shown + "*" : shown
            }
            text = (["segments"] + (titles.isEmpty ? [] : [titles.joined(separator: " | ")])).joined(separator: " ")
        case let stepper as Stepper:
            text =
                "stepper \(number(stepper.value)) in \(number(stepper.minimumValue))...\(number(stepper.maximumValue))"
        case let indicator as ActivityIndicatorView:
            text = indicator.isAnimating ? "activity indicator" : "activity indicator, stopped"
        case let progress as ProgressView:
            text = "progress \(number((progress.progress * 100).rounded()))%"
        case let pages as PageControl:
            guard pages.showsDots, pages.numberOfPages > 0 else { return nil }
            text = "page \(pages.currentPage + 1) of \(pages.numberOfPages)"
        case let picker as PickerView:
            let titles = (0..<picker.numberOfComponents).map { component in
                let row = picker.selectedRow(inComponent: component)
                guard row >= 0 else { return "none" }
                return picker.title(forRow: row, forComponent: component).map(quoted) ?? "row \(row)"
            }
            text = (["picker"] + (titles.isEmpty ? [] : [titles.joined(separator: " | ")])).joined(separator: " ")
        default:
            return nil
        }
        let disabled = (view as? Control).map { !$0.isEnabled } ?? false
        return "[" + text + (disabled ? ", disabled" : "") + "]"
    }

    /// A number as the picture writes coordinates: to hundredths, without a trailing `.0`.
    private static func number(_ value: Double) -> String {
        SVGWriter.number(value)
    }
}
