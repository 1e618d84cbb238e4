import CellTestSupport
import Testing

@Suite("Inflate")
struct InflateTests {
    @Test("inflates streams of every block type", arguments: InflateVector.all)
    func inflates(vector: InflateVector) throws {
        let (output, end) = try Inflate.inflate(vector.compressed, limit: vector.expected.count)
        #expect(output == vector.expected)
        #expect(end == vector.compressed.count)
    }

    @Test("starts at the given offset and reports where the stream ends")
    func offsets() throws {
        let vector = InflateVector.textDynamic
        let bytes = [0xAA, 0xBB, 0xCC] + vector.compressed + [0xDD, 0xEE]
        let (output, end) = try Inflate.inflate(bytes, from: 3, limit: 1 << 20)
        #expect(output == vector.expected)
        #expect(end == 3 + vector.compressed.count)
    }

    @Test("refuses malformed streams with the error that says why", arguments: InflateVector.malformed)
    func malformed(stream: MalformedStream) {
        #expect(throws: stream.error) { try Inflate.inflate(stream.bytes, limit: 1 << 20) }
    }

    @Test("refuses to inflate a byte more than the limit", arguments: InflateVector.all.filter { !$0.expected.isEmpty })
    func limit(vector: InflateVector) {
        let limit = vector.expected.count - 1
        #expect(throws: PNGError.tooMuchData(limit: limit)) { try Inflate.inflate(vector.compressed, limit: limit) }
    }

    @Test("reports every prefix of a stream as truncated", arguments: InflateVector.all)
    func everyPrefix(vector: InflateVector) {
        for length in 0..<vector.compressed.count {
            do {
                let (output, _) = try Inflate.inflate(Array(vector.compressed.prefix(length)), limit: 1 << 20)
                Issue.record("the first \(length) bytes inflated to \(output.count) bytes")
            } catch {
                #expect(error.kind == "truncatedStream", "the first \(length) bytes: \(error)")
            }
        }
    }

    @Test("random bit flips are refused or inflated, within the limit")
    func bitFlips() {
        var generator = SplitMix64(seed: 0x1F1A_7E00)
        let vectors = InflateVector.all.filter { !$0.compressed.isEmpty }
        var outcomes: [String: Int] = [:]
        for _ in 0..<3_000 {
            guard let vector = vectors.randomElement(using: &generator) else {
                continue
            }
            var bytes = vector.compressed
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let bit = Int.random(in: 0..<bytes.count * 8, using: &generator)
                bytes[bit / 8] ^= 1 << UInt8(bit % 8)
            }
            let limit = vector.expected.count + 100
            do {
                let (output, end) = try Inflate.inflate(bytes, limit: limit)
                #expect(output.count <= limit && end <= bytes.count)
                outcomes["inflated", default: 0] += 1
            } catch {
                outcomes[error.kind, default: 0] += 1
            }
        }
        #expect(outcomes.values.reduce(0, +) == 3_000)
        #expect(outcomes.count >= 4, "\(outcomes)")
    }
}
