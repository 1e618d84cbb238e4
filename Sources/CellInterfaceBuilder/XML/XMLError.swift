/// Why an XML file could not be read, and where: Interface Builder's files are machine-written, so every error is
/// the file's (truncated, hand-edited, hostile), reported at its line and column and never a crash.
public struct XMLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, for callers that react to it.
    public enum Kind: Hashable, Sendable {
        /// The bytes are not UTF-8 (or UTF-16 after a byte-order mark), or declare an encoding the reader lacks.
        case encoding
        /// The text breaks XML's rules: a tag unclosed or closed by another, an attribute unquoted or repeated,
        /// text outside the root element, a truncated file.
        case malformed
        /// A `DOCTYPE`, an entity definition or an undefined entity reference: refused, never expanded, so no
        /// entity bomb grows and no external entity reaches the network or the disk.
        case entity
        /// The file or its nesting is past a documented limit (``XMLReader/maximumSize``,
        /// ``XMLReader/maximumDepth``, ``XMLReader/maximumAttributes``).
        case limit
    }

    /// What went wrong.
    public var kind: Kind
    /// The message, lowercase and without a final period, as the compiler's diagnostics are.
    public var message: String
    /// Where: the 1-based line and column (in Unicode scalars) of the offending text.
    public var location: XMLLocation

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, at location: XMLLocation) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    /// `line:column: message`.
    public var description: String { "\(location.line):\(location.column): \(message)" }
}

/// A place in an XML file: its byte offset (in UTF-8, after a UTF-16 file is transcoded), its 1-based line and its
/// 1-based column, counted in Unicode scalars.
public struct XMLLocation: Hashable, Sendable {
    /// The byte offset.
    public var offset: Int
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }
}
