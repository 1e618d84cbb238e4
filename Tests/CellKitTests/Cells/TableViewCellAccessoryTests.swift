import CellKit
import Testing

/// A cell's accessory view, indentation and separator inset, as UIKit's.
@MainActor
@Suite struct TableViewCellAccessoryTests {
    @Test func aCustomAccessoryViewSitsAtTheTrailingEdgeAndNarrowsTheContentView() {
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        cell.accessoryType = .checkmark
        let toggle = Switch(frame: Rect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        #expect(toggle.superview === cell)
        #expect(cell.accessoryWidth == 77)  // 51 and UIKit's 26 points of padding; the view replaces the checkmark
        #expect(cell.contentView.frame.width == 243)
        #expect(toggle.frame == Rect(x: 320 - 16 - 51, y: 6.5, width: 51, height: 31))
        #expect(cell.hitTest(Point(x: 280, y: 20)) === toggle)
        cell.accessoryView = nil
        #expect(toggle.superview == nil)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.width == 280)
    }

    @Test func indentationMovesTheBuiltInSubviewsNotTheContentView() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Title"
        let custom = View(frame: Rect(x: 4, y: 4, width: 10, height: 10))
        cell.contentView.addSubview(custom)
        cell.layoutIfNeeded()
        let start = cell.textLabel?.frame.minX ?? 0
        cell.indentationLevel = 3
        #expect(cell.needsLayout)
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.frame.minX == start + 30)
        cell.indentationWidth = 20
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.frame.minX == start + 60)
        #expect(custom.frame.minX == 4)
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test func theSeparatorInsetDefaultsToTheBuiltInLabelsStart() {
        let cell = TableViewCell(reuseIdentifier: nil)
        #expect(cell.separatorInset == EdgeInsets(top: 0, left: 15, bottom: 0, right: 0))
        #expect(cell.indentationWidth == 10)
        #expect(cell.indentationLevel == 0)
    }
}
