import CellDiagnostics
import CellSyntax

extension SourceFileSyntax {
    /// The `let` declarations, in order.
    var constants: [Constant] {
        declarations.compactMap { if case .constant(let constant) = $0 { constant } else { nil } }
    }

    /// The `style` declarations, in order.
    var styles: [Style] {
        declarations.compactMap { if case .style(let style) = $0 { style } else { nil } }
    }

    /// The `cell` and `view` declarations, in order.
    var templates: [Template] {
        declarations.compactMap { if case .template(let template) = $0 { template } else { nil } }
    }
}

extension Member {
    /// The property, when the member is one.
    var property: Property? {
        if case .property(let property) = self { property } else { nil }
    }

    /// The subview, when the member is one.
    var subview: Subview? {
        if case .subview(let subview) = self { subview } else { nil }
    }

    /// The layout variable, when the member is one.
    var variable: LayoutVariable? {
        if case .variable(let variable) = self { variable } else { nil }
    }

    /// The size-class variation, when the member is one.
    var variation: Variation? {
        if case .variation(let variation) = self { variation } else { nil }
    }
}

extension MarkedSource {
    /// Parses the text as a file whose first declaration is a constant and returns that constant's value.
    func firstValue() -> (value: Expression?, diagnostics: [Diagnostic]) {
        let (syntax, diagnostics) = parse()
        return (syntax.constants.first?.value, diagnostics)
    }
}
