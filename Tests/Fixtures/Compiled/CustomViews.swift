import CellKit

// The app's view classes that the fixtures' subviews name as their `customClass`: one subclass of each CellKit
// kind, each made with its kind's initializer. CellKit's types are named with their module, since Names.cell
// declares classes called `Label` and `TableViewCell` in this module.

/// The custom class of a plain view in Catalog.cell and CustomClasses.cell.
public final class FixtureCustomView: CellKit.View {}

/// A label that counts how often it is told the nib has finished loading.
public final class BadgeLabel: CellKit.Label {
    /// How many times `awakeFromNib()` has run.
    public private(set) var awakenings = 0

    /// Counts the call.
    override public func awakeFromNib() {
        super.awakeFromNib()
        awakenings += 1
    }
}

/// An image view subclass.
public final class AvatarImageView: CellKit.ImageView {}

/// A button subclass.
public final class PillButton: CellKit.Button {}

/// A scroll view subclass.
public final class PagingScrollView: CellKit.ScrollView {}

/// A stack view subclass, which still arranges its views.
public final class RowStackView: CellKit.StackView {}

/// A switch subclass.
public final class ToggleSwitch: CellKit.Switch {}

/// A view that takes user-defined runtime attributes through the typed hook, as an app's class does: it stores
/// each one it knows, notes whether its properties were already set and awakeFromNib() not yet called, and hands
/// any other key to CellKit, which refuses it.
///
/// It is also Grammar.md section 4's badge, which owns the outlet of the label inside it.
public final class BadgeView: CellKit.View, Grammar08Templates.BadgeViewOutlets {
    /// The label inside the badge, in Grammar.md's example.
    public var countLabel: BadgeLabel?

    /// The keys this class takes.
    public static let keys: Set<String> = [
        "cornerStyle", "badgeCount", "glow", "accent", "tint", "startColor", "anchor", "padding", "hitArea", "icon",
        "caption",
    ]

    /// The attributes received, in order.
    public private(set) var attributes: [(key: String, value: CellKit.RuntimeAttribute)] = []
    /// Whether every attribute arrived after the background colour was set and before `awakeFromNib()`.
    public private(set) var arrivedInOrder = true
    private var isAwake = false

    /// Stores a known attribute; refuses any other as CellKit's default does.
    override public func setRuntimeAttribute(
        _ value: CellKit.RuntimeAttribute, forKey key: String
    ) throws(CellKit.RuntimeAttributeError) {
        guard Self.keys.contains(key) else {
            try super.setRuntimeAttribute(value, forKey: key)
            return
        }
        arrivedInOrder = arrivedInOrder && !isAwake && backgroundColor == CellKit.Color(rgb: 0xFFFFFF)
        attributes.append((key, value))
    }

    /// Notes that the nib has finished loading.
    override public func awakeFromNib() {
        super.awakeFromNib()
        isAwake = true
    }
}

/// A custom view that owns the outlets of the views inside it (NestedOutlets.cell), as an app's card view with
/// its own outlets does: it adopts the generated `ProfileCardViewOutlets`, and notes whether they were connected
/// before `awakeFromNib()`. ProfileCards.cell gives it outlets too, so it adopts that file's protocol as well: each
/// file declares its own, as a member of its registration enum, and one property serves both.
public final class ProfileCardView: CellKit.View, NestedOutletsTemplates.ProfileCardViewOutlets,
    ProfileCardsTemplates.ProfileCardViewOutlets
{
    /// The card's avatar, connected by the template.
    public var avatar: CellKit.ImageView?
    /// The card's name label, of its own custom class.
    public var nameLabel: BadgeLabel?
    /// Whether both outlets were set when `awakeFromNib()` ran; nil before it runs.
    public private(set) var outletsWereSetAtAwake: Bool?

    /// Notes whether the outlets are connected yet.
    override public func awakeFromNib() {
        super.awakeFromNib()
        outletsWereSetAtAwake = avatar != nil && nameLabel != nil
    }
}
