import CellTestSupport
import Synchronization
import Testing

/// The runner: deterministic, replayable from a case seed, configured by the environment, reporting one issue.
@Suite("PropertyCheck")
struct PropertyCheckTests {
    private struct Unexpected: Error, CustomStringConvertible {
        var description: String { "something unexpected" }
    }

    private static let numbers = Gen.array(of: Gen.int(in: 0...1_000), count: 0...20)

    /// Fails when an array holds a number above 900, which roughly one case in four does.
    private static func noneAbove900(_ numbers: [Int]) throws {
        try check("N900", "holds \(numbers.max() ?? 0)", numbers.allSatisfy { $0 <= 900 })
    }

    private func evaluate(
        seed: UInt64? = 99, environment: [String: String] = [:]
    ) throws -> PropertyResult<[Int]> {
        try PropertyCheck.evaluate(
            "none above 900", iterations: 200, seed: seed, environment: environment, generator: Self.numbers,
            property: Self.noneAbove900)
    }

    @Test func aTruePropertyRunsEveryCase() throws {
        var calls = 0
        let result = try PropertyCheck.evaluate("sorted is sorted", iterations: 123, generator: Self.numbers) {
            calls += 1
            let sorted = $0.sorted()
            try check("S1", "\(sorted) is out of order", zip(sorted, sorted.dropFirst()).allSatisfy { $0 <= $1 })
        }
        #expect(result.passed)
        #expect(result.casesRun == 123)
        #expect(calls == 123)
        #expect(result.failureReport(filter: "x") == nil)
    }

    @Test func theSameSeedFindsTheSameCounterexample() throws {
        let first = try #require(try evaluate().counterexample)
        let second = try #require(try evaluate().counterexample)
        #expect(first.caseSeed == second.caseSeed)
        #expect(first.caseNumber == second.caseNumber)
        #expect(first.original == second.original)
        #expect(first.shrunk == second.shrunk)
        #expect(first.shrunk == [901])
    }

    @Test func differentSeedsCheckDifferentCases() throws {
        let seeds = try (1...5).map { try PropertyConfiguration(name: "p", iterations: 3, seed: $0, environment: [:]) }
        #expect(Set(seeds.flatMap(\.caseSeeds)).count == 15)
    }

    @Test func withoutASeedTheNameFixesTheCases() throws {
        let first = try PropertyConfiguration(name: "reuse queue", iterations: 10, seed: nil, environment: [:])
        let again = try PropertyConfiguration(name: "reuse queue", iterations: 10, seed: nil, environment: [:])
        let other = try PropertyConfiguration(name: "reuse pool", iterations: 10, seed: nil, environment: [:])
        #expect(first.caseSeeds == again.caseSeeds)
        #expect(first.baseSeed != other.baseSeed)
        #expect(Set(first.caseSeeds).isDisjoint(with: other.caseSeeds))
    }

    @Test("a case seed replays that case alone", arguments: [true, false])
    func replayingACaseSeed(hexadecimal: Bool) throws {
        let found = try #require(try evaluate().counterexample)
        let seed = hexadecimal ? PropertyConfiguration.format(seed: found.caseSeed) : String(found.caseSeed)
        // The base seed differs, to show the replay depends on the case seed only.
        let replay = try evaluate(seed: 12_345, environment: [PropertyConfiguration.seedVariable: seed])
        let replayed = try #require(replay.counterexample)
        #expect(replay.casesRun == 1)
        #expect(replayed.caseSeed == found.caseSeed)
        #expect(replayed.original == found.original)
        #expect(replayed.shrunk == found.shrunk)
    }

    @Test func aReplayedPassingSeedRunsOneCase() throws {
        let result = try evaluate(environment: [PropertyConfiguration.seedVariable: "0x0"])
        #expect(result.casesRun == 1)
    }

