import CellCatalog
import CellDiagnostics
import CellSupport

extension Checker {
    /// Checks the class a subview of `kind` names as its `customClass`: a Swift type name the app declares as a
    /// subclass of the kind's CellKit class, so neither a keyword nor one of CellKit's or Swift's own types.
    mutating func checkCustomClass(_ name: String, of kind: ViewKind, at range: SourceRange) -> Bool {
        let rule = Diagnostic.Note(
            "a custom class is the app's subclass of '\(kind.className)', such as \"Badge\(kind.className)\"")
        guard !name.isEmpty else {
            diagnostics.error(.invalidCustomClass, "a custom class name cannot be empty", at: range, notes: [rule])
            return false
        }
        guard IdentifierGrammar.isValid(name), !ReservedNames.swiftKeywords.contains(name) else {
            diagnostics.error(
                .invalidCustomClass, "the custom class '\(name)' is not a Swift type name", at: range, notes: [rule])
            return false
        }
        if ReservedNames.cellKitClassNames.contains(name) || ReservedNames.typeNames.contains(name) {
            diagnostics.error(
                .invalidCustomClass,
                "the custom class '\(name)' is not the app's: '\(name)' is \(Checker.owner(of: name))'s",
                at: range, notes: [rule])
            return false
        }
        return true
    }

    private static func owner(of typeName: String) -> String {
        ReservedNames.cellKitClassNames.contains(typeName) ? "CellKit" : "Swift"
    }

    /// Reports a custom class used with two kinds, whose archived class would have two superclasses, and one that
    /// takes the name of a template class of the file, which the archive would confuse with it.
    mutating func checkCustomClassesAcrossFile(_ templates: [CheckedTemplate], classes: [String: SourceRange]) {
        var first: [String: (kind: ViewKind, range: SourceRange)] = [:]
        for template in templates {
            for view in template.views {
                guard let name = view.customClass, let range = view.customClassRange else { continue }
                if let template = classes[name] {
                    diagnostics.error(
                        .invalidCustomClass,
                        "the custom class '\(name)' is the class of a template of this file", at: range,
                        notes: [Diagnostic.Note("the template '\(name)' is declared here", at: template)])
                    continue
                }
                guard let earlier = first[name] else {
                    first[name] = (view.kind, range)
                    continue
                }
                guard earlier.kind != view.kind else { continue }
                diagnostics.error(
                    .invalidCustomClass,
                    "the custom class '\(name)' is a subclass of '\(earlier.kind.className)', not of "
                        + "'\(view.kind.className)'",
                    at: range,
                    notes: [Diagnostic.Note("'\(name)' is a '\(earlier.kind.className)' here", at: earlier.range)])
            }
        }
    }
}
