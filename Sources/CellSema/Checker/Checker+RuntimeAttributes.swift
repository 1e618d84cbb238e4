import CellCatalog
import CellDiagnostics
import CellSyntax

extension Checker {
    /// Whether a subview of the syntax is an `attributes { ... }` block rather than a view: the block is written
    /// like a subview, and no view kind is spelled in lower case.
    static func isRuntimeAttributesBlock(_ subview: Subview) -> Bool {
        subview.kind.text == ViewCatalog.runtimeAttributesBlock
    }

    /// Checks the `attributes` blocks among `members`, the body of `owner` (`'badge'`, `cell 'Card'`), whose own
    /// properties are `specs`: one block at most, of `key = value` lines with distinct keys, each value typed by
    /// its literal.
    ///
    /// A key that is one of `specs` is set as the property instead, except, on a view of a custom class, the layer's
    /// properties CellKit's view has itself (`borderWidth`): a UIKit view has no such key, so the attribute is the
    /// class's own inspectable, as Interface Builder's `borderWidth` on a custom view is.
    mutating func checkRuntimeAttributes(
        in members: [Member], of owner: String, specs: [PropertySpec], hasCustomClass: Bool = false
    ) -> [CheckedRuntimeAttribute] {
        var attributes: [CheckedRuntimeAttribute] = []
        var firstBlock: SourceRange?
        var seen: [String: SourceRange] = [:]
        for case .subview(let block) in members where Checker.isRuntimeAttributesBlock(block) {
            if let first = firstBlock {
                diagnostics.error(
                    .duplicateProperty, "\(owner) has a second 'attributes' block", at: block.kind.range,
                    notes: [Diagnostic.Note("the first 'attributes' block is here", at: first)])
                continue
            }
            firstBlock = block.kind.range
            if let name = block.name ?? block.styles.first {
                diagnostics.error(
                    .misplacedProperty, "an 'attributes' block takes no name or style, found '\(name.text)'",
                    at: name.range, notes: [Diagnostic.Note("write 'attributes { key = value }'")])
            }
            for member in block.members {
                switch member {
                case .subview(let view):
                    diagnostics.error(
                        .misplacedProperty, "an 'attributes' block holds 'key = value' lines, not views",
                        at: view.kind.range,
                        notes: [Diagnostic.Note("declare '\(view.kind.text)' outside the 'attributes' block")])
                case .variable(let variable):
                    diagnostics.error(
                        .misplacedProperty,
                        "an 'attributes' block holds 'key = value' lines, not the layout variable "
                            + "'\(variable.name.text)'",
                        at: variable.name.range,
                        notes: [Diagnostic.Note("declare the layout variable in the template's body")])
                case .variation(let variation):
                    diagnostics.error(
                        .misplacedProperty, "an 'attributes' block holds 'key = value' lines, not a 'variation'",
                        at: variation.keyword)
                case .property(let property):
                    let key = property.name
                    if let first = seen[key.text] {
                        diagnostics.error(
                            .duplicateProperty, "the runtime attribute '\(key.text)' is set twice", at: key.range,
                            notes: [Diagnostic.Note("'\(key.text)' is first set here", at: first)])
                        continue
                    }
                    seen[key.text] = key.range
                    if key.text.contains(".") {
                        reportKeyPath(key, of: owner, specs: specs)
                        continue
                    }
                    let isClassInspectable = hasCustomClass && ViewCatalog.layerProperties.contains(key.text)
                    if !isClassInspectable, specs.contains(where: { $0.name == key.text }) {
                        var notes = [Diagnostic.Note("set it outside the 'attributes' block: '\(key.text) = ...'")]
                        if ViewCatalog.layerProperties.contains(key.text) {
                            notes.append(
                                Diagnostic.Note(
                                    "a view with a 'customClass' passes '\(key.text)' to its class as an attribute"))
                        }
                        diagnostics.error(
                            .misplacedProperty,
                            "'\(key.text)' is a property of \(owner), not a runtime attribute", at: key.range,
                            notes: notes)
                        continue
                    }
                    let context = ValueContext(propertyName: key.text)
                    guard let value = runtimeAttributeValue(property.value, context, resolvingConstants: true) else {
                        continue
                    }
                    attributes.append(CheckedRuntimeAttribute(key: key.text, value: value, range: property.range))
                }
            }
        }
        return attributes
    }

    /// Reports a runtime attribute whose key is a key path (`layer.shadowOpacity`): CellKit has no key-value coding
    /// to follow it, and a layer's key path Interface Builder writes is a property of CellKit's view, to set instead.
    private mutating func reportKeyPath(_ key: Identifier, of owner: String, specs: [PropertySpec]) {
        if let property = ViewCatalog.layerKeyPaths[key.text], specs.contains(where: { $0.name == property }) {
            diagnostics.error(
                .misplacedProperty,
                "'\(key.text)' is the property '\(property)' of \(owner), not a runtime attribute", at: key.range,
                notes: [
                    Diagnostic.Note("CellKit's views have no layer: the view has the layer's properties itself"),
                    Diagnostic.Note("set it outside the 'attributes' block: '\(property) = ...'"),
                ])
            return
        }
        diagnostics.error(
            .unknownProperty, "the runtime attribute '\(key.text)' is a key path, not a key", at: key.range,
            notes: [
                Diagnostic.Note(
                    "CellKit has no key-value coding to follow a key path: name the attribute with a plain key, "
                        + "which the class's 'setRuntimeAttribute(_:forKey:)' takes")
            ])
    }

