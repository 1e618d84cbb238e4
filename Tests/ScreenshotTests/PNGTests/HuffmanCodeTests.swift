import Testing

@Suite("HuffmanCode")
struct HuffmanCodeTests {
    /// The stream of `codes`, each written most significant bit first as DEFLATE packs Huffman codes, in bytes filled
    /// from their least significant bit.
    static func stream(_ codes: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        var bitCount = 0
        for bit in codes.joined() {
            if bitCount % 8 == 0 {
                bytes.append(0)
            }
            if bit == "1" {
                bytes[bytes.count - 1] |= 1 << UInt8(bitCount % 8)
            }
            bitCount += 1
        }
        return bytes
    }

    @Test("decodes the example code of RFC 1951 section 3.2.2")
    func rfcExample() throws {
        // Lengths (3, 3, 3, 3, 3, 2, 4, 4) for A through H give F = 00, A = 010, ..., E = 110, G = 1110, H = 1111.
        let code = try #require(HuffmanCode(lengths: [3, 3, 3, 3, 3, 2, 4, 4], name: "example"))
        let codes = ["010", "011", "100", "101", "110", "00", "1110", "1111"]
        let order = [5, 0, 7, 6, 1, 4, 3, 2, 5]
        var reader = BitReader(Self.stream(order.map { codes[$0] }), from: 0)
        var decoded: [Int] = []
        for _ in order {
            decoded.append(try code.decode(&reader))
        }
        #expect(decoded == order)
    }

    @Test("decodes codes longer than the lookup table, up to 15 bits")
    func longCodes() throws {
        // Lengths 1 through 15, and a second 15: the codes are 0, 10, 110, ..., fourteen 1s then 0, and fifteen 1s.
        let code = try #require(HuffmanCode(lengths: Array(1...15) + [15], name: "long"))
        let codes = (0..<16).map { symbol in
            String(repeating: "1", count: min(symbol, 15)) + (symbol < 15 ? "0" : "")
        }
        let order = [15, 0, 14, 9, 10, 8, 1, 13, 12, 11, 2, 7, 3, 6, 4, 5]
        var reader = BitReader(Self.stream(order.map { codes[$0] }), from: 0)
        var decoded: [Int] = []
        for _ in order {
            decoded.append(try code.decode(&reader))
        }
        #expect(decoded == order)
    }

    @Test("reports a long code cut off by the end of the data as truncated")
    func truncatedLongCode() throws {
        let code = try #require(HuffmanCode(lengths: Array(1...15) + [15], name: "long"))
        // 110 is symbol 2; the thirteen 1s that end the data begin a code of 14 or 15 bits.
        var reader = BitReader(Self.stream(["110", String(repeating: "1", count: 13)]), from: 0)
        #expect(try code.decode(&reader) == 2)
        #expect(throws: PNGError.truncatedStream(offset: 0, expected: "a long code")) { try code.decode(&reader) }
    }

    @Test("refuses bits that match no long code of an incomplete code")
    func unassignedLongCode() throws {
        // Two codes of 12 bits, 000000000000 and 000000000001; any code starting with 1 is unassigned.
        let code = try #require(HuffmanCode(lengths: [12, 12], name: "test"))
        let bits = [String(repeating: "0", count: 11) + "1", "1" + String(repeating: "0", count: 11)]
        var reader = BitReader(Self.stream(bits), from: 0)
        #expect(try code.decode(&reader) == 1)
        #expect(throws: PNGError.badHuffmanCode(offset: 1, message: "the next bits match no test code")) {
            try code.decode(&reader)
        }
    }

    @Test(
        "refuses lengths that over-subscribe the code space or exceed 15 bits",
        arguments: [[1, 1, 1], [2, 2, 2, 2, 2], [1, 2, 2, 3], [16], [-1]])
    func oversubscribed(lengths: [Int]) {
        #expect(HuffmanCode(lengths: lengths, name: "test") == nil)
    }

    @Test("accepts incomplete codes and codes without symbols", arguments: [[1], [0, 0], [2, 0, 2], [1, 2], [15]])
    func incomplete(lengths: [Int]) {
        #expect(HuffmanCode(lengths: lengths, name: "test") != nil)
    }

    @Test("refuses bits that match no code of an incomplete code")
    func unassigned() throws {
        // One symbol of one bit: 0 is the code, 1 is not.
        let code = try #require(HuffmanCode(lengths: [0, 1], name: "test"))
        var reader = BitReader([0b10], from: 0)
        #expect(try code.decode(&reader) == 1)
        #expect(throws: PNGError.badHuffmanCode(offset: 0, message: "the next bits match no test code")) {
            try code.decode(&reader)
        }
    }

    @Test("reports a code cut off by the end of the data as truncated")
    func truncated() throws {
        let code = try #require(HuffmanCode(lengths: [1, 9, 9], name: "test"))
        // The first code is 0; the other two begin with 1 and need nine bits.
        var reader = BitReader([0b1111_1110], from: 0)
        #expect(try code.decode(&reader) == 0)
        #expect(throws: PNGError.truncatedStream(offset: 0, expected: "a test code")) { try code.decode(&reader) }
    }
}
