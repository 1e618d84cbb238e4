extension Font {
    /// San Francisco's tracking by point size, which iOS adds to every glyph of the system font by itself: Apple's
    /// Human Interface Guidelines' table for SF Pro ("Typography", "Tracking values"), in thousandths of an em, for
    /// 6 to 40 points. The 11, 12, 17, 20 and 34 pt entries are also quoted in
    /// ../shared/reference/uikit-metrics.md. Interface Builder's label widths include it: with it, Inter comes
    /// within a point of San Francisco's widths in the corpus (`cellbench fonts`).
    private static let systemTrackingThousandths: [Int] = [
        41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -25, -23, -18, -12, -4, 3, 6, 8, 11, 14, 14, 14, 13,
        13, 12, 12, 11, 10, 10, 10, 10, 10,
    ]

    /// San Francisco's tracking at `size` points, in thousandths of an em: the entry of the nearest whole size, the
    /// ends of the table beyond it.
    public static func systemTracking(atSize size: Double) -> Int {
        // Clamped before the conversion: an archive may hold any size, 1e300 points among them.
        let whole = size.isNaN ? 40 : Int(min(max(size, 6), 40).rounded())
        return systemTrackingThousandths[whole - 6]
    }

    /// The space added after every glyph, in thousandths of an em: San Francisco's tracking for the system font,
    /// 0 for any other.
    public var trackingThousandths: Int {
        isSystem ? Self.systemTracking(atSize: pointSize) : 0
    }

    /// The space added after every glyph, in points (CSS `letter-spacing`).
    public var tracking: Double {
        Double(trackingThousandths) * pointSize / 1000
    }
}
