import CellSupport
import Testing

@testable import CellArchive

@Suite("ArchiveReader errors")
struct ArchiveReaderErrorTests {
    /// Bytes the reader must reject, and the sentence it must reject them with.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var message: String

        var testDescription: String {
            name
        }
    }

    /// The bytes of one object (#0, top-level) with one property: the tag, then whatever `payload` writes; and the
    /// offset `payload` returns, which the error must name.
    static func oneProperty(tag: UInt8, _ payload: (inout RawArchive) -> Int) -> (bytes: [UInt8], offset: Int) {
        var archive = RawArchive.prefix()
        archive.varint(1)
        archive.object(properties: 1)
        archive.property(tag)
        let offset = payload(&archive)
        archive.topLevel([0])
        return (archive.sealed, offset)
    }

    /// A case of one property; the offset `payload` returns replaces `OFFSET` in `message`.
    static func oneProperty(
        _ name: String, tag: UInt8, message: String, _ payload: (inout RawArchive) -> Int
    ) -> Case {
        let (bytes, offset) = oneProperty(tag: tag, payload)
        return Case(name: name, bytes: bytes, message: message.replacing("OFFSET", with: "\(offset)"))
    }

    /// A case of an expression property holding `instructions` (written raw); `message` gets the expression's offset.
    static func expression(_ name: String, _ instructions: [[UInt8]], message: (Int) -> String) -> Case {
        let (bytes, offset) = oneProperty(tag: ValueTag.expression.rawValue) { archive in
            let offset = archive.offset
            archive.varint(UInt64(instructions.count))
            for instruction in instructions {
                archive.raw(instruction)
            }
            return offset
        }
        return Case(name: name, bytes: bytes, message: message(offset))
    }

    /// Objects with the given properties, each a list of `(tag, payload)`, then `topLevel`; the returned offset is
    /// where the payload of property `marked.property` of object `marked.object` begins.
    static func objects(
        _ name: String, _ objects: [[(ValueTag, [UInt64])]], topLevel: [UInt64], marked: (object: Int, property: Int),
        message: (Int) -> String
    ) -> Case {
        var archive = RawArchive.prefix()
        var mark = 0
        archive.varint(UInt64(objects.count))
        for (objectIndex, properties) in objects.enumerated() {
            archive.object(properties: UInt64(properties.count))
            for (propertyIndex, (tag, payload)) in properties.enumerated() {
                archive.property(tag.rawValue)
                if (objectIndex, propertyIndex) == marked {
                    mark = archive.offset
                }
                for number in payload {
                    archive.varint(number)
                }
            }
        }
        if marked.object == objects.count {
            mark = archive.offset
        }
        archive.topLevel(topLevel)
        return Case(name: name, bytes: archive.sealed, message: message(mark))
    }

    static let framingCases: [Case] = {
        var cases: [Case] = []
        cases.append(
            Case(
                name: "foreign bytes", bytes: Array("GIF89a, not an archive".utf8),
                message: "not a cellnib archive: the bytes do not begin with the magic number 'CELLNIB'"))
        cases.append(Case(name: "an empty file", bytes: [], message: "empty file: not a cellnib archive"))
        cases.append(
            Case(
                name: "a short foreign file", bytes: [0x43, 0x41],
                message: "not a cellnib archive: the bytes do not begin with the magic number 'CELLNIB'"))
        cases.append(
            Case(
                name: "a truncated magic number", bytes: Array("CELL".utf8),
                message: "truncated archive: expected 8 bytes of the magic number at offset 0, found 4"))
        cases.append(
            Case(
                name: "a truncated version", bytes: Archive.magic + [1, 0],
                message: "truncated archive: expected 4 bytes of the format version at offset 8, found 2"))
        cases.append(
            Case(
                name: "another version", bytes: RawArchive(version: 1).sealed,
                message: "unsupported archive format version 1: this reader supports version 3"))
        cases.append(
            Case(
                name: "a truncated checksum", bytes: RawArchive().unsealed + [1, 2, 3],
                message: "truncated archive: expected 8 bytes of the checksum at offset 12, found 3"))
        var corrupted = ArchiveWriter.encode(ArchiveFixtures.tiny)
        corrupted[20] ^= 0x01
        cases.append(
            Case(
                name: "a flipped bit", bytes: corrupted,
                message: "corrupt archive: the stored checksum is 0xae0e0445db6fe455 but the bytes before it hash to "
                    + Hex.string(fnv1a(corrupted.dropLast(8)), digits: 16)))
        var body = RawArchive()
        body.raw([0x80])
        cases.append(
            Case(
                name: "a truncated variable-length integer", bytes: body.sealed,
                message: "truncated archive: expected the string count, a variable-length integer, at offset 12, "
                    + "found 1"))
        var overlong = RawArchive()
        overlong.raw([0x80, 0x00])
        cases.append(
            Case(
                name: "an overlong variable-length integer", bytes: overlong.sealed,
                message: "invalid archive at offset 12: the string count is an overlong variable-length integer of 2 "
                    + "bytes; the format allows only the shortest encoding"))
        var overflow = RawArchive()
        overflow.raw(Array(repeating: 0xff, count: 9) + [0x02])
        cases.append(
            Case(
                name: "a variable-length integer over 64 bits", bytes: overflow.sealed,
                message: "invalid archive at offset 12: the string count overflows 64 bits"))
        var endless = RawArchive()
        endless.raw(Array(repeating: 0x80, count: 12))
        cases.append(
            Case(
                name: "a variable-length integer that never ends", bytes: endless.sealed,
                message: "invalid archive at offset 12: the string count overflows 64 bits"))
        var huge = RawArchive.prefix()
        let countOffset = huge.offset
        huge.varint(1 << 60)
        huge.raw([0, 0])
        cases.append(
            Case(
                name: "2^60 objects", bytes: huge.sealed,
                message: "invalid archive at offset \(countOffset): the object count is 1152921504606846976, but the 2 "
                    + "remaining bytes hold at most 0"))
        var trailing = RawArchive.prefix()
        trailing.varint(0)
        trailing.topLevel([])
        let trailingOffset = trailing.offset
        trailing.raw([0, 0])
        cases.append(
            Case(
                name: "trailing bytes", bytes: trailing.sealed,
                message:
                    "invalid archive at offset \(trailingOffset): 2 trailing bytes follow the top-level object list"
            ))
        return cases
    }()

    static let tableCases: [Case] = {
        var cases: [Case] = []
        var utf8 = RawArchive()
        utf8.raw([1, 2, 0xC3, 0x28])
        cases.append(
            Case(
                name: "invalid UTF-8", bytes: utf8.sealed,
                message: "invalid archive at offset 14: string 0 is not valid UTF-8"))
        var longString = RawArchive()
        longString.raw([1, 5, 0x41])
        cases.append(
            Case(
                name: "a string longer than the archive", bytes: longString.sealed,
                message: "invalid archive at offset 13: the length of string 0 is 5, but the 1 remaining bytes hold "
                    + "at most 1"))
        var duplicate = RawArchive()
        duplicate.strings(["T.cell", "T.cell"])
        cases.append(
            Case(
                name: "a repeated string", bytes: duplicate.sealed,
                message: "invalid archive at offset 20: string 1 repeats string 0"))
        var outOfOrder = RawArchive()
        outOfOrder.strings(["T.cell", "A", "B"])
        outOfOrder.varint(0)
        outOfOrder.varint(1)
        let classNameOffset = outOfOrder.offset
        outOfOrder.raw([2, 0, 0])
        outOfOrder.fixed64(SchemaHash.hash([]))
        cases.append(
            Case(
                name: "a string used before its turn", bytes: outOfOrder.sealed,
                message: "invalid archive at offset \(classNameOffset): string 2 is used before string 1; strings must "
                    + "be numbered in order of first use"))
        var unused = RawArchive()
        unused.strings(["T.cell", "spare"])
        unused.raw([0, 0, 0, 0, 0])
        cases.append(
            Case(
                name: "a string never used", bytes: unused.sealed,
                message: "invalid archive at offset 20: string 1 is never used"))
        var sourceOutOfRange = RawArchive()
        sourceOutOfRange.strings(["T.cell"])
        let sourceOffset = sourceOutOfRange.offset
        sourceOutOfRange.raw([3, 0, 0, 0, 0])
        cases.append(
            Case(
                name: "a string index out of range", bytes: sourceOutOfRange.sealed,
                message: "invalid archive at offset \(sourceOffset): the source name is 3, out of range: the string "
                    + "table has 1 entry"))
        var superclass = RawArchive()
        superclass.strings(["T.cell", "A"])
        superclass.raw([0, 1, 1])
        let superclassOffset = superclass.offset
        superclass.raw([9, 0])
        superclass.fixed64(SchemaHash.hash([]))
        cases.append(
            Case(
                name: "a superclass out of range", bytes: superclass.sealed,
                message:
                    "invalid archive at offset \(superclassOffset): the superclass of class 0 is 9 (string 8), out "
                    + "of range: the string table has 2 entries"))
        var hash = RawArchive()
        hash.strings(["T.cell", "Cell", "View", "height = 72"])
        hash.raw([0, 1, 1, 3, 1, 3])
        let hashOffset = hash.offset
        hash.fixed64(0x1234)
        cases.append(
            Case(
                name: "a schema hash that does not match its lines", bytes: hash.sealed,
                message: "invalid archive at offset \(hashOffset): the schema hash 0x0000000000001234 of class 'Cell' "
                    + "does not match its lines, which hash to "
                    + Hex.string(SchemaHash.hash(["height = 72"]), digits: 16)))
        var keys = RawArchive()
        keys.strings(["T.cell", "a"])
        keys.raw([0, 0, 2, 1])
        let repeatedKeyOffset = keys.offset
        keys.raw([1])
        cases.append(
            Case(
                name: "a repeated key", bytes: keys.sealed,
                message: "invalid archive at offset \(repeatedKeyOffset): key 1 repeats key 0"))
        var unusedKey = RawArchive()
        unusedKey.strings(["T.cell", "a"])
        unusedKey.raw([0, 0, 1])
        let unusedKeyOffset = unusedKey.offset
        unusedKey.raw([1, 0, 0])
        cases.append(
            Case(
                name: "a key never used", bytes: unusedKey.sealed,
                message: "invalid archive at offset \(unusedKeyOffset): key 0 is never used"))
        var keyOrder = RawArchive()
        keyOrder.strings(["T.cell", "View", "a", "b"])
        keyOrder.raw([0, 1, 1, 0, 0])
        keyOrder.fixed64(SchemaHash.hash([]))
        keyOrder.raw([2, 2, 3, 1, 0, 1, 1, 1])
        let keyOffset = keyOrder.offset
        keyOrder.raw([1, ValueTag.boolTrue.rawValue, 0])
        cases.append(
            Case(
                name: "a key used before its turn", bytes: keyOrder.sealed,
                message: "invalid archive at offset \(keyOffset): key 1 is used before key 0; keys must be numbered in "
                    + "order of first use"))
        var classIndex = RawArchive.prefix()
        classIndex.varint(1)
        let classIndexOffset = classIndex.offset
        classIndex.raw([5, 1, 1, 0, 0])
        cases.append(
            Case(
                name: "a class index out of range", bytes: classIndex.sealed,
                message: "invalid archive at offset \(classIndexOffset): the class index of object #0 is 5, out of "
                    + "range: the class table has 1 entry"))
        var line = RawArchive.prefix()
        line.raw([1, 0])
        let lineOffset = line.offset
        line.varint(1 << 63)
        line.raw([1, 0, 0])
        cases.append(
            Case(
                name: "a line too large", bytes: line.sealed,
                message: "invalid archive at offset \(lineOffset): the line of object #0 is 9223372036854775808, too "
                    + "large for an Int"))
        return cases
    }()

    static let valueCases: [Case] = [
        oneProperty(
            "an unknown type tag", tag: 0x7f, message: "invalid archive at offset OFFSET: unknown type tag 0x7f"
        ) {
            $0.offset - 1
        },
        oneProperty(
            "a truncated double", tag: ValueTag.double.rawValue,
            // One byte of the double, then the two of the top-level list.
            message: "truncated archive: expected 8 bytes of a double at offset OFFSET, found 3"
        ) { archive in
            let offset = archive.offset
            archive.raw([0])
            return offset
        },
        oneProperty(
            "a NaN", tag: ValueTag.double.rawValue,
            message: "invalid archive at offset OFFSET: a double is nan, but numbers must be finite"
        ) { archive in
            let offset = archive.offset
            archive.double(.nan)
            return offset
        },
        oneProperty(
            "an infinite size", tag: ValueTag.size.rawValue,
            message: "invalid archive at offset OFFSET: a height is -inf, but numbers must be finite"
        ) { archive in
            archive.double(1)
            let offset = archive.offset
            archive.double(-.infinity)
            return offset
        },
        oneProperty(
            "an alpha over 1", tag: ValueTag.rgbaColor.rawValue,
            message: "invalid archive at offset OFFSET: the alpha of a colour is 1.5, outside 0...1"
        ) { archive in
            archive.raw([1, 2, 3])
            let offset = archive.offset
            archive.double(1.5)
            return offset
        },
        oneProperty(
            "an object reference out of range", tag: ValueTag.object.rawValue,
            message:
                "invalid archive at offset OFFSET: an object reference is 1, out of range: the object table has 1 entry"
        ) { archive in
            let offset = archive.offset
            archive.varint(1)
            return offset
        },
        oneProperty(
            "an object list longer than the archive", tag: ValueTag.objects.rawValue,
            message:
                "invalid archive at offset OFFSET: the length of an object list is 300, but the 2 remaining bytes hold "
                + "at most 2"
        ) { archive in
            let offset = archive.offset
            archive.varint(300)
            return offset
        },
        oneProperty(
            "a string list longer than the archive", tag: ValueTag.strings.rawValue,
            message:
                "invalid archive at offset OFFSET: the length of a string list is 300, but the 2 remaining bytes hold "
                + "at most 2"
        ) { archive in
            let offset = archive.offset
            archive.varint(300)
            return offset
        },
        expression("an empty expression", []) {
            "invalid archive at offset \($0): an expression must leave exactly 1 value on the stack; this one leaves 0"
        },
        expression(
            "an expression that leaves two values", [[Opcode.parentWidth.rawValue], [Opcode.parentHeight.rawValue]]
        ) {
            "invalid archive at offset \($0): an expression must leave exactly 1 value on the stack; this one leaves 2"
        },
        expression("an expression that underflows", [[Opcode.parentWidth.rawValue], [Opcode.add.rawValue]]) {
            "invalid archive at offset \($0 + 2): instruction 1 of an expression (add) pops 2 values from a stack of 1"
        },
        expression("an expression too deep", Array(repeating: [Opcode.parentWidth.rawValue], count: 257)) {
            "invalid archive at offset \($0 + 2 + 256): an expression's stack grows deeper than 256 values"
        },
        expression("an unknown instruction", [[0x40]]) {
            "invalid archive at offset \($0 + 1): unknown instruction 0x40"
        },
        expression(
            "an unknown size class",
            [
                [Opcode.constant.rawValue] + Array(repeating: 0, count: 8), [Opcode.parentWidth.rawValue],
                [Opcode.sizeClass.rawValue, 2, 3],
            ]
        ) {
            "invalid archive at offset \($0 + 13): unknown size class 0x03"
        },
        expression("an unknown anchor", [[Opcode.anchor.rawValue, 0, 8]]) {
            "invalid archive at offset \($0 + 3): unknown anchor 0x08"
        },
        expression("an anchor of an object out of range", [[Opcode.anchor.rawValue, 4, 0]]) {
            "invalid archive at offset \($0 + 2): the object of an anchor is 4, out of range: the object table has 1 "
                + "entry"
        },
        expression("a fitting size of an object out of range", [[Opcode.fittingHeight.rawValue, 4]]) {
            "invalid archive at offset \($0 + 2): the object of a fitting size is 4, out of range: the object table "
                + "has 1 entry"
        },
        expression("a limited fitting width with no limit on the stack", [[Opcode.fittingWidthAtHeight.rawValue, 0]]) {
            "invalid archive at offset \($0 + 1): instruction 0 of an expression (fittingWidthAtHeight) pops 1 "
                + "values from a stack of 0"
        },
        expression("a maximum of one value", [[Opcode.parentWidth.rawValue], [Opcode.maximum.rawValue]]) {
            "invalid archive at offset \($0 + 2): instruction 1 of an expression (maximum) pops 2 values from a "
                + "stack of 1"
        },
        expression("a truncated constant", [[Opcode.constant.rawValue, 0]]) {
            "truncated archive: expected 8 bytes of a constant at offset \($0 + 2), found 3"
        },
        oneProperty(
            "a runtime attribute whose value is no attribute type", tag: ValueTag.runtimeAttributes.rawValue,
            message:
                "invalid archive at offset OFFSET: the runtime attribute k has type tag 0x0f, which is no attribute type"
        ) { archive in
            // One attribute, keyed by the string "k", holding an object reference.
            archive.raw([1, 2])
            let offset = archive.offset
            archive.raw([ValueTag.object.rawValue, 0])
            return offset
        },
        oneProperty(
            "an unknown frame component", tag: ValueTag.layout.rawValue,
            message: "invalid archive at offset OFFSET: unknown frame component 0x04"
        ) { archive in
            archive.raw([1, 0])
            let offset = archive.offset
            archive.raw([4, 1, Opcode.parentWidth.rawValue])
            return offset
        },
    ]

    static let forestCases: [Case] = [
        objects(
            "an object referenced twice", [[(.objects, [2, 1, 1])], []], topLevel: [0], marked: (0, 0),
            message: {
                "invalid archive at offset \($0 + 2): object #1 is referenced twice, by object #0 at offset \($0 + 1) "
                    + "and by object #0"
            }),
        objects(
            "an object referenced by two parents", [[(.object, [2])], [(.object, [2])], []], topLevel: [0, 1],
            marked: (1, 0),
            message: {
                "invalid archive at offset \($0): object #2 is referenced twice, by object #0 at offset \($0 - 7) "
                    + "and by object #1"
            }),
        objects(
            "a cycle", [[], [(.object, [2])], [(.object, [1])]], topLevel: [0], marked: (2, 0),
            message: {
                "invalid archive at offset \($0): object #1 is its own ancestor: its subview references form a cycle"
            }),
        objects(
            "an object that is its own child", [[(.objects, [1, 0])]], topLevel: [], marked: (0, 0),
            message: {
                "invalid archive at offset \($0 + 1): object #0 is its own ancestor: its subview references form a "
                    + "cycle"
            }),
        objects(
            "a top-level object referenced as a child", [[(.objects, [1, 1])], []], topLevel: [0, 1], marked: (2, 0),
            message: {
                "invalid archive at offset \($0 + 2): object #1 is a top-level object, but object #0 lists it as a "
                    + "child at offset \($0 - 5)"
            }),
        objects(
            "a top-level object listed twice", [[]], topLevel: [0, 0], marked: (1, 0),
            message: { "invalid archive at offset \($0 + 2): object #0 is listed twice as a top-level object" }),
        objects(
            "a top-level object out of range", [[]], topLevel: [1], marked: (1, 0),
            message: {
                "invalid archive at offset \($0 + 1): a top-level object is 1, out of range: the object table has 1 "
                    + "entry"
            }),
    ]

    @Test(
        "rejects bad bytes with a precise message",
        arguments: framingCases + tableCases + valueCases + forestCases)
    func rejects(_ testCase: Case) {
        #expect {
            _ = try ArchiveReader.decode(testCase.bytes)
        } throws: { error in
            (error as? ArchiveError)?.description == testCase.message
        }
        do {
            _ = try ArchiveReader.decode(testCase.bytes)
        } catch {
            #expect(error.description == testCase.message)
        }
    }

    @Test("errors are values: equal when their fields are")
    func errorsAreEquatable() {
        #expect(throws: ArchiveError.unsupportedVersion(found: 7, supported: Archive.formatVersion)) {
            _ = try ArchiveReader.decode(RawArchive(version: 7).sealed)
        }
        #expect(throws: ArchiveError.truncated(offset: 0, expected: "8 bytes of the magic number", found: 4)) {
            _ = try ArchiveReader.decode(Array("CELL".utf8))
        }
        #expect(ArchiveError.invalid(offset: 1, message: "a") != ArchiveError.invalid(offset: 2, message: "a"))
    }

    /// FNV-1a written out again, so the expected checksum does not come from the code under test.
    static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
        }
        return hash
    }
}
