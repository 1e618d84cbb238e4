import CellCatalog
import CellSema

/// Spells a checked property assignment as a Swift statement against CellKit.
enum PropertyEmitter {
    /// `target.property = value`.
    static func assignment(_ assignment: PropertyAssignment, to target: String) -> String {
        let property = assignment.spec.swiftName ?? assignment.spec.name
        return "\(target).\(property) = \(value(assignment.value))"
    }

    /// A runtime attribute's value as a `CellKit.RuntimeAttribute`.
    static func value(_ value: RuntimeAttributeValue) -> String {
        switch value {
        case .bool(let flag): return ".bool(\(flag ? "true" : "false"))"
        case .number(let number): return ".number(\(SwiftLiteral.number(number)))"
        case .string(let text): return ".string(\(SwiftLiteral.string(text)))"
        case .color(.named(let name)): return ".color(CellKit.Color.\(name))"
        case .color(let color): return ".color(\(Self.value(Value.color(color))))"
        case .point(let x, let y):
            return ".point(CellKit.Point(x: \(SwiftLiteral.number(x)), y: \(SwiftLiteral.number(y))))"
        case .size(let width, let height): return ".size(\(Self.value(Value.size(width: width, height: height))))"
        case .rect(let x, let y, let width, let height):
            let parts = [x, y, width, height].map(SwiftLiteral.number)
            return ".rect(CellKit.Rect(x: \(parts[0]), y: \(parts[1]), width: \(parts[2]), height: \(parts[3])))"
        case .image(let name): return ".image(\(Self.value(Value.image(name))))"
        case .localizedString(let key): return ".localizedString(key: \(SwiftLiteral.string(key)))"
        }
    }

    /// A value as a Swift expression whose type the assigned property gives.
    static func value(_ value: Value) -> String {
        switch value {
        case .number(let number): return SwiftLiteral.number(number)
        case .integer(let integer): return String(integer)
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text): return SwiftLiteral.string(text)
        case .image(let name): return "CellKit.Image(named: \(SwiftLiteral.string(name)))"
        case .systemImage(let name): return "CellKit.Image(systemName: \(SwiftLiteral.string(name)))"
        case .enumCase(_, let name): return ".\(name)"
        case .action(let name): return SwiftLiteral.string(name)
        case .strings(let strings): return "[" + strings.map(SwiftLiteral.string).joined(separator: ", ") + "]"
        case .optionSet(_, let names): return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
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
        case .font(.weightedSystem(let size, let weight)):
            return ".systemFont(ofSize: \(SwiftLiteral.number(size)), weight: .\(weight.rawValue))"
        case .font(.italicSystem(let size)):
            return ".italicSystemFont(ofSize: \(SwiftLiteral.number(size)))"
        case .font(.monospacedDigitSystem(let size, let weight)):
            return ".monospacedDigitSystemFont(ofSize: \(SwiftLiteral.number(size)), weight: .\(weight.rawValue))"
        case .font(.textStyle(let style)):
            return ".preferredFont(forTextStyle: .\(style.rawValue))"
        case .color(.asset(let name)):
            return "CellKit.Color(assetNamed: \(SwiftLiteral.string(name)))"
        case .color(.displayP3(let red, let green, let blue, let alpha)):
            let parts = [red, green, blue, alpha].map(SwiftLiteral.number)
            return "CellKit.Color(displayP3Red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]), alpha: \(parts[3]))"
        }
    }
}
