import CellCatalog
import CellDiagnostics
import CellSyntax

extension Checker {
    /// Checks `property`'s value against `spec`; nil when it is invalid (already reported).
    mutating func checkAssignment(_ property: Property, spec: PropertySpec) -> PropertyAssignment? {
        let context = ValueContext(propertyName: property.name.text)
        guard let value = checkValue(property.value, as: spec.type, context) else { return nil }
        guard checkBounds(value, of: spec, at: property.value.range) else { return nil }
        return PropertyAssignment(spec: spec, value: value, range: property.range)
    }

    /// Whether a number is within the bounds the catalog gives its property (`alpha` in `0...1`); reports it if not.
    mutating func checkBounds(_ value: Value, of spec: PropertySpec, at range: SourceRange) -> Bool {
        guard let bounds = spec.bounds else { return true }
        let number: Double
        switch value {
        case .number(let value): number = value
        case .integer(let value): number = Double(value)
        default: return true
        }
        guard !bounds.contains(number) else { return true }
        let expected =
            bounds.upperBound == .infinity
            ? (bounds.lowerBound == 0 ? "cannot be negative" : "must be at least \(bounds.lowerBound.sourceText)")
            : "must be between \(bounds.lowerBound.sourceText) and \(bounds.upperBound.sourceText)"
        diagnostics.error(
            .invalidValue, "'\(spec.name)' \(expected), found \(number.sourceText)", at: range)
        return false
    }

    /// Checks a constant's value where it is used, reporting any problem at the use with a note at the constant,
    /// since a constant has no type of its own until a property takes it.
    mutating func checkConstantValue(
        _ constant: ConstantEntry, usedAt use: Identifier, as type: PropertyType, _ context: ValueContext
    ) -> Value? {
        if case .missing = constant.expression.kind { return nil }
        let outer = diagnostics
        diagnostics = DiagnosticSink()
        let value = checkValue(constant.expression, as: type, context)
        let problems = diagnostics.diagnostics.filter { $0.severity == .error }
        diagnostics = outer
        guard let problem = problems.first else { return value }
        let message =
            problem.id == .typeMismatch
            ? "'\(context.propertyName)' takes \(type), but '\(use.text)' is \(describe(constant.expression))"
            : "'\(use.text)' is not a valid value for '\(context.propertyName)': \(problem.message)"
        diagnostics.error(
            problem.id, message, at: use.range,
            notes: [Diagnostic.Note("'\(use.text)' is declared here", at: constant.name.range)])
        return nil
    }

