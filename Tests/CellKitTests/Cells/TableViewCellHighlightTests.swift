import CellKit
import Testing

/// A table cell highlights its content view's labels and image views while it is highlighted or selected, as
/// UIKit's does; and the colours and images they then show.
@MainActor
@Suite struct TableViewCellHighlightTests {
    /// A cell whose content view holds a label and, one level down, an image view.
    private func makeCell() -> (TableViewCell, Label, ImageView) {
        let cell = TableViewCell(reuseIdentifier: "Row")
        let label = Label()
        label.textColor = .black
        label.highlightedTextColor = .white
        let holder = View()
        let imageView = ImageView(image: Image(named: "file"))
        imageView.highlightedImage = Image(named: "file_selected")
        holder.addSubview(imageView)
        cell.contentView.addSubview(label)
        cell.contentView.addSubview(holder)
        return (cell, label, imageView)
    }

    @Test("selecting or highlighting the cell highlights its labels and image views at any depth, until it ends")
    func selectionHighlightsContent() {
        let (cell, label, imageView) = makeCell()
        #expect(!label.isHighlighted && !imageView.isHighlighted)
        #expect(label.displayedTextColor == .black && imageView.displayedImage == Image(named: "file"))
        cell.isSelected = true
        #expect(label.isHighlighted && imageView.isHighlighted)
        #expect(label.displayedTextColor == .white && imageView.displayedImage == Image(named: "file_selected"))
        cell.isHighlighted = true
        cell.isSelected = false
        #expect(label.isHighlighted, "still highlighted (touched)")
        cell.isHighlighted = false
        #expect(!label.isHighlighted && !imageView.isHighlighted)
    }

    @Test("a cell whose selection style is none highlights nothing")
    func noSelectionStyle() {
        let (cell, label, imageView) = makeCell()
        cell.selectionStyle = .none
        cell.setSelected(true, animated: false)
        #expect(!label.isHighlighted && !imageView.isHighlighted)
        cell.selectionStyle = .default
        #expect(label.isHighlighted, "the selection shows once the style does")
    }

    @Test("a view highlighted before the cell's highlight stays highlighted after it; reuse ends the cell's")
    func ownHighlightIsKept() {
        let (cell, label, imageView) = makeCell()
        imageView.isHighlighted = true
        cell.setHighlighted(true, animated: false)
        cell.setHighlighted(false, animated: false)
        #expect(imageView.isHighlighted && !label.isHighlighted)
        cell.isSelected = true
        cell.prepareForReuse()
        #expect(!label.isHighlighted)
    }

    @Test("a label without a highlighted colour keeps its colour while highlighted")
    func noHighlightedColor() {
        let label = Label()
        label.textColor = .systemRed
        label.isHighlighted = true
        #expect(label.displayedTextColor == .systemRed)
    }

    @Test("a display-P3 colour is the asset catalog's conversion to sRGB, clamped to sRGB's gamut")
    func displayP3() {
        let color = Color(displayP3Red: 0.222, green: 0.457, blue: 0.8)
        // The same conversion, computed independently in double precision.
        let expected = [0.098466, 0.463854, 0.825812]
        for (channel, wanted) in zip([color.red, color.green, color.blue], expected) {
            #expect(abs(channel - wanted) < 0.0001)
        }
        let saturated = Color(displayP3Red: 0.91648835260511019, green: 1, blue: 1, alpha: 0.5)
        #expect(saturated.green == 1 && saturated.blue == 1 && saturated.alpha == 0.5)
        #expect(Color(displayP3Red: 1, green: 1, blue: 1).hexString.hasPrefix("#FFFFFF"))
    }

    @Test("UIKit's text colours: dark text is black, light text white at 60 %")
    func textColors() {
        #expect(Color.darkText == Color(white: 0, alpha: 1))
        #expect(Color.lightText == Color(white: 1, alpha: 0.6))
    }

    @Test("a symbol is not the app's image of the same name")
    func symbols() {
        let symbol = Image(systemName: "star")
        #expect(symbol.isSymbol && symbol.name == "star" && symbol.size == .zero)
        #expect(symbol != Image(named: "star"))
        #expect(symbol.description == "system(star) (0, 0)")
    }
}
