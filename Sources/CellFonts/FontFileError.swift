/// Why a font file could not be read: the table (or `directory`, `ttcf`) and the byte offset, counted from the start
/// of the file, where the reader found the problem.
public struct FontFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Sendable, Hashable {
        /// A read went past the end of the file or of its table.
        case truncated
        /// A table the reader needs is absent.
        case missingTable
        /// The file starts with neither an sfnt version nor `ttcf`.
        case notAFont
        /// A face index past the collection's faces.
        case noSuchFace(index: Int, count: Int)
        /// A field holds a value the format does not allow; the text says which.
        case invalidValue(String)
        /// The table has no subtable the reader understands (a `cmap` without a Unicode subtable).
        case unsupported(String)
    }

    /// The table's tag, or `directory` for the table directory and `ttcf` for a collection's header.
    public let table: String
    /// The offset in the file where the problem was found.
    public let offset: Int
    /// What was wrong.
    public let reason: Reason

    /// An error in `table` at `offset`.
    public init(table: String, offset: Int, reason: Reason) {
        self.table = table
        self.offset = offset
        self.reason = reason
    }

    /// The error as one lowercase line: `font table 'cmap' at offset 1234: reads past the end of the table`.
    public var description: String {
        let what =
            switch reason {
            case .truncated: "reads past the end of the table"
            case .missingTable: "the table is missing"
            case .notAFont: "not an OpenType or TrueType file"
            case .noSuchFace(let index, let count): "no face \(index) in a collection of \(count)"
            case .invalidValue(let text): text
            case .unsupported(let text): text
            }
        return "font table '\(table)' at offset \(offset): \(what)"
    }
}
