import Testing

@Suite("BitReader")
struct BitReaderTests {
    @Test("reads fields least significant bit first, across bytes")
    func fields() throws {
        var reader = BitReader([0b1010_1101, 0b0000_0001, 0xFF], from: 0)
        #expect(try reader.bits(1, of: "a") == 1)
        #expect(try reader.bits(2, of: "b") == 0b10)
        #expect(try reader.bits(6, of: "c") == 0b11_0101)
        #expect(reader.offset == 1)
        #expect(try reader.bits(0, of: "nothing") == 0)
        #expect(try reader.bits(15, of: "d") == 0b1111_1111_0000_000)
        #expect(throws: PNGError.truncatedStream(offset: 3, expected: "e")) { try reader.bits(1, of: "e") }
    }

    @Test("peeks past the end with zeros and says how many bits are real")
    func peek() throws {
        var reader = BitReader([0xFF], from: 0)
        #expect(reader.peek(12) == (bits: 0xFF, available: 8))
        reader.skip(3)
        #expect(reader.peek(8) == (bits: 0x1F, available: 5))
    }

    @Test("aligns to a byte boundary, giving back whole bytes already loaded")
    func align() throws {
        var reader = BitReader([0x01, 0x02, 0x03, 0x04, 0x05], from: 1)
        #expect(try reader.bits(3, of: "three bits") == 0x02)
        reader.alignToByte()
        #expect(reader.offset == 2)
        #expect(Array(try reader.bytes(2, of: "two bytes")) == [0x03, 0x04])
        #expect(throws: PNGError.truncatedStream(offset: 4, expected: "two more")) {
            try reader.bytes(2, of: "two more")
        }
        #expect(try reader.bits(8, of: "the last byte") == 0x05)
    }
}
