/// A half-open range of UTF-8 byte offsets into a ``SourceFile``.
///
/// Ranges are what every token, node and diagnostic carries; line and column are derived from them only when a
/// diagnostic is printed.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The offset of the first byte.
    public var start: Int
    /// The offset one past the last byte.
    public var end: Int

    /// Creates a range from `start` up to, not including, `end`.
    public init(start: Int, end: Int) {
        precondition(start <= end, "a source range must not end before it starts")
        self.start = start
        self.end = end
    }

    /// An empty range at `offset`, for something missing there.
    public init(at offset: Int) {
        self.init(start: offset, end: offset)
    }

    /// The number of bytes covered.
    public var length: Int { end - start }

    /// Whether the range covers no byte.
    public var isEmpty: Bool { start == end }

    /// The smallest range covering both `self` and `other`.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// `start..<end`, for debugging output.
    public var description: String { "\(start)..<\(end)" }
}
