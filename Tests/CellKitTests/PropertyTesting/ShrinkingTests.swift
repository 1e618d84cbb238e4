import CellTestSupport
import Testing

/// Shrinking finds the minimal counterexample of properties known to be false.
@Suite("Shrinking")
struct ShrinkingTests {
    /// An operation of a toy state machine: noise does nothing, `fire` fails only while armed.
    enum Operation: Equatable, Sendable, CustomStringConvertible {
        case noise(Int)
        case arm
        case disarm
        case fire

        static let generator = Gen.frequency([
            (6, Gen.int(in: -50...50).map { Operation.noise($0) }),
            (1, Gen.constant(Operation.arm)),
            (2, Gen.constant(Operation.disarm)),
            (1, Gen.constant(Operation.fire)),
        ])

        var description: String {
            switch self {
            case .noise(let amount): ".noise(\(amount))"
            case .arm: ".arm"
            case .disarm: ".disarm"
            case .fire: ".fire"
            }
        }
    }

    /// The counterexample `property` shrinks to on `generator`, run from `seed`; a test that cannot find one fails.
    private func shrunk<Value>(
        _ generator: Gen<Value>, seed: UInt64, iterations: Int = 500, property: (Value) throws -> Void
    ) throws -> Counterexample<Value> {
        let result = try PropertyCheck.evaluate(
            "known false", iterations: iterations, seed: seed, generator: generator, property: property)
        let counterexample = try #require(result.counterexample, "no case of \(iterations) failed")
        #expect(!counterexample.shrinkBudgetExhausted)
        return counterexample
    }

    @Test("an array holding 7 and 13 shrinks to just them", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func sevenAndThirteen(seed: UInt64) throws {
        let generator = Gen.array(of: Gen.int(in: 0...20), count: 0...60)
        let counterexample = try shrunk(generator, seed: seed) { array in
            try check("7-13", "holds both 7 and 13", !(array.contains(7) && array.contains(13)))
        }
        #expect(counterexample.shrunk == [7, 13] || counterexample.shrunk == [13, 7])
        #expect(counterexample.original.count > 2)
        #expect(counterexample.invariant == "7-13")
    }

    @Test("an array whose sum reaches 100 shrinks to [100]", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func sumBelowHundred(seed: UInt64) throws {
        let generator = Gen.array(of: Gen.int(in: 0...1_000), count: 0...30)
        let counterexample = try shrunk(generator, seed: seed) { array in
            try check("sum", "the sum is \(array.reduce(0, +))", array.reduce(0, +) < 100)
        }
        #expect(counterexample.shrunk == [100])
    }

    @Test("sums of small elements shrink to the fewest elements", arguments: [1, 2, 3] as [UInt64])
    func sumOfSmallElements(seed: UInt64) throws {
        let generator = Gen.array(of: Gen.int(in: 0...30), count: 0...40)
        let counterexample = try shrunk(generator, seed: seed) { array in
            try check("sum", "the sum is \(array.reduce(0, +))", array.reduce(0, +) < 100)
        }
        #expect(counterexample.shrunk.count == 4)
        #expect(counterexample.shrunk.reduce(0, +) == 100)
    }

    @Test("a failure that needs arm then fire shrinks to exactly those two", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func armThenFire(seed: UInt64) throws {
        let generator = Gen.array(of: Operation.generator, count: 0...200)
        let counterexample = try shrunk(generator, seed: seed) { operations in
            var armed = false
            for (step, operation) in operations.enumerated() {
                switch operation {
                case .noise: break
                case .arm: armed = true
                case .disarm: armed = false
                case .fire: try check("F1", "step \(step) fired while armed", !armed)
                }
            }
        }
        #expect(counterexample.shrunk == [.arm, .fire])
        #expect(counterexample.message == "step 1 fired while armed")
        #expect(counterexample.shrinkSteps > 0)
    }

    @Test(
        "integers shrink toward zero or the bound nearest it",
        arguments: [
            (-1_000...1_000, 37, 37), (-1_000...1_000, -37, -37), (50...1_000, 60, 60), (50...1_000, 0, 50),
            (-1_000 ... -50, 0, -50), (-1_000 ... -50, -60, -60), (Int.min...Int.max, 1 << 40, 1 << 40),
        ])
    func integersShrinkTowardZero(range: ClosedRange<Int>, threshold: Int, expected: Int) throws {
        // Fails for every value at least as far from zero as `threshold`, on its side (all values when it is 0).
        let counterexample = try shrunk(Gen.int(in: range), seed: 1) { value in
            let fails = threshold > 0 ? value >= threshold : threshold < 0 ? value <= threshold : true
            try check("far", "\(value) is too far out", !fails)
        }
        #expect(counterexample.shrunk == expected)
    }

    @Test func doublesShrinkTowardTheThreshold() throws {
        let counterexample = try shrunk(Gen.double(in: -100...100), seed: 1) { value in
            try check("small", "\(value) is at least 10", value < 10)
        }
        #expect(counterexample.shrunk >= 10 && counterexample.shrunk < 10.001)
    }

    @Test func booleansAndChoicesShrinkToTheFirstOption() throws {
        let generator = Gen.zip(Gen.bool, Gen.element(of: ["first", "second", "third"]), Gen.int(in: 0...9))
        let counterexample = try shrunk(generator, seed: 1) { _, _, number in
            try check("number", "\(number) is 3 or more", number < 3)
        }
        #expect(counterexample.shrunk == (false, "first", 3))
    }

    /// The shape of the reuse-queue tests: a large random initial state, then operations on it.
    ///
    /// The rows shrink to a local minimum, not always the global one (26 rows): shrinking can raise one row only by
    /// lowering an earlier one, so rows of height 1 left before the full ones stay, as each is needed for the total.
    @Test func largeInitialStateAndOperationsShrinkTogether() throws {
        let heights = Gen.array(of: Gen.int(in: 1...200), count: 0...100_000)
        let generator = Gen.zip(heights, Gen.array(of: Operation.generator, count: 0...50))
        let counterexample = try shrunk(generator, seed: 1, iterations: 20) { heights, operations in
            let total = heights.reduce(0, +)
            try check("T1", "\(total) points tall and fired", total <= 5_000 || !operations.contains(.fire))
        }
        let (rows, operations) = counterexample.shrunk
        #expect(counterexample.original.0.count > 1_000)
        #expect(rows.reduce(0, +) == 5_001)
        #expect((26...50).contains(rows.count))
        #expect(operations == [.fire])
    }

    @Test func nestedArraysLoseWholeInnerArrays() throws {
        let generator = Gen.array(of: Gen.array(of: Gen.int(in: 0...9), count: 0...10), count: 0...10)
        let counterexample = try shrunk(generator, seed: 1) { sections in
            try check("N1", "a section holds a 9", !sections.joined().contains(9))
        }
        #expect(counterexample.shrunk == [[9]])
    }
}
