import CellDiagnostics

/// `cellc lint`: the problems of a xib that its users meet at run time, as diagnostics at their line and column,
/// each rule of ``XIBLintRule`` unless turned off.
public enum XIBLinter {
    /// The identifier of a file that cannot be read as a xib at all: not XML, refused XML, or another root.
    public static let invalidXML = DiagnosticID("invalid-xml")

    /// Reads `bytes` and checks it: the source file the diagnostics point into (the file's UTF-8 text) and the
    /// diagnostics, in file order. A file that is not a readable xib is one `invalid-xml` error. Its images and
    /// named colours are checked against `assets` when one is given.
    public static func lint(
        _ bytes: [UInt8], path: String, disabled: Set<XIBLintRule> = [], assets: XIBAssetCatalog? = nil
    ) -> (source: SourceFile, diagnostics: [Diagnostic]) {
        let tree: XMLTree
        let xib: XIBFile
        do {
            tree = try XMLTree(bytes: bytes)
            xib = try XIBFile(tree: tree)
        } catch {
            let (source, diagnostic) = unreadable(bytes, path: path, error)
            return (source, [diagnostic])
        }
        let source = SourceFile(path: path, bytes: xib.text)
        let findings = lint(xib, disabled: disabled, assets: assets)
        // The layout rules solve the constraints as the importer does, and report what it finds, merged into file
        // order (findings at one place keep their order).
        let layoutRules = [XIBLintRule.misplacedView, .ambiguousConstraints].filter { !disabled.contains($0) }
        let layout =
            layoutRules.isEmpty
            ? []
            : XIBImporter.import(xib, tree: tree, path: path).diagnostics.filter { diagnostic in
                layoutRules.contains { $0.id == diagnostic.id }
            }
        guard !layout.isEmpty else { return (source, findings) }
        let merged = (findings + layout).enumerated().sorted {
            ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset)
        }
        return (source, merged.map(\.element))
    }

    /// A file that cannot be read as a xib: the `invalid-xml` error at its place in the reader's text, when it got
    /// as far as decoding, or else in the bytes as they are, shown as well as they go.
    static func unreadable(_ bytes: [UInt8], path: String, _ error: XMLError) -> (SourceFile, Diagnostic) {
        let source = SourceFile(path: path, bytes: (try? XMLReader(bytes: bytes).utf8Text) ?? bytes)
        let diagnostic = Diagnostic(
            .error, invalidXML, error.message, at: SourceRange(at: min(error.location.offset, source.bytes.count)))
        return (source, diagnostic)
    }

    /// The findings of the rules not `disabled` on `xib`, in file order.
    public static func lint(
        _ xib: XIBFile, disabled: Set<XIBLintRule> = [], assets: XIBAssetCatalog? = nil
    ) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        func report(_ rule: XIBLintRule, _ message: String, at location: XMLLocation, notes: [Diagnostic.Note] = []) {
            guard !disabled.contains(rule) else { return }
            findings.append(
                Diagnostic(rule.severity, rule.id, message, at: SourceRange(at: location.offset), notes: notes))
        }
        let disable = Diagnostic.Note(
            "an Objective-C project turns the rule off with '--disable \(XIBLintRule.customClassWithoutModule.rawValue)'"
        )
        for cell in xib.cells {
            let name = cell.customClass.map { "the cell '\($0)'" } ?? "the \(cell.element)"
            switch cell.reuseIdentifier {
            case nil:
                report(
                    .missingReuseIdentifier, "\(name) has no reuse identifier", at: cell.location,
                    notes: [
                        Diagnostic.Note(
                            "set Identifier in the Attributes inspector, as the code that dequeues it names it")
                    ])
            case ""?:
                report(
                    .emptyReuseIdentifier, "\(name) has an empty reuse identifier, which no dequeue can name",
                    at: cell.location,
                    notes: [Diagnostic.Note("give it the identifier the table dequeues it by, or remove the attribute")]
                )
            default:
                break
            }
        }
        for connection in xib.connections {
            let what =
                connection.kind == .action ? "the action '\(connection.name)'" : "the outlet '\(connection.name)'"
            if xib.ids[connection.destination] == nil {
                report(
                    .danglingConnection,
                    "\(what) is connected to '\(connection.destination)', which is no object of "
                        + "the file", at: connection.location,
                    notes: [Diagnostic.Note("connect it again in Interface Builder, or delete it")])
            } else if !connection.source.isEmpty, xib.ids[connection.source] == nil {
                report(
                    .danglingConnection, "\(what) comes from '\(connection.source)', which is no object of the file",
                    at: connection.location)
            }
        }
        for object in xib.placeholders + xib.topLevelObjects where xib.format == .document {
            guard let customClass = object.customClass, object.customModule == nil,
                object.placeholder != "IBFirstResponder"
            else { continue }
            report(
                .customClassWithoutModule, "the custom class '\(customClass)' names no module", at: object.location,
                notes: [
                    Diagnostic.Note(
                        "a Swift class needs its module (check 'Inherit Module From Target'); an Objective-C class "
                            + "needs none"), disable,
                ])
        }
        for (id, location) in xib.repeatedIDs {
            report(
                .duplicateObjectID, "the id '\(id)' is given twice", at: location,
                notes: xib.ids[id].map { [Diagnostic.Note("it is first given here", at: SourceRange(at: $0.offset))] }
                    ?? [])
        }
        for button in xib.imageOnlyButtons {
            report(
                .imageOnlyButton, "a button shows only an image and has no accessibility label", at: button.location,
                notes: [Diagnostic.Note("set Label in the Accessibility section of the Identity inspector")])
        }
        // Without a catalog nothing is known to be missing.
        for resource in xib.resources where assets != nil {
            let (names, set, noun) =
                resource.kind == .image
                ? (assets?.imageNames, "imageset", "image") : (assets?.colorNames, "colorset", "named colour")
            guard names?.contains(resource.name) == false else { continue }
            report(
                .missingAsset, "the \(noun) '\(resource.name)' is not in the asset catalog", at: resource.location,
                notes: [Diagnostic.Note("the catalog has no '\(resource.name).\(set)' folder, so it loads as nil")])
        }
        return findings.sorted { $0.range.start < $1.range.start }
    }
}
