import CellArchive

extension Nib {
    /// Makes every top-level object of the nib, each template followed by its other top-level objects
    /// (`topLevelObjects`), as `UINib` returns them all; connects the templates' outlets on `owner` and their actions,
    /// then calls `awakeFromNib()` on every object: the subviews first, then the templates, as UIKit does once
    /// all objects are connected.
    ///
    /// - A registered class is made by its `init(nib:)`, after its schema hash is compared with the archive's
    ///   (`NibError.classVersionMismatch`, naming the first differing line).
    /// - An unregistered class is made as its archived superclass (`TableViewCell`, `View`, `CollectionViewCell` or
    ///   `CollectionReusableView`), which lays out by
    ///   the archive's layout program; `warnings` says so, or, with `NibOptions.strict`, `NibError.unknownClass`
    ///   is thrown with suggestions from the registry. Its buttons keep their archived action names, with no
    ///   target to send them to, as a nib whose File's Owner lacks the action method.
    /// - A template that declares an `owner` connects its outlets on `owner`; `NibError.ownerMismatch` when
    ///   `owner` does not adopt the template's generated `<Template>Owner` protocol. With no owner, its outlets are
    ///   left unconnected and `warnings` says so, as UIKit leaves File's Owner outlets unconnected when loading
    ///   with a nil owner.
    ///
    /// `warnings` is replaced by this call's, even when it throws.
    public func instantiate(withOwner owner: AnyObject?) throws(NibError) -> [View] {
        var warnings: [NibWarning] = []
        // Set on every exit, so a call that throws never leaves the previous call's warnings behind.
        defer { self.warnings = warnings }
        var decoders: [NibDecoder] = []
        var roots: [View] = []
        for plan in plans {
            let decoder = try NibDecoder(
                plan: plan, source: archive.sourceName, registry: registry, nibName: name, options: options)
            warnings += decoder.warnings
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
                    ownerType: Self.typeName(of: owner, unlike: ownerClassName))
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
        return zip(roots, decoders).flatMap { [$0.0] + $0.1.topLevelObjects }
    }

    /// The name of `owner`'s type for an error: its plain name, or its full name (`App.Other.Controller`) when the
    /// plain one is `ownerClassName`, so that a type of the expected name in another scope is told apart.
    private static func typeName(of owner: AnyObject, unlike ownerClassName: String) -> String {
        let name = String(describing: type(of: owner))
        return name == ownerClassName ? String(reflecting: type(of: owner)) : name
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
                throw .classVersionMismatch(
                    className: plan.className, nib: name, source: archive.sourceName, difference: difference)
            }
            return try nibClass.make(decoder)
        }
        if options.contains(.strict) {
            throw .unknownClass(
                name: plan.className, nib: name, suggestions: registry.nibClassSuggestions(for: plan.className))
        }
        warnings.append(
            .unknownClass(
                className: plan.className, superclassName: plan.superclassName, source: archive.sourceName,
                line: plan.line))
        let root = try plan.makeFallback(decoder)
        for action in decoder.actions {
            // No generated class, so no target: keep the name (as a nib whose File's Owner lacks the method).
            action.control.addAction(named: action.name, for: action.event) { _ in }
        }
        return root
    }
}
