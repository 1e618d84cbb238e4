import CellCatalog
import CellSupport
import Testing

@testable import CellArchive

@Suite("Archive round trips")
struct ArchiveRoundTripTests {
    /// One object holding `value`, with whatever objects its references need, as the only top-level object.
    static func archive(holding value: ArchiveValue) -> Archive {
        Archive(
            sourceName: "Values.cell",
            classes: [ArchivedClass(name: "View")],
            objects: [ArchivedObject(classIndex: 0, properties: [ArchivedProperty("value", value)], line: 1, column: 1)]
                + (1...3).map { ArchivedObject(classIndex: 0, properties: [], line: $0 + 1, column: 5) },
            topLevelObjects: [0])
    }

    static let values: [ArchiveValue] = [
        .bool(false), .bool(true),
        .integer(0), .integer(-1), .integer(1), .integer(63), .integer(-64), .integer(64), .integer(Int64.max),
        .integer(Int64.min),
        .double(0), .double(-0.0), .double(1.5), .double(-1e-300), .double(Double.greatestFiniteMagnitude),
        .double(Double.leastNonzeroMagnitude),
        .string(""), .string("text"), .string("a \"quoted\"\nline\u{0}"), .string("é"), .string("e\u{301}"),
        .string(String(repeating: "long ", count: 100)),
        .enumCase("center"), .image("transit_row_background"), .systemImage("square.and.arrow.up"),
        .color(.displayP3(red: 0.222, green: 0.457, blue: 0.8, alpha: 1)),
        .color(.displayP3(red: 0, green: 1, blue: 0.5, alpha: 0.25)),
        .color(.named("clear")), .color(.rgba(red: 0xA4, green: 0xA4, blue: 0xA4, alpha: 1)),
        .color(.rgba(red: 0, green: 255, blue: 7, alpha: 0)), .color(.rgba(red: 1, green: 2, blue: 3, alpha: 0.5)),
        .font(.system(12)), .font(.boldSystem(15)), .font(.custom(name: "Georgia-Italic", size: 14)),
        .size(width: 320, height: 72), .insets(top: 1, left: 2, bottom: 3, right: 4),
        .object(1), .objects([]), .objects([1]), .objects([3, 1, 2]),
        .expression(ArchivedExpression([.constant(72)])),
        .layout([]),
        .layout([ArchivedLayoutStep(object: 2, component: .y, expression: ArchivedExpression([.parentHeight]))]),
        .strings([]), .strings(["Day"]), .strings(["Day", "Week", "Day", ""]),
        .point(x: 0.5, y: -2), .rect(x: 0, y: 1, width: 44, height: 45), .localizedString("badge.caption"),
        .runtimeAttributes([]),
        .runtimeAttributes([
            ArchivedRuntimeAttribute(key: "glow", value: .bool(true)),
            ArchivedRuntimeAttribute(key: "count", value: .double(3)),
            ArchivedRuntimeAttribute(key: "style", value: .string("pill")),
            ArchivedRuntimeAttribute(key: "tint", value: .color(.named("red"))),
            ArchivedRuntimeAttribute(key: "accent", value: .color(.rgba(red: 255, green: 0, blue: 0, alpha: 1))),
            ArchivedRuntimeAttribute(key: "startColor", value: .color(.asset("BrandRed"))),
            ArchivedRuntimeAttribute(
                key: "panel", value: .color(.displayP3(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))),
            ArchivedRuntimeAttribute(key: "anchor", value: .point(x: 0.5, y: 0.5)),
            ArchivedRuntimeAttribute(key: "padding", value: .size(width: 4, height: 8)),
            ArchivedRuntimeAttribute(key: "hitArea", value: .rect(x: 0, y: 0, width: 44, height: 44)),
            ArchivedRuntimeAttribute(key: "icon", value: .image("star")),
            ArchivedRuntimeAttribute(key: "caption", value: .localizedString("badge.caption")),
        ]),
        .layoutVariables([]),
        .layoutVariables([
            ArchivedLayoutVariable(name: "avatarWidth", defaultValue: 36),
            ArchivedLayoutVariable(name: "scrollViewLeadingConstraint", defaultValue: -24),
        ]),
        .expression(ArchivedExpression([.variable("avatarWidth"), .constant(2), .divide])),
    ]

    @Test("every kind of value round-trips", arguments: values)
    func valueRoundTrips(_ value: ArchiveValue) throws {
        let archive = Self.archive(holding: value)
        let bytes = ArchiveWriter.encode(archive)
        let decoded = try ArchiveReader.decode(bytes)
        #expect(decoded == archive)
        #expect(ArchiveWriter.encode(decoded) == bytes)
    }

    static let instructions: [ArchivedInstruction] =
        [
            .constant(-2.5), .parentWidth, .parentHeight, .negate, .add, .subtract, .multiply, .divide,
            .variable("gap"), .contentOffsetX(object: 2), .contentOffsetY(object: 2),
        ]
        + SizeClass.allCases.flatMap { width in
            SizeClass.allCases.map { .sizeClass(SizeClassCondition(width: width, height: $0)) }
        }
        + Anchor.allCases.map { .anchor(object: 3, $0) }

