/// Where a label puts a line it shrank to fit its width (UIKit's `UIBaselineAdjustment`), relative to where the
/// line would be at the label's full font.
public enum BaselineAdjustment: String, Sendable, Hashable, CaseIterable {
    /// The shrunk line's baseline stays where the full font's baseline is (UIKit's default).
    case alignBaselines
    /// The shrunk line's vertical centre stays where the full font's line's centre is.
    case alignCenters
    /// The shrunk line's top stays where the full font's line's top is.
    case none

    /// The top of the box of one line of `font`, shrunk from `fullFont`, from the top of a label `height` high
    /// that centres its full-font line vertically, as UILabel does: where this adjustment keeps the line.
    public func lineTop(
        of font: Font, shrunkFrom fullFont: Font, paragraphStyle: ParagraphStyle = .default, height: Double
    ) -> Double {
        let fullTop = (height - paragraphStyle.lineHeight(of: fullFont)) / 2
        switch self {
        case .alignBaselines:
            // The baseline is the glyphs' centre plus half of ascender + descender (the descender is negative).
            let baseline =
                fullTop + paragraphStyle.glyphCentre(of: fullFont) + (fullFont.ascender + fullFont.descender) / 2
            return baseline - (font.ascender + font.descender) / 2 - paragraphStyle.glyphCentre(of: font)
        case .alignCenters:
            return fullTop + (paragraphStyle.lineHeight(of: fullFont) - paragraphStyle.lineHeight(of: font)) / 2
        case .none:
            return fullTop
        }
    }
}
