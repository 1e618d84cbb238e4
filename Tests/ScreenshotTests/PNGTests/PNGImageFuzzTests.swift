import CellTestSupport
import Testing

/// Damaged files must be refused with a ``PNGError`` or decoded, never crash or hang. The generator is seeded, so a
/// failure replays.
@Suite("PNGImage fuzz")
struct PNGImageFuzzTests {
    /// Runs `count` trials, each flipping one to three random bits of a random fixture and passing the result through
    /// `prepare`; returns how often each kind of error was thrown (`decoded` when none was).
    static func flipBits(count: Int, seed: UInt64, prepare: ([UInt8]) -> [UInt8]) -> [String: Int] {
        var generator = SplitMix64(seed: seed)
        var outcomes: [String: Int] = [:]
        for _ in 0..<count {
            var bytes = PNGFixture.all.randomElement(using: &generator)?.bytes ?? []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let bit = Int.random(in: 0..<bytes.count * 8, using: &generator)
                bytes[bit / 8] ^= 1 << UInt8(bit % 8)
            }
            do {
                let image = try PNGImage(bytes: prepare(bytes))
                // Reading every pixel must stay inside the image the decoder built.
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        _ = image.pixel(x: x, y: y)
                    }
                }
                outcomes["decoded", default: 0] += 1
            } catch {
                outcomes[error.kind, default: 0] += 1
            }
        }
        return outcomes
    }

    @Test("random bit flips are refused or decoded")
    func bitFlips() {
        let outcomes = Self.flipBits(count: 3_000, seed: 0x5EED_0001) { $0 }
        #expect(outcomes.values.reduce(0, +) == 3_000)
        // Most flips land in a chunk's type, data or CRC, which the CRC catches; the rest hit the signature or a length.
        #expect(outcomes["badCRC", default: 0] > 1_500, "\(outcomes)")
    }

    @Test("random bit flips behind resealed CRCs reach the header, inflater and filters")
    func bitFlipsResealed() {
        let outcomes = Self.flipBits(count: 3_000, seed: 0x5EED_0002, prepare: PNGBuilder.resealed)
        #expect(outcomes.values.reduce(0, +) == 3_000)
        #expect(outcomes["badCRC"] == nil, "\(outcomes)")
        // The damage must get past the chunk layer into the compressed data, or the test proves little.
        let deep = [
            "badBlockType", "badStoredLength", "badHuffmanCode", "distanceTooFarBack", "tooMuchData", "adlerMismatch",
            "sizeMismatch",
        ]
        #expect(deep.filter { outcomes[$0] != nil }.count >= 5, "\(outcomes)")
    }
}
