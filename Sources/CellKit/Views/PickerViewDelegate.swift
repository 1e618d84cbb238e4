/// What a ``PickerView`` asks of its rows and tells of the user's choices (UIKit's `UIPickerViewDelegate`, its
/// title half). Every method has a default: no titles, UIKit's row height, the components sharing the width, and
/// nothing done on a selection.
@MainActor
public protocol PickerViewDelegate: AnyObject {
    /// The title `row` of `component` shows; nil shows none (UIKit draws a `?` for a title it is not given; the
    /// picture and the screen text show nothing).
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The height of `component`'s rows. UIKit gives every component the largest of these, and so does CellKit.
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double
    /// The width of `component`'s wheel.
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double
    /// The user selected `row` of `component`, by spinning its wheel or tapping the row; not told of a selection
    /// made in code (`selectRow(_:inComponent:animated:)`), as in UIKit.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    /// No title.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    /// ``PickerView/defaultRowHeight``.
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double {
        PickerView.defaultRowHeight
    }
    /// An equal share of the picker's width (``PickerView/sharedComponentWidth``).
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double {
        pickerView.sharedComponentWidth
    }
    /// Does nothing.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}
