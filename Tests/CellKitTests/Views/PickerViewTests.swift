import CellKit
import Testing

@Suite("PickerView")
@MainActor
struct PickerViewTests {
    /// A data source and delegate of `rows[c]` rows in component `c`, titled `"c.r"`, that records what it is told.
    private final class Wheels: PickerViewDataSource, PickerViewDelegate {
        var rows: [Int]
        var heights: [Double]?
        var widths: [Double]?
        var selected: [String] = []
        var rowQuestions = 0

        init(_ rows: [Int]) { self.rows = rows }

        func numberOfComponents(in pickerView: PickerView) -> Int { rows.count }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
            rowQuestions += 1
            return rows[component]
        }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            "\(component).\(row)"
        }
        func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double {
            heights?[component] ?? PickerView.defaultRowHeight
        }
        func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double {
            widths?[component] ?? pickerView.sharedComponentWidth
        }
        func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
            selected.append("\(component).\(row)")
        }
    }

    /// A data source that gives only counts, so the delegate's defaults apply.
    private final class Counts: PickerViewDataSource, PickerViewDelegate {
        func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    }

    private func picker(_ wheels: Wheels, width: Double = 320, height: Double = 216) -> PickerView {
        let picker = PickerView(frame: Rect(x: 0, y: 0, width: width, height: height))
        picker.dataSource = wheels
        picker.delegate = wheels
        return picker
    }

    @Test("a new picker has no components, UIKit's 216-point height and no width of its own")
    func defaults() {
        let picker = PickerView()
        #expect(picker.numberOfComponents == 0 && picker.numberOfRows(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        #expect(picker.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 216))
        #expect(picker.rowHeight == 32 && !picker.showsSelectionIndicator)
        #expect(picker.rowSize(forComponent: 0) == .zero)
    }

    @Test("setting the data source asks it; the first row of each component is selected, -1 for one without rows")
    func dataSource() {
        let wheels = Wheels([5, 0, 3])
        let picker = picker(wheels)
        #expect(picker.numberOfComponents == 3)
        #expect((0..<3).map(picker.numberOfRows(inComponent:)) == [5, 0, 3])
        #expect((0..<4).map(picker.selectedRow(inComponent:)) == [0, -1, 0, -1])
        #expect(picker.title(forRow: 4, forComponent: 0) == "0.4" && picker.title(forRow: 5, forComponent: 0) == nil)
    }

    @Test("the answers are kept until a reload; reloadComponent asks for that component's rows only")
    func reloading() {
        let wheels = Wheels([5, 4])
        let picker = picker(wheels)
        wheels.rows = [9, 2, 7]
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 5)
        let asked = wheels.rowQuestions
        picker.reloadComponent(1)
        #expect(wheels.rowQuestions == asked + 1)
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 5)
        #expect(picker.numberOfRows(inComponent: 1) == 2)
        picker.reloadComponent(2)
        #expect(wheels.rowQuestions == asked + 1)
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 3 && (0..<3).map(picker.numberOfRows(inComponent:)) == [9, 2, 7])
    }

    @Test("selectRow holds the row among the rows and tells the delegate nothing; a reload to fewer rows clamps it")
    func selecting() {
        let wheels = Wheels([10, 3])
        let picker = picker(wheels)
        picker.selectRow(7, inComponent: 0, animated: false)
        picker.selectRow(99, inComponent: 1, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 7 && picker.selectedRow(inComponent: 1) == 2)
        picker.selectRow(-4, inComponent: 1, animated: false)
        picker.selectRow(1, inComponent: 5, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 0 && wheels.selected.isEmpty)
        picker.selectRow(8, inComponent: 0, animated: false)
        wheels.rows = [4, 0]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 3 && picker.selectedRow(inComponent: 1) == -1)
        wheels.rows = [4, 6]
        picker.reloadComponent(1)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        picker.selectRow(2, inComponent: 1, animated: false)
        wheels.rows = [1]
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 1 && picker.selectedRow(inComponent: 1) == -1)
    }

    @Test("a data source that answers negative counts gives none")
    func negativeCounts() {
        let picker = picker(Wheels([-3]))
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1 && picker.visibleRows(inComponent: 0).isEmpty)
    }

    @Test("the data source and delegate are weak")
    func weakReferences() {
        let picker = PickerView()
        do {
            let wheels = Wheels([2])
            picker.dataSource = wheels
            picker.delegate = wheels
            #expect(picker.dataSource != nil && picker.delegate != nil)
        }
        #expect(picker.dataSource == nil && picker.delegate == nil)
        // What the data source said is kept until the next reload.
        #expect(picker.numberOfRows(inComponent: 0) == 2)
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 0)
    }

    @Test("without delegate answers the components share the width and rows are 32 high")
    func defaultGeometry() {
        let counts = Counts()
        let picker = PickerView(frame: Rect(x: 0, y: 0, width: 300, height: 216))
        picker.dataSource = counts
        picker.delegate = counts
        #expect(picker.componentFrames.map(\.width) == [150, 150] && picker.componentFrames[1].minX == 150)
        #expect(picker.rowSize(forComponent: 1) == Size(width: 150, height: 32))
        #expect(picker.selectionBand == Rect(x: 0, y: 92, width: 300, height: 32))
        #expect(picker.title(forRow: 0, forComponent: 0) == nil)
    }

    @Test("every component is as high as the highest; given widths are centred as a group")
    func delegateGeometry() {
        let wheels = Wheels([3, 3])
        wheels.heights = [20, 40]
        wheels.widths = [100, 60]
        let picker = picker(wheels)
        #expect(picker.rowHeight == 40 && picker.rowSize(forComponent: 0) == Size(width: 100, height: 40))
        #expect(picker.componentFrames.map(\.minX) == [80, 180])
        #expect(picker.component(atX: 79) == nil && picker.component(atX: 80) == 0 && picker.component(atX: 200) == 1)
        wheels.heights = [.nan, -5]
        #expect(picker.rowHeight == 32)
    }

    @Test("the rows around the selection show above and below it, as far as the picker reaches")
    func visibleRows() {
        let picker = picker(Wheels([20]), height: 145)
        picker.selectRow(1, inComponent: 0, animated: false)
        // The band is 56.5...88.5: row 0 above it, rows 2 and 3 below, row 3 cut by the bottom edge.
        let rows = picker.visibleRows(inComponent: 0)
        #expect(rows.map(\.row) == [0, 1, 2, 3])
        #expect(rows.map(\.frame.minY) == [24.5, 56.5, 88.5, 120.5])
        #expect(rows.allSatisfy { $0.frame.height == 32 && $0.frame.width == 320 })
    }

    @Test("a drag spins the wheel under the finger by whole rows and tells the delegate, in a scroll view too")
    func dragging() throws {
        let wheels = Wheels([10, 10])
        let window = Window(size: Size(width: 320, height: 480))
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = Size(width: 320, height: 2000)
        let picker = picker(wheels)
        picker.frame = Rect(x: 0, y: 100, width: 320, height: 216)
        scrollView.addSubview(picker)
        window.addSubview(scrollView)
        // Up by three rows and a bit on the right wheel: three rows later.
        #expect(window.drag(from: Point(x: 240, y: 250), to: Point(x: 240, y: 150)) === picker)
        #expect(picker.selectedRow(inComponent: 1) == 3 && picker.selectedRow(inComponent: 0) == 0)
        #expect(scrollView.contentOffset == .zero)
        // Down past the first row: held at it.
        window.drag(from: Point(x: 240, y: 150), to: Point(x: 240, y: 400))
        // A drag of less than half a row changes nothing and tells nothing.
        window.drag(from: Point(x: 40, y: 200), to: Point(x: 40, y: 190))
        #expect(wheels.selected == ["1.3", "1.0"])
        #expect(picker.selectedRow(inComponent: 0) == 0)
    }

    @Test("a data source that claims Int.max rows is shown and spun without overflow")
    func hugeCounts() {
        let wheels = Wheels([Int.max])
        let picker = picker(wheels)
        picker.selectRow(Int.max, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == Int.max - 1)
        #expect(picker.visibleRows(inComponent: 0).map(\.row).last == Int.max - 1)
        picker.drag(from: Point(x: 10, y: 200), to: Point(x: 10, y: -1e300))
        #expect(picker.selectedRow(inComponent: 0) == Int.max - 1 && wheels.selected.isEmpty)
        picker.drag(from: Point(x: 10, y: 0), to: Point(x: 10, y: 1e300))
        #expect(picker.selectedRow(inComponent: 0) == Int.max - 1 - 1_000_000_000_000_000)
        picker.drag(from: Point(x: 10, y: 0), to: Point(x: 10, y: .infinity))
        #expect(wheels.selected.count == 1)
    }

    @Test("a tap on a row above or below the selection selects it; on the selected row nothing happens")
    func tapping() {
        let wheels = Wheels([10])
        let window = Window(size: Size(width: 320, height: 480))
        let picker = picker(wheels)
        window.addSubview(picker)
        picker.selectRow(5, inComponent: 0, animated: false)
        // The band is 92...124: 140 is in the row below it; then 70 is in the row above the new selection.
        #expect(window.tap(at: Point(x: 160, y: 140)) === picker)
        window.tap(at: Point(x: 160, y: 108))
        window.tap(at: Point(x: 160, y: 70))
        #expect(wheels.selected == ["0.6", "0.5"])
        #expect(picker.selectedRow(inComponent: 0) == 5)
    }
}
