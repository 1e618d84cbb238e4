import CellCatalog

/// The text size a user chose (UIKit's `UIContentSizeCategory`), smallest first: the catalog's list, whose
/// positions are the columns of the text styles' size table.
public typealias ContentSizeCategory = SizeCategory

extension SizeCategory: Comparable {
    /// Whether `lhs` is a smaller text size than `rhs`.
    public static func < (lhs: SizeCategory, rhs: SizeCategory) -> Bool {
        lhs.index < rhs.index
    }
}
