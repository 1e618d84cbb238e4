import CellKit

/// A `TableOperation` resolved against a model: the model after it (when it changes the data), its batch plan,
/// the row it names, and the concrete words for a report.
struct Resolution: Sendable {
    /// The data after the step, nil when the step does not change it.
    var model: TableModel?
    /// The batch to declare, for batch and reloadRows steps.
    var plan: BatchPlan<TableModel>?
    /// The row a setHeight or scrollToRow step names (possibly invalid), nil when there are no rows.
    var indexPath: IndexPath?
    /// What the step does, concretely, when the operation's own description does not say it.
    var detail: String?
}
