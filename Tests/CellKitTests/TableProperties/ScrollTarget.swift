/// Where a scroll step goes: a share of the way down the content, an absolute offset (possibly out of range, to
/// test clamping), or a distance from where the table is.
enum ScrollTarget: Sendable, CustomStringConvertible {
    /// `tenThousandths` ten-thousandths of the largest offset.
    case fraction(Int)
    case absolute(Double)
    case by(Double)

    var description: String {
        switch self {
        case .fraction(let tenThousandths): "\(Double(tenThousandths) / 100)% of the way down"
        case .absolute(let y): "y = \(y.compact)"
        case .by(let distance): "by \(distance.compact)"
        }
    }
}
