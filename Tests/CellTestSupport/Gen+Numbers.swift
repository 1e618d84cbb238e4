extension Gen where Value == Int {
    /// A uniformly distributed integer in `range`, shrinking toward the value in `range` nearest zero.
    ///
    /// When `range` holds values on both sides of zero, a first choice picks the side (weighted by its size) and a
    /// second the distance from zero, so shrinking can lower the distance without flipping the sign.
    public static func int(in range: ClosedRange<Int>) -> Gen<Int> {
        let origin = Swift.min(Swift.max(0, range.lowerBound), range.upperBound)
        // How many values lie below and above the origin, which may not fit in an `Int`.
        let below = UInt64(truncatingIfNeeded: origin &- range.lowerBound)
        let above = UInt64(truncatingIfNeeded: range.upperBound &- origin)
        return Gen { source in
            if below == 0 {
                return origin &+ Int(truncatingIfNeeded: source.draw(upTo: above))
            }
            if above == 0 {
                return origin &- Int(truncatingIfNeeded: source.draw(upTo: below))
            }
            if source.drawBit(oneBelow: below, upTo: below + above) {
                return origin &- Int(truncatingIfNeeded: source.draw(upTo: below - 1) + 1)
            }
            return origin &+ Int(truncatingIfNeeded: source.draw(upTo: above))
        }
    }
}

extension Gen where Value == Double {
    /// The number of equally spaced points a ``double(in:)`` chooses among (the precision of a `Double` in `0..<1`).
    private static let steps: UInt64 = 1 << 53

    /// A uniformly distributed number in `range` (finite), shrinking toward the value in `range` nearest zero.
    ///
    /// As with ``int(in:)``, a range with values on both sides of zero draws the side first, then the distance.
    public static func double(in range: ClosedRange<Double>) -> Gen<Double> {
        let lower = range.lowerBound
        let upper = range.upperBound
        precondition((upper - lower).isFinite, "Gen.double(in:) needs a finite range")
        let origin = Swift.min(Swift.max(0, lower), upper)
        let negativeShare = lower < 0 && upper > 0 ? -lower / (upper - lower) : 0
        return Gen { source in
            let threshold = UInt64(negativeShare * Double(steps))
            let negative = negativeShare > 0 && source.drawBit(oneBelow: threshold, upTo: steps - 1)
            let fraction = Double(source.draw(upTo: steps)) / Double(steps)
            let end = negative || upper <= 0 ? lower : upper
            return Swift.min(Swift.max(origin + fraction * (end - origin), lower), upper)
        }
    }
}

extension Gen where Value == Bool {
    /// `true` or `false` with equal odds, shrinking toward `false`.
    public static var bool: Gen<Bool> {
        Gen { source in source.draw(upTo: 1) == 1 }
    }
}
