import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs property checks: many generated cases against a property, the first failure shrunk and reported once.
///
/// ```swift
/// @Test func reuseQueueKeepsItsInvariants() {
///     PropertyCheck.run("reuse queue invariants", iterations: 200, generator: ReuseScenario.generator) { scenario in
///         var queue = ReuseQueueModel(scenario.initialState)
///         for (step, operation) in scenario.operations.enumerated() {
///             queue.apply(operation)
///             try check("Q1", "after step \(step), \(operation): a cell is both visible and queued", queue.isDisjoint)
///         }
///     }
/// }
/// ```
///
/// ``evaluate(_:iterations:seed:shrinkBudget:environment:generator:property:)`` does the work and returns a
/// ``PropertyResult``; ``run(_:iterations:seed:shrinkBudget:generator:sourceLocation:property:)`` only adds the
/// process environment and records the report as one Swift Testing issue, so tests of the checker can inspect a
/// failure without failing themselves.
public enum PropertyCheck {
    /// How many candidate values shrinking replays at most, unless a check asks otherwise.
    public static let defaultShrinkBudget = 5_000

    /// Checks `property` on `iterations` values of `generator` (see ``PropertyConfiguration`` for the environment)
    /// and records one issue, with the shrunk counterexample and how to replay it, if a case fails.
    public static func run<Value>(
        _ name: String, iterations: Int = 100, seed: UInt64? = nil, shrinkBudget: Int = defaultShrinkBudget,
        generator: Gen<Value>, sourceLocation: SourceLocation = #_sourceLocation,
        property: (Value) throws -> Void
    ) {
        let result: PropertyResult<Value>
        do {
            result = try evaluate(
                name, iterations: iterations, seed: seed, shrinkBudget: shrinkBudget,
                environment: processEnvironment(), generator: generator, property: property)
        } catch {
            Issue.record(Comment(rawValue: "property '\(name)': \(error)"), sourceLocation: sourceLocation)
            return
        }
        if let report = result.failureReport(filter: currentTestFilter() ?? name) {
            Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
        }
    }

    /// Checks `property` on the cases `iterations`, `seed` and `environment` call for, shrinks the first failure,
    /// and returns what it found; it records nothing.
    public static func evaluate<Value>(
        _ name: String, iterations: Int = 100, seed: UInt64? = nil, shrinkBudget: Int = defaultShrinkBudget,
        environment: [String: String] = [:], generator: Gen<Value>, property: (Value) throws -> Void
    ) throws(PropertyConfiguration.InvalidValue) -> PropertyResult<Value> {
        let configuration = try PropertyConfiguration(
            name: name, iterations: iterations, seed: seed, environment: environment)
        return withoutActuallyEscaping(property) { property in
            let failure = { (value: Value) -> (any Error)? in
                do {
                    try property(value)
                    return nil
                } catch {
                    return error
                }
            }
            let caseSeeds = configuration.caseSeeds
            for (index, caseSeed) in caseSeeds.enumerated() {
                var source = ChoiceSource(seed: caseSeed)
                let value = generator.generate(&source)
                guard let error = failure(value) else {
                    continue
                }
                let initial = Shrinker.Case(
                    choices: source.choices, maxima: source.maxima, collections: source.collections, value: value,
                    failure: error)
                var shrinker = Shrinker(initial: initial, generator: generator, budget: shrinkBudget, failure: failure)
                shrinker.shrink()
                let (invariant, message) = Counterexample<Value>.describe(shrinker.best.failure)
                let counterexample = Counterexample(
                    caseSeed: caseSeed, caseNumber: index + 1, original: value, shrunk: shrinker.best.value,
                    invariant: invariant, message: message, shrinkSteps: shrinker.steps,
                    shrinkAttempts: shrinker.attempts, shrinkBudgetExhausted: shrinker.exhaustedBudget)
                return PropertyResult(
                    name: name, configuration: configuration, casesRun: index + 1, counterexample: counterexample)
            }
            return PropertyResult(
                name: name, configuration: configuration, casesRun: caseSeeds.count, counterexample: nil)
        }
    }

    /// The two variables ``PropertyConfiguration`` reads, from this process's environment.
    private static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in [PropertyConfiguration.iterationsVariable, PropertyConfiguration.seedVariable] {
            #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
                if let value = getenv(name) {
                    environment[name] = String(cString: value)
                }
            #endif
        }
        return environment
    }

    /// A `swift test --filter` pattern that selects the running test: its suites and function, parentheses escaped.
    private static func currentTestFilter() -> String? {
        guard let test = Test.current else {
            return nil
        }
        return test.id.nameComponents.joined(separator: "/").replacing("(", with: "\\(").replacing(")", with: "\\)")
    }
}
