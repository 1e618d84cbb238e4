/// The changes a view collects for its next batch update and how deeply its batches nest, with the nesting rules a
/// table view and a collection view share: changes are collected while a batch is open, only the outermost batch's
/// end applies them (UIKit treats nested batches as one), and a batch whose updates throw leaves the nesting as it
/// found it.
struct BatchRecorder {
    /// How many batches are open; changes are collected while it is positive.
    private(set) var depth = 0
    /// The changes collected since the outermost batch opened.
    private(set) var pending = BatchUpdate()

    /// Whether a batch is open.
    var isOpen: Bool {
        depth > 0
    }

    /// Opens a batch (nested in any open one).
    mutating func open() {
        depth += 1
    }

    /// Closes the innermost batch; returns the changes to apply when it was the outermost, nil otherwise (or when
    /// no batch was open). The next batch starts empty.
    mutating func close() -> BatchUpdate? {
        guard depth > 0 else {
            return nil
        }
        depth -= 1
        guard depth == 0 else {
            return nil
        }
        defer { pending = BatchUpdate() }
        return pending
    }

    /// Adds a change to the open batch.
    mutating func record(_ change: (inout BatchUpdate) -> Void) {
        change(&pending)
    }

    /// Drops the changes collected so far, as a reload does: they refer to data the view no longer shows.
    mutating func discardChanges() {
        pending = BatchUpdate()
    }

    /// Runs `updates` inside a batch of the view's recorder at `recorder`, then closes it with `close` (which
    /// applies the changes when the batch is the outermost). The recorder is reached through the view at each step,
    /// never held across `updates`, which records into it.
    ///
    /// Unbalanced opens and closes inside `updates` do not leave the batch open or close it early. An error
    /// `updates` throws is rethrown as is, the nesting restored and, for the outermost batch, the changes collected
    /// dropped; `close` is then not called.
    @MainActor
    static func perform<View: AnyObject>(
        _ updates: () throws -> Void,
        in view: View,
        recorder: ReferenceWritableKeyPath<View, BatchRecorder>,
        close: () throws -> Void
    ) throws {
        let depth = view[keyPath: recorder].depth
        view[keyPath: recorder].open()
        do {
            try updates()
        } catch {
            view[keyPath: recorder].depth = depth
            if depth == 0 {
                view[keyPath: recorder].discardChanges()
            }
            throw error
        }
        view[keyPath: recorder].depth = depth + 1
        try close()
    }
}
