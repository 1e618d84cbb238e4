import CellCatalog

/// The text size a user chose (UIKit's `UIContentSizeCategory`), smallest first; the raw values are the catalog's
/// `SizeCategory` names.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Extra small.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case extraLarge
    /// Extra extra large.
    case extraExtraLarge
    /// Extra extra extra large, the largest standard size.
    case extraExtraExtraLarge
    /// Accessibility medium (AX1).
    case accessibilityMedium
    /// Accessibility large (AX2).
    case accessibilityLarge
    /// Accessibility extra large (AX3).
    case accessibilityExtraLarge
    /// Accessibility extra extra large (AX4).
    case accessibilityExtraExtraLarge
    /// Accessibility extra extra extra large (AX5), the largest.
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes (UIKit's `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool {
        catalogCategory.isAccessibilityCategory
    }

    /// The catalog's entry, whose index is the column of the text styles' size table.
    var catalogCategory: SizeCategory {
        SizeCategory(rawValue: rawValue) ?? .large
    }

    /// Whether `lhs` is a smaller text size than `rhs`.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.catalogCategory.index < rhs.catalogCategory.index
    }
}
