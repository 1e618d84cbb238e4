/// A view a collection view shows and reuses (UIKit's `UICollectionReusableView`): the class of section headers and
/// footers, and the superclass of `CollectionViewCell`.
///
/// A collection view that makes one sets its `reuseIdentifier` to the identifier it was registered under, and calls
/// `prepareForReuse()` before handing it out again.
@MainActor
open class CollectionReusableView: View {
    /// The identifier the view is reused under; set once by the collection view that makes it, as in UIKit.
    public internal(set) var reuseIdentifier: String?
    /// Where the view is in its collection view's reuse life cycle; kept on the view so no side table is needed.
    var reuseRecord = CellReuseRecord()
    /// How many times `prepareForReuse()` has run on this view; reuse tests read it.
    public private(set) var prepareForReuseCount = 0

    /// Creates a view in `frame`, without a reuse identifier.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Resets the state that is not content before the view is reused. The default does nothing but count the call,
    /// as UIKit's does nothing; overrides must call `super`.
    open func prepareForReuse() {
        prepareForReuseCount += 1
    }

    /// The size the view needs to fit `targetSize`, configured as it is now (UIKit's
    /// `systemLayoutSizeFitting(_:)`): a self-sizing item's size. The default keeps the current size; a generated
    /// template whose `width` or `height` reads its content overrides it, computing that dimension and taking the
    /// other from `targetSize`.
    open func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        bounds.size
    }

    /// The view's creation number in the collection view that made it, starting at 1; 0 for a view none made.
    public var reuseSerialNumber: Int { reuseRecord.serial }
}
