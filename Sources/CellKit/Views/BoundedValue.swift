/// A value kept in `minimum...maximum`, as UIKit's sliders and steppers keep theirs: a value set outside is clamped,
/// and moving one bound past the other moves the other with it, and the value.
struct BoundedValue {
    private(set) var value: Double
    private(set) var minimum: Double
    private(set) var maximum: Double

    init(_ value: Double, in minimum: Double, _ maximum: Double) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
    }

    mutating func setValue(_ newValue: Double) {
        value = Self.clamp(newValue, minimum, maximum)
    }

    mutating func setMinimum(_ newValue: Double) {
        minimum = newValue
        maximum = max(maximum, newValue)
        value = Self.clamp(value, minimum, maximum)
    }

    mutating func setMaximum(_ newValue: Double) {
        maximum = newValue
        minimum = min(minimum, newValue)
        value = Self.clamp(value, minimum, maximum)
    }

    /// `value` in `low...high`; NaN, which a hostile archive could give, is the low bound.
    static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        guard value >= low else { return low }
        return min(value, high)
    }
}
