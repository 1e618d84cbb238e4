import CellSupport
import Testing

/// JSON strings of one repeated escape, large enough that decoding them in quadratic time makes the suite visibly
/// slow; the tests assert only what they decode to.
@Suite("JSON parser scaling")
struct JSONParserScalingTests {
    static let count = 200_000

    @Test(
        "a string of one escape repeated decodes to its character repeated",
        arguments: [("\\n", "\n"), ("\\\\", "\\"), ("\\u00e9", "é"), ("\\ud83d\\ude00", "😀"), ("é\\t", "é\t")])
    func repeatedEscape(escape: String, decoded: String) throws {
        let text = "\"" + String(repeating: escape, count: Self.count) + "\""
        let document = try JSONParser.parse(Array(text.utf8))
        #expect(document == .string(String(repeating: decoded, count: Self.count)))
    }

    @Test("an object of many keys keeps them all, in order")
    func manyKeys() throws {
        let text = "{" + (0..<Self.count / 10).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + "}"
        guard case .object(let members) = try JSONParser.parse(Array(text.utf8)) else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == (0..<Self.count / 10).map { "k\($0)" })
    }

    @Test("invalid UTF-8 after a long run of escapes is still found")
    func invalidUTF8AfterEscapes() {
        let bytes = Array(("\"" + String(repeating: "\\n", count: Self.count)).utf8) + [0xFF, 0x22]
        #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
    }
}
