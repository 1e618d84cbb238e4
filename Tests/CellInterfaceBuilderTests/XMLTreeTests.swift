import Testing

@testable import CellInterfaceBuilder

/// The element tree the xib formats are read into.
@Suite("XML tree")
struct XMLTreeTests {
    @Test("elements keep their attributes in order, their children and their own text; indentation is dropped")
    func aTree() throws {
        let tree = try XMLTree(
            bytes: Array(
                """
                <data>
                    <string key="a"> </string>
                    <string key="b" type="base64-UTF8">RmlsZSdzIE93bmVyA</string>
                    <object class="IBUILabel" key="c"><![CDATA[x]]>&amp;y</object>
                </data>
                """.utf8))
        #expect(tree.root.name == "data" && tree.root.text.isEmpty)
        #expect(tree.root.children.map { $0["key"] } == ["a", "b", "c"])
        #expect(tree.root.child("string", key: "a")?.text == " ")
        #expect(tree.root.children[2].attributes.map(\.name) == ["class", "key"])
        #expect(tree.root.children[2].text == "x&y")
        #expect(tree.root.children[1].location.line == 3)
        #expect(XIBFile.string(tree.root.children[1]) == "File's Owner")
    }

    @Test("a tree as deep as the reader allows is built and walked without recursion")
    func aDeepTree() throws {
        let depth = XMLReader.maximumDepth
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let tree = try XMLTree(bytes: Array(text.utf8))
        var count = 0
        tree.root.forEachDescendant { _ in count += 1 }
        #expect(count == depth)
    }

    @Test("a root that is no Interface Builder file's is an error")
    func notAXib() {
        #expect(throws: XMLError.self) { try XIBFile(bytes: Array("<plist/>".utf8)) }
    }
}
