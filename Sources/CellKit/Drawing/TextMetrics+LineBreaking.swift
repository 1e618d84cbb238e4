extension TextMetrics {
    /// One laid-out line: its text and its width in advance units.
    package struct Line {
        /// The line's characters, without the spaces it was broken at.
        package var text: Substring
        /// Its width, in hundredths of the point size.
        package var units: Int
    }

    /// The lines of a text and whether some were dropped by the line limit.
    package struct Layout {
        /// The lines, top to bottom.
        package var lines: [Line]
        /// Whether text was left out because of the line limit.
        package var isTruncated: Bool
    }

    /// `text` broken into lines as a label of `font` at most `maxWidth` wide (nil: unbounded) breaks it, keeping at
    /// most `numberOfLines` (0: all).
    package static func layout(
        of text: String,
        font: Font,
        numberOfLines: Int,
        maxWidth: Double?,
        lineBreakMode: LineBreakMode
    ) -> Layout {
        // A line of `units` fits when its width is at most the limit; comparing in units avoids a multiplication
        // per test, and the small tolerance absorbs the one division.
        let maxUnits = wrappingWidth(maxWidth).map { $0 * 100 / font.pointSize + 1e-9 }
        var lines: [Line] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            guard let maxUnits else {
                lines.append(Line(text: paragraph, units: units(of: paragraph)))
                continue
            }
            if lineBreakMode == .byCharWrapping {
                lines += characterWrapped(paragraph, maxUnits: maxUnits)
            } else {
                lines += wordWrapped(paragraph, maxUnits: maxUnits)
            }
        }
        if numberOfLines > 0, lines.count > numberOfLines {
            return Layout(lines: Array(lines.prefix(numberOfLines)), isTruncated: true)
        }
        return Layout(lines: lines, isTruncated: false)
    }

    private static func units(of text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { $0 + units(of: $1) }
    }

    private static func units(of character: Character) -> Int {
        character.unicodeScalars.reduce(0) { $0 + units(of: $1) }
    }

    private static func isBreakingSpace(_ character: Character) -> Bool {
        character.isWhitespace && !character.isNewline
    }

    /// Breaks `text` between characters (grapheme clusters, so emoji sequences stay whole); every line holds at
    /// least one character.
    static func characterWrapped(_ text: Substring, maxUnits: Double) -> [Line] {
        var lines: [Line] = []
        var start = text.startIndex
        var lineUnits = 0
        var index = text.startIndex
        while index < text.endIndex {
            let width = units(of: text[index])
            if index > start, Double(lineUnits + width) > maxUnits {
                lines.append(Line(text: text[start..<index], units: lineUnits))
                start = index
                lineUnits = 0
            }
            lineUnits += width
            index = text.index(after: index)
        }
        lines.append(Line(text: text[start..<text.endIndex], units: lineUnits))
        return lines
    }

    /// Greedy word wrapping: each word goes on the current line if it fits after the spaces before it, else it
    /// starts the next line without them; a word wider than a whole line is broken between characters.
    static func wordWrapped(_ text: Substring, maxUnits: Double) -> [Line] {
        var lines: [Line] = []
        // The line being filled: where it starts, where its last placed word ends, and that prefix's width.
        var lineStart = text.startIndex
        var contentEnd = text.startIndex
        var contentUnits = 0
        var hasContent = false
        var index = text.startIndex
        while index < text.endIndex {
            let wordStart = text[index...].firstIndex { !isBreakingSpace($0) } ?? text.endIndex
            guard wordStart < text.endIndex else {
                break  // Trailing spaces hang past the edge.
            }
            let wordEnd = text[wordStart...].firstIndex(where: isBreakingSpace) ?? text.endIndex
            let spaceUnits = units(of: text[index..<wordStart])
            let wordUnits = units(of: text[wordStart..<wordEnd])
            if hasContent {
                if Double(contentUnits + spaceUnits + wordUnits) <= maxUnits {
                    contentEnd = wordEnd
                    contentUnits += spaceUnits + wordUnits
                    index = wordEnd
                    continue
                }
                lines.append(Line(text: text[lineStart..<contentEnd], units: contentUnits))
                lineStart = wordStart
                hasContent = false
            }
            // An empty line: the paragraph's leading spaces stay on its first line, a wrapped line drops them.
            let segment = text[lineStart..<wordEnd]
            let segmentUnits = lineStart == wordStart ? wordUnits : spaceUnits + wordUnits
            if Double(segmentUnits) <= maxUnits {
                contentUnits = segmentUnits
            } else {
                var pieces = characterWrapped(segment, maxUnits: maxUnits)
                let last = pieces.removeLast()
                lines += pieces
                lineStart = last.text.startIndex
                contentUnits = last.units
            }
            contentEnd = wordEnd
            hasContent = true
            index = wordEnd
        }
        if hasContent || lines.isEmpty {
            lines.append(Line(text: text[lineStart..<contentEnd], units: contentUnits))
        }
        return lines
    }
}
