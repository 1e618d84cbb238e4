import CellFonts

extension TextMetrics {
    /// One laid-out line: its text as drawn (with the ellipsis, when truncated) and its width.
    package struct Line {
        /// The line's characters as drawn, without the spaces it was broken at.
        package var text: Substring
        /// Its width in `FontFace.commonUnitsPerEm` units.
        package var units: Int
        /// Its width in points.
        package var width: Double
        /// Whether it is its paragraph's first line (the text's start, or just after a newline).
        package var startsParagraph = false
    }

    /// The lines of a text and whether some were dropped or shortened by the line limit.
    package struct Layout {
        /// The lines, top to bottom.
        package var lines: [Line]
        /// Whether text was left out because of the line limit.
        package var isTruncated: Bool

        /// Which lines open a paragraph, as ``ParagraphStyle`` places them.
        package var startsParagraph: [Bool] { lines.map(\.startsParagraph) }
    }

    /// The ellipsis a truncated line ends in (U+2026).
    static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// `text` broken into lines as a label of `font` at most `maxWidth` wide (nil: unbounded) breaks it, keeping at
    /// most `numberOfLines` (0: all), the last truncated as `lineBreakMode` says; its tabs stop where
    /// `paragraphStyle` says.
    package static func layout(
        of text: String,
        font: Font,
        numberOfLines: Int,
        maxWidth: Double?,
        lineBreakMode: LineBreakMode,
        paragraphStyle: ParagraphStyle = .default
    ) -> Layout {
        let measured = MeasuredText(
            text, chain: faces(for: font), tracking: trackingUnits(of: font),
            tabs: TabStops(paragraphStyle, font: font))
        // A line fits when its width in units is at most the limit's; the small tolerance absorbs the one division.
        let maxUnits = wrappingWidth(maxWidth).map { $0 * Double(FontFace.commonUnitsPerEm) / font.pointSize + 1e-6 }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        var ranges: [(start: Int, end: Int, opens: Bool)] = []
        var truncatedParagraph: Range<Int>?
        var isTruncated = false
        paragraphs: for paragraph in measured.paragraphs {
            var start = paragraph.lowerBound
            repeat {
                guard ranges.count < limit else {
                    isTruncated = true
                    break paragraphs
                }
                let end = maxUnits.map {
                    measured.lineEnd(from: start, in: paragraph, maxUnits: $0, mode: lineBreakMode)
                }
                ranges.append((start, end ?? paragraph.upperBound, start == paragraph.lowerBound))
                truncatedParagraph = start..<paragraph.upperBound
                // Spaces at a word wrap hang past the edge; wrapping by characters keeps them as characters.
                start = end ?? paragraph.upperBound
                if lineBreakMode != .byCharWrapping {
                    start = measured.nextLineStart(after: start, in: paragraph)
                }
            } while start < paragraph.upperBound
        }
        var lines = ranges.map { range in
            let end = lineBreakMode == .byCharWrapping ? range.end : measured.trimmedEnd(range.start, range.end)
            let units = measured.width(range.start, end)
            return Line(
                text: Substring(measured.scalars(range.start, end)), units: units,
                width: width(units: units, font: font), startsParagraph: range.opens)
        }
        if isTruncated, let remainder = truncatedParagraph, !lines.isEmpty {
            let last = measured.truncated(
                remainder, droppedAfter: remainder.upperBound < measured.count, maxUnits: maxUnits, mode: lineBreakMode)
            if let last {
                lines[lines.count - 1] = Line(
                    text: last.text, units: last.units, width: width(units: last.units, font: font),
                    startsParagraph: lines[lines.count - 1].startsParagraph)
            }
        }
        return Layout(lines: lines, isTruncated: isTruncated)
    }

    /// The pieces of a laid-out line that holds tabs, each with where it starts in points from the line's start,
    /// as the line was measured; nil for a line without tabs, which is drawn in one piece.
    package static func tabbedRuns(
        of line: Substring, font: Font, paragraphStyle: ParagraphStyle
    ) -> [(text: Substring, x: Double)]? {
        guard line.unicodeScalars.contains("\t") else { return nil }
        let measured = MeasuredText(
            String(line), chain: faces(for: font), tracking: trackingUnits(of: font),
            tabs: TabStops(paragraphStyle, font: font))
        return measured.runs().map { run in
            (Substring(measured.scalars(run.start, run.end)), width(units: run.x, font: font))
        }
    }
}

