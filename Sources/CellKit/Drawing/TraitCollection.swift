import CellCatalog

/// The environment a view draws in (UIKit's `UITraitCollection`): light or dark, the user's text size, the size
/// classes, and the app's colour assets. Every view has one, inherited from its superview unless the view's `traitOverrides` change
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
    /// How much room there is across (UIKit's `horizontalSizeClass`); frames of a template's `variation`s read it.
    ///
    /// CellKit knows no device, so it is `.unspecified` until the app sets it on a window, as the device would:
    /// `window.traitOverrides.horizontalSizeClass = .regular` for an iPad.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// How much room there is up and down (UIKit's `verticalSizeClass`).
    public var verticalSizeClass: UserInterfaceSizeClass

    /// Creates a trait collection.
    public init(
        userInterfaceStyle: UserInterfaceStyle = .light,
        preferredContentSizeCategory: ContentSizeCategory = .large, colorAssets: ColorAssets? = nil,
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.colorAssets = colorAssets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The traits of a view outside any window and of a window without overrides: light, `large`, no assets, size
    /// classes unspecified.
    public static let `default` = TraitCollection()

    /// These traits with `overrides` applied.
    public func applying(_ overrides: TraitOverrides) -> TraitCollection {
        var traits = self
        if let style = overrides.userInterfaceStyle { traits.userInterfaceStyle = style }
        if let category = overrides.preferredContentSizeCategory { traits.preferredContentSizeCategory = category }
        if let assets = overrides.colorAssets { traits.colorAssets = assets }
        if let sizeClass = overrides.horizontalSizeClass { traits.horizontalSizeClass = sizeClass }
        if let sizeClass = overrides.verticalSizeClass { traits.verticalSizeClass = sizeClass }
        return traits
    }

    /// Whether `other` has other size classes, which a view lays out again for.
    func sizeClassesDiffer(from other: TraitCollection) -> Bool {
        horizontalSizeClass != other.horizontalSizeClass || verticalSizeClass != other.verticalSizeClass
    }
}

/// How much room a trait environment has along one axis (UIKit's `UIUserInterfaceSizeClass`): the catalog's
/// classes, which a template's `variation` names.
public typealias UserInterfaceSizeClass = SizeClass
