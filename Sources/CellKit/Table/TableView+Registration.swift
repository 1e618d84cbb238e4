extension TableView {
    /// Registers `cellClass` for `identifier` in `reuseQueue` (see `ReuseQueue.register(_:forCellReuseIdentifier:)`).
    public func register<T: TableViewCell & Template>(
        _ cellClass: T.Type,
        forCellReuseIdentifier identifier: String
    ) throws(ReuseQueueError) {
        try reuseQueue.register(cellClass, forCellReuseIdentifier: identifier)
    }

    /// Registers the template class `cellClass` under its own `reuseIdentifier` in `reuseQueue`.
    public func register<T: CellTemplate>(_ cellClass: T.Type) throws(ReuseQueueError) {
        try reuseQueue.register(cellClass)
    }

    /// Registers `factory` for `identifier` in `reuseQueue`.
    public func register(
        factory: @escaping @MainActor () -> TableViewCell,
        forCellReuseIdentifier identifier: String
    ) throws(ReuseQueueError) {
        try reuseQueue.register(factory: factory, forCellReuseIdentifier: identifier)
    }

    /// Registers a nib, by its instantiating function, for `identifier` in `reuseQueue`.
    public func register(
        nibInstantiator: @escaping @MainActor () throws -> [AnyObject],
        forCellReuseIdentifier identifier: String
    ) throws(ReuseQueueError) {
        try reuseQueue.register(nibInstantiator: nibInstantiator, forCellReuseIdentifier: identifier)
    }

    /// A queued or new cell for `identifier`, or nil when nothing is registered or queued for it.
    public func dequeueReusableCell(withIdentifier identifier: String) throws(ReuseQueueError) -> TableViewCell? {
        try reuseQueue.dequeueReusableCell(withIdentifier: identifier)
    }

    /// A queued or new cell for `identifier` at `indexPath`; always a cell, or throws UIKit's errors.
    public func dequeueReusableCell(
        withIdentifier identifier: String,
        for indexPath: IndexPath
    ) throws(ReuseQueueError) -> TableViewCell {
        try reuseQueue.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    /// A cell of the template class `type` at `indexPath`, dequeued under `T.reuseIdentifier`, with no cast.
    public func dequeueReusableCell<T: CellTemplate>(_ type: T.Type, for indexPath: IndexPath) throws(ReuseQueueError)
        -> T
    {
        try reuseQueue.dequeueReusableCell(type, for: indexPath)
    }
}

extension TableView {
    /// Registers `nib` for `identifier` in `reuseQueue` (see `ReuseQueue.register(_:forCellReuseIdentifier:)`).
    public func register(_ nib: Nib, forCellReuseIdentifier identifier: String) throws(ReuseQueueError) {
        try reuseQueue.register(nib, forCellReuseIdentifier: identifier)
    }
}
