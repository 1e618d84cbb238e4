import CellKit
import Testing

@Suite("Button")
@MainActor
struct ButtonTests {
    @Test func defaultsMatchASystemButton() {
        let button = Button(frame: Rect(x: 0, y: 0, width: 44, height: 44))
        #expect(button.frame.size == Size(width: 44, height: 44))
        #expect(button.titleColor == .systemBlue)
        #expect(button.titleFont == .systemFont(ofSize: 15))
        #expect(button.isEnabled && !button.isSelected && !button.isHighlighted)
        #expect(button.isUserInteractionEnabled)
        #expect(Button().intrinsicContentSize == .zero)
    }

    @Test func intrinsicSizePutsImageAndTitleSideBySide() {
        let button = Button()
        button.title = "Play"
        let font = button.titleFont
        let title = Size(width: TextMetrics.width(of: "Play", font: font), height: font.lineHeight)
        #expect(button.intrinsicContentSize == title)
        button.image = Image(named: "play", size: Size(width: 20, height: 30))
        #expect(button.intrinsicContentSize == Size(width: title.width + 20, height: 30))
        button.backgroundImage = Image(named: "pill", size: Size(width: 200, height: 10))
        #expect(button.intrinsicContentSize == Size(width: 200, height: 30))
    }

    @Test func thumbnailButtonSizesToItsImage() {
        let button = Button()
        button.image = Image(named: "lima_thumb", size: Size(width: 150, height: 100))
        button.sizeToFit()
        #expect(button.frame.size == Size(width: 150, height: 100))
    }
}
