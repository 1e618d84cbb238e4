import CellDiagnostics
import Testing

/// Source text with location markers (`1️⃣` … `9️⃣`) taken out and their UTF-8 offsets kept, so a test names places
/// in the source instead of counting bytes (STYLE.md, habit 8).
///
/// Markers are recognised scalar by scalar (a digit, U+FE0F, U+20E3), so a marker glued to a combining mark or to
/// another marker is still found. A marker used twice, or asked for but absent, is recorded as a test failure.
public struct MarkedText: Sendable {
    /// The markers a test may use, in order.
    public static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text without its markers.
    public let text: String
    /// The text as a file named `test.cell`.
    public let file: SourceFile
    /// The UTF-8 offset in ``text`` of each marker that was in the marked text.
    public let offsets: [Character: Int]

    /// Takes the markers out of `marked`.
    public init(_ marked: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let scalars = Array(marked.unicodeScalars)
        var text = String.UnicodeScalarView()
        var utf8Count = 0
        var offsets: [Character: Int] = [:]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if index + 2 < scalars.count, ("1"..."9").contains(scalar), scalars[index + 1] == "\u{FE0F}",
                scalars[index + 2] == "\u{20E3}"
            {
                let marker = Character(String(String.UnicodeScalarView(scalars[index...(index + 2)])))
                if offsets[marker] != nil {
                    Issue.record("marker \(marker) appears twice", sourceLocation: sourceLocation)
                }
                offsets[marker] = utf8Count
                index += 3
                continue
            }
            text.append(scalar)
            utf8Count += UTF8.width(scalar)
            index += 1
        }
        self.text = String(text)
        self.file = SourceFile(path: "test.cell", text: self.text)
        self.offsets = offsets
    }

    /// The byte offset of `marker`; a missing marker is recorded as a test failure and gives -1, which no range
    /// starts at.
    public func offset(of marker: Character, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        guard let offset = offsets[marker] else {
            Issue.record("marker \(marker) is not in the source", sourceLocation: sourceLocation)
            return -1
        }
        return offset
    }

    /// The byte offset of `marker`, as ``offset(of:sourceLocation:)`` gives it.
    public subscript(_ marker: Character, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        offset(of: marker, sourceLocation: sourceLocation)
    }

    /// The range from one marker up to another.
    public func range(
        _ start: Character, _ end: Character, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> SourceRange {
        let lower = offset(of: start, sourceLocation: sourceLocation)
        let upper = offset(of: end, sourceLocation: sourceLocation)
        return SourceRange(start: lower, end: max(lower, upper))
    }

    /// Names an offset by its marker when one sits there, so failures read `invalid-escape at 2️⃣`.
    public func describe(offset: Int) -> String {
        let names = MarkedText.markers.filter { offsets[$0] == offset }
        return names.isEmpty ? "offset \(offset)" : names.map(String.init).joined(separator: "/")
    }

    /// Each diagnostic as `id at marker` (or `severity id at marker`), sorted by position, ties in reported order.
    public func summary(of diagnostics: [Diagnostic], showingSeverity: Bool = false) -> [String] {
        diagnostics.enumerated()
            .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }
            .map { entry in
                let diagnostic = entry.element
                let place = "\(diagnostic.id) at \(describe(offset: diagnostic.range.start))"
                return showingSeverity ? "\(diagnostic.severity) \(place)" : place
            }
    }
}
