import Testing

@testable import CellInterfaceBuilder

/// The XML reader on what Interface Builder writes and on what no one should: every event in order, every refusal
/// an error at its line and column.
@Suite("XML reader")
struct XMLReaderTests {
    /// The events of `text` as short strings: `<name a=v>`, `</name>`, `"text"` (whitespace-only text left out).
    private func events(_ text: String) throws(XMLError) -> [String] {
        try events(Array(text.utf8))
    }

    private func events(_ bytes: [UInt8]) throws(XMLError) -> [String] {
        var reader = try XMLReader(bytes: bytes)
        var result: [String] = []
        while let event = try reader.next() {
            switch event {
            case .startElement:
                let attributes = (0..<reader.attributeCount).map {
                    " \(reader.attributeName(at: $0))=\(reader.attributeValue(at: $0))"
                }
                result.append("<\(reader.name)\(attributes.joined())>")
            case .endElement:
                result.append("</\(reader.name)>")
            case .text:
                if !reader.textIsWhitespace { result.append("\"\(reader.text)\"") }
            }
        }
        return result
    }

    /// The error reading `text` raises, as `line:column: message`.
    private func failure(_ text: String) -> XMLError? {
        failure(Array(text.utf8))
    }

    private func failure(_ bytes: [UInt8]) -> XMLError? {
        do {
            _ = try events(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test("a document of Interface Builder's shape: declaration, comment, nested and empty elements, attributes")
    func aDocument() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a cell -->
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <tableViewCell id="KGk-i7-Jjw" reuseIdentifier='cell'>
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCell>
                </objects>
            </document>
            """
        #expect(
            try events(xib) == [
                "<document type=com.apple.InterfaceBuilder3.CocoaTouch.XIB version=3.0>", "<objects>",
                "<tableViewCell id=KGk-i7-Jjw reuseIdentifier=cell>",
                "<rect key=frame x=0.0 y=0.0 width=320 height=44>",
                "</rect>", "</tableViewCell>", "</objects>", "</document>",
            ])
    }

    @Test("the five entities and character references decode in text and values; attribute line ends are spaces")
    func references() throws {
        #expect(
            try events("<a t=\"&lt;&gt;&amp;&quot;&apos; &#10;&#x1F600;\" u='line\nbreak'>x &amp; y&#233;</a>") == [
                "<a t=<>&\"' \n😀 u=line break>", "\"x & yé\"", "</a>",
            ])
    }

    @Test("CDATA is text as it is; line ends in text are line feeds")
    func cdataAndLineEnds() throws {
        #expect(try events("<a><![CDATA[<b>&amp;</b>]]></a>") == ["<a>", "\"<b>&amp;</b>\"", "</a>"])
        #expect(try events("<a>one\r\ntwo\rthree</a>") == ["<a>", "\"one\ntwo\nthree\"", "</a>"])
    }

    @Test("UTF-16 with a byte-order mark, either order, and UTF-8 with one, read as UTF-8 is")
    func encodings() throws {
        let text = "<a b=\"é😀\">ü</a>"
        let units = Array(text.utf16)
        let bigEndian: [UInt8] =
            [0xFE, 0xFF] + units.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let littleEndian: [UInt8] =
            [0xFF, 0xFE] + units.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let expected = ["<a b=é😀>", "\"ü\"", "</a>"]
        #expect(try events(bigEndian) == expected)
        #expect(try events(littleEndian) == expected)
        #expect(try events([0xEF, 0xBB, 0xBF] + Array(text.utf8)) == expected)
    }

    @Test("a DOCTYPE, an entity declaration and an undefined entity are refused, never expanded")
    func entitiesAreRefused() {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>
            <lolz>&lol2;</lolz>
            """
        let refused = failure(bomb)
        #expect(refused?.kind == .entity)
        #expect(refused?.location.line == 2 && refused?.location.column == 1)
        let external = failure("<a>&xxe;</a>")
        #expect(external?.kind == .entity)
        #expect(
            external?.description
                == "1:4: the entity '&xxe;' is not defined: the reader knows only &lt; &gt; &amp; &quot; &apos; and "
                + "character references")
        #expect(failure("<a b='&ent;'/>")?.kind == .entity)
    }

    @Test(
        "malformed files are errors at the offending place",
        arguments: [
            ("<a><b></a>", "1:7: the end tag '</a>' does not match the open element 'b'"),
            ("<a>\n  <b>", "2:6: the file ends inside the element 'b'; it is truncated or an end tag is missing"),
            ("<a x=1/>", "1:6: expected a quoted attribute value"),
            ("<a x='1' x='2'/>", "1:10: the attribute 'x' is written twice"),
            ("<a x='1'y='2'/>", "1:9: expected a space, '>' or '/>' in the start tag"),
            ("<a x='<'/>", "1:7: '<' in an attribute value; write '&lt;'"),
            ("<a/><b/>", "1:5: a second root element; an XML file has one"),
            ("hello <a/>", "1:1: text before the root element"),
            ("<a/>\ntail", "2:1: text after the root element"),
            ("", "1:1: the file has no root element"),
            ("<a>&#0;</a>", "1:4: '&#0;' is not a character XML allows"),
            ("<a>fish & chips</a>", "1:9: '&' begins no reference; write '&amp;' for an ampersand"),
            ("<a><!-- open </a>", "1:4: the comment is not closed with '-->'"),
            ("</a>", "1:1: the end tag '</a>' closes no element"),
            ("<a><1/></a>", "1:5: expected an element name after '<'"),
            (
                "<?xml version='1.0' encoding='ISO-8859-1'?><a/>",
                "1:1: the file declares the encoding 'ISO-8859-1'; the reader takes UTF-8 and UTF-16"
            ),
        ])
    func malformed(text: String, message: String) {
        #expect(failure(text)?.description == message)
    }

    @Test("invalid UTF-8 is an error at its line and column, counted in scalars")
    func invalidUTF8() {
        let bytes = Array("<a>\né".utf8) + [0xC3, 0x28] + Array("</a>".utf8)
        let error = failure(bytes)
        #expect(error?.kind == .encoding)
        #expect(error?.location.line == 2 && error?.location.column == 2)
        #expect(failure([0xFE, 0xFF, 0xD8, 0x00])?.kind == .encoding)
    }

    @Test("nesting past the limit and a file past the size limit are errors, not a crash")
    func limits() throws {
        let deep = String(repeating: "<a>", count: XMLReader.maximumDepth + 1)
        #expect(failure(deep)?.kind == .limit)
        let fine = String(repeating: "<a>", count: 500) + String(repeating: "</a>", count: 500)
        #expect(try events(fine).count == 1000)
        #expect(failure([UInt8](repeating: 0x20, count: XMLReader.maximumSize + 1))?.kind == .limit)
    }

    @Test("a tag with many attributes finds a repeated one, however far apart")
    func manyAttributes() throws {
        let attributes = (0..<900).map { " a\($0)='\($0)'" }.joined()
        #expect(try events("<t\(attributes)/>").count == 2)
        #expect(failure("<t\(attributes) a17='x'/>")?.message == "the attribute 'a17' is written twice")
        let tooMany = (0...XMLReader.maximumAttributes).map { " a\($0)=''" }.joined()
        #expect(failure("<t\(tooMany)/>")?.kind == .limit)
    }

    @Test("an event's location, name test and attribute look-up")
    func accessors() throws {
        var reader = try XMLReader(bytes: Array("<a>\n  <é x='1' y=\"2\"/>\n</a>".utf8))
        #expect(try reader.next() == .startElement)
        #expect(try reader.next() == .text)
        #expect(reader.textIsWhitespace)
        #expect(try reader.next() == .startElement)
        #expect(reader.isNamed("é") && !reader.isNamed("a"))
        #expect(reader.location == XMLLocation(offset: 6, line: 2, column: 3))
        #expect(reader.attribute("y") == "2" && reader.attribute("z") == nil)
        #expect(reader.depth == 2)
        #expect(try reader.next() == .endElement)
        #expect(reader.depth == 1)
        _ = try reader.next()
        #expect(try reader.next() == .endElement)
        #expect(try reader.next() == nil)
    }

    @Test("columns on one long line are counted on from the previous event, in scalars")
    func columnsOnOneLine() throws {
        var again = try XMLReader(bytes: Array("<a>é<b/>ü<c/>\n  <d/></a>".utf8))
        var starts: [String] = []
        while let event = try again.next() {
            if event == .startElement { starts.append("\(again.name)@\(again.location.line):\(again.location.column)") }
        }
        #expect(starts == ["a@1:1", "b@1:5", "c@1:10", "d@2:3"])
    }
}
