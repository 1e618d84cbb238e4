/// The traits a view sets for itself and its subtree (UIKit's `traitOverrides`, iOS 17); nil inherits.
public struct TraitOverrides: Sendable, Hashable {
    /// Light or dark for the subtree, nil to inherit (UIKit's `overrideUserInterfaceStyle`).
    public var userInterfaceStyle: UserInterfaceStyle?
    /// The text size for the subtree, nil to inherit.
    public var preferredContentSizeCategory: ContentSizeCategory?
    /// The colour assets for the subtree, nil to inherit.
    public var colorAssets: ColorAssets?
    /// The horizontal size class for the subtree, nil to inherit.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// The vertical size class for the subtree, nil to inherit.
    public var verticalSizeClass: UserInterfaceSizeClass?

    /// Overrides of the traits given; nil inherits.
    public init(
        userInterfaceStyle: UserInterfaceStyle? = nil, preferredContentSizeCategory: ContentSizeCategory? = nil,
        colorAssets: ColorAssets? = nil, horizontalSizeClass: UserInterfaceSizeClass? = nil,
        verticalSizeClass: UserInterfaceSizeClass? = nil
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.colorAssets = colorAssets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }
}
