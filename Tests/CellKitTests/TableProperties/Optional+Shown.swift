extension Optional {
    /// The wrapped value as text, or "none", for failure messages.
    var shown: String {
        map { "\($0)" } ?? "none"
    }
}