/// Where a text's tabs stop, in `FontFace.commonUnitsPerEm` units of its font: a paragraph style's rule at the
/// font's size.
struct TabStops {
    private let style: ParagraphStyle
    /// Common units per point at the font's size; not finite or not positive for a hostile size.
    private let unitsPerPoint: Double

    /// The stops of `style` for text in `font`.
    init(_ style: ParagraphStyle, font: Font) {
        self.style = style
        unitsPerPoint = Double(FontFace.commonUnitsPerEm) / font.pointSize
    }

    /// Where a tab standing at `x` units from its line's start ends; `space` is a space's width in units.
    func next(after x: Int, space: Int) -> Int {
        guard unitsPerPoint.isFinite, unitsPerPoint > 0 else { return x + space }
        let stop =
            style.tabStop(after: Double(x) / unitsPerPoint, space: Double(space) / unitsPerPoint) * unitsPerPoint
        // A stop too far to count in units (a hostile interval or stop) ends the tab where a space would.
        guard stop.isFinite, stop < 0x1p53 else { return x + space }
        return max(x, Int(stop.rounded()))
    }
}

/// A text measured once, scalar by scalar, so that any range's width is two subtractions: the engine of the line
/// breaker. Every array is as long as the text's scalars, so layout is linear in them.
struct MeasuredText {
    private let text: String
    private let chain: FaceChain
    /// The tracking every glyph gains, in common units.
    private let tracking: Int
    /// The index of each scalar in `text`, and `text.endIndex` at the end.
    private var indexes: [String.Index] = []
    /// The scalars.
    private var values: [Unicode.Scalar] = []
    /// `sums[i]`: the width of scalars `0..<i`, advances and kerning.
    private var sums: [Int] = [0]
    /// The kerning between scalar `i - 1` and scalar `i`, which a line starting at `i` leaves out.
    private var kerning: [Int] = []
    /// Whether each scalar starts a character (see `isClusterStart`).
    private var clusterStarts: [Bool] = []
    /// The regional indicators just before, whose parity says whether the next one closes a flag.
    private var regionalIndicators = 0
    /// The scalar ranges of the paragraphs, without their newlines.
    private(set) var paragraphs: [Range<Int>] = []
    /// Where the text's tabs stop.
    private let tabs: TabStops
    /// `nextTab[i]`: the index of the first tab at or after scalar `i` (`count` for none); empty for a text without
    /// tabs, whose widths are two subtractions.
    private var nextTab: [Int] = []
    /// `tabCounts[i]`: how many tabs scalars `0..<i` hold; empty for a text without tabs.
    private var tabCounts: [Int] = []
    /// The width of a space, which a tab past every stop is.
    private var spaceWidth = 0

    /// Measures `text` in `chain`, each glyph gaining `tracking` common units, its tabs stopping at `tabs`.
    init(_ text: String, chain: FaceChain, tracking: Int, tabs: TabStops) {
        self.text = text
        self.chain = chain
        self.tracking = tracking
        self.tabs = tabs
        var meter = TextMeter(chain: chain, tracking: tracking)
        var paragraphStart = 0
        var afterCarriageReturn = false
        var hasTabs = false
        for index in text.unicodeScalars.indices {
            let scalar = text.unicodeScalars[index]
            if scalar == "\t" {
                // A tab's width depends on where it stands, so it is measured with its line; nothing kerns across.
                afterCarriageReturn = false
                hasTabs = true
                meter.reset()
                append(index, scalar, (0, 0))
                continue
            }
            if Self.isNewline(scalar) {
                // CR LF ends one paragraph, not two.
                if !(afterCarriageReturn && scalar == "\n") {
                    paragraphs.append(paragraphStart..<values.count)
                }
                afterCarriageReturn = scalar == "\r"
                meter.reset()
                append(index, scalar, (0, 0))
                paragraphStart = values.count
                continue
            }
            afterCarriageReturn = false
            append(index, scalar, meter.measure(scalar))
        }
        indexes.append(text.endIndex)
        // A text ending in a newline has an empty last line, as UILabel draws it.
        paragraphs.append(paragraphStart..<values.count)
        if hasTabs {
            var spaceMeter = TextMeter(chain: chain, tracking: tracking)
            spaceWidth = spaceMeter.measure(" ").advance
            nextTab = Array(repeating: values.count, count: values.count + 1)
            for index in values.indices.reversed() {
                nextTab[index] = values[index] == "\t" ? index : nextTab[index + 1]
            }
            tabCounts = [0]
            tabCounts.reserveCapacity(values.count + 1)
            for scalar in values {
                tabCounts.append(tabCounts[tabCounts.count - 1] + (scalar == "\t" ? 1 : 0))
            }
        }
    }

