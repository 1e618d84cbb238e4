extension ReuseQueue {
    /// Registers `cellClass` for `identifier`, replacing any registration; new cells are made with `init()` and
    /// take `identifier` as their reuse identifier, as UIKit's `init(style:reuseIdentifier:)` gives them.
    ///
    /// When the class is a `CellTemplate`, a table view takes the heights of rows using `identifier` from its
    /// `height(forWidth:)`. Throws `ReuseQueueError.emptyIdentifier` for an empty identifier.
    public func register<T: TableViewCell & Template>(
        _ cellClass: T.Type,
        forCellReuseIdentifier identifier: String
    ) throws(ReuseQueueError) {
        var height: (@MainActor (Double) -> Double)?
        if let template = cellClass as? any CellTemplate.Type {
            height = { width in template.height(forWidth: width) }
        }
        try register(.cellClass({ T() }, height: height), for: identifier)
    }

    /// Registers the template class `cellClass` under its own `reuseIdentifier`.
    public func register<T: CellTemplate>(_ cellClass: T.Type) throws(ReuseQueueError) {
        try register(cellClass, forCellReuseIdentifier: T.reuseIdentifier)
    }

    /// Registers `factory` for `identifier`, replacing any registration; each cell it makes takes `identifier` as
    /// its reuse identifier. Throws `ReuseQueueError.emptyIdentifier` for an empty identifier.
    public func register(
        factory: @escaping @MainActor () -> TableViewCell,
        forCellReuseIdentifier identifier: String
    ) throws(ReuseQueueError) {
        try register(.cellClass(factory, height: nil), for: identifier)
    }

    /// Registers a nib for `identifier` by the function that instantiates it and returns its top-level objects,
    /// replacing any registration. Throws `ReuseQueueError.emptyIdentifier` for an empty identifier.
    ///
    /// The objects are checked at each dequeue that makes a cell, as UIKit reports nib mistakes at dequeue time:
    /// there must be exactly one and it must be a `TableViewCell`, and a reuse identifier set in the nib must be
    /// `identifier` (a cell without one takes `identifier`).
    public func register(
        nibInstantiator: @escaping @MainActor () throws -> [AnyObject],
        forCellReuseIdentifier identifier: String
    ) throws(ReuseQueueError) {
        try register(.nib(nibInstantiator, height: nil), for: identifier)
    }

    /// Removes the registration of `identifier` (UIKit's registering nil). Cells already queued under it are still
    /// returned by `dequeueReusableCell(withIdentifier:)`; `dequeueReusableCell(withIdentifier:for:)` throws.
    public func unregister(forCellReuseIdentifier identifier: String) {
        if let index = slotIndices[identifier] {
            slots[index].registration = nil
        }
    }

    /// Whether a class, factory or nib is registered for `identifier`.
    public func isRegistered(_ identifier: String) -> Bool {
        slotIndices[identifier].map { slots[$0].registration != nil } ?? false
    }

    /// The template height registered for `identifier` at `width`, when a `CellTemplate` class is registered.
    func templateHeight(forIdentifier identifier: String, width: Double) -> Double? {
        guard let index = slotIndices[identifier], let height = slots[index].registration?.height else {
            return nil
        }
        return height(width)
    }

    func register(_ registration: CellRegistration, for identifier: String) throws(ReuseQueueError) {
        guard !identifier.isEmpty else {
            throw .emptyIdentifier
        }
        slots[slotIndex(for: identifier)].registration = registration
    }
}
