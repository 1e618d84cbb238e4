import CellKit

/// A picker's data source and delegate for the tests: components of the given titles.
@MainActor
final class PickerRows: PickerViewDataSource, PickerViewDelegate {
    let titles: [[String]]

    init(_ titles: [[String]]) { self.titles = titles }

    func numberOfComponents(in pickerView: PickerView) -> Int { titles.count }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        titles[component].count
    }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titles[component][row].isEmpty ? nil : titles[component][row]
    }

    /// A picker in `frame` showing these rows.
    func picker(in frame: Rect) -> PickerView {
        let picker = PickerView(frame: frame)
        picker.dataSource = self
        picker.delegate = self
        return picker
    }
}
