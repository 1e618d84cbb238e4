import CellKit
import ExampleCells

extension GaleriaCell {
    /// Shows row `indice` of the gallery: its thumbnail as the button's background image, the index as the
    /// button's tag (which `buttonPressed` reads, as in the tutorial) and its title. Both lists configure their
    /// rows with it.
    public func show(fila indice: Int) {
        button.backgroundImage = Galeria.miniatura(indice)
        button.tag = indice
        label.text = Galeria.textos[indice]
    }
}
