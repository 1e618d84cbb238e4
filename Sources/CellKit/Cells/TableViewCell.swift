import CellCatalog

/// A row of a table (UIKit's `UITableViewCell`): a content view for custom subviews, optional built-in labels and
/// image view, selection state and an accessory.
///
/// Custom subviews go in `contentView`, which `layoutSubviews()` sizes to the cell's bounds less the accessory's
/// width (``accessoryWidth``) on the right. The built-in `textLabel`,
/// `detailTextLabel` and `imageView` are created on first access and placed as `layoutBuiltInSubviews()`
/// describes.
@MainActor
open class TableViewCell: View {
    /// The size a cell starts with, UIKit's 320 x 44.
    nonisolated public static let defaultSize = Size(width: 320, height: 44)

    /// The identifier the cell is reused under; fixed at creation, as in UIKit. A reuse queue that creates the
    /// cell sets it to the identifier the cell was registered under before handing the cell out.
    public internal(set) var reuseIdentifier: String?
    /// The arrangement of the built-in labels.
    public let style: CellStyle
    /// The view custom subviews go in; a subview of the cell, in front of the background views.
    public let contentView: View

    var textLabelStorage: Label?
    var detailTextLabelStorage: Label?
    var imageViewStorage: ImageView?

    /// The primary label, created on first access and added to the content view. A subclass may override it with
    /// a label of its own, as a template's `textLabel` outlet does; the built-in layout then leaves that label be.
    open var textLabel: Label? {
        if let label = textLabelStorage {
            return label
        }
        let label = Label()
        switch style {
        case .value2:
            label.font = .boldSystemFont(ofSize: 12)
            label.textColor = .systemBlue
            label.textAlignment = .right
        case .default, .value1, .subtitle:
            break
        }
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label, created on first access for the value1, value2 and subtitle styles; nil for
    /// `.default`, as in UIKit.
    open var detailTextLabel: Label? {
        if let label = detailTextLabelStorage {
            return label
        }
        guard style != .default else {
            return nil
        }
        let label = Label()
        switch style {
        case .default:
            break
        case .value1:
            label.textColor = .systemGray
            label.textAlignment = .right
        case .value2:
            label.font = .systemFont(ofSize: 12)
        case .subtitle:
            label.font = .systemFont(ofSize: 12)
        }
        detailTextLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image view at the leading edge, created on first access and added to the content view. A subclass may
    /// override it with an image view of its own, as a template's `imageView` outlet does (an Interface Builder
    /// outlet redeclaring UIKit's); the built-in layout then leaves that view where its frame puts it.
    open var imageView: ImageView? {
        if let imageView = imageViewStorage {
            return imageView
        }
        let imageView = ImageView()
        imageViewStorage = imageView
        contentView.addSubview(imageView)
        setNeedsLayout()
        return imageView
    }

    /// Where the cell is in its reuse queue's life cycle; kept on the cell so the queue needs no side table.
    var reuseRecord = CellReuseRecord()
    private var selectedState = false
    private var highlightedState = false
    /// Whether the content view's labels and image views show the cell's highlight (``updateContentHighlight()``).
    private var showsContentHighlight = false
    /// The labels and image views the cell highlighted, which it un-highlights when its highlight ends.
    private var highlightedByCell: [View] = []

    /// How the cell looks when selected; `.none` never shows `selectedBackgroundView`.
    public var selectionStyle = SelectionStyle.default {
        didSet { updateSelectedBackground() }
    }
    /// The standard control shown at the trailing edge; any but `.none` narrows the content view by its
    /// ``accessoryWidth(of:)``. An ``accessoryView`` replaces it, as in UIKit.
    public var accessoryType = AccessoryType.none {
        didSet {
            if accessoryType != oldValue {
                setNeedsLayout()
            }
        }
    }
    /// A view of the app's shown at the trailing edge instead of the standard accessory, at its own size, centred
    /// vertically, `ViewCatalog.accessoryPadding` less 10 points from the edge; it narrows the content view by
    /// its width and UIKit's padding. It is a subview of the cell, so it draws and takes touches like any other.
    public var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else {
                return
            }
            oldValue?.removeFromSuperview()
            if let accessoryView {
                addSubview(accessoryView)
            }
            setNeedsLayout()
        }
    }
    /// How many levels the built-in image view and text label are indented (UIKit's `indentationLevel`); custom
    /// subviews of the content view do not move, as in UIKit, where a custom cell applies it itself.
    public var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }
    /// The points each indentation level moves the built-in subviews: 10, as UIKit's.
    public var indentationWidth = 10.0 {
        didSet { setNeedsLayout() }
    }
    /// The insets of the line a table draws under the cell; only `left` and `right` are honoured, as in UIKit.
    /// 15 points on the left by default, where the built-in labels start.
    public var separatorInset = EdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    /// The view behind the content, sized to the cell's bounds.
    public var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else {
                return
            }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
            }
        }
    }
    /// The view behind the content while the cell is selected or highlighted, in front of `backgroundView`; a
    /// light grey view by default, as UIKit's. Nil shows no selection.
    public var selectedBackgroundView: View? {
        didSet {
            guard selectedBackgroundView !== oldValue else {
                return
            }
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }
    /// How many times `prepareForReuse()` has run on this cell; reuse-queue tests read it.
    public private(set) var prepareForReuseCount = 0

    /// Creates a cell of `style` that will be reused under `reuseIdentifier`, `TableViewCell.defaultSize` large.
    public init(style: CellStyle = .default, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = CellContentView(frame: Rect(origin: .zero, size: Self.defaultSize))
        super.init(frame: Rect(origin: .zero, size: Self.defaultSize))
        // Cells are white, as UIKit's are, so that rows show on a grouped table's grey.
        backgroundColor = .white
        addSubview(contentView)
        contentView.layoutMargins = EdgeInsets(LayoutMargins.contentView)
        let selectedBackground = View()
        selectedBackground.backgroundColor = Self.selectedBackgroundColor
        selectedBackgroundView = selectedBackground
    }

    /// The colour of the default selected background, UIKit's light grey.
    nonisolated public static let selectedBackgroundColor = Color(rgb: 0xD9D9D9)

    /// Creates a default-style cell without a reuse identifier in `frame`.
    public override convenience init(frame: Rect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Whether the cell is selected; setting it calls `setSelected(_:animated:)`.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted (touched); setting it calls `setHighlighted(_:animated:)`.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Selects or deselects the cell, showing the selected background while selected; `animated` is ignored.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        updateSelectedBackground()
    }

    /// Highlights the cell or ends the highlight, showing the selected background meanwhile; `animated` is ignored.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        updateSelectedBackground()
    }

    /// Resets the state that is not content before the cell is reused: deselects it and ends any highlight, as
    /// UIKit does. Overrides must call `super`; resetting content is the configuring code's job.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
        prepareForReuseCount += 1
    }

    /// The size the cell needs when it is `targetSize.width` wide, configured as it is now (UIKit's
    /// `systemLayoutSizeFitting(_:)`): a self-sizing row's height. The default keeps the cell's current height; a
    /// generated template whose `height` reads its content overrides it, and its static `height(forWidth:)` then
    /// answers `TableView.automaticDimension`.
    open func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        Size(width: targetSize.width, height: bounds.height)
    }

    /// The width the accessory takes from the content view: a custom ``accessoryView``'s width and UIKit's
    /// padding, else the standard accessory's ``accessoryWidth(of:)`` (0 for none).
    public var accessoryWidth: Double {
        if let accessoryView {
            return ViewCatalog.accessoryWidth(ofViewWidth: accessoryView.frame.width)
        }
        return Self.accessoryWidth(of: accessoryType)
    }

    /// Sizes the background views to the bounds and the content view to the bounds less the accessory's width,
    /// places a custom accessory view, then the built-in labels and image view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = Rect(
            origin: bounds.origin,
            size: Size(width: max(0, bounds.width - accessoryWidth), height: bounds.height)
        )
        if let accessoryView {
            let size = accessoryView.frame.size
            accessoryView.frame = Rect(
                x: bounds.maxX - Self.accessoryTrailingInset - size.width,
                y: bounds.minY + (bounds.height - size.height) / 2,
                width: size.width, height: size.height)
        }
        layoutBuiltInSubviews()
    }

    /// The distance from a custom accessory view to the cell's trailing edge: UIKit's padding less the 10-point
    /// gap before the content view.
    nonisolated public static let accessoryTrailingInset = ViewCatalog.accessoryPadding - 10

    /// Shows `selectedBackgroundView`, just behind the content view, while the cell is selected or highlighted
    /// and its selection style is not `.none`; removes it otherwise.
    private func updateSelectedBackground() {
        updateContentHighlight()
        guard let selectedBackgroundView else {
            return
        }
        if (selectedState || highlightedState) && selectionStyle != .none {
            if selectedBackgroundView.superview !== self {
                insertSubview(selectedBackgroundView, belowSubview: contentView)
                selectedBackgroundView.frame = bounds
            }
        } else if selectedBackgroundView.superview === self {
            selectedBackgroundView.removeFromSuperview()
        }
    }

    /// Highlights the labels and image views of the content view, at any depth, while the cell is selected or
    /// highlighted and its selection style is not `.none`, as UIKit's cell does (a label then draws its
    /// `highlightedTextColor`, an image view its `highlightedImage`); when that ends, un-highlights the ones it
    /// highlighted, leaving those that were highlighted already.
    private func updateContentHighlight() {
        let shows = (selectedState || highlightedState) && selectionStyle != .none
        guard shows != showsContentHighlight else {
            return
        }
        showsContentHighlight = shows
        guard shows else {
            for view in highlightedByCell {
                (view as? Label)?.isHighlighted = false
                (view as? ImageView)?.isHighlighted = false
            }
            highlightedByCell = []
            return
        }
        var pending = contentView.subviews
        while let view = pending.popLast() {
            pending += view.subviews
            if let label = view as? Label, !label.isHighlighted {
                label.isHighlighted = true
                highlightedByCell.append(label)
            } else if let imageView = view as? ImageView, !imageView.isHighlighted {
                imageView.isHighlighted = true
                highlightedByCell.append(imageView)
            }
        }
    }
}
