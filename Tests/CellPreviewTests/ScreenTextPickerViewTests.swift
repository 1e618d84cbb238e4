import CellKit
import CellPreview
import Testing

/// The screen text of a picker.
@MainActor @Suite("Screen text of a picker")
struct ScreenTextPickerViewTests {
    @Test("a picker shows each component's selected title, 'row N' without one and 'none' without rows")
    func selectedTitles() {
        let window = Window(size: Size(width: 320, height: 480))
        let rows = PickerRows([["10 min", "20 min", "30 min"], ["Daily", ""], []])
        let picker = rows.picker(in: Rect(x: 10, y: 20, width: 300, height: 216))
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(1, inComponent: 1, animated: false)
        let bare = PickerView(frame: Rect(x: 10, y: 250, width: 300, height: 216))
        window.addSubview(picker)
        window.addSubview(bare)
        #expect(
            ScreenText.lines(of: window) == [
                "    20     10  [picker \"30 min\" | row 1 | none]",
                "   250     10  [picker]",
            ])
    }
}
