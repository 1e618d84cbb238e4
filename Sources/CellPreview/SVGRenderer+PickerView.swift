import CellKit

/// The drawing of a picker, as iOS 14 and later draw one at rest.
extension SVGRenderer {
    /// How far the selection band stays from the picker's sides (iOS 14's rounded band; approximate).
    static let pickerBandInset = 8.0
    /// The colour of the rows above and below the selection, which the wheel's curve dims.
    static let pickerOtherRowColor = Color.systemGray

    /// The selection band across the middle, a light grey rounded rectangle one row high, and each component's
    /// rows that fit in the picker: its selected row's title in the band in black, the rows before and after it
    /// above and below in grey, each centred in its wheel in ``PickerView/titleFont``.
    func drawPickerView(_ picker: PickerView, in bounds: Rect, into writer: inout SVGWriter) {
        let band = picker.selectionBand
        let inset = min(Self.pickerBandInset, max(0, bounds.width) / 2)
        let shown = Rect(x: inset, y: band.minY, width: max(0, bounds.width - 2 * inset), height: band.height)
        let radius = SVGWriter.number(min(8, band.height / 2))
        writer.element(
            "rect",
            SVGWriter.rectAttributes(shown) + [("rx", radius), ("ry", radius)]
                + writer.paint("fill", Self.controlFill))
        for component in 0..<picker.numberOfComponents {
            let selected = picker.selectedRow(inComponent: component)
            // Only whole rows are drawn: the wheel hides the ones its edges cut.
            for (row, frame) in picker.visibleRows(inComponent: component)
            where frame.minY >= -1e-9 && frame.maxY <= bounds.height + 1e-9 {
                guard let title = picker.title(forRow: row, forComponent: component), !title.isEmpty else { continue }
                drawText(
                    title, font: PickerView.titleFont, color: row == selected ? .black : Self.pickerOtherRowColor,
                    alignment: .center, numberOfLines: 1, lineBreakMode: .byTruncatingTail, in: frame,
                    into: &writer)
            }
        }
    }
}
