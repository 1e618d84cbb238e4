import CellCodeGen
import Testing

@Suite struct SwiftIdentifierTests {
    @Test(arguments: [("title", "title"), ("default", "`default`"), ("class", "`class`"), ("Type2", "Type2")])
    func keywordsAreEscaped(name: String, escaped: String) {
        #expect(SwiftIdentifier.escaped(name) == escaped)
    }

    @Test(arguments: [
        ("Transit", "Transit"), ("my-cells", "MyCells"), ("001 list", "File001List"), ("---", "Cell"),
        ("détail", "DTail"), ("snake_case", "SnakeCase"),
    ])
    func fileNamesBecomeTypeNames(file: String, type: String) {
        #expect(SwiftIdentifier.typeName(fromFileName: file) == type)
    }
}
