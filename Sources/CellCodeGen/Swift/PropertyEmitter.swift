import CellCatalog
import CellSema

/// Spells a checked property assignment as a Swift statement against CellKit.
enum PropertyEmitter {
    /// `target.property = value`.
    static func assignment(_ assignment: PropertyAssignment, to target: String) -> String {
        let property = assignment.spec.swiftName ?? assignment.spec.name
        return "\(target).\(property) = \(value(assignment.value))"
    }

    /// A value as a Swift expression whose type the assigned property gives.
    static func value(_ value: Value) -> String {
        switch value {
        case .number(let number): return SwiftLiteral.number(number)
        case .integer(let integer): return String(integer)
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text): return SwiftLiteral.string(text)
        case .image(let name): return "Image(named: \(SwiftLiteral.string(name)))"
        case .enumCase(_, let name): return ".\(name)"
        case .action(let name): return SwiftLiteral.string(name)
        case .strings(let strings): return "[" + strings.map(SwiftLiteral.string).joined(separator: ", ") + "]"
        case .optionSet(_, let names): return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
        case .size(let width, let height):
            return "Size(width: \(SwiftLiteral.number(width)), height: \(SwiftLiteral.number(height)))"
        case .insets(let top, let left, let bottom, let right):
            let parts = [top, left, bottom, right].map(SwiftLiteral.number)
            return "EdgeInsets(top: \(parts[0]), left: \(parts[1]), bottom: \(parts[2]), right: \(parts[3]))"
        case .color(.named(let name)):
            return ".\(name)"
        case .color(.rgb(let red, let green, let blue, let alpha)):
            let rgb = SwiftLiteral.hex([red, green, blue])
            return alpha == 1 ? "Color(rgb: \(rgb))" : "Color(rgb: \(rgb), alpha: \(SwiftLiteral.number(alpha)))"
        case .font(.system(let size)):
            return ".systemFont(ofSize: \(SwiftLiteral.number(size)))"
        case .font(.boldSystem(let size)):
            return ".boldSystemFont(ofSize: \(SwiftLiteral.number(size)))"
        case .font(.custom(let name, let size)):
            return "Font(name: \(SwiftLiteral.string(name)), size: \(SwiftLiteral.number(size)))"
        case .font(.weightedSystem(let size, let weight)):
            return ".systemFont(ofSize: \(SwiftLiteral.number(size)), weight: .\(weight.rawValue))"
        case .font(.italicSystem(let size)):
            return ".italicSystemFont(ofSize: \(SwiftLiteral.number(size)))"
        case .font(.monospacedDigitSystem(let size, let weight)):
            return ".monospacedDigitSystemFont(ofSize: \(SwiftLiteral.number(size)), weight: .\(weight.rawValue))"
        case .font(.textStyle(let style)):
            return ".preferredFont(forTextStyle: .\(style.rawValue))"
        case .color(.asset(let name)):
            return "Color(assetNamed: \(SwiftLiteral.string(name)))"
        }
    }
}
