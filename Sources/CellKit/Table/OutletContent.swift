/// The observable content of one view inside a cell, in the properties the stale-content detector tracks: what a
/// user would see change between rows.
public struct OutletContent: Sendable, Hashable {
    /// A content property the detector tracks.
    public enum Property: Sendable, Hashable, CaseIterable {
        /// `Label.text`, `TextField.text` and `TextView.text`.
        case text
        /// `Label.textColor`.
        case textColor
        /// `ImageView.image` and `Button.image`.
        case image
        /// `Button.title`.
        case title
        /// `Switch.isOn`.
        case isOn
        /// `Slider.value` and `Stepper.value`.
        case value
        /// `ProgressView.progress`.
        case progress
        /// `SegmentedControl.selectedSegmentIndex`.
        case selectedSegmentIndex
        /// `PageControl.currentPage`.
        case currentPage
        /// A `PickerView`'s selected row in each component (`selectRow(_:inComponent:animated:)`).
        case selectedRows
        /// `View.isHidden`.
        case isHidden
        /// `View.backgroundColor`.
        case backgroundColor
        /// `View.alpha`.
        case alpha
    }

    /// The view's name: its outlet property, built-in subview name or `accessibilityIdentifier`, else its path of
    /// subview indices from the cell, such as `subviews[1].subviews[0]`.
    public var name: String
    /// The text of a label, text field or text view; nil for other views and for labels and fields without text.
    public var text: String?
    /// The label's text colour; nil for other views.
    public var textColor: Color?
    /// The name of the image view's or button's image; nil for other views and when there is no image.
    public var imageName: String?
    /// The button's title; nil for other views and for buttons without a title.
    public var title: String?
    /// Whether the switch is on; nil for other views.
    public var isOn: Bool?
    /// The value of a slider or stepper; nil for other views.
    public var value: Double?
    /// The progress view's progress; nil for other views.
    public var progress: Double?
    /// The segmented control's selected segment; nil for other views.
    public var selectedSegmentIndex: Int?
    /// The page control's current page; nil for other views.
    public var currentPage: Int?
    /// The picker's selected row in each component (-1 for one without rows); nil for other views.
    public var selectedRows: [Int]?
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// The view's background colour.
    public var backgroundColor: Color?
    /// The view's opacity.
    public var alpha: Double

    /// Reads the content of `view`, calling it `name`.
    @MainActor
    init(of view: View, name: String) {
        self.name = name
        text = (view as? Label)?.text ?? (view as? TextField)?.text ?? (view as? TextView)?.text
        textColor = (view as? Label)?.textColor
        imageName = (view as? ImageView)?.image?.name ?? (view as? Button)?.image?.name
        title = (view as? Button)?.title
        isOn = (view as? Switch)?.isOn
        value = (view as? Slider)?.value ?? (view as? Stepper)?.value
        progress = (view as? ProgressView)?.progress
        selectedSegmentIndex = (view as? SegmentedControl)?.selectedSegmentIndex
        currentPage = (view as? PageControl)?.currentPage
        selectedRows = (view as? PickerView).map { picker in
            (0..<picker.numberOfComponents).map(picker.selectedRow(inComponent:))
        }
        isHidden = view.isHidden
        backgroundColor = view.backgroundColor
        alpha = view.alpha
    }

    /// The value of `property` as a report shows it: strings quoted, absent values as `nil`.
    func valueDescription(_ property: Property) -> String {
        switch property {
        case .text: text.map { "\"\($0)\"" } ?? "nil"
        case .textColor: textColor.map { "\($0)" } ?? "nil"
        case .image: imageName.map { "\"\($0)\"" } ?? "nil"
        case .title: title.map { "\"\($0)\"" } ?? "nil"
        case .isOn: isOn.map { "\($0)" } ?? "nil"
        case .value: value.map { "\($0)" } ?? "nil"
        case .progress: progress.map { "\($0)" } ?? "nil"
        case .selectedSegmentIndex: selectedSegmentIndex.map { "\($0)" } ?? "nil"
        case .currentPage: currentPage.map { "\($0)" } ?? "nil"
        case .selectedRows: selectedRows.map { "\($0)" } ?? "nil"
        case .isHidden: "\(isHidden)"
        case .backgroundColor: backgroundColor.map { "\($0)" } ?? "nil"
        case .alpha: "\(alpha)"
        }
    }
}
