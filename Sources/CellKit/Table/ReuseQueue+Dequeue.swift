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
        return cell
    }

    /// A cell of the template class `type` for `indexPath`, dequeued under `T.reuseIdentifier`, with no cast.
    ///
    /// Throws as `dequeueReusableCell(withIdentifier:for:)`, and `ReuseQueueError.unexpectedCellClass` when the
    /// registration made another class; that cell goes back to the pool.
    public func dequeueReusableCell<T: CellTemplate>(
        _ type: T.Type,
        for indexPath: IndexPath
    ) throws(ReuseQueueError) -> T {
        let cell = try dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath)
        guard let typed = cell as? T else {
            enqueue(cell)
            throw .unexpectedCellClass(
                identifier: T.reuseIdentifier,
                expected: String(describing: type),
                actual: String(describing: Swift.type(of: cell))
            )
        }
        return typed
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
        cell.prepareForReuse()
        emit(.dequeue, cell, at: indexPath)
        dequeueObserver?(cell)
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
        cell.reuseIdentifier = identifier
        cellsMade += 1
        cell.reuseRecord = CellReuseRecord(state: .dequeued, serial: cellsMade)
        slots[index].statistics.created += 1
        emit(.create, cell, at: indexPath)
        emit(.dequeue, cell, at: indexPath)
        dequeueObserver?(cell)
        return cell
    }
}
