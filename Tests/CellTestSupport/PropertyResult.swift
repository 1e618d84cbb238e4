/// The outcome of a property check: how many cases ran and the counterexample, if one was found.
public struct PropertyResult<Value> {
    /// The longest stretch of the original, unshrunk input a report prints.
    static var originalDescriptionLimit: Int { 500 }

    /// The property's name.
    public let name: String
    /// The cases' count and seeds.
    public let configuration: PropertyConfiguration
    /// How many cases ran, the failing one included.
    public let casesRun: Int
    /// The failing case, or nil if every case passed.
    public let counterexample: Counterexample<Value>?

    /// Whether every case passed.
    public var passed: Bool {
        counterexample == nil
    }

    /// The report of the failure, or nil if every case passed; `filter` is the `swift test --filter` argument
    /// that selects the test, for the replay instruction.
    public func failureReport(filter: String) -> String? {
        guard let counterexample else {
            return nil
        }
        let seed = PropertyConfiguration.format(seed: counterexample.caseSeed)
        let failure =
            counterexample.invariant.map { "invariant \($0) failed: \(counterexample.message)" }
            ?? "threw: \(counterexample.message)"
        var shrinking = "\(counterexample.shrinkSteps) shrink steps, \(counterexample.shrinkAttempts) attempts"
        if counterexample.shrinkBudgetExhausted {
            shrinking += ", stopped at the budget"
        }
        var original = String(describing: counterexample.original)
        if original.count > Self.originalDescriptionLimit {
            original = original.prefix(Self.originalDescriptionLimit) + "… (\(original.count) characters)"
        }
        let cases = configuration.replaySeed == nil ? " of \(configuration.iterations)" : " (replayed)"
        return """
            property '\(name)' failed on case \(counterexample.caseNumber)\(cases), case seed \(seed)
            \(failure)
            shrunk input (\(shrinking)): \(String(describing: counterexample.shrunk))
            original input: \(original)
            replay: \(PropertyConfiguration.seedVariable)=\(seed) swift test --filter '\(filter)'
            """
    }
}

extension PropertyResult: Sendable where Value: Sendable {}
