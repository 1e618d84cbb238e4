/// A parsed JSON value (RFC 8259). Objects keep their members in the order written, duplicates included, so a
/// reader can report a duplicate key.
public enum JSONDocument: Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string, unescaped.
    case string(String)
    /// An array.
    case array([JSONDocument])
    /// Each member with the byte range of its key, quotes included, for messages.
    case object([(key: String, value: JSONDocument, keyRange: Range<Int>)])

    /// Whether two values are equal, objects member by member in order.
    public static func == (lhs: JSONDocument, rhs: JSONDocument) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// What the value is, for messages: "a string", "an object".
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
