import CellCatalog
import CellDiagnostics

extension Checker {
    /// The nearest ancestor of the view at `index` that has a custom class: the view whose outlet it becomes with
    /// `connection = .customView`. Parents are checked before their children, so their custom classes are known.
    func enclosingCustomView(of index: Int, scope: TemplateScope) -> Int? {
        var parent = scope.views[index].parent
        while let candidate = parent {
            if scope.views[candidate].customClass != nil { return candidate }
            parent = scope.views[candidate].parent
        }
        return nil
    }

    /// Reports an outlet that two views give one custom class with two types, which its one protocol cannot
    /// declare.
    mutating func checkCustomViewOutletsAcrossFile(_ templates: [CheckedTemplate]) {
        var first: [String: ViewNode] = [:]
        for template in templates {
            for view in template.views {
                guard let owner = view.outletOwner, let name = view.outlet,
                    let className = template.views[owner].customClass
                else { continue }
                let key = className + "." + name
                guard let earlier = first[key] else {
                    first[key] = view
                    continue
                }
                guard earlier.className != view.className else { continue }
                diagnostics.error(
                    .duplicateOutlet,
                    "the outlet '\(name)' of '\(className)' is a '\(earlier.className)' here and a "
                        + "'\(view.className)' there",
                    at: view.range,
                    notes: [Diagnostic.Note("'\(name)' is first given to '\(className)' here", at: earlier.range)])
            }
        }
    }
}
