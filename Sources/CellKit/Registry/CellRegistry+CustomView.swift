extension CellRegistry {
    /// Loads the nib `type` was registered with (else the nib named after the class) from `bundle`, instantiates
    /// it with `owner`, and returns its first top-level object that is a `T`: the archive path to a view, as
    /// `Bundle.main.loadNibNamed(_:owner:)` is in UIKit.
    ///
    /// Throws `NibError.unknownClass` (with suggestions) when `type` is not registered with
    /// `register(_:nibName:)`, `.noBundle` without a bundle, `.nibNotFound` when the bundle has no such nib,
    /// `.noObject` when the nib has no `T`, and any error of loading or instantiating the nib, such as
    /// `.classVersionMismatch`.
    public func customView<T: Template>(
        for type: T.Type, owner: AnyObject? = nil, options: NibOptions = []
    ) throws(NibError) -> T {
        let className = T.templateName
        guard let nibClass = nibClass(named: className) else {
            throw .unknownClass(
                name: className, nib: className, suggestions: nibClassSuggestions(for: className))
        }
        let nibName = nibClass.nibName ?? className
        guard let bundle else {
            throw .noBundle(nibName: nibName)
        }
        let nib = try Nib(named: nibName, in: bundle, registry: self, options: options)
        for view in try nib.instantiate(withOwner: owner) {
            if let typed = view as? T {
                return typed
            }
        }
        throw .noObject(className: className, nib: nibName)
    }
}
