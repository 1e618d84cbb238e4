import CellCatalog
import CellDiagnostics
import CellSupport
import CellSyntax

extension Checker {
    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`, `rgba(r, g, b, a)`, `.name` or `.asset("Name")`.
    mutating func checkColor(_ expression: Expression, _ context: ValueContext) -> Value? {
        switch expression.kind {
        case .hexColor(let red, let green, let blue, let alpha):
            return .color(.rgb(red: red, green: green, blue: blue, alpha: alpha == 255 ? 1 : Double(alpha) / 255))
        case .call(let name, let arguments) where name.text == "rgb" || name.text == "rgba":
            let expected = name.text == "rgb" ? 3 : 4
            guard arguments.count == expected else {
                diagnostics.error(
                    .typeMismatch, "'\(name.text)' takes \(expected) arguments, found \(arguments.count)",
                    at: expression.range,
                    notes: [
                        Diagnostic.Note(
                            "write rgb(red, green, blue) with 0...255 channels, or rgba(r, g, b, alpha) with alpha in 0...1"
                        )
                    ])
                return nil
            }
            var channels: [UInt8] = []
            for argument in arguments.prefix(3) {
                guard let value = foldNumber(argument, context) else { return nil }
                guard let byte = UInt8(exactly: value) else {
                    diagnostics.error(
                        .invalidValue,
                        "a colour channel must be a whole number from 0 to 255, found \(value.sourceText)",
                        at: argument.range)
                    return nil
                }
                channels.append(byte)
            }
            var alpha = 1.0
            if expected == 4 {
                guard let value = foldNumber(arguments[3], context) else { return nil }
                guard (0...1).contains(value) else {
                    diagnostics.error(
                        .invalidValue, "alpha must be between 0 and 1, found \(value.sourceText)",
                        at: arguments[3].range)
                    return nil
                }
                alpha = value
            }
            return .color(.rgb(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha))
        case .call(let name, let arguments) where name.text == "displayP3":
            return checkDisplayP3(expression, arguments, context)
        case .member(let name, nil):
            guard NamedColor.named(name.text) != nil else {
                var notes: [Diagnostic.Note] = []
                if let hint = Suggestions.didYouMean(name.text, among: NamedColor.names) {
                    notes.append(Diagnostic.Note(hint))
                }
                diagnostics.error(.unknownName, "unknown colour '.\(name.text)'", at: expression.range, notes: notes)
                return nil
            }
            return .color(.named(name.text))
        case .member(let name, let arguments?) where name.text == "asset":
            return checkAssetColor(expression, arguments)
        default:
            mismatch(expression, expected: .color, context)
            return nil
        }
    }

    /// `displayP3(r, g, b)` or `displayP3(r, g, b, alpha)`: UIKit's `UIColor(displayP3Red:green:blue:alpha:)`, every
    /// component in 0...1, as Interface Builder writes a colour of the Display P3 space.
    mutating func checkDisplayP3(_ expression: Expression, _ arguments: [Expression], _ context: ValueContext) -> Value?
    {
        guard arguments.count == 3 || arguments.count == 4 else {
            diagnostics.error(
                .typeMismatch, "'displayP3' takes 3 or 4 arguments, found \(arguments.count)", at: expression.range,
                notes: [
                    Diagnostic.Note(
                        "write displayP3(red, green, blue) or displayP3(red, green, blue, alpha), each in 0...1")
                ])
            return nil
        }
        var components: [Double] = []
        for argument in arguments {
            guard let value = foldNumber(argument, context) else { return nil }
            guard (0...1).contains(value) else {
                diagnostics.error(
                    .invalidValue, "a display-P3 component must be between 0 and 1, found \(value.sourceText)",
                    at: argument.range)
                return nil
            }
            components.append(value)
        }
        let alpha = components.count == 4 ? components[3] : 1
        return .color(.displayP3(red: components[0], green: components[1], blue: components[2], alpha: alpha))
    }

    /// `.system("name")`: an SF Symbol by its name, as UIKit's `UIImage(systemName:)`.
    mutating func checkSystemImage(
        _ expression: Expression, _ form: Identifier, _ arguments: [Expression]?, _ context: ValueContext
    ) -> Value? {
        guard form.text == "system" else {
            var notes = suggestion(for: form.text, among: ["system"])
            notes.append(Diagnostic.Note("an image is a name in quotes, or '.system(\"name\")' for an SF Symbol"))
            diagnostics.error(
                .typeMismatch, "unknown image '.\(form.text)' for '\(context.propertyName)'", at: expression.range,
                notes: notes)
            return nil
        }
        guard let arguments, arguments.count == 1, case .string(let name) = arguments[0].kind else {
            diagnostics.error(
                .typeMismatch,
                "'.system' takes one argument, the symbol's name in quotes, as in "
                    + "'.system(\"square.and.arrow.up\")'", at: expression.range)
            return nil
        }
        guard !name.isEmpty else {
            diagnostics.error(.invalidValue, "a symbol name cannot be empty", at: arguments[0].range)
            return nil
        }
        return .systemImage(name)
    }

    /// `.asset("Name")`: a colour of the app's asset catalog, checked against the catalog when the compiler was given
    /// one (`cellc compile --assets DIR`), and otherwise taken on trust and resolved at run time.
    mutating func checkAssetColor(_ expression: Expression, _ arguments: [Expression]) -> Value? {
        guard arguments.count == 1, case .string(let name) = arguments[0].kind, !name.isEmpty else {
            diagnostics.error(
                .typeMismatch, "'.asset' takes one argument, the colour's name in quotes, as in '.asset(\"BrandRed\")'",
                at: expression.range)
            return nil
        }
        if let assets = colorAssetNames, !assets.contains(name) {
            var notes = [Diagnostic.Note("the asset catalog has no 'Name.colorset' folder for it")]
            if let hint = Suggestions.didYouMean(name, among: assets.sorted()) {
                notes.insert(Diagnostic.Note(hint), at: 0)
            }
            diagnostics.error(
                .unknownName, "unknown asset colour '\(name)'", at: arguments[0].range, notes: notes)
            return nil
        }
        return .color(.asset(name))
    }

    /// `.system(size[, .weight])`, `.boldSystem(size)`, `.italicSystem(size)`,
    /// `.monospacedDigitSystem(size[, .weight])`, `.custom("Name", size)` or `.textStyle(.style)`.
    mutating func checkFont(_ expression: Expression, _ context: ValueContext) -> Value? {
        guard case .member(let name, let arguments) = expression.kind else {
            mismatch(expression, expected: .font, context)
            return nil
        }
        let form = FontForm(rawValue: name.text)
        if let form, arguments == nil {
            let needed = form == .textStyle ? "a text style" : "a size"
            diagnostics.error(
                .typeMismatch, "'.\(name.text)' needs \(needed), as in '\(form.example)'", at: expression.range)
            return nil
        }
        guard let form, let arguments else {
            let patterns = FontForm.allCases.map(\.pattern)
            let usage = patterns.dropLast().joined(separator: ", ") + " or " + patterns[patterns.count - 1]
            var notes = [Diagnostic.Note("write " + usage)]
            if let hint = Suggestions.didYouMean(name.text, among: FontForm.names) {
                notes.insert(Diagnostic.Note(hint), at: 0)
            }
            diagnostics.error(.typeMismatch, "unknown font '.\(name.text)'", at: expression.range, notes: notes)
            return nil
        }
        let most = form.parameters.count
        guard (form.requiredArgumentCount...most).contains(arguments.count) else {
            let counts =
                form.requiredArgumentCount == most
                ? "\(most) argument\(most == 1 ? "" : "s")" : "\(form.requiredArgumentCount) or \(most) arguments"
            diagnostics.error(
                .typeMismatch, "'.\(name.text)' takes \(counts), found \(arguments.count)", at: expression.range,
                notes: [Diagnostic.Note("write \(form.pattern)")])
            return nil
        }
        if form == .textStyle {
            return checkTextStyle(arguments[0]).map { .font(.textStyle($0)) }
        }
        let sizeIndex = form == .custom ? 1 : 0
        guard let size = foldNumber(arguments[sizeIndex], context) else { return nil }
        guard size > 0 else {
            diagnostics.error(
                .invalidValue, "a font size must be positive, found \(size.sourceText)", at: arguments[sizeIndex].range)
            return nil
        }
        var weight = FontWeight.regular
        if form.takesWeight, arguments.count == 2 {
            guard let given = checkFontWeight(arguments[1]) else { return nil }
            weight = given
        }
        switch form {
        case .system where weight == .regular: return .font(.system(size))
        case .system: return .font(.weightedSystem(size, weight))
        case .boldSystem: return .font(.boldSystem(size))
        case .italicSystem: return .font(.italicSystem(size))
        case .monospacedDigitSystem: return .font(.monospacedDigitSystem(size, weight))
        case .custom, .textStyle:
            guard case .string(let fontName) = arguments[0].kind, !fontName.isEmpty else {
                diagnostics.error(
                    .typeMismatch, "'.custom' takes a font name as its first argument", at: arguments[0].range)
                return nil
            }
            return .font(.custom(fontName, size))
        }
    }

    /// `.weight`, one of `FontWeight`'s names.
    mutating func checkFontWeight(_ expression: Expression) -> FontWeight? {
        checkMember(expression, among: FontWeight.names, kind: "font weight").flatMap(FontWeight.init(rawValue:))
    }

    /// `.style`, one of `FontTextStyle`'s names.
    mutating func checkTextStyle(_ expression: Expression) -> FontTextStyle? {
        checkMember(expression, among: FontTextStyle.names, kind: "text style").flatMap(FontTextStyle.init(rawValue:))
    }

    /// A `.name` without arguments that is one of `names`: the name, or nil after an error that says what `kind` of
    /// name was expected, with "did you mean" and the list.
    private mutating func checkMember(_ expression: Expression, among names: [String], kind: String) -> String? {
        let list = Diagnostic.Note("a \(kind) is one of: \(names.map { "." + $0 }.joined(separator: ", "))")
        guard case .member(let name, nil) = expression.kind else {
            diagnostics.error(
                .typeMismatch, "expected a \(kind) such as '.\(names[names.count / 2])'", at: expression.range,
                notes: [list])
            return nil
        }
        guard names.contains(name.text) else {
            var notes = [list]
            if let hint = Suggestions.didYouMean(name.text, among: names) {
                notes.insert(Diagnostic.Note(hint), at: 0)
            }
            diagnostics.error(.unknownName, "unknown \(kind) '.\(name.text)'", at: expression.range, notes: notes)
            return nil
        }
        return name.text
    }

    /// `.caseName` of an enumeration.
    mutating func checkEnumCase(_ expression: Expression, _ type: EnumType, _ context: ValueContext) -> Value? {
        guard case .member(let name, nil) = expression.kind else {
            mismatch(expression, expected: .enumeration(type), context)
            return nil
        }
        guard type.cases.contains(name.text) else {
            var notes: [Diagnostic.Note] = []
            if let hint = Suggestions.didYouMean(name.text, among: type.cases) {
                notes.append(Diagnostic.Note(hint))
            }
            notes.append(
                Diagnostic.Note(
                    "'\(context.propertyName)' takes one of: \(type.cases.map { "." + $0 }.joined(separator: ", "))"))
            diagnostics.error(
                .unknownName, "'\(type.swiftName)' has no case '.\(name.text)'", at: expression.range, notes: notes)
            return nil
        }
        return .enumCase(type, name.text)
    }

    /// `.case` or `(.case, .case, ...)` of an option set; `.none` is the empty set, as in UIKit.
    mutating func checkOptionSet(_ expression: Expression, _ type: EnumType, _ context: ValueContext) -> Value? {
        let elements: [Expression]
        switch expression.kind {
        case .member(_, nil): elements = [expression]
        case .tuple(let tuple): elements = tuple
        default:
            mismatch(expression, expected: .optionSet(type), context)
            return nil
        }
        var names: Set<String> = []
        for element in elements {
            guard case .member(let name, nil) = element.kind else {
                mismatch(element, expected: .optionSet(type), context)
                return nil
            }
            guard checkEnumCase(element, type, context) != nil else { return nil }
            if name.text == "none" && elements.count > 1 {
                diagnostics.error(
                    .invalidValue, "'.none' is the empty set and cannot be combined with other cases",
                    at: element.range)
                return nil
            }
            names.insert(name.text)
        }
        names.remove("none")
        return .optionSet(type, type.cases.filter(names.contains))
    }
}
