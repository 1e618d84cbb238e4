extension ReuseQueue {
    /// A cell for `identifier`: the last one queued (after its `prepareForReuse()`), else a new one from the
    /// registration; nil only when nothing is registered and nothing is queued for `identifier`.
    ///
    /// Throws the nib errors of `register(nibInstantiator:forCellReuseIdentifier:)` when it makes a cell.
    public func dequeueReusableCell(withIdentifier identifier: String) throws(ReuseQueueError) -> TableViewCell? {
        guard let index = slotIndices[identifier] else {
            return nil
        }
        if let cell = reuseCell(at: index, for: nil) {
            return cell
        }
        guard let registration = slots[index].registration else {
            return nil
        }
        return try makeCell(at: index, from: registration, for: nil)
    }

    /// A cell for `identifier` to show at `indexPath`: the last one queued (after its `prepareForReuse()`), else a
    /// new one. It always returns a cell or throws.
    ///
    /// Throws `ReuseQueueError.unregisteredIdentifier` when nothing is registered for `identifier` (even if cells
    /// are queued under it), `.multipleDequeuesForIndexPath` when a cell was already dequeued for `indexPath` in
    /// this layout pass, and the nib errors when it makes a cell from a nib.
    public func dequeueReusableCell(
        withIdentifier identifier: String,
        for indexPath: IndexPath
    ) throws(ReuseQueueError) -> TableViewCell {
        guard let index = slotIndices[identifier], let registration = slots[index].registration else {
            throw .unregisteredIdentifier(identifier)
        }
        guard !dequeuedIndexPaths.contains(indexPath) else {
            throw .multipleDequeuesForIndexPath(identifier: identifier, indexPath: indexPath)
        }
        let cell: TableViewCell
        if let reused = reuseCell(at: index, for: indexPath) {
            cell = reused
        } else {
            cell = try makeCell(at: index, from: registration, for: indexPath)
        }
        dequeuedIndexPaths.insert(indexPath)
        cell.reuseRecord.dequeuedIndexPath = indexPath
        if tablePassDepth > 0 {
            passCells.append(cell)
        }
        return cell
    }

    /// A cell of the template class `type` for `indexPath`, dequeued under `T.reuseIdentifier`, with no cast.
    ///
    /// Throws as `dequeueReusableCell(withIdentifier:for:)`, and `ReuseQueueError.unexpectedCellClass` when the
    /// cell is of another class. The class of the cell the pool would hand out is checked before it is taken, so a
    /// failed dequeue neither prepares nor counts it; a new cell of the wrong class goes to the pool.
    public func dequeueReusableCell<T: CellTemplate>(
        _ type: T.Type,
        for indexPath: IndexPath
    ) throws(ReuseQueueError) -> T {
        if let index = slotIndices[T.reuseIdentifier], slots[index].registration != nil,
            !dequeuedIndexPaths.contains(indexPath), let next = slots[index].pool.last, !(next is T)
        {
            throw Self.unexpectedClass(of: next, expected: type)
        }
        let cell = try dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath)
        guard let typed = cell as? T else {
            enqueue(cell)
            throw Self.unexpectedClass(of: cell, expected: type)
        }
        return typed
    }

    private static func unexpectedClass<T: CellTemplate>(of cell: TableViewCell, expected: T.Type) -> ReuseQueueError {
        .unexpectedCellClass(
            identifier: T.reuseIdentifier,
            expected: String(describing: expected),
            actual: String(describing: type(of: cell))
        )
    }

    /// Pops the last cell of the pool at `index`, prepared for reuse, or nil when the pool is empty.
    private func reuseCell(at index: Int, for indexPath: IndexPath?) -> TableViewCell? {
        guard let cell = slots[index].pool.popLast() else {
            return nil
        }
        slots[index].statistics.queued -= 1
        slots[index].statistics.reused += 1
        cell.reuseRecord.state = .dequeued
        emit(.prepare, cell, at: indexPath)
        if !detectingTables.isEmpty {
            tellStaleContentDetectors(.willPrepare, cell, at: indexPath)
        }
        cell.prepareForReuse()
        emit(.dequeue, cell, at: indexPath)
        if !detectingTables.isEmpty {
            tellStaleContentDetectors(.handedOut, cell, at: indexPath)
        }
        return cell
    }

    /// Makes a new cell from `registration` for the identifier at `index`, checking a nib's objects.
    private func makeCell(
        at index: Int,
        from registration: CellRegistration,
        for indexPath: IndexPath?
    ) throws(ReuseQueueError) -> TableViewCell {
        let identifier = slots[index].identifier
        let cell: TableViewCell
        switch registration {
        case .cellClass(let factory, _):
            cell = factory()
        case .nib(let instantiate, _):
            let objects: [AnyObject]
            do {
                objects = try instantiate()
            } catch {
                throw .nibInstantiationFailed(identifier: identifier, reason: "\(error)")
            }
            guard objects.count == 1, let nibCell = objects.first as? TableViewCell else {
                throw .invalidNib(identifier: identifier)
            }
            if let nibIdentifier = nibCell.reuseIdentifier, nibIdentifier != identifier {
                throw .nibIdentifierMismatch(nibIdentifier: nibIdentifier, registeredIdentifier: identifier)
            }
            cell = nibCell
        }
        // A factory handing out one instance twice would put one cell at two rows, and overwriting its record
        // would hide that from every check that follows.
        guard cell.reuseRecord.serial == 0 else {
            throw .registrationReturnedExistingCell(identifier: identifier, isNib: registration.isNib)
        }
        cell.reuseIdentifier = identifier
        cellsMade += 1
        cell.reuseRecord = CellReuseRecord(state: .dequeued, serial: cellsMade)
        slots[index].statistics.created += 1
        emit(.create, cell, at: indexPath)
        emit(.dequeue, cell, at: indexPath)
        if !detectingTables.isEmpty {
            tellStaleContentDetectors(.made, cell, at: indexPath)
        }
        return cell
    }
}