    /// Whether an expression is arithmetic by its form, so a constant holding it is folded to a number.
    static func isNumeric(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .number, .negate, .binary: true
        case .path(let path): path.count > 1  // An anchor such as 'parent.width': a number at layout time.
        default: false
        }
    }

    /// How an expression is described in "found ..." messages.
    func describe(_ expression: Expression) -> String {
        switch expression.kind {
        case .number: "a number"
        case .string: "a string"
        case .hexColor: "a colour"
        case .bool: "a boolean"
        case .path(let path): "'\(path.map(\.text).joined(separator: "."))'"
        case .member(let name, let arguments): arguments == nil ? "'.\(name.text)'" : "'.\(name.text)(...)'"
        case .call(let name, _): "'\(name.text)(...)'"
        case .tuple(let elements): "a tuple of \(elements.count) values"
        case .negate, .binary: "an arithmetic expression"
        case .missing: "nothing"
        }
    }

    mutating func mismatch(_ expression: Expression, expected type: PropertyType, _ context: ValueContext) {
        diagnostics.error(
            .typeMismatch,
            "'\(context.propertyName)' takes \(type), found \(describe(expression))", at: expression.range)
    }

    /// Checks a value expression against a non-layout type and converts it.
    mutating func checkValue(_ expression: Expression, as type: PropertyType, _ context: ValueContext) -> Value? {
        if case .missing = expression.kind { return nil }
        if case .path(let path) = expression.kind, path.count == 1, Checker.takesConstantByName(type) {
            if reportVariableOutsideLayout(path[0], context, expecting: type) { return nil }
            guard let constant = resolveConstant(path[0], context) else { return nil }
            return checkConstantValue(constant, usedAt: path[0], as: type, context)
        }
        switch type {
        case .number:
            return foldNumber(expression, context).map(Value.number)
        case .integer:
            guard let number = foldNumber(expression, context, expecting: .integer) else { return nil }
            guard let integer = Int(exactly: number), abs(number) <= 9_007_199_254_740_992 else {
                diagnostics.error(
                    .typeMismatch, "'\(context.propertyName)' takes an integer, found \(number.sourceText)",
                    at: expression.range)
                return nil
            }
            return .integer(integer)
        case .bool:
            guard case .bool(let flag) = expression.kind else { break }
            return .bool(flag)
        case .string:
            guard case .string(let text) = expression.kind else { break }
            return .string(text)
        case .image:
            if case .member(let form, let arguments) = expression.kind {
                return checkSystemImage(expression, form, arguments, context)
            }
            guard case .string(let name) = expression.kind else { break }
            guard !name.isEmpty else {
                diagnostics.error(.invalidValue, "an image name cannot be empty", at: expression.range)
                return nil
            }
            return .image(name)
        case .color:
            return checkColor(expression, context)
        case .font:
            return checkFont(expression, context)
        case .enumeration(let enumType):
            return checkEnumCase(expression, enumType, context)
        case .optionSet(let enumType):
            return checkOptionSet(expression, enumType, context)
        case .size:
            guard let numbers = checkTuple(expression, count: 2, type: type, context) else { return nil }
            guard numbers.allSatisfy({ $0 >= 0 }) else {
                diagnostics.error(.invalidValue, "a size cannot be negative", at: expression.range)
                return nil
            }
            return .size(width: numbers[0], height: numbers[1])
        case .insets:
            guard let numbers = checkTuple(expression, count: 4, type: type, context) else { return nil }
            return .insets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        case .offset:
            guard let numbers = checkTuple(expression, count: 2, type: type, context) else { return nil }
            return .size(width: numbers[0], height: numbers[1])
        case .action:
            guard case .path(let path) = expression.kind, path.count == 1 else { break }
            guard !ReservedNames.swift.contains(path[0].text) else {
                diagnostics.error(
                    .reservedName, "'\(path[0].text)' cannot name an action method in Swift", at: expression.range)
                return nil
            }
            return .action(path[0].text)
        case .strings:
            return checkStrings(expression, context)
        case .frame, .length:
            preconditionFailure("layout properties are checked by checkLayout")
        }
        mismatch(expression, expected: type, context)
        return nil
    }

    /// Whether a bare name in a value of `type` is a constant to substitute. Numbers fold their constants
    /// themselves, and an action's bare name is the method's.
    static func takesConstantByName(_ type: PropertyType) -> Bool {
        switch type {
        case .number, .integer, .length, .frame, .action: false
        default: true
        }
    }

    /// Folds an arithmetic expression over numbers and numeric constants.
    mutating func foldNumber(
        _ expression: Expression, _ context: ValueContext, expecting type: PropertyType = .number
    ) -> Double? {
        switch expression.kind {
        case .number(let value):
            return value
        case .negate(let operand):
            return foldNumber(operand, context).map { -$0 }
        case .binary(let op, let lhs, let rhs):
            let left = foldNumber(lhs, context)
            let right = foldNumber(rhs, context)
            guard let left, let right else { return nil }
            if op == .divide && right == 0 {
                diagnostics.error(.divisionByZero, "division by zero", at: rhs.range)
                return nil
            }
            let result = LayoutOperator(op).apply(left, right)
            guard result.isFinite else {
                diagnostics.error(.invalidValue, "the value is too large", at: expression.range)
                return nil
            }
            return result
        case .path(let path) where path.count == 1:
            if reportVariableOutsideLayout(path[0], context, expecting: type) { return nil }
            guard let constant = resolveConstant(path[0], context) else { return nil }
            if case .missing = constant.expression.kind { return nil }
            if constant.readsLayout {
                diagnostics.error(
                    .misplacedProperty,
                    "'\(path[0].text)' reads the layout, which only 'frame' and a cell's 'height' may do",
                    at: expression.range,
                    notes: [Diagnostic.Note("'\(path[0].text)' is declared here", at: constant.name.range)])
                return nil
            }
            guard let number = constant.number else {
                diagnostics.error(
                    .typeMismatch, "'\(context.propertyName)' takes a number, but '\(path[0].text)' is not one",
                    at: expression.range,
                    notes: [Diagnostic.Note("'\(path[0].text)' is declared here", at: constant.name.range)])
                return nil
            }
            return number
        case .path(let path) where context.constantOrder != nil:
            diagnostics.error(
                .misplacedProperty,
                "'\(path.map(\.text).joined(separator: "."))' reads the layout, so a constant cannot hold it alone",
                at: expression.range,
                notes: [
                    Diagnostic.Note(
                        "a constant may hold a whole frame that reads the layout: 'let fill = (0, 0, parent.width, parent.height)'"
                    )
                ])
            return nil
        case .path(let path):
            diagnostics.error(
                .misplacedProperty,
                "'\(path.map(\.text).joined(separator: "."))' reads the layout, which only 'frame' and a cell's 'height' may do",
                at: expression.range)
            return nil
        case .missing:
            return nil
        default:
            mismatch(expression, expected: type, context)
            return nil
        }
    }

    /// `("A", "B", ...)`: a tuple of string literals, or one string literal alone, a list of one. Each element that
    /// is not a string literal is reported.
    mutating func checkStrings(_ expression: Expression, _ context: ValueContext) -> Value? {
        let elements: [Expression]
        switch expression.kind {
        case .string: elements = [expression]
        case .tuple(let tuple): elements = tuple
        default:
            mismatch(expression, expected: .strings, context)
            return nil
        }
        var strings: [String] = []
        for element in elements {
            guard case .string(let text) = element.kind else {
                diagnostics.error(
                    .typeMismatch,
                    "'\(context.propertyName)' takes a list of string literals, found \(describe(element))",
                    at: element.range)
                continue
            }
            strings.append(text)
        }
        return strings.count == elements.count ? .strings(strings) : nil
    }

    /// `(a, b, ...)` of numbers.
    mutating func checkTuple(
        _ expression: Expression, count: Int, type: PropertyType, _ context: ValueContext
    ) -> [Double]? {
        guard case .tuple(let elements) = expression.kind, elements.count == count else {
            mismatch(expression, expected: type, context)
            return nil
        }
        let numbers = elements.map { foldNumber($0, context) }
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        return numbers.compactMap { $0 }
    }
}
