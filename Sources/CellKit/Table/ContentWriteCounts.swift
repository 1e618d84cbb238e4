/// How many times each content property of a view has been written, kept on every `View` for the stale-content
/// detector. Counting writes rather than comparing values is what tells "the data source set the same title as
/// the previous row" apart from "nobody set the title": both leave the value unchanged.
///
/// A counter per property, not one per view: the common leak is a row that sets a label's text every time but its
/// colour only sometimes, and a per-view counter would hide it behind the text's write.
struct ContentWriteCounts: Hashable {
    /// Writes of `Label.text`, `TextField.text` and `TextView.text`.
    var text: UInt32 = 0
    /// Writes of `Label.textColor`.
    var textColor: UInt32 = 0
    /// Writes of `ImageView.image` and `Button.image`.
    var image: UInt32 = 0
    /// Writes of `Button.title`.
    var title: UInt32 = 0
    /// Writes of `Switch.isOn`.
    var isOn: UInt32 = 0
    /// Writes of `Slider.value` and `Stepper.value`.
    var value: UInt32 = 0
    /// Writes of `ProgressView.progress`.
    var progress: UInt32 = 0
    /// Writes of `SegmentedControl.selectedSegmentIndex`.
    var selectedSegmentIndex: UInt32 = 0
    /// Writes of `PageControl.currentPage`.
    var currentPage: UInt32 = 0
    /// Selections of a `PickerView`'s rows, in code or by the user.
    var selectedRows: UInt32 = 0
    /// Writes of `View.isHidden`.
    var isHidden: UInt32 = 0
    /// Writes of `View.backgroundColor`.
    var backgroundColor: UInt32 = 0
    /// Writes of `View.alpha`.
    var alpha: UInt32 = 0

    /// The count for `property`.
    subscript(property: OutletContent.Property) -> UInt32 {
        switch property {
        case .text: text
        case .textColor: textColor
        case .image: image
        case .title: title
        case .isOn: isOn
        case .value: value
        case .progress: progress
        case .selectedSegmentIndex: selectedSegmentIndex
        case .currentPage: currentPage
        case .selectedRows: selectedRows
        case .isHidden: isHidden
        case .backgroundColor: backgroundColor
        case .alpha: alpha
        }
    }
}
