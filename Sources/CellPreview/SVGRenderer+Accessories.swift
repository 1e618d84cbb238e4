import CellKit

extension SVGRenderer {
    private static let chevronColor = Color(rgb: 0xC7C7CC)

    /// Draws a cell's accessory in the strip at its trailing edge, as UIKit's: a grey chevron, a checkmark or an
    /// info button in the cell's `tint` (systemBlue unless set), or both.
    func drawAccessory(
        _ accessory: TableViewCell.AccessoryType, tint: Color, in bounds: Rect, into writer: inout SVGWriter
    ) {
        let midY = bounds.height / 2
        let trailing = bounds.width - TableViewCell.accessoryTrailingInset
        switch accessory {
        case .none:
            return
        case .disclosureIndicator:
            drawChevron(atX: trailing, midY: midY, into: &writer)
        case .checkmark:
            polyline(
                [(trailing - 14, midY), (trailing - 9, midY + 5), (trailing, midY - 6)], color: tint,
                into: &writer)
        case .detailButton:
            drawInfoButton(atX: trailing - 11, midY: midY, tint: tint, into: &writer)
        case .detailDisclosureButton:
            drawChevron(atX: trailing, midY: midY, into: &writer)
            drawInfoButton(atX: trailing - 25, midY: midY, tint: tint, into: &writer)
        }
    }

    private func drawChevron(atX x: Double, midY: Double, into writer: inout SVGWriter) {
        polyline([(x - 6, midY - 6), (x, midY), (x - 6, midY + 6)], color: Self.chevronColor, into: &writer)
    }

    private func drawInfoButton(atX centerX: Double, midY: Double, tint: Color, into writer: inout SVGWriter) {
        writer.element(
            "circle",
            [("cx", SVGWriter.number(centerX)), ("cy", SVGWriter.number(midY)), ("r", "10"), ("fill", "none")]
                + writer.paint("stroke", tint))
        drawText(
            "i", font: .boldSystemFont(ofSize: 13), color: tint, alignment: .center, numberOfLines: 1,
            lineBreakMode: .byClipping, in: Rect(x: centerX - 10, y: midY - 10, width: 20, height: 20),
            into: &writer)
    }

    private func polyline(_ points: [(Double, Double)], color: Color, into writer: inout SVGWriter) {
        let list = points.map { SVGWriter.number($0.0) + "," + SVGWriter.number($0.1) }.joined(separator: " ")
        writer.element(
            "polyline",
            [("points", list), ("fill", "none"), ("stroke-width", "2")] + writer.paint("stroke", color))
    }
}
