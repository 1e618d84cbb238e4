import CellKit
import Testing

/// A label's text shadow and a button's title shadow, per state as UIKit's `setTitleShadowColor(_:for:)`.
@Suite("Text and title shadows")
@MainActor
struct TextShadowTests {
    @Test("a label has no text shadow until a colour is set, and UIKit's offset of one point up")
    func labelDefaults() {
        let label = Label()
        #expect(label.textShadowColor == nil)
        #expect(label.textShadowOffset == Size(width: 0, height: -1))
        // The layer's shadow is another thing, with Core Animation's defaults.
        #expect(label.shadowColor == .black && label.shadowOffset == Size(width: 0, height: -3))
    }

    @Test("a button's title shadow colour is its state's, or else the normal state's, or none")
    func titleShadowColorByState() {
        let button = Button()
        #expect(button.titleShadowColor(for: .normal) == nil && button.currentTitleShadowColor == nil)
        button.highlightedTitleShadowColor = .black
        #expect(button.titleShadowColor(for: .highlighted) == .black)
        #expect(button.titleShadowColor(for: .selected) == nil)
        button.setTitleShadowColor(.gray, for: .normal)
        #expect(button.titleShadowColor == .gray)
        #expect(button.titleShadowColor(for: .selected) == .gray && button.titleShadowColor(for: .disabled) == .gray)
        button.disabledTitleShadowColor = .red
        button.selectedTitleShadowColor = .green
        #expect(button.currentTitleShadowColor == .gray)
        button.isSelected = true
        #expect(button.currentTitleShadowColor == .green)
        button.isHighlighted = true
        #expect(button.currentTitleShadowColor == .black)
        button.isEnabled = false
        #expect(button.currentTitleShadowColor == .red)
        button.setTitleShadowColor(nil, for: .disabled)
        #expect(button.currentTitleShadowColor == .gray)
    }

    @Test("the title's shadow offset turns around while highlighted, only when the button reverses it")
    func reversedWhenHighlighted() {
        let button = Button()
        #expect(button.titleShadowOffset == .zero && !button.reversesTitleShadowWhenHighlighted)
        button.titleShadowOffset = Size(width: 1, height: 2)
        button.isHighlighted = true
        #expect(button.currentTitleShadowOffset == Size(width: 1, height: 2))
        button.reversesTitleShadowWhenHighlighted = true
        #expect(button.currentTitleShadowOffset == Size(width: -1, height: -2))
        button.isHighlighted = false
        #expect(button.currentTitleShadowOffset == Size(width: 1, height: 2))
    }
}
