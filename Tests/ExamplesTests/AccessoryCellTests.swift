import CellKit
import CompiledCells
import Testing

/// Tests/Fixtures/Compiled/Accessory.cell: a self-sizing cell with a disclosure indicator, whose label's height reads
/// `parent.width`. The generated height must read the same narrower content view as the layout, or the row is cut
/// short or left with a gap.
@MainActor
@Suite struct AccessoryCellTests {
    /// The template's `margin`, below the last label.
    private let margin = 12.0

    @Test(arguments: [320.0, 414.0])
    func theHeightFitsTheViewsLaidOutBesideTheAccessory(width: Double) {
        let cell = AccessoryCell()
        let height = AccessoryCell.height(forWidth: width)
        cell.frame = Rect(x: 0, y: 0, width: width, height: height)
        cell.layoutIfNeeded()

        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: width - 34, height: height))
        #expect(cell.summary.frame.height == (width - 34) / 8)
        #expect(cell.summary.frame.maxY + margin == height)
    }
}
