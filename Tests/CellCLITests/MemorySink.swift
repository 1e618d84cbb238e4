import CellCLI

/// A ``TextSink`` that keeps what it is given.
final class MemorySink: TextSink {
    private(set) var text = ""

    func write(_ text: String) {
        self.text += text
    }
}
