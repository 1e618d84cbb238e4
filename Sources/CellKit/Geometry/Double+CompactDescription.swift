extension Double {
    /// The value as written in geometry descriptions: `12` rather than `12.0`, so descriptions read like source.
    var compactDescription: String {
        // Only integral values small enough to convert exactly lose their fraction; the rest keep Swift's spelling.
        if rounded() == self, abs(self) < 1e15 {
            return String(Int(self))
        }
        return description
    }
}
