import CellSupport

/// Why ``ArchiveReader`` rejected some bytes.
///
/// Offsets count bytes from the start of the archive. The descriptions are complete sentences without a file name;
/// a caller that read the bytes from a file puts its name in front.
public enum ArchiveError: Error, Equatable, CustomStringConvertible {
    /// There are no bytes at all: an empty file.
    case empty
    /// The bytes do not begin with ``Archive/magic``.
    case notAnArchive
    /// The archive's format version is not the one this reader supports.
    case unsupportedVersion(found: Int, supported: Int)
    /// The bytes end, at `offset`, before `expected` (a description such as `8 bytes of a double`); `found` bytes
    /// remained.
    case truncated(offset: Int, expected: String, found: Int)
    /// The checksum stored at the end of the archive is not the hash of the bytes before it.
    case corrupt(stored: UInt64, computed: UInt64)
    /// The bytes are well-formed up to `offset` but what is there breaks a rule of the format, as `message` says.
    case invalid(offset: Int, message: String)

    /// The error as one sentence, such as `truncated archive: expected 8 bytes of a double at offset 120, found 3`.
    public var description: String {
        switch self {
        case .empty:
            "empty file: not a cellnib archive"
        case .notAnArchive:
            "not a cellnib archive: the bytes do not begin with the magic number 'CELLNIB'"
        case .unsupportedVersion(let found, let supported):
            "unsupported archive format version \(found): this reader supports version \(supported)"
        case .truncated(let offset, let expected, let found):
            "truncated archive: expected \(expected) at offset \(offset), found \(found)"
        case .corrupt(let stored, let computed):
            "corrupt archive: the stored checksum is \(Hex.string(stored, digits: 16)) but the bytes before it hash to "
                + Hex.string(computed, digits: 16)
        case .invalid(let offset, let message):
            "invalid archive at offset \(offset): \(message)"
        }
    }
}
