import CellTestSupport
import Testing

@testable import CellArchive

/// Hostile input: valid archives, mutated, must decode to an archive or throw an ``ArchiveError``, never trap; and
/// whatever decodes must re-encode to the very bytes it came from.
@Suite("Mutated archives")
struct ArchiveMutationTests {
    /// Variable-length integers that overflow or claim enormous counts.
    static let hugeVarints: [[UInt8]] = [
        Array(repeating: 0xff, count: 9) + [0x01],
        Array(repeating: 0x80, count: 8) + [0x10],
        Array(repeating: 0xff, count: 10),
        [0xff, 0xff, 0xff, 0xff, 0x0f],
        [0x80, 0x00],
    ]

    /// Applies one random mutation to `bytes`.
    static func mutate(_ bytes: inout [UInt8], using random: inout SplitMix64) {
        func position(_ limit: Int) -> Int {
            Int.random(in: 0...max(0, limit), using: &random)
        }
        guard !bytes.isEmpty else {
            bytes.append(UInt8.random(in: 0...255, using: &random))
            return
        }
        switch Int.random(in: 0...7, using: &random) {
        case 0:
            let index = position(bytes.count - 1)
            bytes[index] ^= 1 << UInt8.random(in: 0...7, using: &random)
        case 1:
            let interesting: [UInt8] = [0x00, 0x01, 0x02, 0x7f, 0x80, 0xff, UInt8.random(in: 0...255, using: &random)]
            bytes[position(bytes.count - 1)] = interesting[position(interesting.count - 1)]
        case 2:
            bytes.removeLast(position(min(bytes.count, 16)))
        case 3:
            let inserted = (0..<position(3) + 1).map { _ in UInt8.random(in: 0...255, using: &random) }
            bytes.insert(contentsOf: inserted, at: position(bytes.count))
        case 4:
            let start = position(bytes.count - 1)
            bytes.removeSubrange(start..<min(bytes.count, start + position(8) + 1))
        case 5:
            let start = position(bytes.count - 1)
            let range = Array(bytes[start..<min(bytes.count, start + position(12) + 1)])
            bytes.insert(contentsOf: range, at: position(bytes.count))
        case 6:
            let varint = hugeVarints[position(hugeVarints.count - 1)]
            let start = position(bytes.count - 1)
            if Bool.random(using: &random) {
                bytes.replaceSubrange(start..<min(bytes.count, start + varint.count), with: varint)
            } else {
                bytes.insert(contentsOf: varint, at: start)
            }
        default:
            let first = position(bytes.count - 1)
            let second = position(bytes.count - 1)
            bytes.swapAt(first, second)
        }
    }

    /// What became of the mutations of one starting archive.
    struct Outcome {
        var decoded = 0
        var rejections: [String: Int] = [:]
    }

    /// Decodes `count` mutations of `archive`, resealing the checksum when `reseal` is true, checking each result.
    static func run(_ archive: Archive, count: Int, seed: UInt64, reseal: Bool) -> Outcome {
        let original = ArchiveWriter.encode(archive)
        var random = SplitMix64(seed: seed)
        var outcome = Outcome()
        for _ in 0..<count {
            var bytes = reseal ? Array(original.dropLast(8)) : original
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                mutate(&bytes, using: &random)
            }
            if reseal {
                bytes = ArchiveWriter.sealed(bytes)
            }
            do {
                let decoded = try ArchiveReader.decode(bytes)
                outcome.decoded += 1
                #expect(ArchiveWriter.encode(decoded) == bytes, "a mutation decoded but re-encoded differently")
            } catch {
                outcome.rejections[rule(error), default: 0] += 1
            }
        }
        return outcome
    }

    /// The rule an error enforces: its kind, and for invalid values the message without its numbers.
    static func rule(_ error: ArchiveError) -> String {
        switch error {
        case .empty: "empty"
        case .notAnArchive: "not an archive"
        case .unsupportedVersion: "unsupported version"
        case .truncated: "truncated"
        case .corrupt: "corrupt"
        case .invalid(_, let message): "invalid: " + message.filter { !$0.isNumber }
        }
    }

    static let starts: [(name: String, archive: Archive)] = {
        var generator = RandomArchive(seed: 99)
        return [
            ("transit", ArchiveFixtures.transit), ("gallery", ArchiveFixtures.gallery), ("tiny", ArchiveFixtures.tiny),
            ("random", generator.archive()), ("random", generator.archive()),
        ]
    }()

    @Test("mutations with the checksum left alone are caught early", arguments: 0..<5)
    func mutationsWithStaleChecksum(start: Int) {
        let outcome = Self.run(Self.starts[start].archive, count: 300, seed: UInt64(start), reseal: false)
        #expect(outcome.rejections.values.reduce(0, +) + outcome.decoded == 300)
        #expect(outcome.rejections["corrupt", default: 0] > 0)
    }

    @Test("mutations with the checksum recomputed reach the deep checks", arguments: 0..<5)
    func mutationsWithFreshChecksum(start: Int) {
        let outcome = Self.run(Self.starts[start].archive, count: 700, seed: UInt64(100 + start), reseal: true)
        #expect(outcome.rejections.values.reduce(0, +) + outcome.decoded == 700)
        // Resealed mutations get past the checksum and fail on many different rules.
        #expect(outcome.rejections["corrupt"] == nil)
        #expect(outcome.rejections.keys.filter { $0.hasPrefix("invalid: ") }.count >= 5)
    }

    @Test("a count of 2^60 objects fails fast, without allocating")
    func hugeCount() {
        var archive = RawArchive.prefix()
        archive.varint(1 << 60)
        #expect(throws: ArchiveError.self) {
            _ = try ArchiveReader.decode(archive.sealed)
        }
    }

    @Test("long chains of subviews are checked without recursion")
    func deepForest() throws {
        let depth = 20_000
        let objects = (0..<depth).map { index in
            ArchivedObject(
                classIndex: 0,
                properties: index + 1 < depth ? [ArchivedProperty("subviews", .objects([index + 1]))] : [],
                line: 1, column: 1)
        }
        let chain = Archive(
            sourceName: "Deep.cell", classes: [ArchivedClass(name: "View")], objects: objects, topLevelObjects: [0])
        #expect(try ArchiveReader.decode(ArchiveWriter.encode(chain)) == chain)

        var cycle = chain
        cycle.topLevelObjects = []
        cycle.objects[depth - 1].properties = [ArchivedProperty("subviews", .objects([0]))]
        #expect(throws: ArchiveError.self) {
            _ = try ArchiveReader.decode(ArchiveWriter.encode(cycle))
        }
    }
}
