import CellCLI

/// A standard output or error that keeps only how much was written, and the first line, for a failing run's report.
final class CountingSink: TextSink {
    /// The UTF-8 bytes written so far.
    private(set) var bytes = 0
    /// The start of what was written, up to a few hundred bytes.
    private(set) var head = ""

    func write(_ text: String) {
        bytes += text.utf8.count
        if head.utf8.count < 400 {
            head += text.prefix(400)
        }
    }
}