    @Test("every instruction round-trips", arguments: instructions)
    func instructionRoundTrips(_ instruction: ArchivedInstruction) throws {
        // Give the instruction the operands it pops, so the program leaves one value.
        let operands = Array(repeating: ArchivedInstruction.constant(1), count: instruction.stackEffect.pops)
        for component in ArchivedLayoutStep.Component.allCases {
            let expression = ArchivedExpression(operands + [instruction])
            let step = ArchivedLayoutStep(object: 1, component: component, expression: expression)
            let archive = Self.archive(holding: .layout([step]))
            #expect(try ArchiveReader.decode(ArchiveWriter.encode(archive)) == archive)
        }
    }

    @Test(
        "the fixtures round-trip",
        arguments: [ArchiveFixtures.tiny, ArchiveFixtures.transit, ArchiveFixtures.gallery])
    func fixtureRoundTrips(_ archive: Archive) throws {
        let bytes = ArchiveWriter.encode(archive)
        let decoded = try ArchiveReader.decode(bytes)
        #expect(decoded == archive)
        #expect(ArchiveWriter.encode(decoded) == bytes)
    }

    @Test("an empty archive round-trips")
    func emptyArchive() throws {
        let archive = Archive(sourceName: "", classes: [], objects: [], topLevelObjects: [])
        #expect(try ArchiveReader.decode(ArchiveWriter.encode(archive)) == archive)
    }

    @Test("encoding is deterministic: the same archive, built twice, gives the same bytes")
    func deterministic() {
        let first = ArchiveWriter.encode(ArchiveFixtures.transit)
        let copy = Archive(
            sourceName: ArchiveFixtures.transit.sourceName, classes: ArchiveFixtures.transit.classes,
            objects: ArchiveFixtures.transit.objects, topLevelObjects: ArchiveFixtures.transit.topLevelObjects)
        #expect(ArchiveWriter.encode(copy) == first)
        #expect(ArchiveWriter.encode(ArchiveFixtures.transit) == first)
    }

    /// The string table of `bytes`, read with the reader's own cursor.
    static func stringTable(_ bytes: [UInt8]) throws -> [String] {
        var reader = ByteReader(bytes, from: 12, to: bytes.count)
        let count = try reader.count("the string count", elementBytes: 1)
        return try (0..<count).map { _ in
            let length = try reader.count("a length", elementBytes: 1)
            return String(decoding: try reader.bytes(length, of: "a string"), as: UTF8.self)
        }
    }

    @Test("strings are interned once, in order of first use: source, classes, keys, then values")
    func internedInFirstUseOrder() throws {
        let archive = Archive(
            sourceName: "Order.cell",
            classes: [ArchivedClass(name: "Cell", superclassName: "View", schema: ["a", "text"]), .init(name: "a")],
            objects: [
                ArchivedObject(
                    classIndex: 1,
                    properties: [
                        ArchivedProperty("text", .string("z")), ArchivedProperty("font", .string("Order.cell")),
                        ArchivedProperty("text", .enumCase("y")), ArchivedProperty("font", .image("z")),
                    ],
                    line: 1, column: 1)
            ],
            topLevelObjects: [0])
        let strings = try Self.stringTable(ArchiveWriter.encode(archive))
        #expect(strings == ["Order.cell", "Cell", "View", "a", "text", "font", "z", "y"])
    }

    @Test("canonically equivalent strings stay distinct, byte for byte")
    func exactStrings() throws {
        let archive = Self.archive(holding: .objects([]))
        var modified = archive
        modified.objects[1].properties = [
            ArchivedProperty("é", .string("e\u{301}")), ArchivedProperty("e\u{301}", .string("é")),
        ]
        let bytes = ArchiveWriter.encode(modified)
        #expect(try Self.stringTable(bytes).map { Array($0.utf8) }.contains(Array("e\u{301}".utf8)))
        #expect(try Self.stringTable(bytes).map { Array($0.utf8) }.contains(Array("é".utf8)))
        let decoded = try ArchiveReader.decode(bytes)
        #expect(decoded.objects[1].properties.map { Array($0.key.utf8) } == [Array("é".utf8), Array("e\u{301}".utf8)])
        #expect(ArchiveWriter.encode(decoded) == bytes)
    }

    /// The bytes the ArchiveFormat article walks through.
    static let tinyHex = """
        43 45 4c 4c 4e 49 42 00 03 00 00 00 09 06 54 2e
        63 65 6c 6c 04 4e 6f 74 65 04 56 69 65 77 10 73
        75 62 76 69 65 77 20 30 3a 20 4c 61 62 65 6c 05
        4c 61 62 65 6c 04 73 69 7a 65 08 73 75 62 76 69
        65 77 73 04 74 65 78 74 02 48 69 00 02 01 03 01
        03 86 27 18 78 47 96 c4 de 04 00 00 25 23 22 84
        e4 9c f2 cb 03 05 06 07 02 00 01 01 02 00 0d 00
        00 00 00 00 00 24 40 00 00 00 00 00 00 10 40 01
        10 01 01 01 02 05 01 02 05 08 01 00 55 e4 6f db
        45 04 0e ae
        """

    @Test("the tiny archive encodes to the bytes the ArchiveFormat article shows")
    func goldenBytes() {
        let hex = ArchiveWriter.encode(ArchiveFixtures.tiny).map { Hex.string($0, digits: 2).dropFirst(2) }
        #expect(hex.joined(separator: " ") == Self.tinyHex.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }
}
