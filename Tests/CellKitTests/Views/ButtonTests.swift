import CellKit
import Testing

@Suite("Button")
@MainActor
struct ButtonTests {
    @Test func defaultsMatchASystemButton() {
        let button = Button(frame: Rect(x: 0, y: 0, width: 44, height: 44))
        #expect(button.frame.size == Size(width: 44, height: 44))
        #expect(button.titleColor == nil)
        #expect(button.buttonType == .system)
        #expect(button.currentTitleColor == .systemBlue)
        #expect(button.titleLineBreakMode == .byTruncatingMiddle)
        #expect(button.isAccessibilityElement)
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
        // UIKit's 6 points above and below the title, and a system button's 30-point minimum width.
        let padded = title.height + 12
        #expect(button.intrinsicContentSize == Size(width: max(title.width, 30), height: padded))
        button.image = Image(named: "play", size: Size(width: 20, height: 40))
        #expect(button.intrinsicContentSize == Size(width: title.width + 20, height: 40))
        button.backgroundImage = Image(named: "pill", size: Size(width: 200, height: 10))
        #expect(button.intrinsicContentSize == Size(width: 200, height: 40))
        #expect(button.sizeThatFits(Size(width: 10, height: 10)) == button.intrinsicContentSize)
    }

    @Test("a titled button's padding goes with any content inset, as the 0.01 inset trick relies on")
    func titlePadding() {
        let button = Button()
        button.title = "Button"
        let title = TextMetrics.size(of: "Button", font: button.titleFont, numberOfLines: 1, maxWidth: nil)
        #expect(button.intrinsicContentSize == Size(width: max(title.width, 30), height: title.height + 12))
        // 15-point system title: about 30 high, Interface Builder's "Button" frame (46 x 30).
        #expect(abs(button.intrinsicContentSize.height - 30) < 0.5)
        button.title = "no"
        #expect(button.intrinsicContentSize.width == 30)
        button.buttonType = .custom
        #expect(button.intrinsicContentSize.width == TextMetrics.width(of: "no", font: button.titleFont))
        button.contentEdgeInsets = EdgeInsets(top: 0.01, left: 0, bottom: 0.01, right: 0)
        #expect(abs(button.intrinsicContentSize.height - button.titleFont.lineHeight - 0.02) < 1e-9)
    }

    @Test func thumbnailButtonSizesToItsImage() {
        let button = Button()
        button.image = Image(named: "lima_thumb", size: Size(width: 150, height: 100))
        button.sizeToFit()
        #expect(button.frame.size == Size(width: 150, height: 100))
    }

    @Test("a state without its own value shows the normal state's, as UIKit's setTitle(_:for:) family")
    func stateFallback() {
        let button = Button()
        button.title = "Follow"
        button.selectedTitle = "Following"
        button.setTitleColor(.red, for: .highlighted)
        button.image = Image(named: "plus")
        button.setImage(Image(named: "check"), for: .selected)
        #expect(button.state == .normal)
        #expect(button.currentTitle == "Follow")
        #expect(button.title(for: .disabled) == "Follow")
        #expect(button.disabledTitle == nil)
        button.isSelected = true
        #expect(button.state == .selected)
        #expect(button.currentTitle == "Following")
        #expect(button.currentImage?.name == "check")
        #expect(button.currentTitleColor == .systemBlue)
        // Highlighted ranks above selected, and disabled above both, as UIKit ranks its flags.
        button.isHighlighted = true
        #expect(button.state == .highlighted)
        #expect(button.currentTitle == "Follow")
        #expect(button.currentTitleColor == .red)
        button.isEnabled = false
        #expect(button.state == .disabled)
        #expect(button.currentImage?.name == "plus")
    }

    @Test("a custom button's title is white, a system one's takes the tint")
    func typeColours() {
        let button = Button()
        #expect(button.currentTitleColor == .systemBlue)
        button.buttonType = .custom
        #expect(button.currentTitleColor == .white)
        button.titleColor = .black
        #expect(button.currentTitleColor == .black)
    }

    @Test(
        "the glyph types have UIKit's size, and the content insets add to any intrinsic size",
        arguments: [
            (Button.ButtonType.detailDisclosure, Size(width: 22, height: 22)),
            (.infoLight, Size(width: 22, height: 22)), (.infoDark, Size(width: 22, height: 22)),
            (.contactAdd, Size(width: 22, height: 22)), (.close, Size(width: 30, height: 30)),
            (.custom, Size.zero), (.system, Size.zero),
        ])
    func glyphSizes(type: Button.ButtonType, size: Size) {
        let button = Button()
        button.buttonType = type
        #expect(button.intrinsicContentSize == size)
        button.contentEdgeInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        button.titleEdgeInsets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        #expect(button.intrinsicContentSize == Size(width: size.width + 6, height: size.height + 4))
    }

    @Test("the title and image are placed by the content alignments inside the content insets, then moved by their own")
    func contentLayout() {
        let button = Button(frame: Rect(x: 0, y: 0, width: 200, height: 50))
        button.image = Image(named: "icon", size: Size(width: 20, height: 20))
        button.title = "Go"
        let titleSize = TextMetrics.width(of: "Go", font: button.titleFont)
        let lineHeight = button.titleFont.lineHeight
        // Centred by default: the pair's middle is the button's.
        var layout = button.contentLayout
        #expect(layout.image.origin.x == 100 - (20 + titleSize) / 2)
        #expect(layout.title.origin.x == layout.image.maxX)
        #expect(layout.image.midY == 25)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.contentEdgeInsets = EdgeInsets(top: 4, left: 8, bottom: 0, right: 0)
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 6, bottom: 0, right: 0)
        layout = button.contentLayout
        #expect(layout.image == Rect(x: 8, y: 4, width: 20, height: 20))
        #expect(layout.title == Rect(x: 34, y: 4, width: titleSize, height: lineHeight))
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        button.contentEdgeInsets = .zero
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 5)
        layout = button.contentLayout
        #expect(layout.title.maxX == 195)
        #expect(layout.image.maxY == 50)
    }

    @Test("a label and a control are accessibility elements, a plain view and an image view are not")
    func accessibilityDefaults() {
        #expect(Label().isAccessibilityElement)
        #expect(Switch().isAccessibilityElement)
        #expect(!View().isAccessibilityElement)
        #expect(!ImageView().isAccessibilityElement)
        let traits: AccessibilityTraits = [.button, .header]
        #expect(traits.description == "(.button, .header)")
        #expect(AccessibilityTraits.none.description == ".none")
        #expect(AccessibilityTraits(catalogName: "adjustable") == .adjustable)
    }
}
