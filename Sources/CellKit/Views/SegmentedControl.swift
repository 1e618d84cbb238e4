/// A row of titled segments, at most one selected (UIKit's `UISegmentedControl`): a tap on a segment selects it and
/// sends `valueChanged`.
@MainActor
open class SegmentedControl: Control {
    /// UIKit's `noSegment`: the `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1
    /// The control's intrinsic height: 32, the height of iOS 13's redesigned control (28 before it).
    public static let height = 32.0
    /// The room each segment leaves either side of its title in the intrinsic width.
    public static let titlePadding = 12.0
    /// The font of the titles.
    public static let titleFont = Font.systemFont(ofSize: 13)

    /// The segments' titles, in order; changing them keeps the selection when it is still a segment.
    public var segments: [String] = [] {
        didSet {
            if selectedSegmentIndex >= segments.count {
                selectedSegmentIndex = Self.noSegment
            }
        }
    }
    /// The selected segment, or ``noSegment``; an index that is not a segment's selects none.
    public var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            storedSelection = segments.indices.contains(newValue) ? newValue : Self.noSegment
            contentWrites.selectedSegmentIndex &+= 1
        }
    }
    /// The colour of the selected segment; nil draws it white, as iOS 13 does.
    public var selectedSegmentTintColor: Color?
    /// Whether a tap only flashes its segment: the selection is back to ``noSegment`` once the action has run.
    public var isMomentary = false

    private var storedSelection = SegmentedControl.noSegment

    /// Creates a segmented control in `frame`, with no segments.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// UIKit's `init(items:)`: a control with `items` as its segments' titles and none selected.
    public convenience init(items: [String]) {
        self.init(frame: .zero)
        segments = items
    }

    /// UIKit's `numberOfSegments`.
    public var numberOfSegments: Int { segments.count }

    /// UIKit's `titleForSegment(at:)`: nil for an index that is not a segment's.
    public func titleForSegment(at index: Int) -> String? {
        segments.indices.contains(index) ? segments[index] : nil
    }

    /// UIKit's `setTitle(_:forSegmentAt:)`; an index that is not a segment's is ignored.
    public func setTitle(_ title: String, forSegmentAt index: Int) {
        if segments.indices.contains(index) { segments[index] = title }
    }

    /// UIKit's `insertSegment(withTitle:at:animated:)`: the index is clamped to the ends, and the selection moves
    /// with its segment.
    public func insertSegment(withTitle title: String, at index: Int, animated: Bool) {
        let position = min(max(index, 0), segments.count)
        let selected = selectedSegmentIndex
        segments.insert(title, at: position)
        if selected != Self.noSegment, selected >= position { selectedSegmentIndex = selected + 1 }
    }

    /// UIKit's `removeSegment(at:animated:)`: removing the selected segment selects none.
    public func removeSegment(at index: Int, animated: Bool) {
        guard segments.indices.contains(index) else { return }
        let selected = selectedSegmentIndex
        segments.remove(at: index)
        storedSelection =
            selected == index ? Self.noSegment : selected > index ? selected - 1 : selected
    }

    /// A segmented control sends its `action` when its selection changes.
    open override var primaryActionEvent: Event { .valueChanged }

    /// The segment under `x`, in the control's coordinates: the segments share its width equally, as UIKit's do
    /// by default; nil outside them.
    public func segment(atX x: Double) -> Int? {
        guard !segments.isEmpty, bounds.width > 0, x >= 0, x < bounds.width else { return nil }
        return min(Int(x / bounds.width * Double(segments.count)), segments.count - 1)
    }

    /// A touch that lifts on a segment (a tap at its point) selects that segment and sends `valueChanged`, between
    /// `touchDown` and `touchUpInside`; lifting on the selected segment changes nothing and sends no `valueChanged`,
    /// unless the control is momentary, which selects the segment only while its actions run.
    open override func endTracking(_ touch: Touch) {
        guard isTouchInside, let segment = segment(atX: touch.location.x),
            isMomentary || segment != selectedSegmentIndex
        else { return }
        selectedSegmentIndex = segment
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    /// As wide as its segments, each as wide as the widest title and its padding, and 32 high.
    open override var intrinsicContentSize: Size {
        let widest = segments.map { TextMetrics.width(of: $0, font: Self.titleFont) }.max() ?? 0
        return Size(width: Double(segments.count) * (widest + 2 * Self.titlePadding), height: Self.height)
    }
}
