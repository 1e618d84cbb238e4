import CellDiagnostics
import CellSema
import Testing

/// Names and settings given twice: each is an error at the second, with a note at the first.
@Suite("Duplicates")
struct DuplicateTests {
    @Test("two outlets with one name in a template: an error at the second, a note at the first")
    func duplicateOutlet() {
        let source = CheckedSource(
            """
            cell C {
                2️⃣Label title {
                    frame = (0, 0, 10, 10)
                }
                Label 1️⃣title {
                    frame = (0, 10, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.duplicateOutlet, at: "1️⃣")
        source.expect(
            diagnostic, message: "duplicate outlet 'title'", notes: [("'title' is first declared here", "2️⃣")])
    }

    @Test("outlet names are unique across depths: a nested outlet may not repeat a top-level one")
    func duplicateOutletAtDifferentDepths() {
        let source = CheckedSource(
            """
            cell C {
                View box {
                    frame = (0, 0, 100, 40)
                    2️⃣Label title {
                        frame = (0, 0, 10, 10)
                    }
                }
                Label 1️⃣title {
                    frame = (0, 0, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.duplicateOutlet, at: "1️⃣")
        source.expect(
            diagnostic, message: "duplicate outlet 'title'", notes: [("'title' is first declared here", "2️⃣")])
    }

    @Test("the same outlet name in two templates is fine")
    func sameOutletInTwoTemplates() {
        let source = CheckedSource(
            """
            cell A {
                Label title {
                    frame = (0, 0, 10, 10)
                }
            }
            cell B {
                Label title {
                    frame = (0, 0, 10, 10)
                }
            }
            """)
        source.expectNoDiagnostics()
    }

    @Test("two templates with one class name: an error at each repeat, a note at the first, nothing about identifiers")
    func duplicateClass() {
        let source = CheckedSource(
            """
            cell 3️⃣Row {
            }
            view 1️⃣Row {
            }
            cell Other {
            }
            cell 2️⃣Row {
            }
            """)
        // The second cell 'Row' would also repeat the reuse identifier 'Row'; only its class name is reported.
        source.expectDiagnostics([(.error, .duplicateClass, "1️⃣"), (.error, .duplicateClass, "2️⃣")])
        for diagnostic in source.diagnostics {
            source.expect(
                diagnostic, message: "duplicate class name 'Row'", notes: [("'Row' is first declared here", "3️⃣")])
        }
    }

    @Test("two cells with one explicit reuse identifier: an error at the second setting, a note at the first")
    func duplicateReuseIdentifier() {
        let source = CheckedSource(
            """
            cell First {
                2️⃣reuseIdentifier = "Row"
            }
            cell Second {
                1️⃣reuseIdentifier = "Row"
            }
            """)
        let diagnostic = source.expectOnlyError(.duplicateReuseIdentifier, at: "1️⃣")
        source.expect(
            diagnostic, message: "duplicate reuse identifier 'Row'",
            notes: [("'Row' is first used by the cell here", "2️⃣")])
    }

    @Test("an explicit reuse identifier may not repeat another cell's default, its class name")
    func reuseIdentifierRepeatsADefault() {
        let source = CheckedSource(
            """
            cell 2️⃣Row {
            }
            cell Other {
                1️⃣reuseIdentifier = "Row"
            }
            """)
        let diagnostic = source.expectOnlyError(.duplicateReuseIdentifier, at: "1️⃣")
        source.expect(
            diagnostic, message: "duplicate reuse identifier 'Row'",
            notes: [("'Row' is first used by the cell here", "2️⃣")])
    }

    @Test("a view template has no reuse identifier, so a cell may use its class name as one")
    func viewHasNoReuseIdentifier() throws {
        let source = CheckedSource(
            """
            view Header {
            }
            cell Row {
                reuseIdentifier = "Header"
            }
            """)
        source.expectNoDiagnostics()
        #expect(source.checked.templates.map(\.reuseIdentifier) == [nil, "Header"])
    }

    @Test(
        "a property set twice in one body: an error at the second, a note at the first",
        arguments: [
            """
            cell C {
                Label v {
                    frame = (0, 0, 10, 10)
                    2️⃣text = "a"
                    1️⃣text = "b"
                }
            }
            """,
            """
            cell C {
                2️⃣height = 44
                1️⃣height = 50
            }
            """,
            """
            view V {
                2️⃣backgroundColor = .red; 1️⃣backgroundColor = .blue
            }
            """,
            """
            style S {
                2️⃣font = .system(12)
                1️⃣font = .system(13)
            }
            """,
            """
            cell C {
                Label v {
                    2️⃣frame = (0, 0, 10, 10)
                    1️⃣frame = (0, 0, 20, 10)
                }
            }
            """,
        ])
    func duplicateProperty(_ text: String) {
        let source = CheckedSource(text)
        let diagnostic = source.expectOnlyError(.duplicateProperty, at: "1️⃣")
        let name = source.file.text(in: diagnostic?.range ?? SourceRange(at: 0))
        source.expect(
            diagnostic, message: "'\(name)' is set twice", notes: [("'\(name)' is first set here", "2️⃣")])
        #expect(["text", "height", "backgroundColor", "font", "frame"].contains(name))
    }

    @Test("the first setting of a duplicated property is the one kept")
    func firstSettingWins() throws {
        let source = CheckedSource(
            """
            cell C {
                Label v {
                    frame = (0, 0, 10, 10)
                    text = "first"
                    1️⃣text = "second"
                }
            }
            """)
        source.expectOnlyError(.duplicateProperty, at: "1️⃣")
        let template = try source.template()
        #expect(template.views[0].properties.map(\.value) == [.string("first")])
    }

    @Test("a constant declared twice: an error at the second, a note at the first")
    func duplicateConstant() {
        let source = CheckedSource(
            """
            let 2️⃣margin = 8
            let 1️⃣margin = 12
            """)
        let diagnostic = source.expectOnlyError(.duplicateDeclaration, at: "1️⃣")
        source.expect(
            diagnostic, message: "duplicate constant 'margin'", notes: [("'margin' is first declared here", "2️⃣")])
    }

    @Test("a style declared twice: an error at the second, a note at the first")
    func duplicateStyle() {
        let source = CheckedSource(
            """
            style 2️⃣Caption {
                font = .system(12)
            }
            style 1️⃣Caption {
                font = .system(13)
            }
            """)
        let diagnostic = source.expectOnlyError(.duplicateDeclaration, at: "1️⃣")
        source.expect(
            diagnostic, message: "duplicate style 'Caption'", notes: [("'Caption' is first declared here", "2️⃣")])
    }
}
