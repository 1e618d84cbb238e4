extension SourceFile {
    /// The offset at which something reported at `offset` is shown to people.
    ///
    /// Offsets are clamped into the file so no input can make a renderer trap. An offset at the very end of a file
    /// that ends with a newline would sit on an empty line that no editor shows as text, so it moves to the end of
    /// the last line: "expected '}'" then points just past the last thing written.
    func displayOffset(of offset: Int) -> Int {
        let clamped = min(max(offset, 0), bytes.count)
        let line = lineIndex(of: clamped)
        if clamped == bytes.count, line > 0, lineStarts[line] == bytes.count {
            return lineRange(index: line - 1).upperBound
        }
        return clamped
    }

    /// The clamped, display-adjusted bounds of `range`; the end never comes before the start.
    func displayBounds(of range: SourceRange) -> Range<Int> {
        let start = displayOffset(of: range.start)
        let end = displayOffset(of: max(range.end, range.start))
        return start..<max(start, end)
    }
}
