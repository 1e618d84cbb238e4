import CellCatalog
import CellDiagnostics
import CellSyntax

extension Checker {
    /// The block of a template's body that declares the nib's other top-level objects.
    static let topLevelObjectsBlock = "topLevelObjects"

    /// `topLevelObjects { ... }`: views that are objects of the nib beside the template, outlets and action senders
    /// of its class but in none of its views, after its subviews and the cell's own views, in source order. They
    /// take no subviews, and the block takes nothing but views.
    mutating func collectTopLevelObjects(_ template: Template, into scope: inout TemplateScope) {
        var first: SourceRange?
        for case .subview(let block) in template.members where block.kind.text == Checker.topLevelObjectsBlock {
            if let first {
                diagnostics.error(
                    .duplicateProperty, "duplicate '\(Checker.topLevelObjectsBlock)' block", at: block.kind.range,
                    notes: [Diagnostic.Note("'\(Checker.topLevelObjectsBlock)' is first declared here", at: first)])
                continue
            }
            first = block.kind.range
            if let name = block.name {
                diagnostics.error(
                    .misplacedProperty, "'\(Checker.topLevelObjectsBlock)' takes no name; name the views in it",
                    at: name.range)
            }
            if let style = block.styles.first {
                diagnostics.error(
                    .misplacedProperty, "'\(Checker.topLevelObjectsBlock)' takes no styles; give them to its views",
                    at: style.range)
            }
            for member in block.members {
                switch member {
                case .property(let property):
                    diagnostics.error(
                        .misplacedProperty,
                        "'\(Checker.topLevelObjectsBlock)' holds views only; '\(property.name.text)' belongs in one "
                            + "of them or in the template's body",
                        at: property.name.range)
                case .variable(let variable):
                    diagnostics.error(
                        .misplacedProperty,
                        "'\(Checker.topLevelObjectsBlock)' holds views only; declare the layout variable "
                            + "'\(variable.name.text)' in the template's body",
                        at: variable.name.range)
                case .variation(let variation):
                    diagnostics.error(
                        .misplacedProperty,
                        "'\(Checker.topLevelObjectsBlock)' holds views only; a 'variation' belongs in the view it varies",
                        at: variation.keyword)
                case .subview(let subview):
                    let index = scope.views.count
                    collectViews([.subview(subview)], parent: nil, parentIsStack: false, into: &scope)
                    guard index < scope.views.count else { continue }
                    scope.views[index].isTopLevelObject = true
                    if let child = scope.views.indices.dropFirst(index + 1).first {
                        diagnostics.error(
                            .misplacedProperty,
                            "a top-level object takes no subviews; declare \(scope.views[child].displayName) "
                                + "in the template's body or as a top-level object of its own",
                            at: scope.views[child].range)
                    }
                }
            }
        }
    }
}
