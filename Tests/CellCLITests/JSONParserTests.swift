import CellSupport
import CellTestSupport
import Testing

/// The JSON reader behind `cellc render --data`.
@Suite("JSON parser")
struct JSONParserTests {
    private func parse(_ text: String) throws(JSONParseError) -> JSONDocument {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test("every kind of value, with members in order and whitespace anywhere between tokens")
    func values() throws {
        let document = try parse(" {\"a\": [1, -2.5e1, true, false, null], \"b\" : {\"c\": \"d\"}}\n")
        guard case .object(let members) = document else {
            Issue.record("not an object: \(document)")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].value == .array([.number(1), .number(-25), .bool(true), .bool(false), .null]))
        #expect(members[1].value == .object([("c", .string("d"), 0..<0)]))
        #expect(members[1].keyRange == 39..<42)
    }

    @Test("escapes, including surrogate pairs, and raw UTF-8")
    func strings() throws {
        #expect(try parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00 é""#) == .string("a\"\\/\u{8}\u{C}\n\r\té😀 é"))
    }

    @Test(
        "malformed text is an error at its line and column",
        arguments: [
            ("", "expected a value, found the end of the file", 1, 1),
            ("{\"a\" 1}", "expected ':' after the key", 1, 6),
            ("[1,\n 2 3]", "expected ',' or ']' in the array", 2, 4),
            ("01", "unexpected text after the JSON value", 1, 2),
            ("1.", "expected a digit after '.'", 1, 3),
            ("-", "expected a digit", 1, 2),
            ("1e999", "the number 1e999 is out of range", 1, 1),
            ("\"abc", "unterminated string", 1, 5),
            ("\"a\nb\"", "control characters must be escaped in strings", 1, 3),
            (#""\x""#, "unknown escape in a string", 1, 3),
            (#""\ud800""#, "a high surrogate must be followed by a low one", 1, 8),
            (#""\udc00""#, "a lone low surrogate is not a character", 1, 8),
            ("tru", "expected a value", 1, 1),
            ("{\"é\": x}", "expected a value", 1, 7),
        ])
    func errors(text: String, message: String, line: Int, column: Int) {
        do {
            _ = try parse(text)
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.message == message)
            // The line and column of the offset, the column in characters, as diagnostics show them.
            let before = text.utf8.prefix(error.offset)
            let lines = String(decoding: before, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == line && (lines.last?.count ?? 0) + 1 == column, "offset \(error.offset)")
        }
    }

    @Test("nesting deeper than the limit is an error, not a stack overflow")
    func depthLimit() throws {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParseError.self) { try parse(deep) }
        let allowed =
            String(repeating: "[", count: JSONParser.maximumDepth)
            + String(
                repeating: "]", count: JSONParser.maximumDepth)
        _ = try parse(allowed)
    }

    @Test("invalid UTF-8 in a string is an error")
    func invalidUTF8() {
        #expect(throws: JSONParseError.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
    }

    @Test("random bytes and mutations of valid JSON parse or throw, never crash")
    func randomInput() {
        var generator = SplitMix64(seed: 0x15_0A)
        func next() -> UInt64 { generator.next() }
        let seed = Array(#"{"a": [1, "b\u00e9", {"c": null}], "d": -1.5e3}"#.utf8)
        for _ in 0..<3000 {
            var bytes = seed
            for _ in 0..<Int(next() % 4 + 1) {
                let position = Int(next() % UInt64(bytes.count))
                bytes[position] = UInt8(truncatingIfNeeded: next())
            }
            if next() % 3 == 0 {
                bytes.removeLast(Int(next() % UInt64(bytes.count)))
            }
            _ = try? JSONParser.parse(bytes)
        }
    }
}
