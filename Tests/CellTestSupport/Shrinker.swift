/// Shrinks a failing case by editing its recorded choices and replaying them (see `ChoiceSource`).
///
/// A candidate is adopted when its case still fails (with any failure, as in Hypothesis) and its choices are
/// simpler: fewer, or as many and lexicographically smaller. That order is well-founded, so shrinking ends even
/// without its budget, which only bounds the time spent. Passes run in turn until a whole round adopts nothing:
///
/// 1. remove elements of each generated array, halves first, then quarters, … then single elements (delta
///    debugging), lowering the array's length choice by as many;
/// 2. set blocks of choices to zero, halves first, down to pairs;
/// 3. lower each remaining choice: to zero, else by binary search to the smallest that still fails;
/// 4. move as much of one choice as fits onto a near neighbour, so `[50, 50]` can become `[0, 100]` and then `[100]`.
struct Shrinker<Value> {
    /// A case: its choices, the arrays they made, the value, and how the property failed on it.
    struct Case {
        let choices: [UInt64]
        let maxima: [UInt64]
        let collections: [ChoiceSource.CollectionRecord]
        let value: Value
        let failure: any Error
    }

    /// How far apart two choices may be for pass 4 to move value between them.
    private static var neighbourhood: Int { 8 }

    private let generator: Gen<Value>
    private let failure: (Value) -> (any Error)?
    private let budget: Int
    /// The simplest failing case found so far.
    private(set) var best: Case
    /// How many candidates were adopted.
    private(set) var steps = 0
    /// How many candidates were replayed.
    private(set) var attempts = 0
    /// The indices of the best case's choices that are array lengths.
    private var lengths: Set<Int>

    /// A shrinker for `initial`, made by `generator`, where `failure` tells how a value fails (nil if it passes).
    init(initial: Case, generator: Gen<Value>, budget: Int, failure: @escaping (Value) -> (any Error)?) {
        best = initial
        lengths = Set(initial.collections.map(\.countChoice))
        self.generator = generator
        self.budget = budget
        self.failure = failure
    }

    /// Whether the budget of replays ran out before shrinking was done.
    var exhaustedBudget: Bool {
        attempts >= budget
    }

    /// Runs the passes until none makes progress or the budget runs out.
    mutating func shrink() {
        var progressed = true
        while progressed, !exhaustedBudget {
            let before = steps
            removeElements()
            zeroBlocks()
            lowerChoices()
            moveBetweenNeighbours()
            progressed = steps > before
        }
    }

    /// Replays `choices` and adopts the result if it fails and is simpler than ``best``.
    @discardableResult
    private mutating func attempt(_ choices: [UInt64]) -> Bool {
        guard !exhaustedBudget, Self.isSimpler(choices, than: best.choices) else {
            return false
        }
        attempts += 1
        var source = ChoiceSource(replaying: choices)
        let value = generator.generate(&source)
        guard Self.isSimpler(source.choices, than: best.choices), let error = failure(value) else {
            return false
        }
        best = Case(
            choices: source.choices, maxima: source.maxima, collections: source.collections, value: value,
            failure: error)
        lengths = Set(source.collections.map(\.countChoice))
        steps += 1
        return true
    }

    /// Shortlex order: fewer choices first, then lexicographically.
    static func isSimpler(_ candidate: [UInt64], than current: [UInt64]) -> Bool {
        candidate.count != current.count
            ? candidate.count < current.count : candidate.lexicographicallyPrecedes(current)
    }

    /// Pass 1: removes runs of elements from each array, as delta debugging removes chunks of its input.
    private mutating func removeElements() {
        var index = 0
        while index < best.collections.count, !exhaustedBudget {
            var size = max(best.collections[index].elements.count / 2, 1)
            while true {
                var start = 0
                // The collection keeps its index while elements are removed: only later records move.
                while start < best.collections[index].elements.count, !exhaustedBudget {
                    let end = min(start + size, best.collections[index].elements.count)
                    if !removeElements(start..<end, ofCollection: index) {
                        start += size
                    }
                }
                if size == 1 {
                    break
                }
                size /= 2
            }
            index += 1
        }
    }

    /// Removes the elements in `range` of collection `index` and lowers its length to match.
    private mutating func removeElements(_ range: Range<Int>, ofCollection index: Int) -> Bool {
        let record = best.collections[index]
        let length = best.choices[record.countChoice]
        guard length >= UInt64(range.count) else {
            return false
        }
        var choices = best.choices
        let first = record.elements[range.lowerBound]
        let last = record.elements[range.upperBound - 1]
        choices.removeSubrange(first.lowerBound..<last.upperBound)
        choices[record.countChoice] = length - UInt64(range.count)
        return attempt(choices)
    }

    /// Pass 2: zeroes blocks of choices, halves first, down to pairs (pass 3 does single choices).
    private mutating func zeroBlocks() {
        var size = best.choices.count / 2
        while size >= 2, !exhaustedBudget {
            var start = 0
            while start < best.choices.count, !exhaustedBudget {
                let block = start..<min(start + size, best.choices.count)
                if best.choices[block].contains(where: { $0 != 0 }) {
                    var choices = best.choices
                    choices.replaceSubrange(block, with: repeatElement(0, count: block.count))
                    attempt(choices)
                }
                start += size
            }
            size /= 2
        }
    }

    /// Pass 3: lowers each choice to the smallest that still fails, trying zero first.
    ///
    /// Array lengths are left to pass 1: lowering one alone shifts the choices after the array onto other uses.
    private mutating func lowerChoices() {
        var index = 0
        while index < best.choices.count, !exhaustedBudget {
            if best.choices[index] != 0, !isLength(index), !replace(index, with: 0) {
                var passing: UInt64 = 0
                var failing = best.choices[index]
                while passing + 1 < failing, index < best.choices.count, !exhaustedBudget {
                    let middle = passing + (failing - passing) / 2
                    if replace(index, with: middle) {
                        failing = index < best.choices.count ? best.choices[index] : 0
                    } else {
                        passing = middle
                    }
                }
            }
            index += 1
        }
    }

    /// Pass 4: moves as much of one choice as fits onto a later neighbour, for properties of sums and the like.
    private mutating func moveBetweenNeighbours() {
        var first = 0
        while first < best.choices.count, !exhaustedBudget {
            var second = first + 1
            while second < min(first + 1 + Self.neighbourhood, best.choices.count), best.choices[first] != 0 {
                let amount = min(best.choices[first], best.maxima[second] - best.choices[second])
                if amount > 0, !isLength(first), !isLength(second) {
                    var choices = best.choices
                    choices[first] -= amount
                    choices[second] += amount
                    attempt(choices)
                }
                second += 1
            }
            first += 1
        }
    }

    /// Replaces choice `index` of the best case with `choice`.
    private mutating func replace(_ index: Int, with choice: UInt64) -> Bool {
        var choices = best.choices
        choices[index] = choice
        return attempt(choices)
    }

    /// Whether choice `index` of the best case is the length of an array.
    private func isLength(_ index: Int) -> Bool {
        lengths.contains(index)
    }
}
