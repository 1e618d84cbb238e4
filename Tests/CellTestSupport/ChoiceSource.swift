/// Where a generator's random choices come from, and the record of them that shrinking works on.
///
/// Every random decision a ``Gen`` makes is one draw of a number in `0...maximum`, and the draw is written down. A
/// failing case is shrunk by editing that list and replaying it (the choice-sequence shrinking of Hypothesis): the
/// generators never need shrinking code of their own, and `map` and `flatMap` keep it. Generators are written so that
/// choice 0 is the simplest value (the integer nearest zero, `false`, the first option, the shortest array), so
/// smaller choices mean simpler values.
struct ChoiceSource {
    /// A generated array: which choice holds its length, and the choices of each element, so the shrinker can
    /// remove elements and lower the length together.
    struct CollectionRecord {
        /// The index of the choice that set the array's length (the length above the minimum).
        let countChoice: Int
        /// The range of choices each element consumed, in order and contiguous.
        var elements: [Range<Int>]
    }

    private enum Mode {
        case random(SplitMix64)
        case replay([UInt64])
    }

    private var mode: Mode
    /// Every choice made so far, in order.
    private(set) var choices: [UInt64] = []
    /// The largest value each choice could have taken.
    private(set) var maxima: [UInt64] = []
    /// Every array generated so far, in the order they began, so nested arrays follow their parent.
    private(set) var collections: [CollectionRecord] = []

    /// A source of fresh random choices, fixed by `seed`.
    init(seed: UInt64) {
        mode = .random(SplitMix64(seed: seed))
    }

    /// A source that replays `choices`, clamping each to what is asked, then answers 0 (the simplest) once they run out.
    init(replaying choices: [UInt64]) {
        mode = .replay(choices)
    }

    /// Draws a number in `0...maximum`.
    mutating func draw(upTo maximum: UInt64) -> UInt64 {
        record(randomDraw(upTo: maximum) ?? replayedChoice(upTo: maximum), maximum: maximum)
    }

    /// Draws a bit that is 1 when a uniform draw in `0...maximum` falls below `threshold`, recording only the bit,
    /// so a biased choice between two alternatives still shrinks toward 0.
    mutating func drawBit(oneBelow threshold: UInt64, upTo maximum: UInt64) -> Bool {
        let bit = randomDraw(upTo: maximum).map { $0 < threshold ? 1 : 0 } ?? replayedChoice(upTo: 1)
        return record(bit, maximum: 1) == 1
    }

    /// Draws an index below `count`, which must be positive.
    mutating func drawIndex(below count: Int) -> Int {
        Int(draw(upTo: UInt64(count - 1)))
    }

    /// Records that the choice just drawn is an array's length; returns the record's index for ``addElement``.
    mutating func beginCollection() -> Int {
        collections.append(CollectionRecord(countChoice: choices.count - 1, elements: []))
        return collections.count - 1
    }

    /// Records that the choices from `start` to now made one element of collection `record`.
    mutating func addElement(to record: Int, from start: Int) {
        collections[record].elements.append(start..<choices.count)
    }

    /// A uniform draw in `0...maximum` from the random generator, or nil when replaying.
    private mutating func randomDraw(upTo maximum: UInt64) -> UInt64? {
        guard case .random(var generator) = mode else {
            return nil
        }
        let choice = maximum == .max ? generator.next() : generator.next(upperBound: maximum + 1)
        mode = .random(generator)
        return choice
    }

    /// The next replayed choice, clamped to `maximum`, or 0 once the replayed choices run out.
    private func replayedChoice(upTo maximum: UInt64) -> UInt64 {
        guard case .replay(let prefix) = mode, choices.count < prefix.count else {
            return 0
        }
        return min(prefix[choices.count], maximum)
    }

    /// Writes `choice` down and returns it.
    private mutating func record(_ choice: UInt64, maximum: UInt64) -> UInt64 {
        choices.append(choice)
        maxima.append(maximum)
        return choice
    }
}
