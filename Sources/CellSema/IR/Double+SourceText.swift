extension Double {
    /// The number as `.cell` and Swift source write it, for messages and generated code alike: whole numbers
    /// without a fraction (`12`), others in Swift's shortest form that reads back to the same value (`0.1`,
    /// `1e+20`).
    public var sourceText: String {
        if self == rounded(.towardZero), abs(self) < 9_007_199_254_740_992 {
            return String(Int64(self))
        }
        return String(self)
    }
}
