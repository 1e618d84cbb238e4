import CellTestSupport

/// How a scenario's rows answer the delegate's height question.
enum HeightProfile: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// Every row 44 points.
    case standard
    /// Whole points from 1 to 120.
    case integers
    /// Quarter points from 20 to 100, with one row in ten of height 0 and one in ten from 300 to 1 500.
    case mixed
    /// Like `integers`, but three rows in ten answer `automaticDimension`.
    case partlyAutomatic

    /// The answer for a row, from a random generator seeded for that row.
    func height(using random: inout SplitMix64) -> Double? {
        switch self {
        case .standard:
            return 44
        case .integers:
            return Double(1 + random.next() % 120)
        case .mixed:
            switch random.next() % 10 {
            case 0: return 0
            case 1: return Double(300 + random.next() % 1_201)
            default: return 20 + Double(random.next() % 321) / 4
            }
        case .partlyAutomatic:
            return random.next() % 10 < 3 ? nil : Double(1 + random.next() % 120)
        }
    }

    var description: String {
        switch self {
        case .standard: "44 each"
        case .integers: "1-120"
        case .mixed: "mixed (zero, quarter points, tall)"
        case .partlyAutomatic: "partly automatic"
        }
    }
}
