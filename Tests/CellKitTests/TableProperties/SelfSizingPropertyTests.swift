import CellKit
import CellTestSupport
import Testing

/// Self-sizing rows on random tables of random texts under random scrolls, resizes, reloads and batch updates:
/// the invariants S1 to S5 of `SelfSizingHarness`, after every step. A failure prints the shrunk scenario and the
/// seed that replays it; `CELLKIT_PROPERTY_ITERATIONS` raises the budget.
@Suite("Self-sizing table properties")
@MainActor
struct SelfSizingPropertyTests {
    @Test("S1-S5: heights asked once, cached, anchored, summed; the model after updates")
    func selfSizingRows() {
        PropertyCheck.run("self-sizing rows", iterations: 300, generator: SelfSizingScenario.generator) { scenario in
            try SelfSizingHarness(scenario).run()
        }
    }
}
