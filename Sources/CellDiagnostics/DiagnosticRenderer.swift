/// Turns diagnostics into the text people read: location, message, the source line, carets, notes and fix-its.
///
/// ```
/// Examples/Transit.cell:14:9: error: unknown property 'textColour' on 'Label'
///    |
/// 14 |         textColour = #A4A4A4
///    |         ^~~~~~~~~~
///    = note: did you mean 'textColor'?
/// ```
///
/// Rendering is pure: the same file and diagnostics always give the same text. Colour is an option the command line
/// turns on for terminals only; with it off the output holds no escape byte. No range, however wrong, makes it trap.
public struct DiagnosticRenderer: Sendable {
    /// Whether to add ANSI colours and bold.
    public var colors: Bool

    /// Creates a renderer.
    public init(colors: Bool = false) {
        self.colors = colors
    }

    /// All `diagnostics` of `file`, in the order given, separated by blank lines; empty when there are none.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        diagnostics.map { render($0, in: file) }.joined(separator: "\n")
    }

    /// One diagnostic with its notes and fix-its, ending with a newline.
    ///
    /// Notes without a range and fix-its come right under the excerpt; notes with a range follow as blocks of their
    /// own, each with its excerpt. The gutter is as wide as the largest line number the diagnostic prints, so all its
    /// blocks line up.
    public func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        let primary = file.displayBounds(of: diagnostic.range)
        let locatedNotes = diagnostic.notes.compactMap { note in
            note.range.map { (message: note.message, bounds: file.displayBounds(of: $0)) }
        }
        let largestLine = ([primary] + locatedNotes.map(\.bounds)).map { file.lineIndex(of: $0.lowerBound) + 1 }.max()
        let gutterWidth = String(largestLine ?? 1).count

        var lines: [String] = []
        lines.append(header(diagnostic.severity, diagnostic.message, at: primary.lowerBound, in: file))
        lines += excerpt(of: file, primary: primary, highlights: diagnostic.highlights, gutterWidth: gutterWidth)
        for note in diagnostic.notes where note.range == nil {
            lines.append(attachment("note:", style: .note, note.message, gutterWidth: gutterWidth))
        }
        for fixIt in diagnostic.fixIts {
            lines.append(attachment("fix-it:", style: .fixIt, describe(fixIt, in: file), gutterWidth: gutterWidth))
        }
        for note in locatedNotes {
            lines.append(header(.note, note.message, at: note.bounds.lowerBound, in: file))
            lines += excerpt(of: file, primary: note.bounds, highlights: [], gutterWidth: gutterWidth)
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `path:line:column: severity: message`.
    private func header(_ severity: Severity, _ message: String, at offset: Int, in file: SourceFile) -> String {
        let location = file.location(of: offset)
        let place = TerminalText.escaped(file.path) + ":\(location.line):\(location.column):"
        return TerminalStyle.bold.apply(place, enabled: colors) + " "
            + TerminalStyle.of(severity).apply(severity.rawValue + ":", enabled: colors) + " "
            + TerminalStyle.bold.apply(TerminalText.escaped(message), enabled: colors)
    }

    /// `   = label message`, indented to the gutter.
    private func attachment(_ label: String, style: TerminalStyle, _ message: String, gutterWidth: Int) -> String {
        String(repeating: " ", count: gutterWidth) + " " + TerminalStyle.gutter.apply("=", enabled: colors) + " "
            + style.apply(label, enabled: colors) + " " + TerminalText.escaped(message)
    }

    /// `replace 'old' with 'new'`, `insert 'new'` or `remove 'old'`.
    private func describe(_ fixIt: Diagnostic.FixIt, in file: SourceFile) -> String {
        let old = file.text(in: fixIt.range)
        if old.isEmpty {
            return "insert '\(fixIt.replacement)'"
        }
        if fixIt.replacement.isEmpty {
            return "remove '\(old)'"
        }
        return "replace '\(old)' with '\(fixIt.replacement)'"
    }
}