    @Test func theReportSaysWhatFailedAndHowToReplayIt() throws {
        let result = try evaluate()
        let counterexample = try #require(result.counterexample)
        let report = try #require(result.failureReport(filter: "PropertyCheckTests/report\\(\\)"))
        let seed = PropertyConfiguration.format(seed: counterexample.caseSeed)
        #expect(report.contains("property 'none above 900' failed on case \(counterexample.caseNumber) of 200"))
        #expect(report.contains("case seed \(seed)"))
        #expect(report.contains("invariant N900 failed: holds 901"))
        #expect(report.contains("shrunk input (\(counterexample.shrinkSteps) shrink steps"))
        #expect(report.contains("): [901]\n"))
        #expect(report.contains("original input: \(counterexample.original)"))
        #expect(
            report.hasSuffix(
                "replay: CELLKIT_PROPERTY_SEED=\(seed) swift test --filter 'PropertyCheckTests/report\\(\\)'"))
        #expect(counterexample.shrinkSteps > 0)
    }

    @Test func aReplayReportSaysItIsOne() throws {
        let found = try #require(try evaluate().counterexample)
        let replay = try evaluate(environment: [PropertyConfiguration.seedVariable: String(found.caseSeed)])
        #expect(replay.failureReport(filter: "f")?.contains("failed on case 1 (replayed)") == true)
    }

    @Test func aLongOriginalInputIsCutShort() throws {
        let result = try PropertyCheck.evaluate(
            "short", iterations: 1, generator: Gen.array(of: Gen.int(in: 0...9), count: 1_000...1_000)
        ) { array in
            try check("L1", "long", array.count < 1_000)
        }
        let report = try #require(result.failureReport(filter: "f"))
        let original = try #require(report.split(separator: "\n").first { $0.hasPrefix("original input: ") })
        #expect(original.hasSuffix("… (3000 characters)"))
        #expect(original.count < 600)
    }

    @Test func anyErrorIsAFailure() throws {
        let result = try PropertyCheck.evaluate("throws", iterations: 10, generator: Gen.int(in: 0...10)) { value in
            if value > 5 {
                throw Unexpected()
            }
        }
        let counterexample = try #require(result.counterexample)
        #expect(counterexample.invariant == nil)
        #expect(counterexample.message == "something unexpected")
        #expect(counterexample.shrunk == 6)
        #expect(result.failureReport(filter: "f")?.contains("\nthrew: something unexpected\n") == true)
    }

    @Test func theShrinkBudgetIsRespected() throws {
        let result = try PropertyCheck.evaluate(
            "budget", iterations: 50, seed: 1, shrinkBudget: 3, generator: Self.numbers, property: Self.noneAbove900)
        let counterexample = try #require(result.counterexample)
        #expect(counterexample.shrinkAttempts == 3)
        #expect(counterexample.shrinkBudgetExhausted)
        #expect(result.failureReport(filter: "f")?.contains("stopped at the budget") == true)
    }

    @Test(
        "the environment sets or multiplies the iterations",
        arguments: [("", 10), ("500", 500), ("x3", 30), ("x1", 10), ("1", 1)])
    func iterationsFromTheEnvironment(value: String, expected: Int) throws {
        let environment = [PropertyConfiguration.iterationsVariable: value]
        let configuration = try PropertyConfiguration(name: "p", iterations: 10, seed: 1, environment: environment)
        #expect(configuration.iterations == expected)
        #expect(configuration.caseSeeds.count == expected)
    }

    @Test(
        "values the environment cannot mean are refused",
        arguments: [
            (PropertyConfiguration.iterationsVariable, "abc"), (PropertyConfiguration.iterationsVariable, "x0"),
            (PropertyConfiguration.iterationsVariable, "-5"), (PropertyConfiguration.iterationsVariable, "x"),
            (PropertyConfiguration.iterationsVariable, "x9223372036854775807"),
            (PropertyConfiguration.seedVariable, "seed"), (PropertyConfiguration.seedVariable, "0x"),
            (PropertyConfiguration.seedVariable, "-1"), (PropertyConfiguration.seedVariable, "0x1FFFFFFFFFFFFFFFF"),
        ])
    func invalidEnvironment(variable: String, value: String) throws {
        let error = #expect(throws: PropertyConfiguration.InvalidValue.self) {
            try PropertyConfiguration(name: "p", iterations: 10, seed: 1, environment: [variable: value])
        }
        #expect(error?.description.contains("\(variable)") == true)
        #expect(error?.description.contains("'\(value)'") == true || value.hasPrefix("x9"))
    }

    @Test("seeds are printed as 16 hexadecimal digits", arguments: [0, 0xBEEF, UInt64.max] as [UInt64])
    func seedFormat(seed: UInt64) throws {
        let text = PropertyConfiguration.format(seed: seed)
        #expect(text.count == 18)
        let environment = [PropertyConfiguration.seedVariable: text]
        let configuration = try PropertyConfiguration(name: "p", iterations: 1, seed: 1, environment: environment)
        #expect(configuration.caseSeeds == [seed])
    }

    @Test func checkThrowsOnlyWhenTheConditionFails() throws {
        var messagesBuilt = 0
        func message() -> String {
            messagesBuilt += 1
            return "frames overlap"
        }
        try check("B3", message(), true)
        #expect(messagesBuilt == 0)
        #expect(throws: InvariantFailure("B3", "frames overlap")) { try check("B3", message(), false) }
        #expect(InvariantFailure("B3", "frames overlap").description == "invariant B3 failed: frames overlap")
    }

    @Test func runRecordsNothingWhenThePropertyHolds() {
        PropertyCheck.run("in range", iterations: 50, generator: Gen.int(in: 0...9)) { value in
            try check("R1", "\(value) out of range", (0...9).contains(value))
        }
    }

    @Test func runRecordsOneIssueWithTheReport() {
        let issues = Mutex<[String]>([])
        withKnownIssue {
            PropertyCheck.run("none above 900", iterations: 200, seed: 99, generator: Self.numbers) {
                try Self.noneAbove900($0)
            }
        } matching: { issue in
            issues.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        let recorded = issues.withLock { $0 }
        #expect(recorded.count == 1)
        let report = recorded.first ?? ""
        #expect(report.contains("property 'none above 900' failed"))
        #expect(report.contains("[901]"))
        #expect(report.contains("swift test --filter 'PropertyCheckTests/runRecordsOneIssueWithTheReport\\(\\)'"))
    }

    /// Tests of main-actor types (the table view) call the runner from the main actor.
    @MainActor
    @Test func runWorksOnTheMainActor() {
        let counter = MainActorCounter()
        PropertyCheck.run("main actor", iterations: 20, generator: Gen.int(in: 0...9)) { _ in
            counter.count += 1
        }
        // At least once, not 20 times: the environment may change the number of cases.
        #expect(counter.count > 0)
    }
}

/// A main-actor-isolated class, standing in for the table view.
@MainActor
private final class MainActorCounter {
    var count = 0
}
