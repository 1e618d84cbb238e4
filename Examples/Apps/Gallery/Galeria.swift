import CellKit

/// The gallery of seed 000: its four photos, their titles and the list's margins, with the tutorial's names.
public enum Galeria {
    /// The titles of the rows, in order: the tutorial's `textosArray`.
    public static let textos = ["LIMA", "PASEO EN BICICLETA", "PUESTA DE SOL", "COCHE ABANDONADO"]
    /// The space above the first row: the tutorial's `margenY` before the loop.
    public static let margenY = 20.0
    /// The space under the last row: the `+ 8` of the tutorial's `setContentSize:`.
    public static let margenInferior = 8.0
    /// The size of a thumbnail, as the template GaleriaCell lays out its button.
    public static let miniaturaSize = Size(width: 260, height: 100)
    /// The size of a large photo: larger than the screen, so the detail's scroll view scrolls both ways.
    public static let fotoSize = Size(width: 640, height: 480)

    /// The thumbnail of row `indice`, `min_galeria_00i` as the tutorial names it.
    public static func miniatura(_ indice: Int) -> Image {
        Image(named: "min_galeria_00\(indice)", size: miniaturaSize)
    }

    /// The large photo of row `indice`, `max_galeria_00i`.
    public static func foto(_ indice: Int) -> Image {
        Image(named: "max_galeria_00\(indice)", size: fotoSize)
    }
}
