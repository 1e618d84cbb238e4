/// Spinning wheels of rows, one row selected in each (UIKit's `UIPickerView`). Not a control: it sends no actions,
/// it asks its ``dataSource`` how many components (wheels) and rows there are, asks its ``delegate`` for the rows'
/// titles and sizes, and tells the delegate when the user selects a row, by spinning a wheel (a drag,
/// `Window.drag(from:to:steps:)`) or tapping a row above or below the selection.
///
/// The picker keeps the data source's answers until it is told to reload (``reloadAllComponents()``,
/// ``reloadComponent(_:)``), as UIKit's does; it asks when its data source is set. A component with rows always has
/// one selected (row 0 at first); a reload that leaves fewer rows moves the selection to the last one, and a
/// component without rows has none (-1).
@MainActor
open class PickerView: View {
    /// The picker's intrinsic height: 216, UIKit's standard picker height in portrait (a picker made with a zero
    /// frame is 320 x 216 on an iPhone, as printed at run time on iOS 6; markmeretzky.com/INFO1-CE9236/src/picker).
    /// It has no intrinsic width: it is as wide as its frame.
    public static let height = 216.0
    /// The height of a row when the delegate gives none: 32, as iOS 14 and later draw the wheel (not measured
    /// here, and unverified on a device).
    public static let defaultRowHeight = 32.0
    /// At most this many rows either side of the selection are laid out, however tall the picker or small its rows.
    public static let maximumRowsAroundSelection = 64
    /// The font of the rows' titles: the system font at 21 points, which fills a 32-point row as the system's
    /// titles do (no measured size found; unverified on a device).
    public static let titleFont = Font.systemFont(ofSize: 21)

    /// Tells the picker what to show; weak, as UIKit's data sources are. Setting it reloads every component.
    public weak var dataSource: (any PickerViewDataSource)? {
        didSet { reloadAllComponents() }
    }
    /// Gives the rows' titles and sizes, and hears the user's selections; weak, as UIKit's delegates are.
    public weak var delegate: (any PickerViewDelegate)?
    /// Interface Builder's "Shows Selection Indicator", deprecated since iOS 7, which always draws the selection
    /// band: kept, archived and compared, it changes nothing.
    public var showsSelectionIndicator = false

    /// The number of rows of each component, as the data source last answered.
    private var rowCounts: [Int] = []
    /// The selected row of each component, -1 for a component without rows.
    private var selections: [Int] = []

    /// Creates a picker in `frame`, with no data source and so no components.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// UIKit's `numberOfComponents`: how many wheels the data source last said there are.
    public var numberOfComponents: Int { rowCounts.count }

    /// UIKit's `numberOfRows(inComponent:)`: how many rows `component` has; 0 for a component the picker lacks.
    public func numberOfRows(inComponent component: Int) -> Int {
        rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// UIKit's `selectedRow(inComponent:)`: the selected row of `component`, or -1 when it has no rows (or is not
    /// one of the picker's).
    public func selectedRow(inComponent component: Int) -> Int {
        selections.indices.contains(component) ? selections[component] : -1
    }

    /// UIKit's `selectRow(_:inComponent:animated:)`: spins `component` to `row`, held among its rows; the delegate
    /// is not told, as in UIKit. A component without rows, or one the picker lacks, is left as it is.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard selections.indices.contains(component), rowCounts[component] > 0 else { return }
        selections[component] = min(max(row, 0), rowCounts[component] - 1)
        contentWrites.selectedRows &+= 1
    }

    /// UIKit's `reloadAllComponents()`: asks the data source again for the number of components and of each one's
    /// rows. Each component that stays keeps its selection, held among its rows; a new one selects its first row.
    public func reloadAllComponents() {
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        rowCounts = (0..<count).map(askRowCount)
        selections = rowCounts.indices.map { component in
            Self.held(component < selections.count ? selections[component] : 0, rows: rowCounts[component])
        }
    }

    /// UIKit's `reloadComponent(_:)`: asks the data source again for the rows of `component`, keeping its
    /// selection among them; nothing for a component the picker lacks.
    public func reloadComponent(_ component: Int) {
        guard rowCounts.indices.contains(component) else { return }
        rowCounts[component] = askRowCount(component)
        selections[component] = Self.held(selections[component], rows: rowCounts[component])
    }

    /// The title the delegate gives `row` of `component`; nil without a delegate or for a row the component lacks.
    public func title(forRow row: Int, forComponent component: Int) -> String? {
        guard (0..<numberOfRows(inComponent: component)).contains(row) else { return nil }
        return delegate?.pickerView(self, titleForRow: row, forComponent: component)
    }

    /// The height of every component's rows: the largest the delegate gives (UIKit gives each component the
    /// largest), or ``defaultRowHeight`` without a delegate, components or a usable answer.
    public var rowHeight: Double {
        let answers = (0..<numberOfComponents).compactMap { component in
            delegate?.pickerView(self, rowHeightForComponent: component)
        }
        return answers.filter { $0.isFinite && $0 >= 1 }.max() ?? Self.defaultRowHeight
    }

