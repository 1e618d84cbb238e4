extension ReuseQueue {
    /// Registers `nib` for `identifier`, replacing any registration (UIKit's `register(_:forCellReuseIdentifier:)`
    /// with a `UINib`). Throws `ReuseQueueError.emptyIdentifier` for an empty identifier.
    ///
    /// Each new cell is the nib's one top-level object, made by `instantiate(withOwner: nil)` and checked at dequeue
    /// as UIKit checks a nib's objects. A table view takes the heights of rows using `identifier` from the height
    /// expression of the nib's template, when it has exactly one.
    public func register(_ nib: Nib, forCellReuseIdentifier identifier: String) throws(ReuseQueueError) {
        var height: (@MainActor (Double) -> Double)?
        if nib.plans.count == 1, let plan = nib.plans.first {
            height = { width in plan.height(forWidth: width) }
        }
        try register(.nib({ try nib.instantiate(withOwner: nil) }, height: height), for: identifier)
    }
}
