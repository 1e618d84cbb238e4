import CellDiagnostics
import Testing

/// Columns on long lines are counted from a nearby checkpoint, not from the start of the line; these tests check
/// them against a plain count, on lines long enough that counting from the start for every diagnostic would show.
@Suite("Source file columns on long lines")
struct SourceFileScalingTests {
    /// A line of `count` repetitions of a mix of one-, two-, three- and four-byte scalars, after a short first line.
    private static func file(count: Int) -> SourceFile {
        SourceFile(path: "Long.cell", text: "cell A {}\n" + String(repeating: "aé漢😀", count: count) + "\nend")
    }

    /// The column of `offset` counted the slow way: the scalar starts from the start of its line.
    private static func plainColumn(of offset: Int, in file: SourceFile) -> Int {
        let start = file.lineStarts[file.lineIndex(of: offset)]
        return file.bytes[start..<offset].count { $0 & 0xC0 != 0x80 } + 1
    }

    @Test("every scalar start of a long line has its plain column", arguments: [1, 31, 32, 100, 1_000])
    func columnsMatchAPlainCount(count: Int) {
        let file = Self.file(count: count)
        for offset in 0...file.bytes.count where offset == file.bytes.count || file.bytes[offset] & 0xC0 != 0x80 {
            let location = file.location(of: offset)
            #expect(location.line == file.lineIndex(of: offset) + 1)
            #expect(location.column == Self.plainColumn(of: offset, in: file), "offset \(offset)")
        }
    }

    @Test("ten thousand diagnostics on one line of a megabyte render with their columns")
    func manyDiagnosticsOnOneLine() {
        let file = Self.file(count: 100_000)
        let secondLine = file.lineStarts[1]
        // One diagnostic every ten units, on each unit's 'é': unit i starts at column 4 i + 1.
        let diagnostics = (0..<10_000).map { index in
            Diagnostic(.error, DiagnosticID("test"), "here", at: SourceRange(at: secondLine + 100 * index + 1))
        }
        let text = DiagnosticRenderer().render(diagnostics, in: file)
        #expect(text.split(separator: "\n").count { $0.hasPrefix("Long.cell:2:") } == 10_000)
        #expect(text.contains("Long.cell:2:\(4 * 10 * 9_999 + 2): error: here"))
    }
}
