/// How a scenario registers one reuse identifier: by factory, by nib (whose cell may carry the identifier itself),
/// or by one of the template classes, whose height the table then uses for rows that give none.
enum RegistrationKind: Sendable, Equatable, CustomStringConvertible {
    case factory
    case nib
    case nibWithOwnIdentifier
    case template(Int)

    /// The template classes, by `template` index: 44 points, an eighth of the width, 150 points.
    static let templateCount = 3

    /// The template's height at `width`, nil for registrations that are not templates.
    func templateHeight(width: Double) -> Double? {
        switch self {
        case .factory, .nib, .nibWithOwnIdentifier:
            return nil
        case .template(let index):
            switch index {
            case 0: return 44
            case 1: return width / 8
            default: return 150
            }
        }
    }

    var description: String {
        switch self {
        case .factory: "factory"
        case .nib: "nib"
        case .nibWithOwnIdentifier: "nib(own identifier)"
        case .template(let index): "template(\(["short", "wide", "tall"][index]))"
        }
    }
}
