import CellDiagnostics
import CellSema
import CellSyntax
import Testing

/// Diagnostic identifiers are a contract with tools: unique, and each documented in Grammar.md's table.
@Suite struct DiagnosticIDTests {
    private let identifiers = DiagnosticID.syntaxIDs + DiagnosticID.semaIDs

    @Test func identifiersAreUnique() {
        #expect(Set(identifiers).count == identifiers.count)
    }

    @Test func everyIdentifierIsDocumentedInGrammarMd() throws {
        let grammar = try RepositoryFiles.text("Grammar.md")
        for identifier in identifiers {
            #expect(grammar.contains("`\(identifier.rawValue)`"), "\(identifier) is missing from Grammar.md")
        }
    }
}
