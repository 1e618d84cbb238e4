/// An item of a collection view (UIKit's `UICollectionViewCell`): a content view for custom subviews, optional
/// background and selected-background views, and selection state. Unlike a table's cell it has no separator,
/// accessory or selection style, and it is clear, with no selected background, until given one.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The size a cell starts with, UIKit's default item size of 50 x 50.
    nonisolated public static let defaultSize = Size(width: 50, height: 50)

    /// The view custom subviews go in, sized to the cell's bounds, in front of the background views.
    public let contentView: View
    private var selectedState = false
    private var highlightedState = false

    /// The view behind the content, sized to the cell's bounds.
    public var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else {
                return
            }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                backgroundView.frame = bounds
            }
        }
    }
    /// The view shown just behind the content while the cell is selected or highlighted; none by default, as in
    /// UIKit, so a collection view's selection shows nothing until a cell has one.
    public var selectedBackgroundView: View? {
        didSet {
            guard selectedBackgroundView !== oldValue else {
                return
            }
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    /// Creates a cell in `frame` (`defaultSize` at the origin by default) without a reuse identifier.
    public override init(frame: Rect = Rect(origin: .zero, size: CollectionViewCell.defaultSize)) {
        contentView = View(frame: Rect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        // The content view keeps a plain view's margins, 8 points on each side, as UIKit's does.
        addSubview(contentView)
    }

    /// Whether the cell is selected; shows the selected background while it is.
    open var isSelected: Bool {
        get { selectedState }
        set {
            selectedState = newValue
            updateSelectedBackground()
        }
    }

    /// Whether the cell is highlighted (touched); shows the selected background meanwhile.
    open var isHighlighted: Bool {
        get { highlightedState }
        set {
            highlightedState = newValue
            updateSelectedBackground()
        }
    }

    /// Deselects the cell and ends any highlight, as UIKit does, then counts the call. Overrides must call `super`.
    open override func prepareForReuse() {
        isSelected = false
        isHighlighted = false
        super.prepareForReuse()
    }

    /// Sizes the content view and the background views to the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    /// Shows `selectedBackgroundView` just behind the content view while the cell is selected or highlighted, and
    /// removes it otherwise.
    private func updateSelectedBackground() {
        guard let selectedBackgroundView else {
            return
        }
        if selectedState || highlightedState {
            if selectedBackgroundView.superview !== self {
                insertSubview(selectedBackgroundView, belowSubview: contentView)
                selectedBackgroundView.frame = bounds
            }
        } else if selectedBackgroundView.superview === self {
            selectedBackgroundView.removeFromSuperview()
        }
    }
}
