import CellSema

/// Spells layout expressions in `.cell` syntax, for schema lines and messages: constants folded, `parent.width`,
/// anchors of views as `title.maxY` (or `subview 3.maxY` for the unnamed view at subview index 3), margins as
/// `parent.margins.minX` (a nested view's as its parent's, `card.margins.minX`), and only the parentheses
/// precedence needs.
///
/// It shares its precedence rules with the Swift emitter, so a negative operand right of an operator is
/// parenthesised in both (`a - (-3)`): the output parses back to the same expression and never reads as a typo.
public struct LayoutExpressionPrinter: Sendable {
    /// How each view of the template is named, by index into ``CheckedTemplate/views``.
    public let viewNames: [String]
    /// The name of each layout variable of the template, by index into ``CheckedTemplate/variables``.
    public let variableNames: [String]

    /// Creates a printer that names the view at index `i` `viewNames[i]` and the layout variable at index `i`
    /// `variableNames[i]`.
    public init(viewNames: [String], variableNames: [String] = []) {
        self.viewNames = viewNames
        self.variableNames = variableNames
    }

    /// Creates a printer for the views of `template`: outlets by name, unnamed views as `subview INDEX`, as the
    /// schema's `subview INDEX: Kind` lines name them.
    public init(template: CheckedTemplate) {
        self.init(
            viewNames: template.views.enumerated().map { index, view in view.outlet ?? "subview \(index)" },
            variableNames: template.variables.map(\.name))
    }

    /// The expression as `.cell` source: `(parent.width - 100) / 2`.
    public func text(_ expression: LayoutExpression) -> String {
        emitter.emit(expression)
    }

    /// The emitter that spells expressions as `.cell` source; one serves every expression of a template.
    var emitter: LayoutExpressionEmitter {
        let names = viewNames
        let variables = variableNames
        return LayoutExpressionEmitter(
            names: names, parentWidth: "parent.width", parentHeight: "parent.height", anchorBase: { names[$0] },
            marginBase: { view in view.map { "\(names[$0]).margins" } ?? "parent.margins" },
            variable: { variables.indices.contains($0) ? variables[$0] : "variable \($0)" },
            contentOffset: { "\(names[$0]).contentOffset.\($1)" })
    }
}
