import CellTestSupport

/// A generated batch update, before it meets a model: how many changes of each kind, a seed that picks their
/// positions, and its fault. `BatchPlan` resolves it against the model into a batch that is valid unless the fault
/// says otherwise, so shrinking lowers counts and seeds and every shrunk batch is still meaningful.
struct BatchSpec: Sendable, CustomStringConvertible {
    var deletes = 0
    var inserts = 0
    var moves = 0
    var reloads = 0
    var sectionDeletes = 0
    var sectionInserts = 0
    var sectionMoves = 0
    var seed: UInt64 = 0
    var fault = BatchFault.none

    /// Whether the batch runs inside an outer `beginUpdates()`/`endUpdates()` pair (for odd seeds).
    var isNested: Bool {
        seed % 2 == 1
    }

    var description: String {
        var parts: [String] = []
        for (count, name) in [
            (deletes, "delete"), (inserts, "insert"), (moves, "move"), (reloads, "reload"),
            (sectionDeletes, "delete section"), (sectionInserts, "insert section"), (sectionMoves, "move section"),
        ] where count > 0 {
            parts.append("\(count) \(name)")
        }
        if isNested {
            parts.append("nested")
        }
        if fault != .none {
            parts.append("fault: \(fault)")
        }
        return parts.isEmpty ? "empty" : parts.joined(separator: ", ")
    }

    /// Batches of up to four deletions and insertions and three moves and reloads, one in five with section
    /// changes too, one in four with a fault (of any kind, `none` included).
    static let generator: Gen<BatchSpec> = Gen.zip(
        Gen.zip(Gen.int(in: 0...4), Gen.int(in: 0...4), Gen.int(in: 0...3), Gen.int(in: 0...3)),
        Gen.frequency([
            (4, Gen.constant((0, 0, 0))), (1, Gen.zip(Gen.int(in: 0...1), Gen.int(in: 0...2), Gen.int(in: 0...1))),
        ]),
        TableScenario.seed,
        Gen.frequency([(3, Gen.constant(BatchFault.none)), (1, Gen.element(of: BatchFault.allCases))])
    ).map { rows, sections, seed, fault in
        BatchSpec(
            deletes: rows.0, inserts: rows.1, moves: rows.2, reloads: rows.3, sectionDeletes: sections.0,
            sectionInserts: sections.1, sectionMoves: sections.2, seed: seed, fault: fault)
    }
}
