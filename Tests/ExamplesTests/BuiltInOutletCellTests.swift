import CellKit
import CompiledCells
import Testing

/// Grammar.md's `FeedCell` names its outlets `imageView` and `textLabel`, as Trial29's xib redeclares
/// UITableViewCell's `imageView`: the cell's properties are the template's views, which the built-in layout leaves
/// where their frames put them.
@MainActor
@Suite struct BuiltInOutletCellTests {
    @Test func theCellsBuiltInViewsAreTheOutlets() throws {
        for cell in try CompiledSource.bothPaths(of: FeedCell.self, "FeedCell") {
            cell.indentationLevel = 3
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 144)
            cell.layoutIfNeeded()
            let imageView: ImageView = cell.imageView
            #expect(imageView.superview === cell.contentView)
            #expect(imageView.contentMode == .scaleAspectFill)
            #expect(imageView.frame == Rect(x: 10, y: 60, width: 300, height: 54))
            #expect(cell.textLabel.numberOfLines == 2)
            #expect(cell.textLabel.frame == Rect(x: 10, y: 10, width: 300, height: 40))
            // Read through the base class, the properties are the same views, and the cell made no others.
            let base: CellKit.TableViewCell = cell
            #expect(base.imageView === imageView && base.textLabel === cell.textLabel)
            #expect(cell.contentView.subviews.count == 2)
        }
    }
}
