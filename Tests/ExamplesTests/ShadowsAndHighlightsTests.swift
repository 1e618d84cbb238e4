import CellKit
import CellPreview
import CompiledCells
import Testing

/// Grammar.md's shared-file row (section 8): a card with a display-P3 colour and a shadow, a symbol that fills while
/// the row is selected and labels with highlighted colours, made by its generated class and by its nib alike; and
/// what the picture and the screen text show of it.
@MainActor
@Suite struct ShadowsAndHighlightsTests {
    @Test("both paths give the card its shadow and colour, the icon its symbols and the content view its touches")
    func properties() throws {
        for cell in try CompiledSource.bothPaths(of: SharedFileCell.self, "SharedFileCell") {
            let card = try #require(cell.titleLabel.superview)
            #expect(card.shadowColor == .darkText && card.shadowOpacity == 0.3 && card.shadowRadius == 2)
            #expect(card.shadowOffset == Size(width: 0, height: 2))
            #expect(card.backgroundColor == Color(displayP3Red: 0.222, green: 0.457, blue: 0.8))
            #expect(cell.contentView.isMultipleTouchEnabled && !card.isMultipleTouchEnabled)
            #expect(cell.iconView.image == Image(systemName: "doc"))
            #expect(cell.iconView.highlightedImage == Image(systemName: "doc.fill"))
            #expect(cell.titleLabel.highlightedTextColor == .lightText)
        }
    }

    @Test("selecting the row highlights its labels and icon, in the picture and the screen text too")
    func selection() throws {
        for cell in try CompiledSource.bothPaths(of: SharedFileCell.self, "SharedFileCell") {
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 64)
            let renderer = SVGRenderer()
            let plain = renderer.render(cell)
            #expect(ScreenText.lines(of: cell).contains { $0.contains("[symbol doc]") })
            // The title is white, and no text is light text's translucent white before the selection.
            #expect(plain.contains("fill=\"#FFFFFF\""))
            #expect(!plain.contains("fill-opacity=\"0.6\""))
            cell.isSelected = true
            #expect(cell.titleLabel.displayedTextColor == .lightText && cell.sizeLabel.displayedTextColor == .lightText)
            #expect(cell.iconView.displayedImage == Image(systemName: "doc.fill"))
            let selected = renderer.render(cell)
            #expect(selected.contains("fill-opacity=\"0.6\""))
            // The placeholder of the filled symbol, its name truncated in the middle to the 28-point box.
            #expect(selected.contains(">do…ill<") && !plain.contains(">do…ill<"))
            #expect(ScreenText.lines(of: cell).contains { $0.contains("[symbol doc.fill]") })
        }
    }

    @Test("the card's shadow is drawn behind it: its rectangle in black at 30 %, 2 points down, blurred by 2")
    func shadowPicture() throws {
        let cell = SharedFileCell()
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 64)
        let svg = SVGRenderer().render(cell)
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"2\"/>"))
        #expect(
            svg.contains(
                "<rect x=\"0\" y=\"2\" width=\"304\" height=\"52\" rx=\"8\" fill=\"#000000\" fill-opacity=\"0.3\" "
                    + "filter=\"url(#blur1)\"/>"))
        let shadow = try #require(svg.range(of: "filter=\"url(#blur1)\""))
        let card = try #require(svg.range(of: "fill=\"#19"))
        #expect(shadow.lowerBound < card.lowerBound, "the shadow is drawn before the card")
    }

    @Test("a view that clips, or has no opacity, casts no shadow")
    func noShadow() {
        let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .white
        view.shadowRadius = 4
        #expect(!SVGRenderer().render(view).contains("feGaussianBlur"))
        view.shadowOpacity = 1
        #expect(SVGRenderer().render(view).contains("feGaussianBlur"))
        view.clipsToBounds = true
        #expect(!SVGRenderer().render(view).contains("feGaussianBlur"))
    }
}
