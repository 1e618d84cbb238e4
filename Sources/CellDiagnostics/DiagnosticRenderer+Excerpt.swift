extension DiagnosticRenderer {
    /// The source excerpt under a header: an empty gutter line, the line holding `primary.lowerBound`, and a marker
    /// line with `^` under the first character of `primary` and `~` under the rest of it and under `highlights`.
    ///
    /// Only the first line of a range that spans lines is underlined, up to the end of that line; highlights that
    /// start on other lines are left out.
    func excerpt(of file: SourceFile, primary: Range<Int>, highlights: [SourceRange], gutterWidth: Int) -> [String] {
        let lineIndex = file.lineIndex(of: primary.lowerBound)
        let line = DiagnosticRenderer.window(of: file.lineRange(index: lineIndex), around: primary.lowerBound, in: file)
        let underlined = highlights.map { file.displayBounds(of: $0) }
            .filter { line.contains($0.lowerBound) }
            .map { $0.clamped(to: line) }
        let (text, markers) = annotatedLine(
            of: file,
            line: line,
            caret: primary.clamped(to: line),
            highlights: underlined
        )

        let blank = String(repeating: " ", count: gutterWidth)
        let number = String(lineIndex + 1)
        let numbered = String(repeating: " ", count: max(0, gutterWidth - number.count)) + number
        let indent = markers.prefix { $0 == " " || $0 == "\t" }
        let styledMarkers =
            indent + TerminalStyle.marker.apply(String(markers.dropFirst(indent.count)), enabled: colors)
        return [
            TerminalStyle.gutter.apply(blank + " |", enabled: colors),
            TerminalStyle.gutter.apply(numbered + " |", enabled: colors) + (text.isEmpty ? "" : " " + text),
            TerminalStyle.gutter.apply(blank + " |", enabled: colors) + " " + styledMarkers,
        ]
    }

    /// The printable text of `line` and the marker line that goes under it.
    ///
    /// The line is decoded piece by piece between the range boundaries, so the markers are computed from exactly the
    /// scalars printed, invalid UTF-8 (shown as U+FFFD) included. Tabs are copied into the marker line so the markers
    /// stay under their text whatever the tab width; wide characters get two marker cells.
    private func annotatedLine(
        of file: SourceFile,
        line: Range<Int>,
        caret: Range<Int>,
        highlights: [Range<Int>]
    ) -> (text: String, markers: String) {
        var cuts: Set = [line.lowerBound, line.upperBound, caret.lowerBound, caret.upperBound]
        for highlight in highlights {
            cuts.insert(highlight.lowerBound)
            cuts.insert(highlight.upperBound)
        }
        let bounds = cuts.sorted()
        var text = ""
        var markers = ""
        var caretPending = false
        for (start, end) in zip(bounds, bounds.dropFirst()) {
            if start == caret.lowerBound {
                caretPending = true
            }
            let underlined =
                (caret.lowerBound <= start && end <= caret.upperBound)
                || highlights.contains { $0.lowerBound <= start && end <= $0.upperBound }
            for scalar in String(decoding: file.bytes[start..<end], as: UTF8.self).unicodeScalars {
                let shown = TerminalText.printable(scalar)
                text.unicodeScalars.append(shown)
                let width = DisplayWidth.of(shown)
                if shown == "\t" {
                    markers += "\t"
                } else if width > 0 {
                    let fill = String(repeating: underlined ? "~" : " ", count: caretPending ? width - 1 : width)
                    markers += (caretPending ? "^" : "") + fill
                    caretPending = false
                }
            }
        }
        if caretPending || caret.lowerBound == line.upperBound {
            markers += "^"
        }
        while let last = markers.last, last == " " || last == "\t" {
            markers.removeLast()
        }
        return (text, markers)
    }

    /// The longest stretch of a line an excerpt shows, in bytes.
    static let maximumExcerptLength = 160

    /// `line`, or the part of it around `offset` when it is longer than ``maximumExcerptLength``, cut at scalar
    /// boundaries: a minified or binary file has lines of any length, and each diagnostic must cost the same.
    static func window(of line: Range<Int>, around offset: Int, in file: SourceFile) -> Range<Int> {
        guard line.count > maximumExcerptLength else { return line }
        var start = max(
            line.lowerBound, min(offset - maximumExcerptLength / 3, line.upperBound - maximumExcerptLength))
        var end = min(line.upperBound, start + maximumExcerptLength)
        // Shrink, never grow, to scalar boundaries: the window stays within the limit.
        while start < end, file.bytes[start] & 0xC0 == 0x80 { start += 1 }
        while end > start, end < line.upperBound, file.bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return start..<end
    }
}
