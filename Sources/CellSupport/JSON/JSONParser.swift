/// A strict JSON parser (RFC 8259) over UTF-8 bytes: one pass, no recursion deeper than `maximumDepth`, errors with
/// their line and column. Numbers become `Double`s.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted; deeper input is an error, not a stack overflow.
    public static let maximumDepth = 128

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The value `bytes` hold, which must be one JSON value with only whitespace around it.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONDocument {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
        }
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw parser.error("unexpected text after the JSON value")
        }
        return value
    }

    private mutating func value() throws(JSONParseError) -> JSONDocument {
        guard index < bytes.count else {
            throw error("expected a value, found the end of the file")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("expected a value")
        }
    }

    private mutating func object() throws(JSONParseError) -> JSONDocument {
        try enter()
        index += 1
        var members: [(key: String, value: JSONDocument, keyRange: Range<Int>)] = []
        skipWhitespace()
        if consume(UInt8(ascii: "}")) {
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes")
            }
            let keyStart = index
            let key = try string()
            let keyRange = keyStart..<index
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else {
                throw error("expected ':' after the key")
            }
            skipWhitespace()
            members.append((key, try value(), keyRange))
            skipWhitespace()
            if consume(UInt8(ascii: "}")) {
                depth -= 1
                return .object(members)
            }
            guard consume(UInt8(ascii: ",")) else {
                throw error("expected ',' or '}' in the object")
            }
        }
    }

    private mutating func array() throws(JSONParseError) -> JSONDocument {
        try enter()
        index += 1
        var elements: [JSONDocument] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) {
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value())
            skipWhitespace()
            if consume(UInt8(ascii: "]")) {
                depth -= 1
                return .array(elements)
            }
            guard consume(UInt8(ascii: ",")) else {
                throw error("expected ',' or ']' in the array")
            }
        }
    }

    private mutating func enter() throws(JSONParseError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error("arrays and objects are nested too deeply (the limit is \(Self.maximumDepth) levels)")
        }
    }

    private mutating func literal(_ word: String, _ value: JSONDocument) throws(JSONParseError) -> JSONDocument {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else {
            throw error("expected a value")
        }
        index += expected.count
        return value
    }

    private mutating func number() throws(JSONParseError) -> Double {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            // A leading zero stands alone.
        } else if digits() == 0 {
            throw error("expected a digit")
        }
        if consume(UInt8(ascii: ".")), digits() == 0 {
            throw error("expected a digit after '.'")
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            _ = consume(UInt8(ascii: "+")) || consume(UInt8(ascii: "-"))
            if digits() == 0 {
                throw error("expected a digit in the exponent")
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("the number \(text) is out of range")
        }
        return value
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            index += 1
        }
        return index - start
    }

    /// A string, decoded into UTF-8 bytes and made a `String` once: appending runs to a string's scalar view can
    /// copy the whole string each time, which made a string of many escapes quadratic.
    private mutating func string() throws(JSONParseError) -> String {
        index += 1
        var result: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else {
                throw error("unterminated string")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                try appendValidated(runStart..<index, to: &result)
            }
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: result, as: UTF8.self)
            }
            if byte < 0x20 {
                throw error("control characters must be escaped in strings")
            }
            if byte == UInt8(ascii: "\\") {
                result.append(contentsOf: try escape().utf8)
                runStart = index
                continue
            }
            index += 1
        }
    }

    /// Appends the bytes of `range`, which must be valid UTF-8.
    private func appendValidated(_ range: Range<Int>, to result: inout [UInt8]) throws(JSONParseError) {
        guard !range.isEmpty else { return }
        guard String(validating: bytes[range], as: UTF8.self) != nil else {
            throw error("the string is not valid UTF-8")
        }
        result.append(contentsOf: bytes[range])
    }

    private mutating func escape() throws(JSONParseError) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else {
            throw error("unterminated string")
        }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hexQuad()
            if (0xD800..<0xDC00).contains(high) {
                guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
                    throw error("a high surrogate must be followed by a low one")
                }
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))
                else {
                    throw error("a high surrogate must be followed by a low one")
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw error("a lone low surrogate is not a character")
            }
            return scalar
        default:
            index -= 1
            throw error("unknown escape in a string")
        }
    }

    private mutating func hexQuad() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Hex.digitValue(bytes[index]) else {
                throw error("expected four hexadecimal digits after '\\u'")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else {
            return false
        }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
        {
            index += 1
        }
    }

    private func error(_ message: String) -> JSONParseError {
        JSONParseError(message: message, offset: index)
    }
}
