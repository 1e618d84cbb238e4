import Testing

@testable import CellDiagnostics

/// A diagnostic on a very long line (a minified or binary file) shows only a window of the line around it, cut
/// between scalars, with the caret still under the right character.
@Suite("The excerpt of a long line")
struct ExcerptWindowTests {
    /// The length of the line every test renders, in bytes.
    private static let lineLength = 10_000
    /// The character the diagnostic points at; the fillers never contain it, so it is found by value.
    private static let target: Unicode.Scalar = "X"

    /// Text that repeats around the target: ASCII only, or emoji and other multi-byte scalars at every alignment, so
    /// that the window's edges fall inside them.
    static let fillers = ["abcdefgh", "🚇", "a🚇", "ab😀c", "é🚇ñ", "漢字a"]

    /// A file of one `lineLength`-byte line: `filler` repeated, with ``target`` at the first scalar boundary at or
    /// after `wanted`, and the target's byte offset.
    private func longLine(filler: String, targetNear wanted: Int) -> (file: SourceFile, offset: Int) {
        var prefix = String.UnicodeScalarView()
        var scalars = filler.unicodeScalars.makeIterator()
        var length = 0
        while length < wanted {
            guard let scalar = scalars.next() else {
                scalars = filler.unicodeScalars.makeIterator()
                continue
            }
            prefix.append(scalar)
            length += UTF8.width(scalar)
        }
        var suffix = String.UnicodeScalarView()
        length += UTF8.width(Self.target)
        while length < Self.lineLength {
            guard let scalar = scalars.next() else {
                scalars = filler.unicodeScalars.makeIterator()
                continue
            }
            // The line ends in ASCII, so that it is exactly lineLength bytes long.
            let next = length + UTF8.width(scalar) <= Self.lineLength ? scalar : "."
            suffix.append(next)
            length += UTF8.width(next)
        }
        let line = String(prefix) + String(Self.target) + String(suffix)
        precondition(line.utf8.count == Self.lineLength)
        return (SourceFile(path: "long.cell", text: line + "\n"), String(prefix).utf8.count)
    }

    /// The printed source line and the marker line of a diagnostic at `offset` of line 1 of `file`.
    private func excerpt(at offset: Int, in file: SourceFile) throws -> (text: String, markers: String) {
        let diagnostic = Diagnostic(.error, DiagnosticID("test-error"), "here", at: SourceRange(at: offset))
        let lines = DiagnosticRenderer().render(diagnostic, in: file).split(
            separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.hasPrefix("1 | ") }, "\(lines)")
        let markers = try #require(lines.dropFirst(index + 1).first)
        #expect(markers.hasPrefix("  | "))
        return (String(lines[index].dropFirst(4)), String(markers.dropFirst(4)))
    }

    /// Checks that `text` is a whole-scalar slice of `file`'s line holding the scalar at `offset`, that the caret in
    /// `markers` sits under that scalar, and returns the slice's bounds in the file.
    private func expectWindow(
        _ text: String, markers: String, around offset: Int, in file: SourceFile,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Range<Int> {
        #expect(!text.unicodeScalars.contains("\u{FFFD}"), "a scalar was cut", sourceLocation: sourceLocation)
        // The target is the only one on the line, so it places the printed text in the file.
        let targetIndex = try #require(text.unicodeScalars.firstIndex(of: Self.target), sourceLocation: sourceLocation)
        let start = offset - text.unicodeScalars[..<targetIndex].reduce(0) { $0 + UTF8.width($1) }
        let window = start..<(start + text.utf8.count)
        #expect(window.lowerBound >= 0 && window.upperBound <= Self.lineLength, sourceLocation: sourceLocation)
        #expect(
            Array(file.bytes[window.clamped(to: 0..<Self.lineLength)]) == Array(text.utf8),
            "the printed text is not the line's bytes", sourceLocation: sourceLocation)

        // The character directly above the caret, counting terminal cells as the renderer does.
        let caretColumn = try #require(markers.firstIndex(of: "^"), sourceLocation: sourceLocation)
        #expect(markers[..<caretColumn].allSatisfy { $0 == " " }, sourceLocation: sourceLocation)
        let column = markers.distance(from: markers.startIndex, to: caretColumn)
        var cells = 0
        var above: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if cells == column {
                above = scalar
                break
            }
            cells += DisplayWidth.of(scalar)
        }
        #expect(above == Self.target, "the caret is not under the diagnostic", sourceLocation: sourceLocation)
        return window
    }

    @Test("in the middle of a long line, the excerpt is a window of the line with the caret under the character")
    func middle() throws {
        let (file, offset) = longLine(filler: "abcdefgh", targetNear: Self.lineLength / 2)
        let (text, markers) = try excerpt(at: offset, in: file)
        let window = try expectWindow(text, markers: markers, around: offset, in: file)
        #expect(window.count <= DiagnosticRenderer.maximumExcerptLength, "\(window)")
        #expect(window.count == DiagnosticRenderer.maximumExcerptLength, "an ASCII line fills the window")
    }

    @Test(
        "multi-byte scalars at the window's edges are never cut, wherever the diagnostic sits",
        arguments: fillers, 0..<4)
    func multiByteEdges(filler: String, shift: Int) throws {
        let (file, offset) = longLine(filler: filler, targetNear: Self.lineLength / 2 + shift)
        let (text, markers) = try excerpt(at: offset, in: file)
        let window = try expectWindow(text, markers: markers, around: offset, in: file)
        #expect(window.count <= DiagnosticRenderer.maximumExcerptLength, "\(window)")
        // Still a window, not a scrap: at most one scalar less on each side.
        #expect(window.count > DiagnosticRenderer.maximumExcerptLength - 8, "\(window)")
    }

    @Test(
        "near either end of a long line the window starts or ends with the line",
        arguments: fillers, [3, lineLength - 8])
    func nearTheEnds(filler: String, wanted: Int) throws {
        let (file, offset) = longLine(filler: filler, targetNear: wanted)
        let (text, markers) = try excerpt(at: offset, in: file)
        let window = try expectWindow(text, markers: markers, around: offset, in: file)
        #expect(window.count <= DiagnosticRenderer.maximumExcerptLength, "\(window)")
        #expect(window.lowerBound == 0 || window.upperBound == Self.lineLength, "\(window)")
    }
}
