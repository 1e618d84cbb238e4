/// The bytes of one input file, its display path, and a table of where each line starts.
///
/// Everything in the compiler refers to source text through byte offsets into ``bytes``; the line table turns an
/// offset into a ``SourceLocation`` in O(log lines) when a diagnostic is printed.
public struct SourceFile: Sendable {
    /// The path shown in diagnostics, as the user spelled it.
    public let path: String
    /// The file's contents, exactly as read.
    public let bytes: [UInt8]
    /// The offset at which each line starts; the first entry is always 0.
    public let lineStarts: [Int]
    /// The number of UTF-8 continuation bytes before each block of ``columnBlock`` bytes: a column is then counted
    /// from the nearest block, not from the start of its line, so many diagnostics on one long line stay linear.
    private let continuationsBeforeBlock: [Int]
    /// The bytes between two entries of ``continuationsBeforeBlock``.
    private static let columnBlock = 256

    /// Creates a source file from raw bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        var continuations: [Int] = []
        continuations.reserveCapacity(bytes.count / Self.columnBlock + 1)
        var count = 0
        for (offset, byte) in bytes.enumerated() {
            if offset % Self.columnBlock == 0 { continuations.append(count) }
            if byte == UInt8(ascii: "\n") {
                starts.append(offset + 1)
            } else if byte & 0b1100_0000 == 0b1000_0000 {
                count += 1
            }
        }
        continuations.append(count)
        self.lineStarts = starts
        self.continuationsBeforeBlock = continuations
    }

    /// Creates a source file from text, for tests and tools.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 0-based index of the line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        // The last line start that is <= offset.
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset {
                low = middle
            } else {
                high = middle
            }
        }
        return low
    }

    /// The byte range of the 0-based line `index`, without its line terminator.
    public func lineRange(index: Int) -> Range<Int> {
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return start..<max(start, end)
    }

    /// The line and column of `offset`; the column counts Unicode scalars, so it matches what an editor shows.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        let index = lineIndex(of: clamped)
        let start = lineStarts[index]
        // Scalars are the bytes that are not UTF-8 continuation bytes.
        let scalars = (clamped - start) - (continuations(before: clamped) - continuations(before: start))
        return SourceLocation(line: index + 1, column: scalars + 1)
    }

    /// The number of continuation bytes in `bytes[0..<offset]`, in O(``columnBlock``).
    private func continuations(before offset: Int) -> Int {
        let block = offset / Self.columnBlock
        var count = continuationsBeforeBlock[block]
        for position in (block * Self.columnBlock)..<offset where bytes[position] & 0b1100_0000 == 0b1000_0000 {
            count += 1
        }
        return count
    }

    /// The text of the bytes in `range`, with invalid UTF-8 repaired, for messages.
    public func text(in range: SourceRange) -> String {
        let start = min(max(range.start, 0), bytes.count)
        let end = min(max(range.end, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