    /// The functions that give a runtime attribute its type, beside the colour functions.
    private static let attributeFunctions = ["point", "size", "rect", "image", "localized", "rgb", "rgba", "displayP3"]

    /// The value of a runtime attribute, its type taken from its literal; a bare name is a constant, whose own
    /// expression is read the same way (but not through a further constant, so this recursion is one level deep).
    private mutating func runtimeAttributeValue(
        _ expression: Expression, _ context: ValueContext, resolvingConstants: Bool
    ) -> RuntimeAttributeValue? {
        switch expression.kind {
        case .missing:
            return nil
        case .bool(let flag):
            return .bool(flag)
        case .string(let text):
            return .string(text)
        case .number, .negate, .binary:
            return foldNumber(expression, context).map(RuntimeAttributeValue.number)
        case .hexColor, .member:
            guard case .color(let color)? = checkColor(expression, context) else { return nil }
            return .color(color)
        case .path(let path) where path.count == 1 && resolvingConstants:
            guard let constant = resolveConstant(path[0], context) else { return nil }
            if constant.number != nil {
                return foldNumber(expression, context).map(RuntimeAttributeValue.number)
            }
            return runtimeAttributeValue(constant.expression, context, resolvingConstants: false)
        case .call(let name, let arguments):
            return runtimeAttributeCall(name, arguments, expression, context)
        case .tuple(let elements):
            let example =
                switch elements.count {
                case 2: "'point(x, y)' or 'size(width, height)'"
                case 4: "'rect(x, y, width, height)'"
                default: "'point(x, y)', 'size(width, height)' or 'rect(x, y, width, height)'"
                }
            diagnostics.error(
                .typeMismatch, "the runtime attribute '\(context.propertyName)' cannot be a bare tuple",
                at: expression.range,
                notes: [Diagnostic.Note("a runtime attribute's type comes from its literal: write \(example)")])
            return nil
        case .path:
            diagnostics.error(
                .typeMismatch,
                "the runtime attribute '\(context.propertyName)' takes a literal, found \(describe(expression))",
                at: expression.range, notes: [Self.attributeTypesNote])
            return nil
        }
    }

    private static let attributeTypesNote = Diagnostic.Note(
        "a runtime attribute is a boolean, a number, a string, a colour, point(x, y), size(width, height), "
            + "rect(x, y, width, height), image(\"name\") or localized(\"key\")")

    /// `point(...)`, `size(...)`, `rect(...)`, `image(...)`, `localized(...)`, or a colour function.
    private mutating func runtimeAttributeCall(
        _ name: Identifier, _ arguments: [Expression], _ expression: Expression, _ context: ValueContext
    ) -> RuntimeAttributeValue? {
        let arity: [String: Int] = ["point": 2, "size": 2, "rect": 4, "image": 1, "localized": 1]
        switch name.text {
        case "rgb", "rgba", "displayP3":
            guard case .color(let color)? = checkColor(expression, context) else { return nil }
            return .color(color)
        case "image", "localized":
            guard arguments.count == 1, case .string(let text) = arguments[0].kind else {
                diagnostics.error(
                    .typeMismatch, "'\(name.text)' takes one string, found \(arguments.count) arguments",
                    at: expression.range, notes: [Diagnostic.Note("write '\(name.text)(\"name\")'")])
                return nil
            }
            guard !text.isEmpty else {
                let what = name.text == "image" ? "an image name" : "a localized string's key"
                diagnostics.error(.invalidValue, "\(what) cannot be empty", at: arguments[0].range)
                return nil
            }
            return name.text == "image" ? .image(text) : .localizedString(text)
        case "point", "size", "rect":
            let expected = arity[name.text] ?? 0
            guard arguments.count == expected else {
                diagnostics.error(
                    .typeMismatch, "'\(name.text)' takes \(expected) numbers, found \(arguments.count)",
                    at: expression.range)
                return nil
            }
            let numbers = arguments.map { foldNumber($0, context) }
            guard numbers.allSatisfy({ $0 != nil }) else { return nil }
            let values = numbers.compactMap { $0 }
            switch name.text {
            case "point": return .point(x: values[0], y: values[1])
            case "size":
                guard values.allSatisfy({ $0 >= 0 }) else {
                    diagnostics.error(.invalidValue, "a size cannot be negative", at: expression.range)
                    return nil
                }
                return .size(width: values[0], height: values[1])
            default: return .rect(x: values[0], y: values[1], width: values[2], height: values[3])
            }
        default:
            var notes = suggestion(for: name.text, among: Checker.attributeFunctions)
            notes.append(Self.attributeTypesNote)
            diagnostics.error(
                .unknownName, "unknown function '\(name.text)' in the runtime attribute '\(context.propertyName)'",
                at: name.range, notes: notes)
            return nil
        }
    }
}
