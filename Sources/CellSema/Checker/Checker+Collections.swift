import CellCatalog
import CellDiagnostics
import CellSyntax

extension Checker {
    /// The template's outlet collections, in order of first use, after checking that each name is free: not an
    /// outlet of the template, nor a name the generated class cannot take.
    mutating func checkCollections(_ scope: TemplateScope) -> [OutletCollection] {
        var collections: [OutletCollection] = []
        var positions: [String: Int] = [:]
        for (index, view) in scope.views.enumerated() {
            guard let name = view.collection else { continue }
            guard let position = positions[name] else {
                positions[name] = collections.count
                collections.append(
                    OutletCollection(name: name, views: [index], kind: view.kind, customClass: view.customClass))
                continue
            }
            collections[position].views.append(index)
            if collections[position].kind != view.kind {
                collections[position].kind = .view
            }
            if collections[position].customClass != view.customClass {
                collections[position].customClass = nil
            }
        }
        for collection in collections {
            guard let range = scope.collectionRanges[collection.name] else { continue }
            let name = Identifier(collection.name, at: range)
            if let outlet = scope.outlets[collection.name] {
                diagnostics.error(
                    .duplicateOutlet, "outlet collection '\(collection.name)' has the name of an outlet", at: range,
                    notes: [Diagnostic.Note("'\(collection.name)' is declared here", at: scope.views[outlet].range)])
                continue
            }
            checkMemberName(name, in: scope.kind)
        }
        return collections
    }
}
