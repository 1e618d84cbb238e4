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
