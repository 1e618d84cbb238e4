import CellKit

/// The app's own rating view, which Examples/Account.cell names as a subview's custom class and configures with
/// user-defined runtime attributes, as an Interface Builder project does: each attribute it takes arrives through
/// the typed hook, and any other is refused as UIKit refuses a key the class is not coding-compliant for. It owns
/// the outlet of the score label inside it, through the generated `AccountTemplates.RatingViewOutlets`.
public final class RatingView: CellKit.View, AccountTemplates.RatingViewOutlets {
    /// The label showing the score, connected by the template.
    public var scoreLabel: CellKit.Label?
    /// How many stars the rating has.
    public private(set) var maximumRating = 5
    /// Whether half a star may be shown.
    public private(set) var allowsHalfStars = false
    /// The look, `"compact"` or `"regular"`.
    public private(set) var displayStyle = "regular"
    /// The colour of the filled stars, which the stars inside take as their tint.
    public private(set) var filledColor: CellKit.Color?
    /// How far each star is moved from its place.
    public private(set) var starOffset = CellKit.Point.zero
    /// The size of a star.
    public private(set) var starSize = CellKit.Size(width: 14, height: 14)
    /// The area that takes touches, in the view's coordinates.
    public private(set) var touchArea = CellKit.Rect.zero
    /// The image of a star.
    public private(set) var starImage: CellKit.Image?
    /// The key of the caption VoiceOver reads, in the app's string table.
    public private(set) var captionKey: String?
    /// The keys of the attributes received, in the order they arrived.
    public private(set) var receivedKeys: [String] = []

    /// Takes the attributes Account.cell sets, each of its type; hands any other to CellKit, which refuses it.
    override public func setRuntimeAttribute(_ value: CellKit.RuntimeAttribute, forKey key: String)
        throws(CellKit.RuntimeAttributeError)
    {
        switch (key, value) {
        case ("maximumRating", .number(let number)): maximumRating = Int(number)
        case ("allowsHalfStars", .bool(let flag)): allowsHalfStars = flag
        case ("displayStyle", .string(let text)): displayStyle = text
        case ("filledColor", .color(let color)):
            filledColor = color
            tintColor = color
        case ("starOffset", .point(let point)): starOffset = point
        case ("starSize", .size(let size)): starSize = size
        case ("touchArea", .rect(let rect)): touchArea = rect
        case ("starImage", .image(let image)): starImage = image
        case ("caption", .localizedString(let key)): captionKey = key
        default:
            try super.setRuntimeAttribute(value, forKey: key)
            return
        }
        receivedKeys.append(key)
    }
}
