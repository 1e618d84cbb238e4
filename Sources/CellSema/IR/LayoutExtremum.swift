/// `min` or `max` of a layout expression.
public enum LayoutExtremum: String, Sendable, Hashable, CaseIterable {
    /// The smallest operand.
    case minimum = "min"
    /// The largest operand.
    case maximum = "max"

    /// The extremum of `values`, which holds at least one number: the first of equal ones, as Swift's `min` and
    /// `max` give.
    public func apply(_ values: [Double]) -> Double {
        guard var result = values.first else { return 0 }
        for value in values.dropFirst() {
            switch self {
            case .minimum: result = Swift.min(result, value)
            case .maximum: result = Swift.max(result, value)
            }
        }
        return result
    }

    /// The operator applied to two numbers.
    public func apply(_ left: Double, _ right: Double) -> Double {
        switch self {
        case .minimum: Swift.min(left, right)
        case .maximum: Swift.max(left, right)
        }
    }
}
