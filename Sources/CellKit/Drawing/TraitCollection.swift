import CellCatalog

/// The environment a view draws in (UIKit's `UITraitCollection`): light or dark, the user's text size, and the
/// app's colour assets. Every view has one, inherited from its superview unless the view's `traitOverrides` change
/// it; a window's root is `TraitCollection.default` with the window's overrides.
public struct TraitCollection: Sendable, Hashable {
    /// Light or dark; semantic colours such as `Color.label` resolve by it.
    public var userInterfaceStyle: UserInterfaceStyle
    /// The user's text size; labels with a text-style font and `adjustsFontForContentSizeCategory` follow it.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// The app's asset colours, which `Color(assetNamed:)` resolves against; nil when the app gave none.
    ///
    /// UIKit reads asset colours from the app's bundle; CellKit has no global bundle, so the app puts its catalog
    /// in the traits of its window (`window.traitOverrides.colorAssets = try ColorAssets(directory: ...)`).
    public var colorAssets: ColorAssets?

    /// Creates a trait collection.
    public init(
        userInterfaceStyle: UserInterfaceStyle = .light,
        preferredContentSizeCategory: ContentSizeCategory = .large, colorAssets: ColorAssets? = nil
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.colorAssets = colorAssets
    }

    /// The traits of a view outside any window and of a window without overrides: light, `large`, no assets.
    public static let `default` = TraitCollection()

    /// These traits with `overrides` applied.
    public func applying(_ overrides: TraitOverrides) -> TraitCollection {
        var traits = self
        if let style = overrides.userInterfaceStyle { traits.userInterfaceStyle = style }
        if let category = overrides.preferredContentSizeCategory { traits.preferredContentSizeCategory = category }
        if let assets = overrides.colorAssets { traits.colorAssets = assets }
        return traits
    }
}
