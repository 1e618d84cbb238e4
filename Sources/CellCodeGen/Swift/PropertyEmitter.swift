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
        case .image(let name): return "CellKit.Image(named: \(SwiftLiteral.string(name)))"
        case .enumCase(_, let name): return ".\(name)"
        case .action(let name): return SwiftLiteral.string(name)
        case .size(let width, let height):
            return "CellKit.Size(width: \(SwiftLiteral.number(width)), height: \(SwiftLiteral.number(height)))"
        case .insets(let top, let left, let bottom, let right):
            let parts = [top, left, bottom, right].map(SwiftLiteral.number)
            return "CellKit.EdgeInsets(top: \(parts[0]), left: \(parts[1]), bottom: \(parts[2]), right: \(parts[3]))"
        case .color(.named(let name)):
            return ".\(name)"
        case .color(.rgb(let red, let green, let blue, let alpha)):
            let rgb = SwiftLiteral.hex([red, green, blue])
            return alpha == 1
                ? "CellKit.Color(rgb: \(rgb))" : "CellKit.Color(rgb: \(rgb), alpha: \(SwiftLiteral.number(alpha)))"
        case .font(.system(let size)):
            return ".systemFont(ofSize: \(SwiftLiteral.number(size)))"
        case .font(.boldSystem(let size)):
            return ".boldSystemFont(ofSize: \(SwiftLiteral.number(size)))"
        case .font(.custom(let name, let size)):
            return "CellKit.Font(name: \(SwiftLiteral.string(name)), size: \(SwiftLiteral.number(size)))"
        }
    }
}
