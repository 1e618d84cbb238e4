import CellKit
import Testing

/// A settings row with one of each control a data source sets per row.
@MainActor
private final class ControlsCell: TableViewCell {
    let toggle = Switch(frame: Rect(x: 260, y: 6, width: 51, height: 31))
    let nameField = TextField(frame: Rect(x: 0, y: 0, width: 60, height: 20))
    let notes = TextView(frame: Rect(x: 60, y: 0, width: 40, height: 20))
    let volume = Slider(frame: Rect(x: 100, y: 0, width: 60, height: 20))
    let count = Stepper(frame: Rect(x: 160, y: 0, width: 94, height: 32))
    let mode = SegmentedControl(items: ["A", "B", "C"])
    let upload = ProgressView()
    let pages = PageControl()
    let picker = PickerView()
    private let wheels = Wheels()

    /// Two wheels of ten rows.
    private final class Wheels: PickerViewDataSource {
        func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 10 }
    }

    init() {
        super.init(style: .default, reuseIdentifier: "Controls")
        pages.numberOfPages = 5
        picker.dataSource = wheels
        for view in [nameField, notes, volume, count, mode, upload, pages, picker, toggle] as [View] {
            contentView.addSubview(view)
        }
    }
}

/// Rows of `ControlsCell`s; each row's content is set on every row, or on even rows only (a leak), or everything
/// but the switch, which is left as the user flipped it (the classic leak).
@MainActor
private final class ControlsSource: TableViewDataSource {
    enum Setting {
        case everyRow
        case evenRowsOnly
        case allButTheSwitch
    }

    let setting: Setting

    init(_ setting: Setting) {
        self.setting = setting
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "Controls", for: indexPath)
        guard let cell = cell as? ControlsCell, setting != .evenRowsOnly || indexPath.row % 2 == 0 else {
            return cell
        }
        let row = indexPath.row
        if setting != .allButTheSwitch {
            cell.toggle.isOn = row % 3 == 0
        }
        cell.nameField.text = "Name \(row)"
        cell.notes.text = "Notes \(row)"
        cell.volume.value = Double(row % 10) / 10
        cell.count.value = Double(row)
        cell.mode.selectedSegmentIndex = row % 3
        cell.upload.progress = Double(row % 4) / 4
        cell.pages.currentPage = row % 5
        cell.picker.selectRow(row % 10, inComponent: 0, animated: false)
        return cell
    }
}

/// The stale-content detector tracks the content of controls: a text field's and text view's text, a switch's
/// `isOn`, a slider's and stepper's value, a progress view's progress, a segmented control's selected segment, a
/// page control's page and a picker's selected rows.
@Suite("StaleContentDetector and controls")
@MainActor
struct StaleControlContentTests {
    /// A table over `source`, which it keeps alive, with a detector, laid out.
    private func makeTable(_ source: ControlsSource) throws -> (TableView, StaleContentDetector) {
        let table = RetainingTableView(frame: Rect(x: 0, y: 0, width: 320, height: 440))
        table.retainedSource = source
        table.rowHeight = 44
        try table.register(factory: { ControlsCell() }, forCellReuseIdentifier: "Controls")
        table.dataSource = source
        let detector = StaleContentDetector()
        table.staleContentDetector = detector
        try table.reloadData()
        table.layoutIfNeeded()
        return (table, detector)
    }

    private func scroll(_ table: TableView, from start: Double = 0, through rows: Int) {
        for step in 0...(rows * 4) {
            table.contentOffset = Point(x: 0, y: start + Double(step) * 11)
            table.layoutIfNeeded()
        }
    }

    @Test("a data source that sets every control on every row is not reported")
    func everyRow() throws {
        let (table, detector) = try makeTable(ControlsSource(.everyRow))
        scroll(table, through: 60)
        #expect(table.reuseQueue.statistics(for: "Controls").reused > 50)
        #expect(detector.reports.isEmpty, "\(detector.reports.first.map { "\($0)" } ?? "")")
    }

    @Test("controls set on even rows only are reported on odd rows, each with the property it left")
    func evenRowsOnly() throws {
        let (table, detector) = try makeTable(ControlsSource(.evenRowsOnly))
        scroll(table, through: 60)
        #expect(!detector.reports.isEmpty)
        for report in detector.reports {
            #expect(report.indexPath.row % 2 == 1)
            let stale = report.properties.map { "\($0.viewName).\($0.property)" }
            #expect(
                stale == [
                    "nameField.text", "notes.text", "volume.value", "count.value", "mode.selectedSegmentIndex",
                    "upload.progress", "pages.currentPage", "picker.selectedRows", "toggle.isOn",
                ])
            let name = try #require(report.properties.first)
            #expect(name.value == "\"Name \(name.writtenFor.row)\"" && name.writtenFor.row % 2 == 0)
        }
    }

    @Test("a switch the user flipped, which the data source does not set, is reported where its cell shows next")
    func flippedSwitch() throws {
        let (table, detector) = try makeTable(ControlsSource(.allButTheSwitch))
        let window = Window(size: Size(width: 320, height: 440))
        window.addSubview(table)
        let flipped = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ControlsCell)
        window.tap(flipped.toggle)
        #expect(flipped.toggle.isOn)
        scroll(table, through: 30)
        #expect(!detector.reports.isEmpty)
        for report in detector.reports {
            #expect(report.cell === flipped)
            #expect(report.staleProperties.first?.hasPrefix("toggle.isOn = true") == true)
            #expect(report.properties.map(\.writtenFor) == [IndexPath(row: 1, section: 0)])
        }
    }
}
