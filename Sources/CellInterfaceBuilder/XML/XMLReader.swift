import CellSupport

/// A streaming XML reader of our own for what Interface Builder writes: a pull parser that hands out one event
/// at a time (an element's start, its end, text) over the file's bytes, in one linear pass.
///
/// It reads UTF-8, and UTF-16 after a byte-order mark (transcoded once); the five predefined entities and
/// character references in text and attribute values; CDATA sections as text; comments and processing
/// instructions skipped. It refuses what no xib needs and what makes XML dangerous: a `DOCTYPE` (so no entity is
/// ever defined, expanded or fetched from a file or the network), and any reference to an undefined entity. Every
/// error is an ``XMLError`` with its line and column; nothing traps.
///
/// Nothing is allocated per event: an element's name and attributes are byte ranges of the file, decoded only when
/// asked (``name``, ``attribute(_:)``, ``text``). Memory is the file, the open elements' names (one range each) and
/// the current tag's attributes, whatever the file's length. The limits are ``maximumSize`` (64 MiB, 160 times the
/// corpus's largest xib), ``maximumDepth`` and ``maximumAttributes``.
///
///     var reader = try XMLReader(bytes: data)
///     while let event = try reader.next() {
///         if event == .startElement, reader.isNamed("label") { print(reader.attribute("text") ?? "") }
///     }
public struct XMLReader {
    /// What ``next()`` read.
    public enum Event: Hashable, Sendable {
        /// A start tag, or an empty-element tag (which is followed by its `.endElement`): ``name`` and the
        /// attributes are the element's.
        case startElement
        /// An end tag: ``name`` is the element's.
        case endElement
        /// Character data between tags, or a CDATA section: ``text`` decodes it.
        case text
    }

    /// The largest file read, in bytes: 64 MiB.
    public static let maximumSize = 64 << 20
    /// The deepest nesting of elements: Interface Builder's deepest files nest a few dozen.
    public static let maximumDepth = 1024
    /// The most attributes one tag may have.
    public static let maximumAttributes = 1024

    /// The file, UTF-8.
    private let bytes: [UInt8]
    /// Where scanning resumes.
    private var index = 0
    /// The line of `index`, from 1, and the offset its line starts at.
    private var line = 1
    private var lineStart = 0

    /// The open elements' name ranges, outermost first.
    private var open: [Range<Int>] = []
    /// Whether the root element has been closed.
    private var rootClosed = false
    /// An empty-element tag just reported as `.startElement`, whose `.endElement` comes next.
    private var pendingEnd = false

    /// The current event's name range (an element's), its text range (text's) and where it starts.
    private var nameRange = 0..<0
    private var textRange = 0..<0
    /// Whether the text is a CDATA section, taken as it is.
    private var textIsCData = false
    /// Whether the text holds an entity or character reference, or a carriage return, to decode.
    private var textNeedsDecoding = false
    private var start = (offset: 0, line: 1, lineStart: 0, column: 1)

    /// The current start tag's attributes, name and value ranges, and whether each value needs decoding.
    private var attributeNames: [Range<Int>] = []
    private var attributeValues: [Range<Int>] = []
    private var attributeNeedsDecoding: [Bool] = []
    /// Hashes of the current tag's attribute names, to find a repeated one in linear time in a long tag.
    private var attributeHashes: Set<UInt64> = []

    /// A reader of `bytes`: checks the size and the encoding (UTF-8, or UTF-16 with a byte-order mark, which is
    /// transcoded) before the first event.
    public init(bytes: [UInt8]) throws(XMLError) {
        guard bytes.count <= Self.maximumSize else {
            throw XMLError(
                .limit, "the file is \(bytes.count) bytes; the reader takes at most \(Self.maximumSize) (64 MiB)",
                at: XMLLocation(offset: 0, line: 1, column: 1))
        }
        self.bytes = try XMLInput.utf8(bytes)
    }

    /// The file's UTF-8 text (a UTF-16 file transcoded, a byte-order mark dropped): what locations' offsets are
    /// into, and what a diagnostic shows the lines of.
    public var utf8Text: [UInt8] { bytes }

    // MARK: The current event

