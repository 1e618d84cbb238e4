/// The text size a user chose (UIKit's `UIContentSizeCategory`), smallest first: seven standard sizes and five
/// accessibility sizes; `large` is the default.
public enum SizeCategory: String, Sendable, Hashable, CaseIterable {
    /// UIKit's `extraSmall`.
    case extraSmall
    /// UIKit's `small`.
    case small
    /// UIKit's `medium`.
    case medium
    /// UIKit's `large`, the default.
    case large
    /// UIKit's `extraLarge`.
    case extraLarge
    /// UIKit's `extraExtraLarge`.
    case extraExtraLarge
    /// UIKit's `extraExtraExtraLarge`.
    case extraExtraExtraLarge
    /// UIKit's `accessibilityMedium` (AX1).
    case accessibilityMedium
    /// UIKit's `accessibilityLarge` (AX2).
    case accessibilityLarge
    /// UIKit's `accessibilityExtraLarge` (AX3).
    case accessibilityExtraLarge
    /// UIKit's `accessibilityExtraExtraLarge` (AX4).
    case accessibilityExtraExtraLarge
    /// UIKit's `accessibilityExtraExtraExtraLarge` (AX5).
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes (UIKit's `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool {
        index >= SizeCategory.accessibilityMedium.index
    }

    /// The position of the category, smallest 0, as the columns of `FontTextStyle`'s size table.
    public var index: Int {
        SizeCategory.allCases.firstIndex(of: self) ?? 3
    }

    /// The names, smallest first, for messages and "did you mean".
    public static let names = allCases.map(\.rawValue)
}
