/// A generated test case for a table: its setup, its initial data and the operations to run on it.
///
/// Its description, which a failure report prints for the shrunk case, resolves every operation against the
/// model as it evolves, so the report names the actual rows deleted, moved or scrolled to.
struct TableScenario: Sendable, CustomStringConvertible {
    var setup: TableSetup
    var spec: ModelSpec
    var operations: [TableOperation]

    var description: String {
        var lines = ["table: \(setup); \(spec)"]
        var model = TableModel(spec: spec, setup: setup)
        for (index, operation) in operations.enumerated() {
            let resolution = model.resolve(operation)
            let detail = resolution.detail.map { " = \($0)" } ?? ""
            lines.append("  \(index + 1). \(operation)\(detail)")
            if let next = resolution.model, resolution.plan?.expectedError == nil {
                model = next
            }
        }
        return lines.joined(separator: "\n")
    }
}
