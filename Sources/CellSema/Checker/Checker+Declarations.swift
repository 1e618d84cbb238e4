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
        if name.text == "parent" || name.text == "true" || name.text == "false" || name.text == Checker.autoKeyword {
            diagnostics.error(.reservedName, "'\(name.text)' is reserved and cannot name a constant", at: name.range)
            return
        }
        var entry = ConstantEntry(number: nil, expression: constant.value, name: name, order: order)
        let context = ValueContext(propertyName: name.text, constantOrder: order)
        if Checker.isNumeric(constant.value) && readsLayout(constant.value) {
            entry.readsLayout = true
            if !namesDeclaredConstants(constant.value, context) {
                entry.expression = Expression(.missing, at: constant.value.range)
            }
        } else if Checker.isNumeric(constant.value) {
            entry.number = foldNumber(constant.value, context)
            if entry.number == nil {
                // Already reported here; its uses say nothing more.
                entry.expression = Expression(.missing, at: constant.value.range)
            }
        } else if Checker.isAuto(constant.value) {
            diagnostics.error(
                .typeMismatch, "'auto' is a frame's width or height, not a value a constant can hold",
                at: constant.value.range,
                notes: [
                    Diagnostic.Note("write 'auto' in the frame itself: 'frame = (16, 12, parent.width - 32, auto)'")
                ])
            entry.expression = Expression(.missing, at: constant.value.range)
        } else if case .path(let path) = constant.value.kind, path.count == 1 {
            // An alias takes the other constant's value now, so uses never chase a chain of names (nor a loop).
            guard let aliased = resolveConstant(path[0], context) else {
                entry.expression = Expression(.missing, at: constant.value.range)
                constants[name.text] = entry
                return
            }
            entry.number = aliased.number
            entry.expression = aliased.expression
            entry.readsLayout = aliased.readsLayout
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

    /// Whether an arithmetic expression reads an anchor (`parent.width`, `title.maxY`), itself or by a constant that
    /// does. Expressions are at most 256 levels deep (the parser's limit), so the recursion is bounded.
    func readsLayout(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .path(let path): path.count > 1 || constants[path[0].text]?.readsLayout == true
        case .negate(let operand): readsLayout(operand)
        case .binary(_, let lhs, let rhs): readsLayout(lhs) || readsLayout(rhs)
        default: false
        }
    }

    /// Whether every bare name in an arithmetic expression is a constant declared above (reporting those that are
    /// not), as for any constant: one over anchors is only read where it is used, but follows the same rule.
    mutating func namesDeclaredConstants(_ expression: Expression, _ context: ValueContext) -> Bool {
        switch expression.kind {
        case .path(let path) where path.count == 1: return resolveConstant(path[0], context) != nil
        case .negate(let operand): return namesDeclaredConstants(operand, context)
        case .binary(_, let lhs, let rhs):
            let left = namesDeclaredConstants(lhs, context)
            return namesDeclaredConstants(rhs, context) && left
        default: return true
        }
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
        // A template's value may also have meant one of its layout variables (a frame reads them).
        let notes = suggestion(
            for: name.text,
            among: constants.values.filter { entry in context.constantOrder.map { entry.order < $0 } ?? true }
                .map(\.name.text).sorted() + (context.constantOrder == nil ? variables.map(\.name) : []))
        diagnostics.error(.unknownName, "unknown constant '\(name.text)'", at: name.range, notes: notes)
        return nil
    }
}