    /// An equal share of the picker's width for each component: the width a component has when the delegate does
    /// not say.
    public var sharedComponentWidth: Double {
        max(0, bounds.width) / Double(max(1, numberOfComponents))
    }

    /// UIKit's `rowSize(forComponent:)`: the width of `component`'s wheel and the rows' height; zero for a
    /// component the picker lacks.
    public func rowSize(forComponent component: Int) -> Size {
        guard let frame = componentFrames.indices.contains(component) ? componentFrames[component] : nil else {
            return .zero
        }
        return Size(width: frame.width, height: rowHeight)
    }

    /// Each component's wheel, in the picker's bounds: side by side at the widths the delegate gives (an equal
    /// share each without one), the group centred, across the picker's height.
    public var componentFrames: [Rect] {
        let widths = (0..<numberOfComponents).map { component in
            let width = delegate?.pickerView(self, widthForComponent: component) ?? sharedComponentWidth
            return width.isFinite ? min(max(0, width), 1e6) : 0
        }
        var x = (bounds.width - widths.reduce(0, +)) / 2
        return widths.map { width in
            defer { x += width }
            return Rect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    /// The band across the picker's middle, one row high, that the selected rows sit in.
    public var selectionBand: Rect {
        let height = rowHeight
        return Rect(x: 0, y: bounds.midY - height / 2, width: bounds.width, height: height)
    }

    /// The rows of `component` that show in the picker's bounds, each with its frame: the selected row in the
    /// band, the rows before it above, the rows after it below, as the wheel stands.
    public func visibleRows(inComponent component: Int) -> [(row: Int, frame: Rect)] {
        let selected = selectedRow(inComponent: component)
        guard selected >= 0, componentFrames.indices.contains(component) else { return [] }
        let wheel = componentFrames[component]
        let height = rowHeight
        let band = selectionBand
        let reach = min(
            ((bounds.height / 2 + height / 2) / height).rounded(.up), Double(Self.maximumRowsAroundSelection))
        let around = reach.isFinite ? Int(max(0, reach)) : 0
        let first = max(0, selected - around)
        // Added without overflow, however many rows the data source claims.
        let last = selected + min(around, numberOfRows(inComponent: component) - 1 - selected)
        guard first <= last else { return [] }
        return (first...last).compactMap { row in
            let frame = Rect(
                x: wheel.minX, y: band.minY + Double(row - selected) * height, width: wheel.width, height: height)
            return frame.maxY > 0 && frame.minY < bounds.height ? (row, frame) : nil
        }
    }

    /// The component whose wheel is under `x`, in the picker's coordinates; nil between or beside the wheels.
    public func component(atX x: Double) -> Int? {
        componentFrames.firstIndex { $0.minX <= x && x < $0.maxX }
    }

    /// Spins the wheel under `start` as a finger dragged from `start` to `end` (in the picker's coordinates)
    /// does: the rows follow the finger, and the row nearest the band when it lifts is selected (headless, the
    /// wheel neither decelerates nor bounces); the delegate hears `didSelectRow` when the selection changed.
    /// Returns whether a wheel with rows was under `start`.
    @discardableResult
    public func drag(from start: Point, to end: Point) -> Bool {
        guard let component = component(atX: start.x), numberOfRows(inComponent: component) > 0 else {
            return false
        }
        let moved = ((start.y - end.y) / rowHeight).rounded()
        guard moved.isFinite else { return true }
        // Rows on (up the wheel) or back, held among the rows without overflow whatever the data source claims.
        let rows = Int(max(-1e15, min(1e15, moved)))
        let selected = selectedRow(inComponent: component)
        let last = numberOfRows(inComponent: component) - 1
        userSelects(rows >= 0 ? selected + min(rows, last - selected) : max(0, selected + rows), inComponent: component)
        return true
    }

    /// A tap at `point`, in the picker's coordinates, on a row above or below the selection spins that row into
    /// the band and tells the delegate, as in UIKit; a tap on the selected row or off the rows changes nothing.
    /// Returns whether the tap selected a row.
    @discardableResult
    public func tap(at point: Point) -> Bool {
        guard let component = component(atX: point.x),
            let hit = visibleRows(inComponent: component).first(where: { $0.frame.contains(point) }),
            hit.row != selectedRow(inComponent: component)
        else { return false }
        userSelects(hit.row, inComponent: component)
        return true
    }

    /// The user chose `row` of `component`: it is selected and, if it was not already, the delegate is told.
    private func userSelects(_ row: Int, inComponent component: Int) {
        guard row != selectedRow(inComponent: component) else { return }
        selectRow(row, inComponent: component, animated: true)
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    private func askRowCount(_ component: Int) -> Int {
        max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// `row` held among `rows` rows: -1 when there are none.
    private static func held(_ row: Int, rows: Int) -> Int {
        rows > 0 ? min(max(row, 0), rows - 1) : -1
    }

    /// The picker's height; its width is its frame's.
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: Self.height)
    }
}
