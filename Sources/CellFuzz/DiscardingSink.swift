import CellCLI

/// Output nobody reads: the fuzzers check what the command line does, not what it prints.
final class DiscardingSink: TextSink {
    func write(_ text: String) {}
}
