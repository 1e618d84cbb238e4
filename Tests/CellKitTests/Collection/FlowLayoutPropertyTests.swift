import CellTestSupport
import Testing

@testable import CellKit

/// The flow layout engine against a naive, eager reference layout on random sections, sizes, metrics and viewports,
/// after random sequences of queries, measurements and batch updates (see `FlowLayoutHarness` for the invariants).
/// `CELLKIT_PROPERTY_ITERATIONS` raises the budgets (`x10`); a failure prints the shrunk scenario and its seed.
@Suite("FlowLayout properties")
@MainActor
struct FlowLayoutPropertyTests {
    @Test("L, S: queries in any order answer as the reference, asking each size once and only as far as needed")
    func queries() {
        PropertyCheck.run(
            "flow layout queries", iterations: 400,
            generator: FlowLayoutScenario.generator(
                estimated: false, operation: FlowLayoutOperation.query, maximumOperations: 12)
        ) { scenario in
            try FlowLayoutHarness(scenario).run()
        }
    }

    @Test("L, S4: self-sizing items stand at the estimate until measured, then at their measured size")
    func measurements() {
        PropertyCheck.run(
            "flow layout measurements", iterations: 300,
            generator: FlowLayoutScenario.generator(
                estimated: true,
                operation: Gen.frequency([(2, FlowLayoutOperation.query), (1, FlowLayoutOperation.measurement)]),
                maximumOperations: 16)
        ) { scenario in
            try FlowLayoutHarness(scenario).run()
        }
    }

    @Test("L, S: batch updates give the reference layout of the new data and keep the sizes of surviving items")
    func updates() {
        PropertyCheck.run(
            "flow layout updates", iterations: 300,
            generator: FlowLayoutScenario.generator(
                estimated: false,
                operation: Gen.frequency([(3, FlowLayoutOperation.query), (1, FlowLayoutOperation.update)]),
                maximumOperations: 16)
        ) { scenario in
            try FlowLayoutHarness(scenario).run()
        }
    }

    @Test("L, S4: updates and measurements together, with estimated sizes")
    func updatesWithMeasurements() {
        PropertyCheck.run(
            "flow layout updates with measurements", iterations: 200,
            generator: FlowLayoutScenario.generator(
                estimated: true,
                operation: Gen.frequency([
                    (3, FlowLayoutOperation.query), (1, FlowLayoutOperation.measurement),
                    (1, FlowLayoutOperation.update),
                ]),
                maximumOperations: 16)
        ) { scenario in
            try FlowLayoutHarness(scenario).run()
        }
    }
}
