import CellKit

/// What stays fixed through a table scenario: the table's style and first size, how each identifier is registered,
/// where row heights come from, selection, the pool cap, and whether the data source probes double dequeues.
struct TableSetup: Sendable, CustomStringConvertible {
    /// The reuse identifiers a scenario may use, the first `registrations.count` of them.
    static let identifierNames = ["A", "B", "C"]

    var style: TableViewStyle
    var width: Double
    var height: Double
    /// How each identifier in use is registered; 1 to 3 of them.
    var registrations: [RegistrationKind]
    /// Whether the delegate answers row heights from the model (else it answers `automaticDimension`).
    var delegateAnswersHeights: Bool
    /// The table's `rowHeight` at the start; `TableView.automaticDimension` defers to the templates.
    var rowHeight: Double
    var allowsSelection: Bool
    var allowsMultipleSelection: Bool
    /// Whether `cellForRowAt` tries a second dequeue for some index paths, expecting it to fail (A6).
    var probesDoubleDequeue: Bool
    /// The reuse queue's `maximumQueuedCellsPerIdentifier` at the start.
    var poolCap: Int?

    /// The reuse identifier of identifier index `index`.
    static func name(_ index: Int) -> String {
        identifierNames[index]
    }

    var description: String {
        let registered = registrations.indices.map { "\(Self.name($0)): \(registrations[$0])" }
        var parts = [
            "\(style) \(width.compact)x\(height.compact)", "registered [\(registered.joined(separator: ", "))]",
            delegateAnswersHeights ? "delegate heights" : "no delegate heights",
        ]
        if rowHeight >= 0 {
            parts.append("rowHeight \(rowHeight.compact)")
        }
        parts.append(allowsSelection ? (allowsMultipleSelection ? "multiple selection" : "selection") : "no selection")
        if probesDoubleDequeue {
            parts.append("probes double dequeues")
        }
        if let poolCap {
            parts.append("pool cap \(poolCap)")
        }
        return parts.joined(separator: ", ")
    }
}
