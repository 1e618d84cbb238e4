import CellKit
import Testing

/// A label's `adjustsFontSizeToFitWidth` and `minimumScaleFactor`: the font it draws shrinks until the text fits,
/// never below the minimum, while its sizes from content keep the full font.
@Suite("Label shrinking")
@MainActor
struct LabelShrinkingTests {
    private func label(_ text: String, width: Double, height: Double = 30, minimumScale: Double = 0.5) -> Label {
        let label = Label(frame: Rect(x: 0, y: 0, width: width, height: height))
        label.text = text
        label.font = .systemFont(ofSize: 20)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = minimumScale
        return label
    }

    @Test("a one-line label draws the largest size in hundredths of a point at which its text fits the width")
    func oneLineShrinksToFit() {
        let text = "0600 2222 4444 5555"
        let full = TextMetrics.width(of: text, font: .systemFont(ofSize: 20))
        let subject = label(text, width: full * 0.8)
        let shown = subject.displayedFont
        #expect(shown.pointSize < 20)
        #expect(shown.pointSize >= 10)
        #expect(TextMetrics.width(of: text, font: shown) <= subject.bounds.width)
        #expect(TextMetrics.width(of: text, font: shown.withSize(shown.pointSize + 0.01)) > subject.bounds.width)
        // The intrinsic size keeps the full font, as UILabel's does.
        #expect(subject.intrinsicContentSize.width == full)
        #expect(subject.intrinsicContentSize.height == Font.systemFont(ofSize: 20).lineHeight)
    }

    @Test("text that fits, a minimum scale of 0 and a label that does not adjust keep the font")
    func noShrinking() {
        #expect(label("Hi", width: 200).displayedFont == .systemFont(ofSize: 20))
        #expect(label("A rather long text", width: 20, minimumScale: 0).displayedFont == .systemFont(ofSize: 20))
        let fixed = label("A rather long text", width: 20)
        fixed.adjustsFontSizeToFitWidth = false
        #expect(fixed.displayedFont == .systemFont(ofSize: 20))
    }

    @Test("text too wide even at the minimum is drawn at the minimum")
    func stopsAtTheMinimum() {
        #expect(label("A rather long text", width: 20).displayedFont == .systemFont(ofSize: 10))
    }

    @Test("a multi-line label shrinks until its text wraps into its lines and its height without truncation")
    func multiLineShrinks() {
        let subject = label("The quick brown fox jumps over the lazy dog", width: 120, height: 50)
        subject.numberOfLines = 2
        let shown = subject.displayedFont
        #expect(shown.pointSize < 20)
        let size = TextMetrics.size(
            of: subject.text ?? "", font: shown, numberOfLines: 0, maxWidth: 120, lineBreakMode: subject.lineBreakMode)
        #expect(size.height <= 2 * shown.lineHeight)
        #expect(size.height <= 50)
    }

    @Test("tightening is kept but changes nothing")
    func tighteningIsInert() {
        let subject = label("A rather long text", width: 60)
        let before = subject.displayedFont
        subject.allowsDefaultTighteningForTruncation = true
        #expect(subject.allowsDefaultTighteningForTruncation)
        #expect(subject.displayedFont == before)
    }

    @Test(
        "a shrunk line's top is where its baseline adjustment keeps it, from the full line centred in the label",
        arguments: [
            // The system font's face at 20 points: ascender 19.375, descender -4.829545454545454, no line gap, so a
            // line 24.204545454545453 high, centred at 2.8977272727272734 in 30 points; at 10 points, half of each.
            // Baselines: the full baseline at 2.8977272727272734 + 19.375, less the 10-point ascender 9.6875.
            // Centres: 15 less half the 10-point line, 6.051136363636363. None: the full line's top.
            (BaselineAdjustment.alignBaselines, 12.585227272727273), (.alignCenters, 8.948863636363637),
            (.none, 2.8977272727272734),
        ])
    func shrunkLineTop(adjustment: BaselineAdjustment, top: Double) {
        let subject = label("A rather long text", width: 20)
        subject.baselineAdjustment = adjustment
        let shown = subject.displayedFont
        #expect(shown == .systemFont(ofSize: 10))
        #expect(subject.displayedLineTop == top)
        #expect(adjustment.lineTop(of: shown, shrunkFrom: subject.font, height: 30) == top)
        // What each keeps, whatever the fonts: the baseline, the line's centre or its top.
        let full = subject.font
        let fullTop = (30 - full.lineHeight) / 2
        let actual = adjustment.lineTop(of: shown, shrunkFrom: full, height: 30)
        switch adjustment {
        case .alignBaselines: #expect(abs(actual + shown.ascender - (fullTop + full.ascender)) < 1e-9)
        case .alignCenters: #expect(abs(actual + shown.lineHeight / 2 - 15) < 1e-9)
        case .none: #expect(actual == fullTop)
        }
    }

    @Test("a label that does not shrink now, or has more than one line, has no shrunk line's top")
    func noShrunkLineTop() {
        #expect(label("Hi", width: 200).displayedLineTop == nil)
        let wrapping = label("The quick brown fox jumps over the lazy dog", width: 120, height: 50)
        wrapping.numberOfLines = 2
        #expect(wrapping.displayedFont.pointSize < 20)
        #expect(wrapping.displayedLineTop == nil)
    }
}
