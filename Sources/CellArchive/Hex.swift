/// Hexadecimal spellings for messages and dumps, without Foundation's `String(format:)`.
enum Hex {
    /// `value` in lowercase hexadecimal, zero-padded to `digits`, with a `0x` prefix.
    static func string(_ value: some BinaryInteger, digits: Int) -> String {
        let bare = String(value, radix: 16, uppercase: false)
        return "0x" + String(repeating: "0", count: max(0, digits - bare.count)) + bare
    }
}
