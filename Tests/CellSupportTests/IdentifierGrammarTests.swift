import Testing

@testable import CellSupport

@Suite("IdentifierGrammar")
struct IdentifierGrammarTests {
    @Test(
        "an ASCII letter or '_', then letters, digits and '_'",
        arguments: [
            ("Label", true), ("_private", true), ("cell2", true), ("TableViewCell", true), ("a_b_9", true),
            ("", false), ("2cells", false), ("my-cell", false), ("caf\u{E9}", false), ("a b", false),
            ("@IBOutlet", false),
        ])
    func validity(text: String, valid: Bool) {
        #expect(IdentifierGrammar.isValid(text) == valid)
    }

    @Test("head and continue bytes over all of ASCII")
    func bytes() {
        for byte in UInt8(0)...UInt8(127) {
            let scalar = Character(UnicodeScalar(byte))
            let head = scalar.isLetter || scalar == "_"
            #expect(IdentifierGrammar.isHead(byte) == head, "byte \(byte)")
            #expect(IdentifierGrammar.isContinue(byte) == (head || scalar.isNumber), "byte \(byte)")
        }
    }
}
