import CellCatalog
import CellDiagnostics
import CellSupport
import CellSyntax

/// Checks a parsed file: resolves names, checks every value against the view catalog, orders the layout and
/// finds its cycles, and builds the IR the emitters read.
///
/// Like the parser it reports every problem it finds and keeps going; a template with errors still yields IR, but
/// the driver emits nothing for a file with errors.
public struct Checker {
    let file: SourceFile
    var diagnostics: DiagnosticSink
    var constants: [String: ConstantEntry] = [:]
    /// Every constant's name, collected before any is checked, to tell "declared later" from "unknown".
    var declaredConstants: [String: Identifier] = [:]
    var styles: [String: CheckedStyle] = [:]
    /// The layout variables of the template being checked, in source order; frames read them by index.
    var variables: [CheckedLayoutVariable] = []
    /// The index of each of them by name.
    var variableIndices: [String: Int] = [:]
    /// Whether the file parsed without errors; when it did not, its views may sit in the wrong bodies, so the
    /// warnings about where they fall are left out.
    var syntaxIsValid = true
    /// The names of the app's asset colours, when the compiler was given its asset catalog; nil accepts any name.
    var colorAssetNames: Set<String>?

    /// The errors after which unknown names get no "did you mean" among the file's own names: each suggestion
    /// costs time in the number of names, so suggesting for every one of a hundred thousand unknown names would be
    /// quadratic, and past the 500 errors cellc prints nobody reads them.
    static let suggestionLimit = 500

    /// A "did you mean" note for `word` among `names`, the file's own names, while the file has fewer than
    /// ``suggestionLimit`` errors; the names are only gathered when the note is made.
    func suggestion(for word: String, among names: @autoclosure () -> [String]) -> [Diagnostic.Note] {
        guard diagnostics.errorCount < Checker.suggestionLimit,
            let hint = Suggestions.didYouMean(word, among: names())
        else { return [] }
        return [Diagnostic.Note(hint)]
    }

    /// A `let` constant: its folded number, or its expression for any other type.
    struct ConstantEntry {
        var number: Double?
        var expression: Expression
        var name: Identifier
        /// The order of declaration; a constant may only use constants declared before it.
        var order: Int
        /// Whether the value is arithmetic over anchors (`parent.width - 16`): it has no number, and a frame or a
        /// height that uses it reads its expression in the place of the name, with `parent` the using view's.
        var readsLayout = false
    }

    /// A style's properties, each checked once against the type its name has in the catalog.
    struct CheckedStyle {
        var name: Identifier
        var assignments: [(name: Identifier, assignment: PropertyAssignment?)]
    }

    /// Checks `syntax`, parsed from `file`, appending diagnostics; `.asset("Name")` colours must be among
    /// `colorAssets` when it is given.
    public static func check(
        _ syntax: SourceFileSyntax, in file: SourceFile, diagnostics: inout DiagnosticSink,
        colorAssets: Set<String>? = nil
    ) -> CheckedFile {
        var checker = Checker(file: file, diagnostics: diagnostics)
        checker.colorAssetNames = colorAssets
        checker.syntaxIsValid = !diagnostics.hasErrors
        let checked = checker.checkFile(syntax)
        diagnostics = checker.diagnostics
        return checked
    }

    mutating func checkFile(_ syntax: SourceFileSyntax) -> CheckedFile {
        // Constants first, in order (each may use those above it); then styles, which may use any constant;
        // then templates, which may use any constant or style.
        for case .constant(let constant) in syntax.declarations where declaredConstants[constant.name.text] == nil {
            declaredConstants[constant.name.text] = constant.name
        }
        for (order, constant) in syntax.declarations.compactMap(Checker.constant).enumerated() {
            declareConstant(constant, order: order)
        }
        for case .style(let style) in syntax.declarations {
            declareStyle(style)
        }
        var templates: [CheckedTemplate] = []
        for case .template(let template) in syntax.declarations {
            templates.append(checkTemplate(template))
        }
        checkFileLevelNames(templates)
        return CheckedFile(templates: templates)
    }