    private mutating func append(_ index: String.Index, _ scalar: Unicode.Scalar, _ measured: (Int, Int)) {
        clusterStarts.append(Self.startsCharacter(scalar, after: values.last, regionalIndicators: regionalIndicators))
        regionalIndicators = (0x1F1E6...0x1F1FF).contains(scalar.value) ? regionalIndicators + 1 : 0
        indexes.append(index)
        values.append(scalar)
        kerning.append(measured.1)
        sums.append(sums[sums.count - 1] + measured.0 + measured.1)
    }

    /// The number of scalars.
    var count: Int { values.count }

    /// The width of a line holding scalars `start..<end`: each tab ends at the stop after what precedes it.
    func width(_ start: Int, _ end: Int) -> Int {
        guard holdsTab(start, end) else { return run(start, end) }
        var width = 0
        forEachRun(start, end) { runStart, runEnd, x in width = x + run(runStart, runEnd) }
        return width
    }

    /// How many tabs scalars `start..<end` of a text with tabs hold.
    private func tabCount(_ start: Int, _ end: Int) -> Int {
        tabCounts[end] - tabCounts[start]
    }

    /// Whether scalars `start..<end` hold a tab.
    private func holdsTab(_ start: Int, _ end: Int) -> Bool {
        !nextTab.isEmpty && start < end && nextTab[start] < end
    }

    /// `width`, the width of a line from `lineStart` to just before scalar `index`, grown by that scalar: a tab
    /// moves to its stop, anything else adds its advance and its kerning with the scalar before.
    private func width(_ width: Int, grownBy index: Int, lineStart: Int) -> Int {
        if values[index] == "\t" {
            return tabs.next(after: width, space: spaceWidth)
        }
        return index == lineStart ? run(index, index + 1) : width + sums[index + 1] - sums[index]
    }

    /// `widths[k]`: the width of a line holding scalars `start..<start + k`, for each `k` up to `end - start`.
    private func growingWidths(_ start: Int, _ end: Int) -> [Int] {
        var widths = [0]
        widths.reserveCapacity(end - start + 1)
        for index in start..<end {
            widths.append(width(widths[widths.count - 1], grownBy: index, lineStart: start))
        }
        return widths
    }

    /// The width of scalars `start..<end` that hold no tab, as a line of their own.
    private func run(_ start: Int, _ end: Int) -> Int {
        end > start ? sums[end] - sums[start] - kerning[start] : 0
    }

    /// The pieces of a line holding scalars `start..<end` (all of them by default) between its tabs, each with
    /// where it starts, in units from the line's start; one piece at 0 for a line without tabs.
    func runs(_ start: Int = 0, _ end: Int? = nil) -> [(start: Int, end: Int, x: Int)] {
        var pieces: [(start: Int, end: Int, x: Int)] = []
        forEachRun(start, end ?? count) { pieces.append(($0, $1, $2)) }
        return pieces
    }

    /// Calls `body` with each piece of the line `start..<end` between its tabs and where it starts, in order.
    private func forEachRun(_ start: Int, _ end: Int, _ body: (Int, Int, Int) -> Void) {
        var pieceStart = start
        var x = 0
        while !nextTab.isEmpty, nextTab[pieceStart] < end {
            let tab = nextTab[pieceStart]
            body(pieceStart, tab, x)
            x = tabs.next(after: x + run(pieceStart, tab), space: spaceWidth)
            pieceStart = tab + 1
        }
        body(pieceStart, end, x)
    }

    /// The scalars `start..<end` of the text, a slice of it.
    func scalars(_ start: Int, _ end: Int) -> Substring.UnicodeScalarView {
        Substring(text.unicodeScalars[indexes[start]..<indexes[end]]).unicodeScalars
    }

