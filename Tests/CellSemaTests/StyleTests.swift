import CellDiagnostics
import CellSema
import Testing

/// Styles: named sets of properties, checked where declared and applied in order before a view's own properties.
@Suite("Styles")
struct StyleTests {
    @Test("an unknown style is an unknown name, with a suggestion among the declared styles")
    func unknownStyle() {
        let source = CheckedSource(
            """
            style Caption {
                font = .system(12)
            }
            cell C {
                Label v: 1️⃣Captoin {
                    frame = (0, 0, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(diagnostic, message: "unknown style 'Captoin'", notes: [("did you mean 'Caption'?", nil)])
    }

    @Test("a style that sets a property the view's kind lacks is an error where it is applied, not where declared")
    func styleSetsPropertyTheKindLacks() {
        let source = CheckedSource(
            """
            style Caption {
                font = .system(12)
                2️⃣textColor = .gray
            }
            cell C {
                Label title: Caption {
                    frame = (0, 0, 10, 10)
                }
                ImageView icon: 1️⃣Caption {
                    frame = (0, 10, 10, 10)
                }
            }
            """)
        // 'font' and 'textColor' both miss on ImageView: one error for each, both at the application.
        let diagnostics = source.diagnostics
        #expect(source.summary == ["error misplaced-property at 1️⃣", "error misplaced-property at 1️⃣"])
        #expect(
            diagnostics.map(\.message) == [
                "style 'Caption' sets 'font', which 'ImageView' does not have",
                "style 'Caption' sets 'textColor', which 'ImageView' does not have",
            ])
        source.expect(
            diagnostics.last, message: "style 'Caption' sets 'textColor', which 'ImageView' does not have",
            notes: [("'textColor' is set here", "2️⃣")])
    }

    @Test("a style may not set 'frame' or 'size'", arguments: ["frame = (0, 0, 10, 10)", "size = (10, 10)"])
    func styleSetsLayout(_ property: String) {
        let source = CheckedSource(
            """
            style Boxed {
                1️⃣\(property)
            }
            """)
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        let name = property.prefix { $0 != " " }
        source.expect(diagnostic, message: "a style cannot set '\(name)'; set it on each view")
    }

    @Test("a style's unknown property is an error in the style, suggesting among every view kind's properties")
    func unknownPropertyInStyle() {
        let source = CheckedSource(
            """
            style Caption {
                1️⃣textColour = .gray
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: "unknown property 'textColour' in style 'Caption'",
            notes: [("did you mean 'textColor' or 'tintColor'?", nil)])
    }

    @Test("a style's values are checked once, where it is declared, however often it is applied")
    func styleValuesCheckedOnce() {
        let source = CheckedSource(
            """
            style Caption {
                font = 1️⃣12
            }
            cell C {
                Label a: Caption {
                    frame = (0, 0, 10, 10)
                }
                Label b: Caption {
                    frame = (0, 10, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.typeMismatch, at: "1️⃣")
        source.expect(diagnostic, message: "'font' takes a font, found a number")
    }

    @Test("properties apply style by style, then the view's own; a later setting keeps the place of the first")
    func styleThenOwnOrder() throws {
        let source = CheckedSource(
            """
            style Caption {
                font = .system(12)
                textColor = #A4A4A4
            }
            style Centered {
                textAlignment = .center
                font = .system(14)
            }
            cell C {
                Label v: Caption, Centered {
                    frame = (0, 0, 10, 10)
                    textColor = .darkGray
                    text = "hi"
                }
            }
            """)
        source.expectNoDiagnostics()
        let view = try source.template().views[0]
        #expect(view.properties.map(\.spec.name) == ["font", "textColor", "textAlignment", "text"])
        #expect(
            view.properties.map(\.value) == [
                .font(.system(14)), .color(.named("darkGray")), .enumCase(.textAlignment, "center"), .string("hi"),
            ])
    }

    @Test("a property that came from a style points at the style, so messages can show where it was set")
    func styleAssignmentRange() throws {
        let source = CheckedSource(
            """
            style Caption {
                1️⃣font = .system(12)
            }
            cell C {
                Label v: Caption {
                    frame = (0, 0, 10, 10)
                }
            }
            """)
        source.expectNoDiagnostics()
        let view = try source.template().views[0]
        #expect(view.properties.first?.range.start == source.offset(of: "1️⃣"))
    }

    @Test("a style may use a constant declared below it")
    func styleUsesLaterConstant() throws {
        let source = CheckedSource(
            """
            style S {
                textColor = brand
            }
            let brand = #fff
            cell C {
                Label l: S {
                    frame = (0, 0, 10, 10)
                }
            }
            """)
        source.expectNoDiagnostics()
        let view = try source.template().views[0]
        #expect(view.properties.map(\.spec.name) == ["textColor"])
        #expect(view.properties.map(\.value) == [.color(.rgb(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 1))])
    }
}
