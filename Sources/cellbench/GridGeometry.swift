import CellKit

/// The metrics of the collection benchmark's grid for a viewport width: the flow layout's spacings and insets, the
/// header height and each kind's item size. Every length is a whole number of points, so the layout's sums and the
/// benchmark's model of them are exact and agree to the bit.
struct GridGeometry {
    /// The space between items of a line and between lines.
    static let spacing = 10.0
    /// The section inset on every side.
    static let inset = 10.0
    /// The height of a section's header, as wide as the grid.
    static let headerHeight = 40.0
    /// The height of a text tile.
    static let textHeight = 64.0
    /// The narrowest grid the pattern's lines fit in: three photos of at least one point.
    static let minimumWidth = 2 * inset + 2 * spacing + 3

    /// The grid's width, the viewport's.
    let width: Double
    /// The side of a square photo: three photos and their two spacings fill the width inside the insets.
    let photoSide: Double

    /// The geometry of a grid `width` points wide; at least `minimumWidth`.
    init(width: Double) {
        self.width = width
        photoSide = ((width - 2 * Self.inset - 2 * Self.spacing) / 3).rounded(.down)
    }

    /// The room for items across a line, inside the section insets.
    var lineWidth: Double { width - 2 * Self.inset }

    /// The size of an item of `kind`: a wide tile is two photos and a spacing wide, so that it and one photo take
    /// the same room as three photos; a text tile takes a whole line.
    func size(of kind: GridItemKind) -> Size {
        switch kind {
        case .photo: Size(width: photoSide, height: photoSide)
        case .wide: Size(width: 2 * photoSide + Self.spacing, height: photoSide)
        case .text: Size(width: lineWidth, height: Self.textHeight)
        }
    }
}
