extension Double {
    /// The number without a fractional part when it has none, for short descriptions.
    var compact: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
