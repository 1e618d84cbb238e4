/// An element of an Interface Builder file, as far as `cellbench fonts` reads one: its name, its attributes and its
/// child elements (text between tags is not kept). A purpose-built scanner, not an XML reader: it knows start, end
/// and empty tags, comments, processing instructions and declarations, and the five named and the numeric
/// character references in attribute values, which is all the document format of Xcode 5 and later writes.
struct XIBElement {
    /// The tag's name: `label`, `rect`, `constraint`.
    var name: String
    /// The attributes, their values unescaped.
    var attributes: [String: String]
    /// The child elements, in order.
    var children: [XIBElement]

    /// The attribute `key`, or nil.
    subscript(key: String) -> String? {
        attributes[key]
    }

    /// The first child named `name` whose `key` attribute is `key` (any, when nil).
    func child(_ name: String, key: String? = nil) -> XIBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The document element of `bytes`, or nil when the text is not well nested (a tag left open, an end tag
    /// that closes another). Linear in the text's length.
    static func parse(_ bytes: [UInt8]) -> XIBElement? {
        var stack = [XIBElement(name: "", attributes: [:], children: [])]
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            guard let close = endOfTag(in: bytes, from: open) else {
                return nil
            }
            index = close + 1
            let tag = bytes[(open + 1)..<close]
            guard let first = tag.first, first != UInt8(ascii: "?"), first != UInt8(ascii: "!") else {
                continue  // A processing instruction, comment or declaration.
            }
            if first == UInt8(ascii: "/") {
                let name = String(decoding: tag.dropFirst().prefix { !isSpace($0) }, as: UTF8.self)
                guard stack.count > 1, let element = stack.popLast(), element.name == name else {
                    return nil
                }
                stack[stack.count - 1].children.append(element)
                continue
            }
            let isEmpty = tag.last == UInt8(ascii: "/")
            let element = element(from: isEmpty ? tag.dropLast() : tag)
            if isEmpty {
                stack[stack.count - 1].children.append(element)
            } else {
                stack.append(element)
            }
        }
        guard stack.count == 1 else {
            return nil
        }
        return stack[0].children.first
    }

    /// The index of the `>` that ends the tag opened at `open`: past quoted values, and for a comment past `-->`.
    private static func endOfTag(in bytes: [UInt8], from open: Int) -> Int? {
        if bytes[open...].starts(with: Array("<!--".utf8)) {
            var index = open + 4
            while index + 2 < bytes.count {
                if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"),
                    bytes[index + 2] == UInt8(ascii: ">")
                {
                    return index + 2
                }
                index += 1
            }
            return nil
        }
        var quote: UInt8?
        for index in (open + 1)..<bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open {
                    quote = nil
                }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            }
        }
        return nil
    }

    /// The element of a start tag's text: its name, then `key="value"` pairs.
    private static func element(from tag: ArraySlice<UInt8>) -> XIBElement {
        var index = tag.startIndex
        func skip(while predicate: (UInt8) -> Bool) -> ArraySlice<UInt8> {
            let start = index
            while index < tag.endIndex, predicate(tag[index]) {
                index += 1
            }
            return tag[start..<index]
        }
        let name = String(decoding: skip { !isSpace($0) }, as: UTF8.self)
        var attributes: [String: String] = [:]
        while index < tag.endIndex {
            _ = skip(while: isSpace)
            let key = String(decoding: skip { !isSpace($0) && $0 != UInt8(ascii: "=") }, as: UTF8.self)
            _ = skip { isSpace($0) || $0 == UInt8(ascii: "=") }
            guard index < tag.endIndex else {
                break
            }
            let quote = tag[index]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                _ = skip { !isSpace($0) }  // An unquoted value, which XML does not allow: skipped.
                continue
            }
            index += 1
            let value = skip { $0 != quote }
            index = min(index + 1, tag.endIndex)
            if !key.isEmpty {
                attributes[key] = unescaped(value)
            }
        }
        return XIBElement(name: name, attributes: attributes, children: [])
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
    ]

    /// `value` with its character references replaced; an unknown one is kept as written.
    private static func unescaped(_ value: ArraySlice<UInt8>) -> String {
        let text = String(decoding: value, as: UTF8.self)
        guard text.contains("&") else {
            return text
        }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else {
                break
            }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            if let replacement = entities[String(name)] {
                result += replacement
            } else if name.hasPrefix("#"), let scalar = characterReference(name.dropFirst()) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[ampersand...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    /// The scalar of `&#NNN;` or `&#xHH;` (given without `&#` and `;`).
    private static func characterReference(_ digits: Substring) -> Unicode.Scalar? {
        let value =
            digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init)
    }
}
