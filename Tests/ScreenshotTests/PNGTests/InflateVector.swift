import Testing

/// A raw DEFLATE stream and what it inflates to; the streams are in InflateVector+Vectors.swift.
struct InflateVector: Sendable, CustomTestStringConvertible {
    /// The vector's name in test output.
    let name: String
    /// The stream, written by Python's zlib or, for the hand-made ones, by the script's own bit writer.
    let compressed: [UInt8]
    /// The bytes the stream inflates to.
    let expected: [UInt8]

    var testDescription: String {
        name
    }

    /// The sentence the text vectors compress, as the generator spelled it.
    static let dickens = Array(
        ("It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of "
            + "foolishness, it was the epoch of belief, it was the epoch of incredulity. ").utf8)

    /// The marker of the `farthestDistance` vector.
    static let edge = Array("DEFLATE window edge!".utf8)

    /// What `farthestDistance` inflates to: the marker, zeros up to 32 KiB, and the marker again, copied from
    /// 32,768 bytes back.
    static let windowEdge = edge + [UInt8](repeating: 0, count: 32_768 - edge.count) + edge

    /// `count` letters from 'a', 'a' once, 'b' twice, then each as often as the two before it together.
    static func fibonacciLetters(_ count: Int) -> [UInt8] {
        var (current, next) = (1, 2)
        var letters: [UInt8] = []
        for letter in UInt8(ascii: "a")..<UInt8(ascii: "a") + UInt8(count) {
            letters += [UInt8](repeating: letter, count: current)
            (current, next) = (next, current + next)
        }
        return letters
    }

    /// `count` copies of `bytes`, one after the other.
    static func repeated(_ bytes: [UInt8], _ count: Int) -> [UInt8] {
        Array((0..<count).map { _ in bytes }.joined())
    }
}