    /// `end` moved back over the spaces before it (not past `start`).
    func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, Self.isBreakingSpace(values[end - 1]) {
            end -= 1
        }
        return end
    }

    /// Where the line after one ending at `end` starts: past the spaces it was broken at.
    func nextLineStart(after end: Int, in paragraph: Range<Int>) -> Int {
        var start = end
        while start < paragraph.upperBound, Self.isBreakingSpace(values[start]) {
            start += 1
        }
        return start
    }

    /// Where the line starting at `start` ends: the last break opportunity before the first scalar that does not
    /// fit (spaces hang past the edge), or for a word wider than the line, the last character boundary before it.
    /// At least one character stays on the line.
    func lineEnd(from start: Int, in paragraph: Range<Int>, maxUnits: Double, mode: LineBreakMode) -> Int {
        let byCharacters = mode == .byCharWrapping
        var lastBreak: Int?
        var lastCluster: Int?
        var index = start
        // The width of `start..<index + 1`, grown a scalar at a time so that tabs keep the scan linear.
        var lineWidth = 0
        while index < paragraph.upperBound {
            if index > start, isClusterStart(index) {
                lastCluster = index
                if byCharacters || isBreakOpportunity(index) {
                    lastBreak = index
                }
            }
            lineWidth = width(lineWidth, grownBy: index, lineStart: start)
            let hangs = !byCharacters && Self.isBreakingSpace(values[index])
            if !hangs, Double(lineWidth) > maxUnits {
                if let lastBreak {
                    return lastBreak
                }
                if let lastCluster {
                    return lastCluster
                }
            }
            index += 1
        }
        return paragraph.upperBound
    }

    /// Whether a line may break before scalar `index` when wrapping by words (UAX #14, simplified): after spaces,
    /// after a hyphen between letters, and around CJK ideographs and kana unless a closing mark follows or an
    /// opening one precedes.
    private func isBreakOpportunity(_ index: Int) -> Bool {
        let before = values[index - 1]
        let after = values[index]
        if Self.isBreakingSpace(after) {
            return false
        }
        if Self.isBreakingSpace(before) {
            return true
        }
        if before == "-" || before == "\u{2010}" {
            return after.properties.isAlphabetic && index >= 2 && values[index - 2].properties.isAlphabetic
        }
        if Self.isIdeographic(before) || Self.isIdeographic(after) {
            return !Self.isClosing(after) && !Self.isOpening(before)
        }
        return false
    }

    /// Whether scalar `index` starts a character.
    private func isClusterStart(_ index: Int) -> Bool {
        clusterStarts[index]
    }

    /// Whether `scalar` starts a character (an approximation of grapheme clusters: marks, joiners, variation
    /// selectors and emoji modifiers attach to the scalar before, so does a scalar after a joiner, and the second
    /// regional indicator of a flag).
    private static func startsCharacter(
        _ scalar: Unicode.Scalar, after previous: Unicode.Scalar?, regionalIndicators: Int
    ) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format:
            return false
        default:
            break
        }
        if properties.isEmojiModifier || previous == "\u{200D}" {
            return false
        }
        return !((0x1F1E6...0x1F1FF).contains(scalar.value) && regionalIndicators % 2 == 1)
    }

    /// The last line of a truncated label: the rest of its paragraph (`remainder`) shortened to `maxUnits` with an
    /// ellipsis where `mode` puts it (at the end whenever text after the paragraph was dropped), or unwrapped for
    /// `.byClipping`; nil for the wrapping modes, whose last line stays as wrapped.
    func truncated(
        _ remainder: Range<Int>, droppedAfter: Bool, maxUnits: Double?, mode: LineBreakMode
    ) -> (text: Substring, units: Int)? {
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return nil
        case .byClipping:
            let end = trimmedEnd(remainder.lowerBound, remainder.upperBound)
            return (Substring(scalars(remainder.lowerBound, end)), width(remainder.lowerBound, end))
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
            break
        }
        let start = remainder.lowerBound
        let end = trimmedEnd(start, remainder.upperBound)
        let limit = maxUnits ?? .infinity
        if !droppedAfter, Double(width(start, end)) <= limit {
            return (Substring(scalars(start, end)), width(start, end))
        }
        var meter = TextMeter(chain: chain, tracking: tracking)
        let budget = limit - Double(meter.measure(TextMetrics.ellipsis).advance)
        var prefixEnd = start
        var suffixStart = end
        let tailOnly = mode == .byTruncatingTail || droppedAfter
        // With tabs, the prefixes' widths are grown once from the line's start, and a suffix counts each tab as a
        // space (where its stop falls depends on what precedes it); the line is measured again as drawn below.
        let tabbed = holdsTab(start, end)
        let prefixWidths = tabbed ? growingWidths(start, end) : []
        func prefixWidth(_ prefixEnd: Int) -> Int {
            tabbed ? prefixWidths[prefixEnd - start] : width(start, prefixEnd)
        }
        func suffixWidth(_ suffixStart: Int) -> Int {
            tabbed ? run(suffixStart, end) + tabCount(suffixStart, end) * spaceWidth : width(suffixStart, end)
        }
        func fits(_ prefixEnd: Int, _ suffixStart: Int) -> Bool {
            Double(prefixWidth(prefixEnd) + suffixWidth(suffixStart)) <= budget
        }
        if tailOnly {
            // The longest prefix, at character boundaries, that fits beside the ellipsis.
            var index = start + 1
            while index <= end {
                if index == end || isClusterStart(index) {
                    guard fits(index, end) else {
                        break
                    }
                    prefixEnd = index
                }
                index += 1
            }
            prefixEnd = trimmedEnd(start, prefixEnd)
        } else if mode == .byTruncatingHead {
            var index = end - 1
            while index >= start {
                if index == start || isClusterStart(index) {
                    guard fits(start, index) else {
                        break
                    }
                    suffixStart = index
                }
                index -= 1
            }
        } else {
            // The middle: grow the shorter side a character at a time while both fit.
            var growing = true
            while growing {
                growing = false
                let nextPrefix = nextCluster(after: prefixEnd, before: suffixStart)
                let nextSuffix = previousCluster(before: suffixStart, after: prefixEnd)
                let prefixFirst = prefixWidth(prefixEnd) <= suffixWidth(suffixStart)
                for step in prefixFirst ? [0, 1] : [1, 0] {
                    if step == 0, let nextPrefix, fits(nextPrefix, suffixStart) {
                        prefixEnd = nextPrefix
                        growing = true
                        break
                    }
                    if step == 1, let nextSuffix, fits(prefixEnd, nextSuffix) {
                        suffixStart = nextSuffix
                        growing = true
                        break
                    }
                }
            }
            prefixEnd = trimmedEnd(start, prefixEnd)
        }
        var shown = String(scalars(start, prefixEnd))
        shown.unicodeScalars.append(TextMetrics.ellipsis)
        shown.unicodeScalars.append(contentsOf: scalars(suffixStart, end))
        guard !nextTab.isEmpty, shown.unicodeScalars.contains("\t") else {
            return (Substring(shown), chain.width(of: shown, tracking: tracking))
        }
        // The ellipsis moves the tabs after it: the line is measured as drawn.
        let drawn = MeasuredText(shown, chain: chain, tracking: tracking, tabs: tabs)
        return (Substring(shown), drawn.width(0, drawn.count))
    }

    /// The next character boundary after `index`, if before `limit`.
    private func nextCluster(after index: Int, before limit: Int) -> Int? {
        var next = index + 1
        while next < limit, !isClusterStart(next) {
            next += 1
        }
        return next <= limit ? next : nil
    }

    /// The character boundary before `index`, if after `limit`.
    private func previousCluster(before index: Int, after limit: Int) -> Int? {
        var previous = index - 1
        while previous > limit, !isClusterStart(previous) {
            previous -= 1
        }
        return previous >= limit ? previous : nil
    }

    /// Whether `scalar` ends a paragraph.
    static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Whether a line may break at `scalar` and let it hang: whitespace but the no-break spaces.
    static func isBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA0, 0x2007, 0x202F: false
        default: scalar.properties.isWhitespace && !isNewline(scalar)
        }
    }

    /// Ideographs, kana and the CJK symbols and fullwidth forms, between any two of which a line may break.
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FFF, 0x3000...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
            0xFF00...0xFFEF, 0x20000...0x3FFFF:
            true
        default: false
        }
    }

    /// Punctuation a line must not start with (closing brackets, commas and stops, small kana, the prolonged
    /// sound mark).
    static func isClosing(_ scalar: Unicode.Scalar) -> Bool {
        "、。，．：；？！）」』】〕〉》〙〗｝］〟・ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々)]},.:;!?%"
            .unicodeScalars.contains(scalar)
    }

    /// Punctuation a line must not end with (opening brackets).
    static func isOpening(_ scalar: Unicode.Scalar) -> Bool {
        "（「『【〔〈《〘〖｛［〝([{".unicodeScalars.contains(scalar)
    }
}
