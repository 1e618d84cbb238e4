/// Where the command line writes text: standard output, standard error, or a buffer in tests.
public protocol TextSink: AnyObject {
    /// Writes `text` as is; the caller supplies every newline.
    func write(_ text: String)
}
