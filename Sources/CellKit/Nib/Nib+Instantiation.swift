import CellArchive

extension Nib {
    /// Makes every top-level template of the nib, connects the templates' outlets on `owner` and their actions,
    /// then calls `awakeFromNib()` on every object: the subviews first, then the templates, as UIKit does once
    /// all objects are connected.
    ///
    /// - A registered class is made by its `init(nib:)`, after its schema hash is compared with the archive's
    ///   (`NibError.classVersionMismatch`, naming the first differing line).
    /// - An unregistered class is made as its archived superclass (`TableViewCell` or `View`), which lays out by
    ///   the archive's layout program; `warnings` says so, or, with `NibOptions.strict`, `NibError.unknownClass`
    ///   is thrown with suggestions from the registry. Its buttons keep their archived action names, with no
    ///   target to send them to, as a nib whose File's Owner lacks the action method.
    /// - A template that declares an `owner` connects its outlets on `owner`; `NibError.ownerMismatch` when
    ///   `owner` is not of the class it expects. With no owner, its outlets are left unconnected and `warnings`
    ///   says so, as UIKit leaves File's Owner outlets unconnected when loading with a nil owner.
    public func instantiate(withOwner owner: AnyObject?) throws(NibError) -> [View] {
        var warnings: [NibWarning] = []
        var decoders: [NibDecoder] = []
        var roots: [View] = []
        for plan in plans {
            let decoder = try NibDecoder(plan: plan, source: archive.sourceName)
            roots.append(try make(plan, from: decoder, warnings: &warnings))
            decoders.append(decoder)
        }
        for (plan, root) in zip(plans, roots) {
            guard let ownerClassName = plan.ownerClassName, let template = root as? any Template else {
                continue
            }
            guard let owner else {
                warnings.append(.missingOwner(className: plan.className, ownerClassName: ownerClassName))
                continue
            }
            guard template.connectOutlets(toOwner: owner) else {
                throw .ownerMismatch(
                    className: plan.className, ownerClassName: ownerClassName,
                    ownerType: String(describing: type(of: owner)))
            }
        }
        for decoder in decoders {
            for view in decoder.views {
                view.awakeFromNib()
            }
        }
        for root in roots {
            root.awakeFromNib()
        }
        self.warnings = warnings
        return roots
    }

    /// The template object of `plan`, made by its registered class or by the fallback.
    private func make(
        _ plan: NibTemplatePlan, from decoder: NibDecoder, warnings: inout [NibWarning]
    ) throws(NibError) -> View {
        if let nibClass = registry.nibClass(named: plan.className) {
            if nibClass.schemaHash != plan.schemaHash {
                let difference =
                    SchemaDifference.first(classSchema: nibClass.schema, archiveSchema: plan.schema)
                    ?? "the schema hashes differ"
                throw .classVersionMismatch(className: plan.className, nib: name, difference: difference)
            }
            return try nibClass.make(decoder)
        }
        if options.contains(.strict) {
            throw .unknownClass(
                name: plan.className, nib: name, suggestions: registry.nibClassSuggestions(for: plan.className))
        }
        warnings.append(
            .unknownClass(className: plan.className, superclassName: plan.superclassName, line: plan.line))
        let root: View = plan.isCell ? try ArchivedTableViewCell(nib: decoder) : try ArchivedView(nib: decoder)
        for action in decoder.actions {
            // No generated class, so no target: keep the name (as a nib whose File's Owner lacks the method).
            action.control.addAction(named: action.name) { _ in }
        }
        return root
    }
}
