import CellKit
import Testing

@Suite("Label")
@MainActor
struct LabelTests {
    @Test func defaultsMatchUIKit() {
        let label = Label()
        #expect(label.text == nil)
        #expect(label.textColor == .label)
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test(arguments: ["LIMA", "PASEO EN BICICLETA", "Nome", "東京メトロ"])
    func intrinsicSizeIsTheTextsOneLineSize(text: String) {
        let label = Label()
        label.text = text
        label.font = .boldSystemFont(ofSize: 14)
        let expected = Size(width: TextMetrics.width(of: text, font: label.font), height: label.font.lineHeight)
        #expect(label.intrinsicContentSize == expected)
    }

    @Test func multiLineLabelsWrapAtThePreferredWidth() {
        let label = Label()
        label.font = .systemFont(ofSize: 10)
        label.text = "The quick brown fox"
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize.height == label.font.lineHeight)
        label.preferredMaxLayoutWidth = 50
        // "The quick" and "brown fox", the wider of them as wide as the label is.
        let width = max(
            TextMetrics.width(of: "The quick", font: label.font), TextMetrics.width(of: "brown fox", font: label.font))
        #expect(width <= 50)
        #expect(label.intrinsicContentSize == Size(width: width, height: 2 * label.font.lineHeight))
    }

    @Test func sizeThatFitsWrapsOnlyMultiLineLabels() {
        let label = Label()
        label.font = .systemFont(ofSize: 10)
        label.text = "The quick brown fox"
        let oneLine = label.sizeThatFits(Size(width: 50, height: 100))
        #expect(
            oneLine
                == Size(
                    width: TextMetrics.width(of: "The quick brown fox", font: label.font), height: label.font.lineHeight
                ))
        label.numberOfLines = 0
        label.frame.size.width = 50
        label.sizeToFit()
        let wrapped = TextMetrics.size(
            of: "The quick brown fox", font: label.font, numberOfLines: 0, maxWidth: 50,
            lineBreakMode: label.lineBreakMode)
        #expect(wrapped.height == 2 * label.font.lineHeight)
        #expect(label.frame.size == wrapped)
    }

    @Test("a one-line label ignores preferredMaxLayoutWidth; sizeThatFits keeps to numberOfLines, not the height")
    func preferredWidthAndLineLimits() {
        let label = Label()
        label.text = "one two three four five six seven eight"
        let font = label.font
        let oneLine = Size(width: TextMetrics.width(of: label.text ?? "", font: font), height: font.lineHeight)
        label.preferredMaxLayoutWidth = 60
        #expect(label.intrinsicContentSize == oneLine)
        label.numberOfLines = 2
        let twoLines = TextMetrics.size(
            of: label.text ?? "", font: font, numberOfLines: 2, maxWidth: 60, lineBreakMode: .byTruncatingTail)
        #expect(twoLines.height == 2 * font.lineHeight)
        #expect(label.intrinsicContentSize == twoLines)
        // Offered a height of 1, UILabel still answers its text's height, as many lines as it may show.
        #expect(label.sizeThatFits(Size(width: 60, height: 1)) == twoLines)
        label.numberOfLines = 0
        let all = TextMetrics.size(
            of: label.text ?? "", font: font, numberOfLines: 0, maxWidth: 60, lineBreakMode: .byTruncatingTail)
        #expect(all.height > 2 * font.lineHeight)
        #expect(label.sizeThatFits(Size(width: 60, height: 1)) == all)
        // Interface Builder's hugging for labels; the resistance is UIKit's default.
        #expect(label.horizontalHuggingPriority == 251 && label.verticalHuggingPriority == 251)
        #expect(label.horizontalCompressionResistancePriority == 750)
    }

    @Test func textChangesInvalidateTheSuperviewsLayout() {
        let parent = LayoutCountingView()
        let label = Label()
        parent.addSubview(label)
        parent.layoutIfNeeded()
        label.text = "Hello"
        #expect(parent.needsLayout)
        parent.layoutIfNeeded()
        label.text = "Hello"
        #expect(!parent.needsLayout)
        label.font = .boldSystemFont(ofSize: 20)
        #expect(parent.needsLayout)
    }
}
