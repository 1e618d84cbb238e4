/// A collection view's registrations and its pools of views waiting to be reused, one per element kind and reuse
/// identifier (UIKit keeps cells and each kind of supplementary view apart: a header and a cell may share an
/// identifier).
///
/// - Pools are LIFO and unbounded, as UIKit's (RecyclerView's pools are LIFO too).
/// - Kinds and identifiers are interned to slot indices at registration, so a dequeue does one dictionary lookup
///   and allocates nothing once the pools have grown.
/// - Each view made is remembered (weakly) by its serial number, with its slot: a view's kind and identifier are
///   found in O(1) when it comes back, and a view another collection view made (whose serial means nothing here) is
///   told apart by identity.
@MainActor
final class CollectionViewReuseQueue {
    /// A pool's element kind and reuse identifier.
    struct SlotKey: Hashable {
        var elementKind: String
        var identifier: String
    }

    /// The state kept for one kind and identifier.
    struct Slot {
        var key: SlotKey
        var registration: CollectionViewRegistration?
        var pool: [CollectionReusableView] = []
        var statistics = ReuseStatistics()
    }

    /// A view the queue made, by serial number: weak, so views that go away are not kept.
    struct MadeView {
        weak var view: CollectionReusableView?
        var slot: Int
    }

    /// A kind and index path a view was dequeued for, for the multiple-dequeue check.
    struct DequeueKey: Hashable {
        var elementKind: String
        var indexPath: IndexPath
    }

    /// The slot index of each kind and identifier ever registered or dequeued.
    private var slotIndices: [SlotKey: Int] = [:]
    /// The slots, by index.
    private(set) var slots: [Slot] = []
    /// Every view made, at its serial number minus one.
    private var madeViews: [MadeView] = []
    /// The kinds and index paths dequeued since the last pass ended.
    private var dequeuedElements: Set<DequeueKey> = []
    /// How many passes are running (a delegate may make a nested one, which the collection view refuses, but the
    /// count stays balanced either way).
    private var passDepth = 0
    /// The views dequeued for an index path during the running passes: those never displayed go back to their
    /// pools when the outermost pass ends. Kept, emptied, between passes so a pass allocates nothing.
    private var passViews: [CollectionReusableView] = []

    /// Called with every event of every view's life when set; costs one nil check per event when nil.
    var trace: (@MainActor (ReuseEvent) -> Void)?

    /// Registers `registration` for `identifier` under `elementKind`, replacing any registration; views already
    /// queued under it are still handed out. Throws for an empty identifier.
    func register(
        _ registration: CollectionViewRegistration?,
        elementKind: String,
        identifier: String
    ) throws(CollectionViewError) {
        guard !identifier.isEmpty else {
            throw .emptyIdentifier(elementKind: elementKind)
        }
        slots[slotIndex(for: SlotKey(elementKind: elementKind, identifier: identifier))].registration = registration
    }

    /// What the queue has done with the views of `identifier` under `elementKind`; all zero when it never saw them.
    func statistics(elementKind: String, identifier: String) -> ReuseStatistics {
        slotIndices[SlotKey(elementKind: elementKind, identifier: identifier)].map { slots[$0].statistics }
            ?? ReuseStatistics()
    }

    /// A view of class `T` for `identifier` under `elementKind` to show at `indexPath`: the last one queued (after
    /// its `prepareForReuse()`), else a new one from the registration, made in `frame`. Always a view, or throws
    /// UIKit's errors: nothing registered, a second dequeue for the kind and index path in this pass, the nib's;
    /// and `unexpectedViewClass` when the view is not a `T`. The class of the view the pool would hand out is
    /// checked before it is taken, so a failed dequeue neither prepares nor counts it; a new view of the wrong
    /// class goes to the pool.
    func dequeue<T: CollectionReusableView>(
        _ type: T.Type,
        elementKind: String,
        identifier: String,
        for indexPath: IndexPath,
        frame: Rect
    ) throws(CollectionViewError) -> T {
        guard let slot = slotIndices[SlotKey(elementKind: elementKind, identifier: identifier)],
            let registration = slots[slot].registration
        else {
            throw .unregisteredIdentifier(elementKind: elementKind, identifier: identifier)
        }
        let key = DequeueKey(elementKind: elementKind, indexPath: indexPath)
        guard !dequeuedElements.contains(key) else {
            throw .multipleDequeuesForIndexPath(elementKind: elementKind, identifier: identifier, indexPath: indexPath)
        }
        if let next = slots[slot].pool.last, !(next is T) {
            throw Self.unexpectedClass(of: next, expected: type, identifier: identifier)
        }
        let view: CollectionReusableView
        if let reused = slots[slot].pool.popLast() {
            view = reused
            slots[slot].statistics.queued -= 1
            slots[slot].statistics.reused += 1
            view.reuseRecord.state = .dequeued
            emit(.prepare, view, at: indexPath)
            view.prepareForReuse()
        } else {
            view = try make(at: slot, from: registration, frame: frame)
            emit(.create, view, at: indexPath)
        }
        emit(.dequeue, view, at: indexPath)
        guard let typed = view as? T else {
            recycle(view)
            throw Self.unexpectedClass(of: view, expected: type, identifier: identifier)
        }
        dequeuedElements.insert(key)
        view.reuseRecord.dequeuedIndexPath = indexPath
        if passDepth > 0 {
            passViews.append(view)
        }
        return typed
    }

