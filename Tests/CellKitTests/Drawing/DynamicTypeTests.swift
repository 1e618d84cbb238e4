import CellCatalog
import CellKit
import Testing

/// Weights, traits and Dynamic Type: CellKit's fonts against UIKit's figures (uikit-metrics.md sections 1 and 2).
@Suite("Dynamic Type and font weights")
struct DynamicTypeTests {
    @Test("every weight makes a system font of that weight, named as UIKit names it", arguments: Font.Weight.allCases)
    func weights(_ weight: Font.Weight) {
        let font = Font.systemFont(ofSize: 17, weight: weight)
        #expect(font.weight == weight)
        #expect(font.isSystem)
        #expect(font.traits.isEmpty)
        #expect(font.name.lowercased() == ".sfui-" + weight.rawValue.lowercased())
    }

    @Test("the weights have UIKit's raw values, lightest first")
    func weightValues() {
        #expect(Font.Weight.allCases.map(\.value) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(Font.Weight.allCases.map(\.rawValue) == FontWeight.names)
        #expect(Font.systemFont(ofSize: 15, weight: .bold) == .boldSystemFont(ofSize: 15))
        #expect(Font.systemFont(ofSize: 15, weight: .regular) == .systemFont(ofSize: 15))
    }

    @Test("italic and monospaced digits are traits")
    func traits() {
        #expect(Font.italicSystemFont(ofSize: 13).traits == .italic)
        let digits = Font.monospacedDigitSystemFont(ofSize: 13, weight: .medium)
        #expect(digits.traits == .monospacedDigits)
        #expect(digits.weight == .medium)
        #expect(digits != .systemFont(ofSize: 13, weight: .medium))
    }

    @Test(
        "text styles have UIKit's sizes at the default category, and the headline is semibold",
        arguments: [
            (Font.TextStyle.largeTitle, 34.0), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
            (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ])
    func defaultSizes(_ style: Font.TextStyle, size: Double) {
        let font = Font.preferredFont(forTextStyle: style)
        #expect(font.pointSize == size)
        #expect(font.textStyle == style)
        #expect(font.weight == (style == .headline ? .semibold : .regular))
    }

    @Test(
        "text styles follow the content size category with the HIG's sizes",
        arguments: [
            (Font.TextStyle.body, ContentSizeCategory.extraSmall, 14.0), (.body, .accessibilityLarge, 33),
            (.body, .accessibilityExtraExtraExtraLarge, 53), (.largeTitle, .extraExtraExtraLarge, 40),
            (.caption2, .medium, 11), (.caption2, .extraLarge, 13), (.footnote, .small, 12),
            (.subheadline, .extraExtraExtraLarge, 21), (.title2, .accessibilityMedium, 34),
        ])
    func sizesByCategory(_ style: Font.TextStyle, category: ContentSizeCategory, size: Double) {
        let traits = TraitCollection(preferredContentSizeCategory: category)
        #expect(Font.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize == size)
    }

    @Test("CellKit's styles and categories are the catalog's, in its order")
    func namesAreTheCatalogs() {
        #expect(Font.TextStyle.allCases.map(\.rawValue) == FontTextStyle.names)
        #expect(ContentSizeCategory.allCases.map(\.rawValue) == SizeCategory.names)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(ContentSizeCategory.extraSmall < .accessibilityMedium)
    }

    @Test("sizes never shrink as the category grows")
    func sizesGrow() {
        for style in Font.TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map {
                Font.preferredFont(
                    forTextStyle: style, compatibleWith: TraitCollection(preferredContentSizeCategory: $0)
                )
                .pointSize
            }
            #expect(sizes == sizes.sorted(), "\(style)")
        }
    }
}
