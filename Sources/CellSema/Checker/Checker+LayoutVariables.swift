import CellCatalog
import CellDiagnostics
import CellSyntax

extension Checker {
    /// Records the template's layout variables (`var avatarWidth = 36`), wherever its body declares them, before
    /// any frame reads one: each name must be new to the template's outlets, the file's constants and the members
    /// of the generated class, and each default a numeric constant expression.
    mutating func collectVariables(_ template: Template, scope: TemplateScope) {
        variables = []
        variableIndices = [:]
        for case .variable(let variable) in template.members {
            let name = variable.name
            if let first = variableIndices[name.text] {
                diagnostics.error(
                    .duplicateDeclaration, "duplicate layout variable '\(name.text)'", at: name.range,
                    notes: [Diagnostic.Note("'\(name.text)' is first declared here", at: variables[first].nameRange)])
                continue
            }
            if let outlet = scope.outlets[name.text] {
                diagnostics.error(
                    .duplicateDeclaration, "the layout variable '\(name.text)' has the name of an outlet",
                    at: name.range,
                    notes: [
                        Diagnostic.Note("the outlet '\(name.text)' is declared here", at: scope.views[outlet].range)
                    ])
                continue
            }
            if let constant = declaredConstants[name.text] {
                diagnostics.error(
                    .duplicateDeclaration, "the layout variable '\(name.text)' has the name of a constant",
                    at: name.range,
                    notes: [Diagnostic.Note("the constant '\(name.text)' is declared here", at: constant.range)])
                continue
            }
            if scope.kind.properties.contains(where: { $0.name == name.text }) {
                // `var height = 3` beside `height = 50` would read as either; the generated class has both names.
                diagnostics.error(
                    .reservedName,
                    "'\(name.text)' is a property of a \(scope.kind.noun) and cannot name a layout variable",
                    at: name.range)
                continue
            }
            if name.text == "true" || name.text == "false" {
                diagnostics.error(
                    .reservedName, "'\(name.text)' is reserved and cannot name a layout variable", at: name.range)
                continue
            }
            let errors = diagnostics.errorCount
            checkMemberName(name, in: scope.kind, noun: "layout variable")
            guard diagnostics.errorCount == errors else { continue }
            let value = foldNumber(variable.value, ValueContext(propertyName: name.text)) ?? 0
            variableIndices[name.text] = variables.count
            variables.append(CheckedLayoutVariable(name: name.text, defaultValue: value, nameRange: name.range))
        }
    }

    /// Reports each outlet collection that takes the name of a layout variable: both are properties of the
    /// generated class.
    mutating func checkVariablesAgainstCollections(_ scope: TemplateScope) {
        for (name, range) in scope.collectionRanges.sorted(by: { $0.value.start < $1.value.start }) {
            guard let index = variableIndices[name] else { continue }
            diagnostics.error(
                .duplicateDeclaration, "the outlet collection '\(name)' has the name of a layout variable", at: range,
                notes: [
                    Diagnostic.Note("the layout variable '\(name)' is declared here", at: variables[index].nameRange)
                ])
        }
    }

    /// Reports each layout variable a subview's body declares: a variable belongs to the template's class.
    mutating func reportNestedVariables(in members: [Member], of subview: Subview) {
        for case .variable(let variable) in members {
            diagnostics.error(
                .misplacedProperty,
                "the layout variable '\(variable.name.text)' must be declared in the template's body, not in "
                    + "'\(subview.name?.text ?? subview.kind.text)'",
                at: variable.name.range,
                notes: [Diagnostic.Note("a layout variable is a property of the template's class; move it up")])
        }
    }

    /// `size = (width, height)` of the view at `view`, which a stack view arranges: two numbers, or expressions
    /// that also read layout variables (`size = (16, iconSide)`), evaluated at the variables' defaults and again
    /// whenever the app sets one, as the constant of a width or height constraint the app changes.
    mutating func checkPreferredSize(_ value: Expression, of view: Int, scope: TemplateScope) -> SizeValue? {
        guard case .tuple(let elements) = value.kind, elements.count == 2, elements.contains(where: mentionsVariable)
        else {
            guard case .size(let width, let height)? = checkValue(value, as: .size, ValueContext(propertyName: "size"))
            else { return nil }
            return SizeValue(width: width, height: height)
        }
        var dimensions: [LayoutExpression] = []
        var values: [Double] = []
        for (component, element) in zip([FrameComponent.width, .height], elements) {
            var reads: [(node: Int, range: SourceRange)] = []
            guard let expression = layoutExpression(element, of: .frame(view, component), scope: scope, reads: &reads)
            else { continue }
            guard expression.readsOnlyVariables else {
                diagnostics.error(
                    .misplacedProperty, "a preferred 'size' reads numbers and layout variables, not the layout",
                    at: element.range,
                    notes: [Diagnostic.Note("the stack view places the view from its size; only frames read others")])
                continue
            }
            let nominal = expression.evaluate(
                parentWidth: 0, parentHeight: 0, margin: { _, _ in 0 }, anchor: { _, _ in 0 },
                variables: variables.map(\.defaultValue))
            guard nominal >= 0 else {
                diagnostics.error(
                    .invalidValue, "a size cannot be negative at the layout variables' defaults", at: element.range)
                continue
            }
            dimensions.append(expression)
            values.append(nominal)
        }
        guard dimensions.count == 2 else { return nil }
        var size = SizeValue(width: values[0], height: values[1])
        size.widthExpression = dimensions[0].readsVariable ? dimensions[0] : nil
        size.heightExpression = dimensions[1].readsVariable ? dimensions[1] : nil
        return size
    }

    /// Whether the syntax names a layout variable anywhere.
    private func mentionsVariable(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .path(let path): path.count == 1 && variableIndices[path[0].text] != nil
        case .negate(let operand): mentionsVariable(operand)
        case .binary(_, let lhs, let rhs): mentionsVariable(lhs) || mentionsVariable(rhs)
        case .call(_, let arguments), .tuple(let arguments): arguments.contains(where: mentionsVariable)
        case .member(_, let arguments): arguments?.contains(where: mentionsVariable) ?? false
        case .number, .string, .hexColor, .bool, .missing: false
        }
    }

    /// Whether `name` is a layout variable, read outside a layout expression; then reports that only frames, a
    /// template's dimensions and arranged views' sizes read one, or that the property takes no number.
    mutating func reportVariableOutsideLayout(
        _ name: Identifier, _ context: ValueContext, expecting type: PropertyType = .number
    ) -> Bool {
        guard let index = variableIndices[name.text] else { return false }
        let note = Diagnostic.Note("'\(name.text)' is declared here", at: variables[index].nameRange)
        switch type {
        case .number, .integer, .length:
            diagnostics.error(
                .misplacedProperty,
                "'\(name.text)' is a layout variable, which only 'frame', a cell's 'height' and an arranged "
                    + "view's 'size' may read",
                at: name.range, notes: [note])
        default:
            diagnostics.error(
                .typeMismatch,
                "'\(context.propertyName)' takes \(type), but '\(name.text)' is a layout variable, a number",
                at: name.range, notes: [note])
        }
        return true
    }
}
