import CellKit
import Testing

/// A view of a fixed intrinsic size, so the expected frames are computed by hand and do not depend on font metrics.
@MainActor
private final class FixedSizeView: View {
    private let size: Size

    init(_ width: Double, _ height: Double = 10, hugging: Double = 250, resistance: Double = 750) {
        size = Size(width: width, height: height)
        super.init(frame: .zero)
        horizontalHuggingPriority = hugging
        verticalHuggingPriority = hugging
        horizontalCompressionResistancePriority = resistance
        verticalCompressionResistancePriority = resistance
    }

    override var intrinsicContentSize: Size { size }
}

/// Stack views that stretch and shrink their arranged views by content hugging and compression resistance, as
/// UIKit's Auto Layout does; every expectation is worked out by hand from the rules in `StackView`'s documentation.
@Suite("StackView priorities")
@MainActor
struct StackViewLayoutTests {
    /// A horizontal stack `width` wide and 40 high, spacing 10, laid out.
    private func layOut(_ views: [View], width: Double, distribution: StackView.Distribution = .fill) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.distribution = distribution
        stack.frame = Rect(x: 0, y: 0, width: width, height: 40)
        stack.layoutIfNeeded()
        return stack
    }

    private func spans(_ views: [View]) -> [[Double]] {
        views.map { [$0.frame.minX, $0.frame.width] }
    }

    @Test("with room to spare, the view that hugs least takes all of it, wherever it is")
    func theLeastHuggingViewStretches() {
        // 50 + 30 + 20 and two gaps of 10 leave 80 of 200.
        let views = [FixedSizeView(50, hugging: 260), FixedSizeView(30, hugging: 240), FixedSizeView(20)]
        let stack = layOut(views, width: 200)
        #expect(spans(views) == [[0, 50], [60, 110], [180, 20]])
        views[1].setContentHuggingPriority(255, for: .horizontal)
        #expect(views[1].horizontalHuggingPriority == 255 && views[1].contentHuggingPriority(for: .vertical) == 240)
        views[1].setContentCompressionResistancePriority(700, for: .vertical)
        #expect(views[1].verticalCompressionResistancePriority == 700)
        #expect(views[1].contentCompressionResistancePriority(for: .horizontal) == 750)
        #expect(stack.needsLayout == true)
        stack.layoutIfNeeded()
        #expect(spans(views) == [[0, 50], [60, 30], [100, 100]])
    }

    @Test("a tie goes to the last of the tied views, so default priorities stretch the last view")
    func tiesGoToTheLastView() {
        let views = [FixedSizeView(50, hugging: 240), FixedSizeView(30, hugging: 240), FixedSizeView(20, hugging: 251)]
        _ = layOut(views, width: 200)
        #expect(spans(views) == [[0, 50], [60, 110], [180, 20]])
        let defaults = [FixedSizeView(50), FixedSizeView(30), FixedSizeView(20)]
        _ = layOut(defaults, width: 200)
        #expect(spans(defaults) == [[0, 50], [60, 30], [100, 100]])
    }

    @Test("short of room, the view that resists compression least shrinks first, then the next priority up")
    func theLeastResistingViewShrinksFirst() {
        let views = [
            FixedSizeView(100, resistance: 750), FixedSizeView(80, resistance: 740), FixedSizeView(60, resistance: 760),
        ]
        // 260 in 200: the 740 view gives up 60.
        let stack = layOut(views, width: 200)
        #expect(spans(views) == [[0, 100], [110, 20], [140, 60]])
        // 260 in 100: the 740 view gives up all its 80, the 750 view the other 80; the 760 view keeps its 60.
        stack.frame.size.width = 100
        stack.layoutIfNeeded()
        #expect(spans(views) == [[0, 20], [30, 0], [40, 60]])
    }

    @Test("a size is required: the view neither stretches nor shrinks while another view can")
    func aPreferredSizeIsRequired() {
        let fixed = View()
        fixed.preferredSize = Size(width: 60, height: 60)
        let flexible = FixedSizeView(100, hugging: 999, resistance: 1)
        let stack = layOut([flexible, fixed], width: 200)
        #expect(spans([flexible, fixed]) == [[0, 130], [140, 60]])
        stack.frame.size.width = 150
        stack.layoutIfNeeded()
        #expect(spans([flexible, fixed]) == [[0, 80], [90, 60]])
    }

    @Test("a view without an intrinsic width takes the room before any view that has one")
    func aViewWithoutAnIntrinsicSizeTakesTheRest() {
        let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let hugging = FixedSizeView(30, hugging: 1)
        _ = layOut([plain, hugging], width: 200)
        #expect(spans([plain, hugging]) == [[0, 160], [170, 30]])
    }

    @Test("the one flexible and one fixed column: a label beside a 60-wide image view in a 375-wide row")
    func aFlexibleColumnBesideAFixedOne() {
        let label = Label()
        label.text = "A title shorter than the row"
        label.horizontalHuggingPriority = 250
        let image = ImageView(image: Image(named: "thumb", size: Size(width: 60, height: 60)))
        #expect(image.horizontalHuggingPriority == 251 && Label().horizontalHuggingPriority == 251)
        let stack = StackView(arrangedSubviews: [label, image])
        stack.spacing = 8
        stack.alignment = .center
        stack.frame = Rect(x: 0, y: 0, width: 375, height: 76)
        stack.layoutIfNeeded()
        #expect(label.intrinsicContentSize.width < 375 - 68)
        #expect(
            label.frame == Rect(x: 0, y: (76 - label.font.lineHeight) / 2, width: 307, height: label.font.lineHeight))
        #expect(image.frame == Rect(x: 315, y: 8, width: 60, height: 60))
        // With Interface Builder's 251 on both, the tie goes to the image view, the last.
        label.horizontalHuggingPriority = 251
        stack.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(image.frame.minX == label.frame.maxX + 8)
        #expect(image.frame.maxX == 375)
    }

    @Test("a long label gives way to a switch, which resists as much but is not last")
    func aLongLabelShrinksBesideASwitch() {
        let label = Label()
        label.text = String(repeating: "wide ", count: 40)
        label.horizontalCompressionResistancePriority = 749
        let toggle = Switch()
        _ = layOut([label, toggle], width: 200)
        #expect(spans([label, toggle]) == [[0, 139], [149, 51]])
        #expect(toggle.frame.height == 40)
    }

    @Test("the equal distributions shrink by compression resistance when the views overflow at the minimum spacing")
    func equalDistributionsCompressOnOverflow() {
        for distribution in [StackView.Distribution.equalSpacing, .equalCentering] {
            let views = [
                FixedSizeView(100, resistance: 750), FixedSizeView(80, resistance: 740),
                FixedSizeView(60, resistance: 760),
            ]
            _ = layOut(views, width: 200, distribution: distribution)
            #expect(spans(views) == [[0, 100], [110, 20], [140, 60]], "\(distribution)")
        }
    }

    @Test("fillProportionally and fillEqually use intrinsic sizes whatever the priorities")
    func proportionalAndEqualIgnorePriorities() {
        let views = [FixedSizeView(60, hugging: 1), FixedSizeView(20, hugging: 1000)]
        let stack = layOut(views, width: 170, distribution: .fillProportionally)
        // Room 160 shared 60:20.
        #expect(spans(views) == [[0, 120], [130, 40]])
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        #expect(spans(views) == [[0, 80], [90, 80]])
    }

    @Test("hidden views take no room and no spacing, and priorities pass over them")
    func hiddenViewsArePassedOver() {
        let views = [FixedSizeView(50), FixedSizeView(30, hugging: 1), FixedSizeView(20, hugging: 100)]
        views[1].isHidden = true
        let stack = layOut(views, width: 200)
        #expect(spans([views[0], views[2]]) == [[0, 50], [60, 140]])
        #expect(stack.intrinsicContentSize == Size(width: 80, height: 10))
    }

    @Test("a stack relative to its layout margins lays out inside them and counts them in its intrinsic size")
    func layoutMarginsRelativeArrangement() {
        let views = [FixedSizeView(50, 20), FixedSizeView(30, 20)]
        let stack = StackView(arrangedSubviews: views)
        stack.layoutMargins = EdgeInsets(top: 4, left: 16, bottom: 6, right: 16)
        stack.alignment = .top
        stack.frame = Rect(x: 0, y: 0, width: 200, height: 40)
        stack.layoutIfNeeded()
        #expect(
            views.map(\.frame) == [Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 50, y: 0, width: 150, height: 20)])
        #expect(stack.intrinsicContentSize == Size(width: 80, height: 20))
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        #expect(
            views.map(\.frame) == [Rect(x: 16, y: 4, width: 50, height: 20), Rect(x: 66, y: 4, width: 118, height: 20)])
        #expect(stack.intrinsicContentSize == Size(width: 112, height: 30))
    }

    @Test("a nested stack hugs at the default 250, so it stretches before a label beside it")
    func nestedStacksStretchBeforeLabels() {
        let inner = StackView(arrangedSubviews: [FixedSizeView(40, hugging: 1000), FixedSizeView(20, hugging: 1000)])
        inner.spacing = 5
        let label = Label()
        label.text = "Tag"
        let outer = StackView(arrangedSubviews: [inner, label])
        outer.frame = Rect(x: 0, y: 0, width: 300, height: 20)
        outer.layoutIfNeeded()
        let labelWidth = label.intrinsicContentSize.width
        // Sums of real text widths may differ in the last bit.
        #expect(abs(inner.frame.width - (300 - labelWidth)) < 1e-9)
        #expect(inner.frame.origin == .zero && inner.frame.height == 20)
        #expect(abs(label.frame.minX - (300 - labelWidth)) < 1e-9)
        // Inside the stretched inner stack, both views hug at 1000: the last takes the room.
        #expect(inner.arrangedSubviews[0].frame.width == 40)
        #expect(abs(inner.arrangedSubviews[1].frame.width - (300 - labelWidth - 45)) < 1e-9)
    }

    /// A multi-line label of a long text, and its height wrapped at `width`.
    private func wrappingLabel() -> (Label, (Double) -> Double) {
        let label = Label()
        label.text = "a text long enough to wrap onto several lines at a hundred points"
        label.numberOfLines = 0
        let height = { (width: Double) in
            TextMetrics.size(
                of: label.text ?? "", font: label.font, numberOfLines: 0, maxWidth: width,
                lineBreakMode: label.lineBreakMode
            ).height
        }
        return (label, height)
    }

    @Test("a vertical stack wraps a multi-line label at the width it gives it, and fits its height to it")
    func verticalStacksWrapLabelsAtTheirWidth() {
        let (label, height) = wrappingLabel()
        let rule = FixedSizeView(10, 20)
        let stack = StackView(arrangedSubviews: [label, rule])
        stack.axis = .vertical
        stack.spacing = 4
        #expect(height(100) > 2 * label.font.lineHeight)
        #expect(stack.sizeThatFits(Size(width: 100, height: 0)) == Size(width: 100, height: height(100) + 4 + 20))
        stack.frame = Rect(x: 0, y: 0, width: 100, height: height(100) + 4 + 20)
        stack.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: height(100)))
        #expect(rule.frame == Rect(x: 0, y: height(100) + 4, width: 100, height: 20))
        // With a preferredMaxLayoutWidth of its own, the label wraps there, as UIKit's does.
        label.preferredMaxLayoutWidth = 50
        #expect(stack.needsLayout)
        #expect(stack.sizeThatFits(Size(width: 100, height: 0)).height == height(50) + 4 + 20)
        // Too tall for the stack now: the rule, last among equal resistances, gives way first, then the label.
        stack.layoutIfNeeded()
        #expect(rule.frame.height == 0)
        #expect(label.frame.height == stack.frame.height - 4)
    }

    @Test("a horizontal stack measures a label's height at the width it leaves it")
    func horizontalStacksMeasureHeightsAtTheirWidths() {
        let (label, height) = wrappingLabel()
        let image = FixedSizeView(60, 30, hugging: 1000, resistance: 1000)
        let row = StackView(arrangedSubviews: [label, image])
        row.alignment = .top
        #expect(row.sizeThatFits(Size(width: 160, height: 0)) == Size(width: 160, height: height(100)))
        // Nested in a column, the row is as tall as its label at the row's width.
        let column = StackView(arrangedSubviews: [row, FixedSizeView(10, 8)])
        column.axis = .vertical
        #expect(column.sizeThatFits(Size(width: 160, height: 0)).height == height(100) + 8)
        column.frame = Rect(x: 0, y: 0, width: 160, height: height(100) + 8)
        column.layoutIfNeeded()
        #expect(row.frame == Rect(x: 0, y: 0, width: 160, height: height(100)))
        #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: height(100)))
        #expect(image.frame == Rect(x: 100, y: 0, width: 60, height: 30))
    }
}
