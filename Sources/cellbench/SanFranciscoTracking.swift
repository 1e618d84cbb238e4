/// The tracking iOS adds to every character of the system font, by point size: Apple's Human Interface Guidelines'
/// table for SF Pro ("Typography", "Tracking values"), in thousandths of an em. The 11, 12, 17, 20 and 34 pt entries
/// are also quoted in ../shared/reference/uikit-metrics.md; the text runtime applies the table by itself, so the
/// widths Interface Builder records include it.
enum SanFranciscoTracking {
    /// Thousandths of an em, for 6 to 40 points.
    static let thousandths: [Int: Int] = [
        6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26, 18: -25,
        19: -25, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8, 27: 11, 28: 14, 29: 14, 30: 14, 31: 13,
        32: 13, 33: 12, 34: 12, 35: 11, 36: 10, 37: 10, 38: 10, 39: 10, 40: 10,
    ]

    /// The tracking in points at `size`: the entry of the nearest whole size, the ends of the table beyond it.
    static func points(atSize size: Double) -> Double {
        let whole = min(max(Int(size.rounded()), 6), 40)
        return Double(thousandths[whole] ?? 0) * size / 1000
    }
}