    /// The current element's name (of a start or end tag).
    public var name: String { String(decoding: bytes[nameRange], as: UTF8.self) }

    /// Whether the current element is called `name`, compared without making a string.
    public func isNamed(_ name: String) -> Bool {
        bytes[nameRange].elementsEqual(name.utf8)
    }

    /// How many attributes the current start tag has.
    public var attributeCount: Int { attributeNames.count }

    /// The name of the current start tag's attribute at `position`, in the order written.
    public func attributeName(at position: Int) -> String {
        String(decoding: bytes[attributeNames[position]], as: UTF8.self)
    }

    /// The decoded value of the current start tag's attribute at `position`.
    public func attributeValue(at position: Int) -> String {
        decode(attributeValues[position], isAttribute: true, needsDecoding: attributeNeedsDecoding[position])
    }

    /// The decoded value of the current start tag's attribute `name`, or nil when it has none.
    public func attribute(_ name: String) -> String? {
        for position in attributeNames.indices where bytes[attributeNames[position]].elementsEqual(name.utf8) {
            return attributeValue(at: position)
        }
        return nil
    }

    /// The current text, its references decoded and its line ends `\n`.
    public var text: String {
        textIsCData
            ? String(decoding: bytes[textRange], as: UTF8.self)
            : decode(textRange, isAttribute: false, needsDecoding: textNeedsDecoding)
    }

    /// Whether the current text is only spaces, tabs and line ends (the indentation between tags).
    public var textIsWhitespace: Bool {
        bytes[textRange].allSatisfy(Self.isSpace)
    }

    /// How many elements are open: 1 inside the root element's start tag.
    public var depth: Int { open.count }

    /// Where the current event starts: its `<`, or its text's first byte.
    public var location: XMLLocation {
        XMLLocation(
            offset: start.offset, line: start.line, column: start.column)
    }

    // MARK: Reading

    /// The next event, or nil at the end of a well-formed file.
    public mutating func next() throws(XMLError) -> Event? {
        if pendingEnd {
            pendingEnd = false
            closeElement()
            return .endElement
        }
        while index < bytes.count {
            markStart()
            guard bytes[index] == UInt8(ascii: "<") else {
                try scanText()
                if open.isEmpty {
                    if let first = bytes[textRange].firstIndex(where: { !Self.isSpace($0) }) {
                        throw error(
                            .malformed, rootClosed ? "text after the root element" : "text before the root element",
                            at: first)
                    }
                    continue
                }
                return .text
            }
            switch byte(at: index + 1) {
            case UInt8(ascii: "/"):
                try scanEndTag()
                return .endElement
            case UInt8(ascii: "?"):
                try skipProcessingInstruction()
            case UInt8(ascii: "!"):
                if startsWith("<!--") {
                    try skip(past: "-->", what: "comment", from: index + 4)
                } else if startsWith("<![CDATA[") {
                    guard !open.isEmpty else {
                        throw error(.malformed, "a CDATA section outside the root element", at: index)
                    }
                    let contentStart = index + 9
                    try skip(past: "]]>", what: "CDATA section", from: contentStart)
                    textRange = contentStart..<(index - 3)
                    textIsCData = true
                    return .text
                } else if startsWith("<!DOCTYPE") || startsWith("<!ENTITY") {
                    throw error(
                        .entity,
                        "a DOCTYPE or entity declaration is refused: Interface Builder writes none, and the reader "
                            + "defines, expands and fetches no entities", at: index)
                } else {
                    throw error(.malformed, "expected a comment or a CDATA section after '<!'", at: index)
                }
            default:
                try scanStartTag()
                return .startElement
            }
        }
        markStart()
        if let innermost = open.last {
            throw error(
                .malformed,
                "the file ends inside the element '\(String(decoding: bytes[innermost], as: UTF8.self))'; "
                    + "it is truncated or an end tag is missing", at: bytes.count)
        }
        guard rootClosed else { throw error(.malformed, "the file has no root element", at: bytes.count) }
        return nil
    }

    /// Records where the event that starts at `index` begins.
    private mutating func markStart() {
        // The column counts on from the previous event's when it is on the same line, so that a file of one long
        // line costs linear time, not the square of its length.
        let column =
            start.lineStart == lineStart && start.offset <= index
            ? start.column + XMLInput.column(of: index, lineStart: start.offset, in: bytes) - 1
            : XMLInput.column(of: index, lineStart: lineStart, in: bytes)
        start = (index, line, lineStart, column)
    }