    private static func constant(_ declaration: Declaration) -> Constant? {
        if case .constant(let constant) = declaration { return constant }
        return nil
    }

    func line(of range: SourceRange) -> Int { file.location(of: range.start).line }

    /// Reports names that collide across the file: classes, reuse identifiers, and the names cellc generates.
    mutating func checkFileLevelNames(_ templates: [CheckedTemplate]) {
        var classes: [String: SourceRange] = [:]
        // Table cells, collection-view cells and reusable views are registered with different views and calls, so
        // each kind has identifiers of its own.
        var identifiers: [TemplateKind: [String: SourceRange]] = [:]
        for template in templates {
            let nameRange = template.nameRange
            if let first = classes[template.className] {
                diagnostics.error(
                    .duplicateClass, "duplicate class name '\(template.className)'", at: nameRange,
                    notes: [Diagnostic.Note("'\(template.className)' is first declared here", at: first)])
                // Its reuse identifier, usually the class name too, would only repeat the same news.
                continue
            } else {
                classes[template.className] = nameRange
            }
            // A template with no identifier registers only under the one its table chooses.
            if let identifier = template.reuseIdentifier, !template.declaresNoReuseIdentifier {
                let place = template.reuseIdentifierRange ?? nameRange
                if let first = identifiers[template.kind]?[identifier] {
                    diagnostics.error(
                        .duplicateReuseIdentifier, "duplicate reuse identifier '\(identifier)'", at: place,
                        notes: [
                            Diagnostic.Note(
                                "'\(identifier)' is first used by the \(template.kind.noun) here", at: first)
                        ])
                } else {
                    identifiers[template.kind, default: [:]][identifier] = place
                }
            }
        }
        reportConflictingOwners(templates)
        checkCustomClassesAcrossFile(templates, classes: classes)
        checkCustomViewOutletsAcrossFile(templates)
        for template in templates {
            if !template.actions.isEmpty {
                reportProtocolClash(template.className + "Actions", "actions", of: template, classes: classes)
            }
            if let owner = template.owner {
                let generated = template.className + "Owner"
                reportProtocolClash(generated, "owner", of: template, classes: classes)
                if owner == generated, let range = template.ownerRange {
                    diagnostics.error(
                        .invalidOwner,
                        "the owner '\(owner)' has the name of the protocol cellc generates for the owner of "
                            + "'\(template.className)'",
                        at: range, notes: [Diagnostic.Note("the owner class adopts '\(generated)'; rename the class")])
                }
            }
        }
    }

    /// Reports each template whose owner differs from the file's first: a file is one nib, and a nib has one File's
    /// Owner, so no owner could load them together (at run time, `NibError.ownerMismatch`).
    private mutating func reportConflictingOwners(_ templates: [CheckedTemplate]) {
        var first: CheckedTemplate?
        for template in templates {
            guard let owner = template.owner, let range = template.ownerRange else { continue }
            guard let firstTemplate = first, let firstOwner = firstTemplate.owner else {
                first = template
                continue
            }
            guard owner != firstOwner else { continue }
            diagnostics.error(
                .conflictingOwner,
                "the owner '\(owner)' of '\(template.className)' differs from the owner '\(firstOwner)' of "
                    + "'\(firstTemplate.className)'",
                at: range,
                notes: [
                    Diagnostic.Note("'\(firstTemplate.className)' names its owner here", at: firstTemplate.ownerRange),
                    Diagnostic.Note("a nib has one File's Owner; move one template to a file of its own"),
                ])
        }
    }

    /// Reports a template class that takes the name of a protocol cellc generates for another template.
    private mutating func reportProtocolClash(
        _ generated: String, _ what: String, of template: CheckedTemplate, classes: [String: SourceRange]
    ) {
        if let clash = classes[generated] {
            diagnostics.error(
                .reservedName,
                "class name '\(generated)' collides with the \(what) protocol of '\(template.className)'", at: clash)
        }
    }
}
