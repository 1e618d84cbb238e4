import CellCatalog
import CellDiagnostics
import CellSupport
import CellSyntax

extension Checker {
    /// Records a constant, folding it to a number when it is one.
    mutating func declareConstant(_ constant: Constant, order: Int) {
        let name = constant.name
        if let first = constants[name.text] {
            diagnostics.error(
                .duplicateDeclaration, "duplicate constant '\(name.text)'", at: name.range,
                notes: [Diagnostic.Note("'\(name.text)' is first declared here", at: first.name.range)])
            return
        }
        if name.text == "parent" || name.text == "true" || name.text == "false" {
            diagnostics.error(.reservedName, "'\(name.text)' is reserved and cannot name a constant", at: name.range)
            return
        }
        var entry = ConstantEntry(number: nil, expression: constant.value, name: name, order: order)
        let context = ValueContext(propertyName: name.text, constantOrder: order)
        if Checker.isNumeric(constant.value) {
            entry.number = foldNumber(constant.value, context)
            if entry.number == nil {
                // Already reported here; its uses say nothing more.
                entry.expression = Expression(.missing, at: constant.value.range)
            }
        } else if case .path(let path) = constant.value.kind, path.count == 1 {
            // An alias takes the other constant's value now, so uses never chase a chain of names (nor a loop).
            guard let aliased = resolveConstant(path[0], context) else {
                entry.expression = Expression(.missing, at: constant.value.range)
                constants[name.text] = entry
                return
            }
            entry.number = aliased.number
            entry.expression = aliased.expression
        }
        constants[name.text] = entry
    }

    /// Records a style and checks each of its properties once, against the type its name has in the catalog.
    mutating func declareStyle(_ style: Style) {
        if let first = styles[style.name.text] {
            diagnostics.error(
                .duplicateDeclaration, "duplicate style '\(style.name.text)'", at: style.name.range,
                notes: [Diagnostic.Note("'\(style.name.text)' is first declared here", at: first.name.range)])
            return
        }
        var assignments: [(name: Identifier, assignment: PropertyAssignment?)] = []
        var seen: [String: SourceRange] = [:]
        for property in style.properties {
            let name = property.name
            if let first = seen[name.text] {
                reportDuplicateProperty(name, first: first)
                continue
            }
            seen[name.text] = name.range
            let spec = ViewCatalog.anyViewProperty(named: name.text)
            if let spec, [.frame, .arrangedSize, .customClass, .outletCollection].contains(spec.role) {
                diagnostics.error(
                    .misplacedProperty, "a style cannot set '\(name.text)'; set it on each view", at: name.range)
                continue
            }
            guard let spec else {
                var notes: [Diagnostic.Note] = []
                if let hint = Suggestions.didYouMean(name.text, among: ViewCatalog.allViewPropertyNames) {
                    notes.append(Diagnostic.Note(hint))
                }
                diagnostics.error(
                    .unknownProperty, "unknown property '\(name.text)' in style '\(style.name.text)'", at: name.range,
                    notes: notes)
                continue
            }
            assignments.append((name, checkAssignment(property, spec: spec)))
        }
        styles[style.name.text] = CheckedStyle(name: style.name, assignments: assignments)
    }

    mutating func reportDuplicateProperty(_ name: Identifier, first: SourceRange) {
        diagnostics.error(
            .duplicateProperty, "'\(name.text)' is set twice", at: name.range,
            notes: [Diagnostic.Note("'\(name.text)' is first set here", at: first)])
    }

    /// The constant `name` refers to; reports a name that is no constant, or one declared below the constant
    /// being folded.
    mutating func resolveConstant(_ name: Identifier, _ context: ValueContext) -> ConstantEntry? {
        if let entry = constants[name.text], context.constantOrder.map({ entry.order < $0 }) ?? true {
            return entry
        }
        if let declaration = declaredConstants[name.text] {
            diagnostics.error(
                .unknownName, "constant '\(name.text)' is used before its declaration", at: name.range,
                notes: [Diagnostic.Note("'\(name.text)' is declared here", at: declaration.range)])
            return nil
        }
        let notes = suggestion(
            for: name.text,
            among: constants.values.filter { entry in context.constantOrder.map { entry.order < $0 } ?? true }
                .map(\.name.text).sorted())
        diagnostics.error(.unknownName, "unknown constant '\(name.text)'", at: name.range, notes: notes)
        return nil
    }
}
