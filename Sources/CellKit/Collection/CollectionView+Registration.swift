extension CollectionView {
    // Registration. Every registration replaces the one before it for the same kind and identifier (views already
    // queued under it are still handed out), and throws `CollectionViewError.emptyIdentifier` for an empty
    // identifier, as UIKit raises. A class must be a template (a generated class, made with `init()`): Swift can make
    // a view from a class value only through a `required` initializer, which `init(frame:)` is not; any other class
    // registers its initializer as a factory, `register(factory: MyCell.init(frame:), forCellWithReuseIdentifier:)`,
    // which UIKit's `register(_:forCellWithReuseIdentifier:)` amounts to.

    /// Registers the template class `cellClass` for cells of `identifier`; new cells are made with `init()` and take
    /// `identifier` as their reuse identifier.
    public func register<T: CollectionViewCell & Template>(
        _ cellClass: T.Type,
        forCellWithReuseIdentifier identifier: String
    ) throws(CollectionViewError) {
        try reuseQueue.register(.make { _ in T() }, elementKind: Self.elementKindCell, identifier: identifier)
    }

    /// Registers the template class `cellClass` for cells of its own `reuseIdentifier`.
    public func register<T: CollectionViewCell & CollectionTemplate>(_ cellClass: T.Type) throws(CollectionViewError) {
        try register(cellClass, forCellWithReuseIdentifier: T.reuseIdentifier)
    }

    /// Registers `factory` for cells of `identifier`: each new cell is `factory(frame)`, with `frame` at the origin
    /// and the layout's `itemSize` (UIKit's `init(frame:)` of a registered class), and takes `identifier` as its
    /// reuse identifier.
    public func register(
        factory: @escaping @MainActor (Rect) -> CollectionViewCell,
        forCellWithReuseIdentifier identifier: String
    ) throws(CollectionViewError) {
        try reuseQueue.register(.make(factory), elementKind: Self.elementKindCell, identifier: identifier)
    }

    /// Registers `nib` for cells of `identifier` (UIKit's `register(_:forCellWithReuseIdentifier:)` with a
    /// `UINib`): each new cell is the nib's one top-level object, made by `instantiate(withOwner: nil)`.
    ///
    /// The objects are checked at each dequeue that makes a cell, as UIKit reports nib mistakes then: there must be
    /// exactly one and it must be a `CollectionViewCell` (else `CollectionViewError.invalidNib`), and a reuse
    /// identifier set in the nib must be `identifier` (else `.nibIdentifierMismatch`).
    public func register(_ nib: Nib, forCellWithReuseIdentifier identifier: String) throws(CollectionViewError) {
        try register(nibInstantiator: { try nib.instantiate(withOwner: nil) }, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a nib for cells of `identifier` by the function that instantiates it and returns its top-level
    /// objects, checked as `register(_:forCellWithReuseIdentifier:)` with a `Nib` says.
    public func register(
        nibInstantiator: @escaping @MainActor () throws -> [AnyObject],
        forCellWithReuseIdentifier identifier: String
    ) throws(CollectionViewError) {
        try reuseQueue.register(.nib(nibInstantiator), elementKind: Self.elementKindCell, identifier: identifier)
    }

    /// Registers the template class `viewClass` for supplementary views of `kind` and `identifier`; new views are
    /// made with `init()`. Throws `CollectionViewError.invalidElementKind` for an empty kind or the cell kind.
    public func register<T: CollectionReusableView & Template>(
        _ viewClass: T.Type,
        forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) throws(CollectionViewError) {
        try registerSupplementary(.make { _ in T() }, kind: kind, identifier: identifier)
    }

    /// Registers the template class `viewClass` for supplementary views of `kind` and its own `reuseIdentifier`.
    public func register<T: CollectionTemplate>(
        _ viewClass: T.Type,
        forSupplementaryViewOfKind kind: String
    ) throws(CollectionViewError) {
        try register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: T.reuseIdentifier)
    }

    /// Registers `factory` for supplementary views of `kind` and `identifier`: each new view is `factory(frame)`,
    /// with `frame` at the origin and the layout's reference size for the kind (`headerReferenceSize` or
    /// `footerReferenceSize`; zero for other kinds).
    public func register(
        factory: @escaping @MainActor (Rect) -> CollectionReusableView,
        forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) throws(CollectionViewError) {
        try registerSupplementary(.make(factory), kind: kind, identifier: identifier)
    }

    /// Registers `nib` for supplementary views of `kind` and `identifier`; its objects are checked at each dequeue
    /// that makes a view: exactly one `CollectionReusableView`, with no reuse identifier or `identifier`.
    public func register(
        _ nib: Nib,
        forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) throws(CollectionViewError) {
        try register(
            nibInstantiator: { try nib.instantiate(withOwner: nil) }, forSupplementaryViewOfKind: kind,
            withReuseIdentifier: identifier)
    }

    /// Registers a nib for supplementary views of `kind` and `identifier` by the function that instantiates it,
    /// checked as `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a `Nib` says.
    public func register(
        nibInstantiator: @escaping @MainActor () throws -> [AnyObject],
        forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) throws(CollectionViewError) {
        try registerSupplementary(.nib(nibInstantiator), kind: kind, identifier: identifier)
    }

    /// Removes the registration of cells of `identifier` (UIKit's registering nil); dequeuing it then throws.
    public func unregisterCell(withReuseIdentifier identifier: String) {
        try? reuseQueue.register(nil, elementKind: Self.elementKindCell, identifier: identifier)
    }

    /// Removes the registration of supplementary views of `kind` and `identifier`; dequeuing them then throws.
    public func unregisterSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String) {
        try? reuseQueue.register(nil, elementKind: kind, identifier: identifier)
    }

    private func registerSupplementary(
        _ registration: CollectionViewRegistration,
        kind: String,
        identifier: String
    ) throws(CollectionViewError) {
        try Self.checkSupplementaryKind(kind)
        try reuseQueue.register(registration, elementKind: kind, identifier: identifier)
    }

    private static func checkSupplementaryKind(_ kind: String) throws(CollectionViewError) {
        guard !kind.isEmpty, kind != elementKindCell else {
            throw .invalidElementKind(kind)
        }
    }

    // Dequeuing.

    /// A cell for `identifier` to show at `indexPath`: the last one queued (after its `prepareForReuse()`), else a
    /// new one from the registration. Call it from `collectionView(_:cellForItemAt:)`, once per index path asked.
    ///
    /// Throws UIKit's errors: `CollectionViewError.unregisteredIdentifier` when nothing is registered for
    /// `identifier`, `.multipleDequeuesForIndexPath` when a cell was already dequeued for `indexPath` in this layout
    /// pass, and the nib errors when it makes a cell from a nib.
    public func dequeueReusableCell(
        withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) throws(CollectionViewError) -> CollectionViewCell {
        try reuseQueue.dequeue(
            CollectionViewCell.self, elementKind: Self.elementKindCell, identifier: identifier, for: indexPath,
            frame: Rect(origin: .zero, size: collectionViewLayout.itemSize))
    }

    /// A cell of the template class `type` for `indexPath`, dequeued under `T.reuseIdentifier`, with no cast.
    ///
    /// Throws as `dequeueReusableCell(withReuseIdentifier:for:)`, and `CollectionViewError.unexpectedViewClass` when
    /// the cell is of another class (checked before a queued cell is taken, so a failed dequeue prepares nothing).
    public func dequeueReusableCell<T: CollectionViewCell & CollectionTemplate>(
        _ type: T.Type,
        for indexPath: IndexPath
    ) throws(CollectionViewError) -> T {
        try reuseQueue.dequeue(
            type, elementKind: Self.elementKindCell, identifier: T.reuseIdentifier, for: indexPath,
            frame: Rect(origin: .zero, size: collectionViewLayout.itemSize))
    }

    /// A supplementary view of `kind` for `identifier` to show at `indexPath` (item 0 of its section, for headers
    /// and footers), reused or new; call it from `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    ///
    /// Throws as `dequeueReusableCell(withReuseIdentifier:for:)` does (its texts name `kind`), and
    /// `CollectionViewError.invalidElementKind` for an empty kind or the cell kind.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String,
        withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) throws(CollectionViewError) -> CollectionReusableView {
        try dequeueSupplementary(CollectionReusableView.self, kind: kind, identifier: identifier, for: indexPath)
    }

    /// A supplementary view of `kind` of the template class `type` for `indexPath`, dequeued under
    /// `T.reuseIdentifier`, with no cast; throws as the untyped dequeue, and `unexpectedViewClass`.
    public func dequeueReusableSupplementaryView<T: CollectionTemplate>(
        _ type: T.Type,
        ofKind kind: String,
        for indexPath: IndexPath
    ) throws(CollectionViewError) -> T {
        try dequeueSupplementary(type, kind: kind, identifier: T.reuseIdentifier, for: indexPath)
    }

    private func dequeueSupplementary<T: CollectionReusableView>(
        _ type: T.Type,
        kind: String,
        identifier: String,
        for indexPath: IndexPath
    ) throws(CollectionViewError) -> T {
        try Self.checkSupplementaryKind(kind)
        let size =
            switch kind {
            case Self.elementKindSectionHeader: collectionViewLayout.headerReferenceSize
            case Self.elementKindSectionFooter: collectionViewLayout.footerReferenceSize
            default: Size.zero
            }
        return try reuseQueue.dequeue(
            type, elementKind: kind, identifier: identifier, for: indexPath, frame: Rect(origin: .zero, size: size))
    }
}
