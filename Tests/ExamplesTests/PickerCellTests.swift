import CellKit
import CellPreview
import CompiledCells
import Testing

/// Grammar.md's picker row: the outlet is a `PickerView` through the generated initializer and the archive alike,
/// and the rows the app gives it show in the picture and the screen text and answer a drag.
@MainActor
@Suite struct PickerCellTests {
    /// The app's side: one wheel of intervals, recording the user's choices.
    private final class Intervals: PickerViewDataSource, PickerViewDelegate {
        let titles = ["5 min", "10 min", "15 min", "30 min", "1 hour"]
        var chosen: [String] = []

        func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { titles.count }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            titles[row]
        }
        func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
            chosen.append(titles[row])
        }
    }

    @Test("both paths make the picker, 216 high below the title, its inert indicator set; the app fills it")
    func bothPaths() throws {
        let cells = try CompiledSource.bothPaths(of: ReminderPickerCell.self, "ReminderPickerCell")
        #expect(cells.count == 2)
        for cell in cells {
            let picker: PickerView = cell.intervalPicker
            #expect(picker.showsSelectionIndicator && picker.numberOfComponents == 0)
            let window = Window(size: Size(width: 320, height: 260))
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 260)
            window.addSubview(cell)
            window.layoutIfNeeded()
            #expect(
                cell.contentView.convert(picker.bounds, from: picker) == Rect(x: 16, y: 40, width: 288, height: 216))
            let intervals = Intervals()
            picker.dataSource = intervals
            picker.delegate = intervals
            picker.selectRow(2, inComponent: 0, animated: false)
            #expect(ScreenText.lines(of: window).contains("    40     16  [picker \"15 min\"]"))
            let svg = SVGRenderer(assets: nil).render(window)
            #expect(intervals.titles.allSatisfy { svg.contains(">\($0)</text>") })
            // Two rows up: the wheel spins two rows on, and the delegate hears the one it stops at.
            #expect(window.drag(from: Point(x: 160, y: 200), to: Point(x: 160, y: 136)) === picker)
            #expect(picker.selectedRow(inComponent: 0) == 4 && intervals.chosen == ["1 hour"])
        }
    }
}
