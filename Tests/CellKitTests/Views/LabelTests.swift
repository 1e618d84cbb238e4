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
        // "The quick" and "brown fox", the wider (46.85 points in Inter).
        let widest = TextMetrics.width(of: "brown fox", font: label.font)
        #expect(label.intrinsicContentSize == Size(width: widest, height: 2 * label.font.lineHeight))
    }

    @Test func sizeThatFitsWrapsOnlyMultiLineLabels() {
        let label = Label()
        label.font = .systemFont(ofSize: 10)
        label.text = "The quick brown fox"
        let oneLine = label.sizeThatFits(Size(width: 50, height: 100))
        let whole = TextMetrics.width(of: "The quick brown fox", font: label.font)
        #expect(oneLine == Size(width: whole, height: label.font.lineHeight))
        label.numberOfLines = 0
        label.frame.size.width = 50
        label.sizeToFit()
        let widest = TextMetrics.width(of: "brown fox", font: label.font)
        #expect(label.frame.size == Size(width: widest, height: 2 * label.font.lineHeight))
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
