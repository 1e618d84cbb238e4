@testable import CellArchive

/// Archive bytes written field by field, for the reader's error cases: it writes what it is told, valid or not,
/// and remembers offsets so that tests can say where an error must point.
struct RawArchive {
    private var writer = ByteWriter(bytes: Archive.magic)

    /// Starts an archive with the magic number and `version`.
    init(version: UInt32 = UInt32(Archive.formatVersion)) {
        writer.fixed32(version)
    }

    /// The offset of the next byte written.
    var offset: Int {
        writer.bytes.count
    }

    /// The bytes so far, without a checksum.
    var unsealed: [UInt8] {
        writer.bytes
    }

    /// The bytes so far, followed by their checksum.
    var sealed: [UInt8] {
        ArchiveWriter.sealed(writer.bytes)
    }

    /// Appends raw bytes.
    mutating func raw(_ bytes: [UInt8]) {
        writer.bytes += bytes
    }

    /// Appends a variable-length integer.
    mutating func varint(_ value: UInt64) {
        writer.varint(value)
    }

    /// Appends a double.
    mutating func double(_ value: Double) {
        writer.double(value)
    }

    /// Appends an 8-byte little-endian integer.
    mutating func fixed64(_ value: UInt64) {
        writer.fixed64(value)
    }

    /// Appends a string table of `strings`.
    mutating func strings(_ strings: [String]) {
        varint(UInt64(strings.count))
        for string in strings {
            varint(UInt64(string.utf8.count))
            raw(Array(string.utf8))
        }
    }

    /// A valid start up to the object table: strings `T.cell`, `View`, `k` and then `extraStrings`, the source name
    /// (string 0), one class `View` (string 1) and one key `k` (string 2).
    static func prefix(extraStrings: [String] = []) -> RawArchive {
        var archive = RawArchive()
        archive.strings(["T.cell", "View", "k"] + extraStrings)
        archive.varint(0)
        archive.varint(1)
        archive.raw([1, 0, 0])
        archive.fixed64(SchemaHash.hash([]))
        archive.varint(1)
        archive.varint(2)
        return archive
    }

    /// Starts an object of class 0 at 1:1 with `properties` properties.
    mutating func object(properties: UInt64) {
        raw([0, 1, 1])
        varint(properties)
    }

    /// Appends a property with key 0 and the tag; the payload follows.
    mutating func property(_ tag: UInt8) {
        raw([0, tag])
    }

    /// Appends a top-level object list.
    mutating func topLevel(_ objects: [UInt64]) {
        varint(UInt64(objects.count))
        for object in objects {
            varint(object)
        }
    }
}
