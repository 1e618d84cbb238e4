import CellKit
import CellTestSupport
import Testing

/// The reuse queue's and the table view's invariants (reuse-semantics.md §5) on random tables and random
/// operation sequences. Each failure names its invariant, prints the shrunk scenario with its operations resolved
/// to rows, and the seed that replays it; `CELLKIT_PROPERTY_ITERATIONS` raises the budgets (`x10`).
@Suite("Table properties")
@MainActor
struct TablePropertyTests {
    @Test("A: the reuse queue alone — registry, dequeue, pools")
    func reuseQueueAlone() {
        PropertyCheck.run("reuse queue alone", iterations: 1_500, generator: QueueOperation.sequences) { operations in
            let harness = QueueHarness()
            for operation in operations {
                try harness.perform(operation)
            }
        }
    }

    @Test("A: registry and dequeue inside a table")
    func registryAndDequeue() {
        PropertyCheck.run(
            "registry and dequeue", iterations: 600,
            generator: TableScenario.generator(mix: .registry, maximumOperations: 30)
        ) { scenario in
            try TableHarness(scenario).run(scenario.operations)
        }
    }

    @Test("B: geometry and visibility")
    func geometryAndVisibility() {
        PropertyCheck.run(
            "geometry and visibility", iterations: 600,
            generator: TableScenario.generator(mix: .geometry, maximumOperations: 30)
        ) { scenario in
            try TableHarness(scenario).run(scenario.operations)
        }
    }

    @Test("B7: the same offset shows the same rows whatever the scroll path")
    func pathIndependence() {
        PropertyCheck.run("path independence", iterations: 300, generator: PathScenario.generator) { scenario in
            let first = try TableHarness(scenario.table)
            let second = try TableHarness(scenario.table)
            for (index, operation) in scenario.table.operations.enumerated() {
                try first.perform(.scroll(scenario.firstPath[index % scenario.firstPath.count]))
                try second.perform(.scroll(scenario.secondPath[index % scenario.secondPath.count]))
                try first.perform(operation)
                try second.perform(operation)
            }
            try first.perform(.scroll(scenario.destination))
            try second.perform(.scroll(scenario.destination))
            try check(
                "B7", "offsets \(first.table.contentOffset.y) and \(second.table.contentOffset.y)",
                first.table.contentOffset == second.table.contentOffset)
            let rows = [first, second].map { harness in
                zip(harness.table.indexPathsForVisibleRows, harness.table.visibleCells).map { indexPath, cell in
                    "\(indexPath) item \((cell as? ProbeCell)?.boundItem ?? -1) at \(cell.frame)"
                }
            }
            try check("B7", "the first path shows \(rows[0]), the second \(rows[1])", rows[0] == rows[1])
        }
    }

    @Test("C: updates")
    func updates() {
        PropertyCheck.run(
            "updates", iterations: 600, generator: TableScenario.generator(mix: .updates, maximumOperations: 30)
        ) { scenario in
            try TableHarness(scenario).run(scenario.operations)
        }
    }

    @Test("E1: the same operations give the same trace")
    func determinism() {
        PropertyCheck.run(
            "determinism", iterations: 200,
            generator: TableScenario.generator(mix: .everything, maximumOperations: 25)
        ) { scenario in
            let first = try TableHarness(scenario)
            try first.run(scenario.operations)
            let second = try TableHarness(scenario)
            try second.run(scenario.operations)
            let difference = zip(first.source.log, second.source.log).enumerated().first {
                $0.element.0 != $0.element.1
            }
            try check(
                "E1",
                "the runs differ at entry \(difference.map { "\($0.offset): \($0.element.0) / \($0.element.1)" }.shown)"
                    + " (\(first.source.log.count) and \(second.source.log.count) entries)",
                first.source.log == second.source.log)
        }
    }
}
