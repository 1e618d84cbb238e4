import CellDiagnostics
import CellSema
import Testing

/// `reuseIdentifier = .none`: a template whose objects have no reuse identifier, as a xib without one.
@Suite("No reuse identifier")
struct NoReuseIdentifierTests {
    @Test("'.none' gives a cell no reuse identifier; the class still registers under its name")
    func noneIsAccepted() throws {
        let source = CheckedSource("cell MemberCell {\n    reuseIdentifier = .none\n}\n")
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.declaresNoReuseIdentifier)
        #expect(template.reuseIdentifier == "MemberCell")
    }

    @Test(
        "every template kind with a reuse identifier may have none",
        arguments: ["collectionCell", "reusableView"])
    func collectionTemplates(keyword: String) throws {
        let source = CheckedSource("\(keyword) Item {\n    reuseIdentifier = .none\n}\n")
        source.expectNoDiagnostics()
        #expect(try source.template().declaresNoReuseIdentifier)
    }

    @Test("a template that sets an identifier, or none, keeps one", arguments: ["", "    reuseIdentifier = \"row\"\n"])
    func identifierKept(line: String) throws {
        let template = try CheckedSource("cell RowCell {\n\(line)}\n").template()
        #expect(!template.declaresNoReuseIdentifier)
    }

    @Test("'nil' and a bare 'none' are a type mismatch whose fix-it writes '.none'", arguments: ["nil", "none"])
    func nilIsAMismatch(spelling: String) throws {
        let source = CheckedSource("cell C {\n    reuseIdentifier = 1️⃣\(spelling)\n}\n")
        let diagnostic = source.expectOnlyError(.typeMismatch, at: "1️⃣")
        source.expect(
            diagnostic, message: "'reuseIdentifier' takes a string, or '.none' for a cell with no reuse identifier",
            notes: [("did you mean '.none'?", nil)])
        let fixIt = try #require(diagnostic?.fixIts.first)
        #expect(fixIt.replacement == ".none")
        #expect(fixIt.range.start == source.offset(of: "1️⃣") && fixIt.range.length == spelling.utf8.count)
    }

    @Test("a constant named 'none' is a constant, not the absence of an identifier")
    func constantNamedNone() throws {
        let source = CheckedSource("let none = \"plain\"\ncell C {\n    reuseIdentifier = none\n}\n")
        source.expectNoDiagnostics()
        #expect(try source.template().reuseIdentifier == "plain")
    }

    @Test("an empty identifier is an error that suggests '.none'")
    func emptyIdentifier() {
        let source = CheckedSource("collectionCell C {\n    reuseIdentifier = 1️⃣\"\"\n}\n")
        let diagnostic = source.expectOnlyError(.invalidValue, at: "1️⃣")
        source.expect(
            diagnostic, message: "a reuse identifier cannot be empty",
            notes: [("write 'reuseIdentifier = .none' for a collection-view cell with no reuse identifier", nil)])
    }

    @Test("templates with no identifier take no part in the duplicate check")
    func noDuplicates() {
        let source = CheckedSource(
            "cell A {\n    reuseIdentifier = .none\n}\ncell B {\n    reuseIdentifier = .none\n}\n")
        source.expectNoDiagnostics()
    }
}
