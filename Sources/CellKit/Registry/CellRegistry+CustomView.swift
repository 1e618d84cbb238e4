extension CellRegistry {
    /// The nib `name.cellnib` of `bundle` (by default the registry's own), as `Nib(named:in:registry:options:)`
    /// loads it, but read, decoded and checked once per bundle and name: later calls make a `Nib` of the same
    /// archive and plans while the file is unchanged, and load it again when it changes. `customView(for:)` loads
    /// its nibs here, and a table's nib registrations should too.
    ///
    /// Throws `NibError.noBundle` without a bundle, `.nibNotFound` when it has no such file, and the errors of
    /// reading and checking the archive (which are not cached: the next call tries again).
    public func nib(
        named name: String, in bundle: NibBundle? = nil, options: NibOptions = []
    ) throws(NibError) -> Nib {
        guard let bundle = bundle ?? self.bundle else {
            throw .noBundle(nibName: name)
        }
        return try nibCache.nib(named: name, in: bundle, registry: self, options: options)
    }

    /// Loads the nib `type` was registered with (else the nib named after the class) from `bundle`, instantiates
    /// it with `owner`, and returns its first top-level object that is a `T`: the archive path to a view, as
    /// `Bundle.main.loadNibNamed(_:owner:)` is in UIKit.
    ///
    /// As in UIKit, every top-level object of the nib is made, not only the `T`: another template of the nib can
    /// make the call fail (its class of another version, an owner it cannot connect to). The nib's warnings are
    /// dropped; `customView(for:owner:options:warnings:)` returns them.
    ///
    /// Throws `NibError.notRegistered` (with suggestions) when `type` is not registered with
    /// `register(_:nibName:)`, `.noArchiveInitializer` when it is registered only with
    /// `register(className:factory:)`, `.noBundle` without a bundle, `.nibNotFound` when the bundle has no such
    /// nib, `.noObject` when the nib has no `T`, and any error of loading or instantiating the nib, such as
    /// `.classVersionMismatch`.
    public func customView<T: Template>(
        for type: T.Type, owner: AnyObject? = nil, options: NibOptions = []
    ) throws(NibError) -> T {
        var warnings: [NibWarning] = []
        return try customView(for: type, owner: owner, options: options, warnings: &warnings)
    }

    /// `customView(for:owner:options:)`, appending to `warnings` what instantiating the nib worked around (its
    /// `Nib.warnings`: unknown classes of other templates, owner outlets left unconnected for a nil owner).
    ///
    /// Nothing is appended when the call throws before instantiating; when instantiating throws, the warnings up
    /// to the error are appended.
    public func customView<T: Template>(
        for type: T.Type, owner: AnyObject? = nil, options: NibOptions = [], warnings: inout [NibWarning]
    ) throws(NibError) -> T {
        let className = T.templateName
        guard let nibClass = nibClass(named: className) else {
            if contains(className: className) {
                throw .noArchiveInitializer(className: className)
            }
            throw .notRegistered(className: className, suggestions: nibClassSuggestions(for: className))
        }
        let nibName = nibClass.nibName ?? className
        let nib = try nib(named: nibName, options: options)
        defer { warnings += nib.warnings }
        for view in try nib.instantiate(withOwner: owner) {
            if let typed = view as? T {
                return typed
            }
        }
        throw .noObject(className: className, nib: nibName)
    }
}
