import CellDiagnostics
import CellSema
import Testing

/// A label's text shadow and baseline adjustment and a button's title shadow: typed, on the kinds that have them,
/// with the other kind's name suggested, and settable by styles.
@Suite("Text shadow and baseline adjustment properties")
struct TextShadowCheckTests {
    @Test("the shadow's offset is an offset, its colour a colour, the adjustment a BaselineAdjustment case")
    func wrongTypes() {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (0, 0, 10, 10)
                    textShadowOffset = 1️⃣(0, 1, 2)
                    textShadowColor = 2️⃣"black"
                    baselineAdjustment = 3️⃣.alignCentres
                }
                Button go {
                    frame = (0, 10, 10, 10)
                    reversesTitleShadowWhenHighlighted = 4️⃣1
                }
            }
            """)
        source.expectDiagnostics([
            (.error, .typeMismatch, "1️⃣"), (.error, .typeMismatch, "2️⃣"), (.error, .unknownName, "3️⃣"),
            (.error, .typeMismatch, "4️⃣"),
        ])
        source.expect(
            source.diagnostics.first,
            message: "'textShadowOffset' takes an offset '(width, height)', found a tuple of 3 values")
        source.expect(
            source.diagnostics.dropFirst(2).first, message: "'BaselineAdjustment' has no case '.alignCentres'",
            notes: [
                ("did you mean 'alignCenters'?", nil),
                ("'baselineAdjustment' takes one of: .alignBaselines, .alignCenters, .none", nil),
            ])
    }

    @Test(
        "a label's shadow on a button, and a button's on a label, suggest the kind's own name",
        arguments: [
            ("Button", "textShadowColor = .black", "titleShadowColor", "'textShadowColor' is a property of 'Label'"),
            ("Button", "textShadowOffset = (0, 1)", "titleShadowOffset", "'textShadowOffset' is a property of 'Label'"),
            ("Label", "titleShadowColor = .black", "textShadowColor", "'titleShadowColor' is a property of 'Button'"),
            (
                "Label", "titleShadowOffset = (0, 1)", "textShadowOffset",
                "'titleShadowOffset' is a property of 'Button'"
            ),
        ])
    func counterparts(kind: String, property: String, suggestion: String, message: String) {
        let source = CheckedSource(
            """
            cell C {
                \(kind) v {
                    frame = (0, 0, 10, 10)
                    1️⃣\(property)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        #expect(diagnostic?.message == "\(message), not of '\(kind)'")
        #expect(diagnostic?.notes.last?.message == "did you mean '\(suggestion)'?")
    }

    @Test("the baseline adjustment is a label's: on a text field it is misplaced")
    func baselineAdjustmentOnATextField() {
        let source = CheckedSource(
            """
            cell C {
                TextField v {
                    frame = (0, 0, 10, 10)
                    1️⃣baselineAdjustment = .none
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        #expect(diagnostic?.message == "'baselineAdjustment' is a property of 'Label', not of 'TextField'")
    }

    @Test("a style sets the shadow and adjustment of its labels, and each state's title shadow of its buttons")
    func styles() throws {
        let source = CheckedSource(
            """
            style Engraved {
                textShadowColor = #FFFFFF
                textShadowOffset = (0, 1)
                baselineAdjustment = .alignCenters
            }
            style Embossed {
                titleShadowColor = #000000
                highlightedTitleShadowColor = #333333
                selectedTitleShadowColor = #444444
                disabledTitleShadowColor = #555555
                titleShadowOffset = (0, -1)
                reversesTitleShadowWhenHighlighted = true
            }
            cell C {
                Label title: Engraved {
                    frame = (0, 0, 10, 10)
                }
                Button go: Embossed {
                    frame = (0, 10, 10, 10)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(
            template.views.map { $0.properties.map(\.spec.name) } == [
                ["textShadowColor", "textShadowOffset", "baselineAdjustment"],
                [
                    "titleShadowColor", "highlightedTitleShadowColor", "selectedTitleShadowColor",
                    "disabledTitleShadowColor", "titleShadowOffset", "reversesTitleShadowWhenHighlighted",
                ],
            ])
    }

    @Test("a label's or button's layer shadow without an opacity shows nothing, and the warning names the text's")
    func invisibleLayerShadow() {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (0, 0, 10, 10)
                    1️⃣shadowColor = .black
                    2️⃣shadowOffset = (0, 1)
                }
                Button go {
                    frame = (0, 10, 10, 10)
                    3️⃣shadowColor = .black
                }
                Label lit {
                    frame = (0, 20, 10, 10)
                    shadowColor = .black
                    shadowOpacity = 0.5
                }
                View card {
                    frame = (0, 30, 10, 10)
                    shadowColor = .black
                }
            }
            """)
        source.expectDiagnostics([
            (.warning, .invisibleShadow, "1️⃣"), (.warning, .invisibleShadow, "2️⃣"), (.warning, .invisibleShadow, "3️⃣"),
        ])
        source.expect(
            source.diagnostics.first,
            message: "'shadowColor' of 'title' is its layer's shadow, which shows only with a 'shadowOpacity' above 0",
            notes: [("did you mean 'textShadowColor', the text's shadow?", nil)])
        #expect(
            source.diagnostics.dropFirst().first?.notes.first?.message
                == "did you mean 'textShadowOffset', the text's shadow?")
        #expect(source.diagnostics.last?.notes.first?.message == "did you mean 'titleShadowColor', the title's shadow?")
    }
}
