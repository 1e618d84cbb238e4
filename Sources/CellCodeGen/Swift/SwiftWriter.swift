/// Accumulates Swift source line by line with indentation.
struct SwiftWriter {
    private(set) var text = ""
    private var indentation = 0

    /// Appends a line at the current indentation; an empty string appends a blank line.
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += String(repeating: "    ", count: indentation)
            text += content
        }
        text += "\n"
    }

    /// Appends `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        indentation += 1
        body(&self)
        indentation -= 1
        line("}")
    }
}
