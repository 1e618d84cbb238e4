import CellKit
import CellTestSupport
import Testing

/// The collection view's reuse and update invariants (reuse-semantics.md §5, as the table's suite checks them) on
/// random grids and random sequences of scrolls, batch updates, moves, section changes, reloads and taps: after every
/// step the visible items are exactly the model's items in the viewport, each shown by one cell bound to it at its
/// frame, the selection follows its item; every cell made is on screen or in its pool, no more are made than the
/// most ever visible and one, and each reuse is prepared exactly once. A failure prints the shrunk scenario and its
/// seed; `CELLKIT_PROPERTY_ITERATIONS` raises the budget (`x10`).
@Suite("CollectionView properties")
@MainActor
struct CollectionViewPropertyTests {
    @Test("V: visibility, binding and pools hold after scrolls, updates, reloads and taps")
    func viewInvariants() {
        PropertyCheck.run(
            "collection view invariants", iterations: 300,
            generator: CollectionScenario.generator(maximumOperations: 25)
        ) { scenario in
            let harness = try CollectionHarness(counts: scenario.counts)
            for (index, operation) in scenario.operations.enumerated() {
                try harness.perform(operation, step: index + 1)
            }
        }
    }
}
