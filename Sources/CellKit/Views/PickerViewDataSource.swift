/// What a ``PickerView`` shows (UIKit's `UIPickerViewDataSource`): how many wheels, and how many rows each has.
/// The picker asks when its data source is set and when it is told to reload, and keeps the answers until then.
@MainActor
public protocol PickerViewDataSource: AnyObject {
    /// The number of components (wheels); a negative answer is none.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// The number of rows of `component`; a negative answer is none.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}
