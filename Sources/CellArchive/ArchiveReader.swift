/// Decodes the bytes of a `.cellnib` file into an ``Archive``, rejecting anything ``ArchiveWriter`` would not write.
///
/// The reader is built for hostile input: it never traps, never recurses, checks every count against the bytes
/// that remain before it allocates, and checks every index, string, expression and subview reference, so that a
/// loader can trust what it returns. The ArchiveFormat article lists the guarantees.
public enum ArchiveReader {
    /// The archive `bytes` encode.
    ///
    /// The checks run in the order of the bytes: that there are any, the magic number, the format version, the
    /// checksum (before anything else is parsed, so random corruption fails fast), then each table in turn; the
    /// subview references are checked last.
    public static func decode(_ bytes: [UInt8]) throws(ArchiveError) -> Archive {
        let magic = Archive.magic
        guard !bytes.isEmpty else {
            throw .empty
        }
        guard bytes.count >= magic.count else {
            if magic.starts(with: bytes) {
                throw .truncated(offset: 0, expected: "\(magic.count) bytes of the magic number", found: bytes.count)
            }
            throw .notAnArchive
        }
        guard bytes.starts(with: magic) else {
            throw .notAnArchive
        }
        var header = ByteReader(bytes, from: magic.count, to: bytes.count)
        let version = try header.fixed32("the format version")
        guard version == Archive.formatVersion else {
            throw .unsupportedVersion(found: Int(version), supported: Archive.formatVersion)
        }
        let checksumOffset = bytes.count - 8
        guard checksumOffset >= header.offset else {
            throw .truncated(offset: header.offset, expected: "8 bytes of the checksum", found: header.remaining)
        }
        var trailer = ByteReader(bytes, from: checksumOffset, to: bytes.count)
        let stored = try trailer.fixed64("the checksum")
        let computed = FNV1a.hash(bytes[..<checksumOffset])
        guard stored == computed else {
            throw .corrupt(stored: stored, computed: computed)
        }
        var parser = ArchiveParser(ByteReader(bytes, from: header.offset, to: checksumOffset))
        return try parser.parse()
    }
}