    private static func unexpectedClass(
        of view: CollectionReusableView,
        expected: CollectionReusableView.Type,
        identifier: String
    ) -> CollectionViewError {
        .unexpectedViewClass(
            identifier: identifier,
            expected: String(describing: expected),
            actual: String(describing: Swift.type(of: view))
        )
    }

    /// Makes a new view from `registration` for the slot at `slot`, checking a nib's objects and that the view is
    /// new, and numbers it.
    private func make(
        at slot: Int,
        from registration: CollectionViewRegistration,
        frame: Rect
    ) throws(CollectionViewError) -> CollectionReusableView {
        let key = slots[slot].key
        let view: CollectionReusableView
        switch registration {
        case .make(let factory):
            view = factory(frame)
        case .nib(let instantiate):
            let objects: [AnyObject]
            do {
                objects = try instantiate()
            } catch {
                throw .nibInstantiationFailed(identifier: key.identifier, reason: "\(error)")
            }
            guard objects.count == 1, let nibView = objects.first as? CollectionReusableView,
                key.elementKind != CollectionView.elementKindCell || nibView is CollectionViewCell
            else {
                throw .invalidNib(identifier: key.identifier)
            }
            if let nibIdentifier = nibView.reuseIdentifier, nibIdentifier != key.identifier {
                throw .nibIdentifierMismatch(nibIdentifier: nibIdentifier, registeredIdentifier: key.identifier)
            }
            view = nibView
        }
        // A factory handing out one view twice would put one view at two index paths, and overwriting its record
        // would hide that from every check that follows.
        guard view.reuseRecord.serial == 0 else {
            throw .registrationReturnedExistingView(identifier: key.identifier)
        }
        view.reuseIdentifier = key.identifier
        madeViews.append(MadeView(view: view, slot: slot))
        view.reuseRecord = CellReuseRecord(state: .dequeued, serial: madeViews.count)
        slots[slot].statistics.created += 1
        return view
    }

    /// The slot of `view` when this queue made it; nil for a view made elsewhere.
    func slot(of view: CollectionReusableView) -> Int? {
        let serial = view.reuseRecord.serial
        guard serial > 0, serial <= madeViews.count, madeViews[serial - 1].view === view else {
            return nil
        }
        return madeViews[serial - 1].slot
    }

    /// The element kind `view` was made for, when this queue made it.
    func elementKind(of view: CollectionReusableView) -> String? {
        slot(of: view).map { slots[$0].key.elementKind }
    }

    /// Returns a dequeued or displayed `view` this queue made to its pool; ignores anything else (a view already
    /// queued, or one made elsewhere) and returns false then. A view still dequeued lets its kind and index path be
    /// dequeued again.
    @discardableResult
    func recycle(_ view: CollectionReusableView) -> Bool {
        guard let slot = slot(of: view),
            view.reuseRecord.state == .dequeued || view.reuseRecord.state == .visible
        else {
            return false
        }
        if let indexPath = view.reuseRecord.dequeuedIndexPath {
            forgetDequeue(elementKind: slots[slot].key.elementKind, at: indexPath)
            view.reuseRecord.dequeuedIndexPath = nil
        }
        view.reuseRecord.state = .queued
        slots[slot].pool.append(view)
        slots[slot].statistics.queued += 1
        emit(.enqueue, view)
        return true
    }

    /// Lets `elementKind` at `indexPath` be dequeued again in this pass, as when the view displayed there leaves:
    /// a pass that moves an item out of view and back (measuring self-sizing items) dequeues it again.
    func forgetDequeue(elementKind: String, at indexPath: IndexPath) {
        dequeuedElements.remove(DequeueKey(elementKind: elementKind, indexPath: indexPath))
    }

    /// Starts a layout pass: views dequeued for an index path from now on are tracked until it ends.
    func beginPass() {
        passDepth += 1
    }

    /// Ends a layout pass. When the outermost one ends, every view dequeued during it that was never displayed nor
    /// returned goes back to its pool (a data source that dequeued, then threw, leaks nothing), and every index path
    /// may be dequeued again.
    func endPass() {
        passDepth = max(0, passDepth - 1)
        guard passDepth == 0 else {
            return
        }
        for view in passViews where view.reuseRecord.state == .dequeued && view.reuseRecord.dequeuedIndexPath != nil {
            recycle(view)
        }
        passViews.removeAll(keepingCapacity: true)
        dequeuedElements.removeAll(keepingCapacity: true)
    }

    /// Reports `kind` for `view` to `trace`, if set, with the view's element kind.
    func emit(_ kind: ReuseEvent.Kind, _ view: CollectionReusableView, at indexPath: IndexPath? = nil) {
        if let trace {
            trace(
                ReuseEvent(
                    kind: kind,
                    identifier: view.reuseIdentifier ?? "",
                    serial: view.reuseRecord.serial,
                    indexPath: indexPath,
                    elementKind: elementKind(of: view)
                )
            )
        }
    }

    /// The slot index of `key`, interning it if new.
    private func slotIndex(for key: SlotKey) -> Int {
        if let index = slotIndices[key] {
            return index
        }
        slots.append(Slot(key: key))
        slotIndices[key] = slots.count - 1
        return slots.count - 1
    }
}