    /// Text up to the next `<`, counting its lines and validating its references.
    private mutating func scanText() throws(XMLError) {
        let textStart = index
        textNeedsDecoding = false
        textIsCData = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\r") {
                textNeedsDecoding = true
                if byte == UInt8(ascii: "&"), referenceLength(at: index) == nil {
                    throw invalidReference(at: index)
                }
            }
            index += 1
        }
        textRange = textStart..<index
    }

    /// `<name attr="value" ...>` or `<name ... />`.
    private mutating func scanStartTag() throws(XMLError) {
        guard !rootClosed || !open.isEmpty else {
            throw error(.malformed, "a second root element; an XML file has one", at: index)
        }
        guard open.count < Self.maximumDepth else {
            throw error(.limit, "elements are nested more than \(Self.maximumDepth) deep", at: index)
        }
        index += 1
        nameRange = try scanName(what: "an element name after '<'")
        attributeNames.removeAll(keepingCapacity: true)
        attributeValues.removeAll(keepingCapacity: true)
        attributeNeedsDecoding.removeAll(keepingCapacity: true)
        attributeHashes.removeAll(keepingCapacity: true)
        while true {
            let hadSpace = skipSpaces()
            switch byte(at: index) {
            case UInt8(ascii: ">"):
                index += 1
                open.append(nameRange)
                return
            case UInt8(ascii: "/"):
                guard byte(at: index + 1) == UInt8(ascii: ">") else {
                    throw error(.malformed, "expected '>' after '/' to end an empty element", at: index + 1)
                }
                index += 2
                open.append(nameRange)
                pendingEnd = true
                return
            case nil:
                throw error(.malformed, "the file ends inside a start tag", at: index)
            default:
                guard hadSpace else {
                    throw error(.malformed, "expected a space, '>' or '/>' in the start tag", at: index)
                }
                try scanAttribute()
            }
        }
    }

    /// `name = "value"` (or `'value'`) inside a start tag.
    private mutating func scanAttribute() throws(XMLError) {
        let nameStart = index
        let name = try scanName(what: "an attribute name")
        guard attributeNames.count < Self.maximumAttributes else {
            throw error(.limit, "a tag has more than \(Self.maximumAttributes) attributes", at: nameStart)
        }
        if isRepeated(name) {
            throw error(
                .malformed, "the attribute '\(String(decoding: bytes[name], as: UTF8.self))' is written twice",
                at: nameStart)
        }
        skipSpaces()
        guard byte(at: index) == UInt8(ascii: "=") else {
            throw error(.malformed, "expected '=' after the attribute name", at: index)
        }
        index += 1
        skipSpaces()
        guard let quote = byte(at: index), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw error(.malformed, "expected a quoted attribute value", at: index)
        }
        index += 1
        let valueStart = index
        var needsDecoding = false
        while true {
            guard let byte = byte(at: index) else {
                throw error(.malformed, "the file ends inside an attribute value", at: index)
            }
            if byte == quote { break }
            switch byte {
            case UInt8(ascii: "<"):
                throw error(.malformed, "'<' in an attribute value; write '&lt;'", at: index)
            case UInt8(ascii: "&"):
                guard referenceLength(at: index) != nil else { throw invalidReference(at: index) }
                needsDecoding = true
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
                needsDecoding = true
            case UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                needsDecoding = true
            default:
                break
            }
            index += 1
        }
        attributeNames.append(name)
        attributeValues.append(valueStart..<index)
        attributeNeedsDecoding.append(needsDecoding)
        index += 1
    }

    /// Whether the current tag already has an attribute called as `name`: by comparison for a few, by hash (then
    /// comparison) for many, so that a hostile tag costs linear time.
    private mutating func isRepeated(_ name: Range<Int>) -> Bool {
        let written = bytes[name]
        guard attributeNames.count >= 8 else {
            return attributeNames.contains { bytes[$0].elementsEqual(written) }
        }
        if attributeHashes.isEmpty {
            for earlier in attributeNames { attributeHashes.insert(hash(earlier)) }
        }
        guard !attributeHashes.insert(hash(name)).inserted else { return false }
        return attributeNames.contains { bytes[$0].elementsEqual(written) }
    }

    /// FNV-1a of a range's bytes.
    private func hash(_ range: Range<Int>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes[range] {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return value
    }

    /// `</name>`, which must close the innermost open element.
    private mutating func scanEndTag() throws(XMLError) {
        let tagStart = index
        index += 2
        nameRange = try scanName(what: "an element name after '</'")
        skipSpaces()
        guard byte(at: index) == UInt8(ascii: ">") else {
            throw error(.malformed, "expected '>' to end the end tag", at: index)
        }
        index += 1
        let closed = String(decoding: bytes[nameRange], as: UTF8.self)
        guard let innermost = open.last else {
            throw error(.malformed, "the end tag '</\(closed)>' closes no element", at: tagStart)
        }
        guard bytes[innermost].elementsEqual(bytes[nameRange]) else {
            let expected = String(decoding: bytes[innermost], as: UTF8.self)
            throw error(
                .malformed, "the end tag '</\(closed)>' does not match the open element '\(expected)'", at: tagStart)
        }
        closeElement()
    }

    /// Pops the innermost open element.
    private mutating func closeElement() {
        open.removeLast()
        if open.isEmpty { rootClosed = true }
    }

    /// A name: a letter, `_`, `:` or a non-ASCII scalar, then those, digits, `-` and `.`.
    private mutating func scanName(what: String) throws(XMLError) -> Range<Int> {
        let nameStart = index
        guard let first = byte(at: index), Self.startsName(first) else {
            throw error(.malformed, "expected \(what)", at: index)
        }
        index += 1
        while let byte = byte(at: index), Self.continuesName(byte) {
            index += 1
        }
        return nameStart..<index
    }

    /// `<?target ...?>`: skipped; the XML declaration, first in the file, must not name an encoding other than
    /// UTF-8 or UTF-16.
    private mutating func skipProcessingInstruction() throws(XMLError) {
        let instructionStart = index
        try skip(past: "?>", what: "processing instruction", from: index + 2)
        let instruction = bytes[instructionStart..<index]
        guard instructionStart == 0, instruction.starts(with: "<?xml ".utf8),
            let encoding = Self.declaredEncoding(in: Array(instruction))
        else { return }
        guard ["utf-8", "utf8", "utf-16", "utf16", "us-ascii", "ascii"].contains(encoding.lowercased()) else {
            throw error(
                .encoding, "the file declares the encoding '\(encoding)'; the reader takes UTF-8 and UTF-16",
                at: instructionStart)
        }
    }

    /// The `encoding="..."` of an XML declaration, if any.
    private static func declaredEncoding(in declaration: [UInt8]) -> String? {
        let key = Array("encoding".utf8)
        guard let at = declaration.indices.first(where: { declaration[$0...].starts(with: key) }) else { return nil }
        var index = at + key.count
        while index < declaration.count, isSpace(declaration[index]) || declaration[index] == UInt8(ascii: "=") {
            index += 1
        }
        guard index < declaration.count else { return nil }
        let quote = declaration[index]
        guard let end = declaration[(index + 1)...].firstIndex(of: quote) else { return nil }
        return String(decoding: declaration[(index + 1)..<end], as: UTF8.self)
    }

    /// Moves past the next `terminator` from `from`, counting lines; the file ending first is an error.
    private mutating func skip(past terminator: String, what: String, from: Int) throws(XMLError) {
        let opening = index
        let pattern = Array(terminator.utf8)
        index = from
        while index < bytes.count {
            if bytes[index] == pattern[0], bytes[index...].starts(with: pattern) {
                index += pattern.count
                return
            }
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        throw error(.malformed, "the \(what) is not closed with '\(terminator)'", at: opening)
    }

    /// Skips spaces, tabs and line ends; returns whether there were any.
    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let before = index
        while let byte = byte(at: index), Self.isSpace(byte) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return index > before
    }

    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private func startsWith(_ prefix: String) -> Bool {
        bytes[index...].starts(with: prefix.utf8)
    }

    // MARK: References

    /// The length of the reference at `offset` (its `&` through its `;`) when it is one of the five predefined
    /// entities or a character reference to a character XML allows; nil otherwise.
    private func referenceLength(at offset: Int) -> Int? {
        guard let end = bytes[offset..<min(bytes.count, offset + 12)].firstIndex(of: UInt8(ascii: ";")) else {
            return nil
        }
        return Self.referenced(bytes[(offset + 1)..<end]) == nil ? nil : end - offset + 1
    }

    /// The scalar that a reference's body (between `&` and `;`) stands for.
    private static func referenced(_ body: ArraySlice<UInt8>) -> UInt32? {
        switch String(decoding: body, as: UTF8.self) {
        case "lt": return 0x3C
        case "gt": return 0x3E
        case "amp": return 0x26
        case "quot": return 0x22
        case "apos": return 0x27
        default: break
        }
        guard body.first == UInt8(ascii: "#") else { return nil }
        var digits = body.dropFirst()
        let radix: UInt32
        if digits.first == UInt8(ascii: "x") {
            radix = 16
            digits = digits.dropFirst()
        } else {
            radix = 10
        }
        guard !digits.isEmpty else { return nil }
        var value: UInt32 = 0
        for digit in digits {
            guard let digitValue = Hex.digitValue(digit), UInt32(digitValue) < radix else { return nil }
            value = value * radix + UInt32(digitValue)
            guard value <= 0x10FFFF else { return nil }
        }
        // XML's Char: tab, line feed, carriage return and the scalars from space up, less surrogates and U+FFFE/F.
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return value
        default: return nil
        }
    }

    /// The error for the reference at `offset`, which `referenceLength(at:)` refused.
    private func invalidReference(at offset: Int) -> XMLError {
        let end = bytes[offset..<min(bytes.count, offset + 12)].firstIndex(of: UInt8(ascii: ";"))
        guard let end else {
            return error(.malformed, "'&' begins no reference; write '&amp;' for an ampersand", at: offset)
        }
        let body = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
        if body.hasPrefix("#") {
            return error(.malformed, "'&\(body);' is not a character XML allows", at: offset)
        }
        return error(
            .entity,
            "the entity '&\(body);' is not defined: the reader knows only &lt; &gt; &amp; &quot; &apos; and "
                + "character references", at: offset)
    }

    /// The text of `range` with its references replaced and its line ends made `\n`; in an attribute value, a
    /// literal tab or line end is a space, as XML normalizes attribute values.
    private func decode(_ range: Range<Int>, isAttribute: Bool, needsDecoding: Bool) -> String {
        guard needsDecoding else { return String(decoding: bytes[range], as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var offset = range.lowerBound
        while offset < range.upperBound {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "&"):
                // Validated while scanning, so the reference is whole and known.
                let end = bytes[offset..<range.upperBound].firstIndex(of: UInt8(ascii: ";")) ?? offset
                if let scalar = Self.referenced(bytes[(offset + 1)..<end]) {
                    XMLInput.append(scalar, to: &output)
                }
                offset = end + 1
                continue
            case UInt8(ascii: "\r"):
                output.append(isAttribute ? UInt8(ascii: " ") : UInt8(ascii: "\n"))
                if bytes.indices.contains(offset + 1), bytes[offset + 1] == UInt8(ascii: "\n") { offset += 1 }
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                output.append(isAttribute ? UInt8(ascii: " ") : byte)
            default:
                output.append(byte)
            }
            offset += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: Characters

    /// Whether `byte` is XML's white space: space, tab, line feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    private static func startsName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: ":"), 0x80...:
            true
        default: false
        }
    }

    private static func continuesName(_ byte: UInt8) -> Bool {
        startsName(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    /// An error at `offset`, at the line being scanned (or an earlier one, counted again).
    private func error(_ kind: XMLError.Kind, _ message: String, at offset: Int) -> XMLError {
        let location =
            offset >= lineStart
            ? XMLLocation(
                offset: offset, line: line, column: XMLInput.column(of: offset, lineStart: lineStart, in: bytes))
            : XMLInput.location(of: offset, in: bytes)
        return XMLError(kind, message, at: location)
    }
}
