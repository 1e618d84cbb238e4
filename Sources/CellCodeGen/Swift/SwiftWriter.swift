/// Accumulates Swift source line by line with indentation.
///
/// The lines go into one byte buffer: appending a line's UTF-8 to an array is a copy, where appending to a growing
/// `String` checks its uniqueness, capacity and flags for every piece, and the emitter appends millions of pieces.
struct SwiftWriter {
    private var bytes: [UInt8] = []
    private var indentation = 0

    /// The source written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends a line at the current indentation; an empty string appends a blank line.
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            for _ in 0..<indentation {
                bytes.append(contentsOf: Self.indent)
            }
            bytes.append(contentsOf: content.utf8)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        indentation += 1
        body(&self)
        indentation -= 1
        line("}")
    }

    /// One level of indentation.
    private static let indent: [UInt8] = Array("    ".utf8)
}
