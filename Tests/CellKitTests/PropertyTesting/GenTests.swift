import CellTestSupport
import Testing

/// The generators: deterministic for a seed, within their bounds, and distributed as documented.
@Suite("Gen")
struct GenTests {
    /// A generator that uses every primitive and combinator, so determinism is checked for all of them at once.
    private static let everything = Gen.zip(
        Gen.int(in: -1_000...1_000),
        Gen.double(in: -1...1),
        Gen.bool,
        Gen.element(of: ["a", "b", "c"]),
        Gen.frequency([(1, Gen.constant("rare")), (3, Gen.int(in: 0...9).map { "digit \($0)" })]),
        Gen.array(of: Gen.oneOf(Gen.int(in: 0...5), Gen.int(in: 100...105)), count: 0...20),
        Gen.int(in: 0...10).flatMap { count in Gen.array(of: Gen.bool, count: count) }
    ).map { String(describing: $0) }

    @Test("the same seed gives the same values", arguments: [0, 1, 42, 0xDEAD_BEEF, UInt64.max])
    func sameSeedSameValues(seed: UInt64) {
        #expect(Self.everything.values(count: 50, seed: seed) == Self.everything.values(count: 50, seed: seed))
        #expect(Self.everything.value(seed: seed) == Self.everything.value(seed: seed))
    }

    @Test func differentSeedsGiveDifferentValues() {
        let values = Set((0..<100).map { Self.everything.value(seed: $0) })
        #expect(values.count > 95)
    }

    @Test(
        "integers stay in their range and reach both ends",
        arguments: [0...0, 0...1, -5...5, 3...9, -9 ... -3, -2...40, -100_000...7, 0...100_000])
    func integerBounds(range: ClosedRange<Int>) {
        let values = Gen.int(in: range).values(count: 4_000, seed: 7)
        #expect(values.allSatisfy { range.contains($0) })
        if range.count <= 50 {
            #expect(Set(values).count == range.count, "every value of \(range) appears")
        } else {
            #expect(values.min().map { $0 < range.lowerBound + range.count / 20 } == true)
            #expect(values.max().map { $0 > range.upperBound - range.count / 20 } == true)
        }
    }

    @Test func fullIntegerRangeIsAllowed() {
        let values = Gen.int(in: Int.min...Int.max).values(count: 1_000, seed: 3)
        #expect(values.contains { $0 < Int.min / 2 })
        #expect(values.contains { $0 > Int.max / 2 })
    }

    @Test("integers are uniform", arguments: [0...9, -5...4, 10...19])
    func integersAreUniform(range: ClosedRange<Int>) {
        let values = Gen.int(in: range).values(count: 20_000, seed: 11)
        for value in range {
            let share = Double(values.count { $0 == value }) / Double(values.count)
            #expect(abs(share - 0.1) < 0.015, "\(value) drawn \(share) of the time")
        }
    }

    @Test("doubles stay in their range and spread over it", arguments: [0.0...1, -2...3, -5 ... -1, 20...200, 4...4])
    func doubleBounds(range: ClosedRange<Double>) {
        let values = Gen.double(in: range).values(count: 4_000, seed: 5)
        #expect(values.allSatisfy { range.contains($0) })
        let width = range.upperBound - range.lowerBound
        let firstHalf = values.count { $0 < range.lowerBound + width / 2 }
        if width > 0 {
            #expect(abs(Double(firstHalf) / Double(values.count) - 0.5) < 0.05)
        }
    }

    @Test func booleansAreEven() {
        let values = Gen.bool.values(count: 10_000, seed: 9)
        #expect(abs(Double(values.count { $0 }) / Double(values.count) - 0.5) < 0.03)
    }

    @Test("frequency honours its weights", arguments: [[1, 1], [1, 3, 6], [5, 0, 1], [97, 2, 1]])
    func frequencyHonoursWeights(weights: [Int]) {
        let generator = Gen.frequency(weights.indices.map { (weights[$0], Gen.constant($0)) })
        let values = generator.values(count: 20_000, seed: 13)
        let total = Double(weights.reduce(0, +))
        for (index, weight) in weights.enumerated() {
            let share = Double(values.count { $0 == index }) / Double(values.count)
            #expect(abs(share - Double(weight) / total) < 0.02, "option \(index) drawn \(share) of the time")
        }
    }

    @Test func elementAndOneOfReachEveryOption() {
        let letters = Gen.element(of: ["a", "b", "c", "d"]).values(count: 400, seed: 17)
        #expect(Set(letters) == ["a", "b", "c", "d"])
        let numbers = Gen.oneOf(Gen.constant(1), Gen.int(in: 10...11), Gen.constant(3)).values(count: 400, seed: 19)
        #expect(Set(numbers) == [1, 10, 11, 3])
    }

    @Test("array lengths stay in their range and reach both ends", arguments: [0...0, 0...5, 3...8, 10...10])
    func arrayLengths(count: ClosedRange<Int>) {
        let arrays = Gen.array(of: Gen.int(in: 0...3), count: count).values(count: 1_000, seed: 23)
        let lengths = Set(arrays.map(\.count))
        #expect(lengths == Set(count))
        #expect(arrays.joined().allSatisfy { (0...3).contains($0) })
    }

    @Test func flatMapMakesTheSecondStageFromTheFirst() {
        let generator = Gen.int(in: 0...20).flatMap { count in
            Gen.zip(Gen.constant(count), Gen.array(of: Gen.int(in: 0...count), count: count))
        }
        for (count, array) in generator.values(count: 300, seed: 29) {
            #expect(array.count == count)
            #expect(array.allSatisfy { $0 <= count })
        }
    }

    @Test func mapTransformsEveryValue() {
        let doubled = Gen.int(in: 0...50).map { $0 * 2 }.values(count: 300, seed: 31)
        #expect(doubled.allSatisfy { $0.isMultiple(of: 2) && $0 <= 100 })
        #expect(Set(doubled).count > 40)
    }
}
