import CellDiagnostics
import CellSyntax
import Testing

/// `variable = "var" identifier "=" expression`: a template's layout variable, with `var` a contextual keyword.
@Suite("Parser layout variables")
struct ParserVariableTests {
    @Test("'var name = value' is a variable member, in source order with the others; 'var = 1' is still a property")
    func variableMember() throws {
        let source = MarkedSource(
            """
            cell C {
                height = 44
                1️⃣var avatarWidth = 36 + 2️⃣4
                var = 3
                Label var {}
            }
            """)
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.isEmpty)
        let members = try #require(syntax.templates.first?.members)
        #expect(members.count == 4)
        let variable = try #require(members.compactMap(\.variable).first)
        #expect(variable.name.text == "avatarWidth")
        #expect(variable.range.start == source.offset(of: "1️⃣"))
        #expect(variable.range.end == source.offset(of: "2️⃣") + 1)
        #expect(members[2].property?.name.text == "var")
        #expect(members[3].subview?.name?.text == "var")
    }

    @Test("a variable without '=' is an error at what follows its name; a type annotation gets a note")
    func missingEquals() {
        let source = MarkedSource(
            """
            cell C {
                var width1 1️⃣: Double = 3
                var width2 2️⃣36
                height = 44
            }
            """)
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.expectedToken, "1️⃣"), (.expectedToken, "2️⃣")])
        #expect(diagnostics.first?.message == "expected '=' and a default value after 'var width1', found ':'")
        #expect(diagnostics.first?.notes.map(\.message) == ["a layout variable is a number; write 'var width1 = 8'"])
        #expect(syntax.templates.first?.members.compactMap(\.property).map(\.name.text) == ["height"])
    }

    @Test("a style declares no variables")
    func variableInAStyle() {
        let source = MarkedSource(
            """
            style S {
                var 1️⃣gap = 4
            }
            """)
        let (_, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.expectedToken, "1️⃣")])
    }

    @Test("'variation(width: .regular) { ... }' is a variation member; 'variation' is still a name elsewhere")
    func variationMember() throws {
        let source = MarkedSource(
            """
            cell C {
                View box {
                    1️⃣variation(width: .regular, height: .compact) {
                        frame = (0, 0, 1, 1)
                    2️⃣}
                    variation = 3
                }
                Label variation {}
            }
            """)
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.isEmpty)
        let members = try #require(syntax.templates.first?.members)
        let box = try #require(members.first?.subview)
        let variation = try #require(box.members.first?.variation)
        let traits = variation.traits.map { "\($0.label.text): .\($0.value.text)" }
        #expect(traits == ["width: .regular", "height: .compact"])
        #expect(variation.members.count == 1)
        #expect(variation.range.start == source.offset(of: "1️⃣"))
        #expect(variation.range.end == source.offset(of: "2️⃣") + 1)
        #expect(box.members[1].property?.name.text == "variation")
        #expect(members[1].subview?.name?.text == "variation")
    }

    @Test("a variation's size classes are 'label: .value' pairs closed by ')'; what is wrong is one error")
    func malformedVariation() {
        let source = MarkedSource(
            """
            cell C {
                View box {
                    variation(1️⃣regular) {
                        frame = (0, 0, 1, 1)
                    }
                    variation(width: .regular 2️⃣{
                        frame = (0, 0, 1, 1)
                    }
                    frame = (0, 0, 2, 2)
                }
            }
            """)
        let (_, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.expectedToken, "1️⃣"), (.expectedToken, "2️⃣")])
        #expect(diagnostics.first?.message == "expected a size class such as 'width: .regular', found 'regular'")
    }
}
