import CellKit
import CompiledCells
import Testing

/// Grammar.md's payment code cell (section 7, "Line heights and shrinking text"), through the generated initializer
/// and the archive alike: 22-point lines set its note's height, and its code is drawn smaller than its font.
@MainActor
@Suite struct TextStyleExampleTests {
    @Test("the note's lines are 22 high and the cell's auto height follows them; the code shrinks to fit its width")
    func paymentCodeCell() throws {
        for cell in try CompiledSource.bothPaths(of: PaymentCodeCell.self, "PaymentCodeCell") {
            #expect(cell.noteLabel.paragraphStyle.minimumLineHeight == 22)
            #expect(cell.noteLabel.paragraphStyle.maximumLineHeight == 22)
            let size = cell.systemLayoutSizeFitting(Size(width: 320, height: 0))
            cell.frame = Rect(x: 0, y: 0, width: 320, height: size.height)
            cell.layoutIfNeeded()
            let note = cell.noteLabel
            let lines = TextMetrics.lines(
                of: note.text ?? "", font: note.font, numberOfLines: 0, maxWidth: note.frame.width)
            #expect(lines.count >= 2)
            #expect(note.frame.height == Double(lines.count) * 22)
            // The code keeps its font's line height, while it is drawn at a size that fits its 288 points.
            let code = cell.codeLabel
            #expect(code.frame.width == 288)
            #expect(code.frame.height == code.font.lineHeight)
            #expect(code.displayedFont.pointSize < 22)
            #expect(code.displayedFont.pointSize >= 11)
            #expect(TextMetrics.width(of: code.text ?? "", font: code.displayedFont) <= 288)
        }
    }
}
