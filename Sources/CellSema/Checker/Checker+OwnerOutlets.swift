import CellCatalog
import CellDiagnostics
import CellSupport
import CellSyntax

extension Checker {
    /// Checks the name of the owner's outlet to the template's object: a property of the owner protocol, so a Swift
    /// identifier that Swift lets name a property.
    mutating func checkOwnerOutletName(_ name: String, at range: SourceRange) -> Bool {
        guard IdentifierGrammar.isValid(name), !ReservedNames.swift.contains(name) else {
            diagnostics.error(
                .invalidOwner, "the owner outlet '\(name)' is not a Swift property name", at: range,
                notes: [Diagnostic.Note("it names the owner's property that holds the cell, such as \"cell\"")])
            return false
        }
        return true
    }

    /// Reports connections to an owner the template does not have, and an owner outlet that takes the name of an
    /// outlet the owner also receives.
    mutating func checkOwnerConnections(_ root: RootSettings, scope: TemplateScope) {
        guard root.owner != nil else {
            let needsOwner = Diagnostic.Note("set 'owner = \"ClassName\"' on the template, the class they connect on")
            // The template's own properties come before its views in the source, and so in the report.
            if let outlet = root.ownerOutlet {
                diagnostics.error(
                    .misplacedProperty, "'ownerOutlet' names an outlet of the owner, which the template lacks",
                    at: outlet.range, notes: [needsOwner])
            }
            for view in scope.views {
                // '.customView', which connects to neither, chooses the enclosing view and needs no owner.
                guard let range = view.connectionRange, view.connectsToClass || view.connectsToOwner else { continue }
                diagnostics.error(
                    .misplacedProperty, "'connection' chooses between the template and its owner, which it lacks",
                    at: range, notes: [needsOwner])
            }
            return
        }
        guard let outlet = root.ownerOutlet, let index = scope.outlets[outlet.text] else { return }
        let view = scope.views[index]
        guard view.connectsToOwner else { return }
        diagnostics.error(
            .duplicateOutlet, "the owner outlet '\(outlet.text)' is also the owner's outlet to \(view.displayName)",
            at: outlet.range,
            notes: [
                Diagnostic.Note("'\(outlet.text)' is declared here", at: view.range),
                Diagnostic.Note("rename one, or set 'connection = .cell' on the view"),
            ])
    }
}
