import CellCatalog
import CellDiagnostics
import CellSema
import Testing

/// The checker's part of buttons' states and of accessibility: the values it takes, the bounds it enforces from the
/// catalog, and the warning for an element VoiceOver cannot describe.
@Suite("Buttons and accessibility in the checker")
struct ButtonAndAccessibilityCheckTests {
    @Test("per-state button properties and traits are checked into the IR")
    func statesAndTraits() throws {
        let source = CheckedSource(
            """
            cell C {
                height = 100
                Button follow {
                    frame = (0, 0, 100, 44)
                    title = "Follow"
                    selectedTitle = "Following"
                    disabledTitleColor = .gray
                    buttonType = .custom
                    contentEdgeInsets = (1, 2, 3, 4)
                    accessibilityTraits = (.selected, .button, .selected)
                }
                Label header {
                    frame = (0, 50, 100, 20)
                    accessibilityTraits = .header
                }
                Label plain {
                    frame = (0, 80, 100, 20)
                    accessibilityTraits = .none
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        let values = template.views.map { view in
            Dictionary(uniqueKeysWithValues: view.properties.map { ($0.spec.name, $0.value) })
        }
        #expect(values[0]["selectedTitle"] == .string("Following"))
        #expect(values[0]["buttonType"] == .enumCase(.buttonType, "custom"))
        // A set keeps the catalog's order and no repeats, whatever the source's.
        #expect(values[0]["accessibilityTraits"] == .optionSet(.accessibilityTraits, ["button", "selected"]))
        #expect(values[1]["accessibilityTraits"] == .optionSet(.accessibilityTraits, ["header"]))
        #expect(values[2]["accessibilityTraits"] == .optionSet(.accessibilityTraits, []))
    }

    @Test("an unknown trait gets a 'did you mean'; a trait set of the wrong form names the form")
    func wrongTraits() {
        let source = CheckedSource(
            """
            cell C {
                Label a {
                    frame = (0, 0, 10, 10)
                    accessibilityTraits = (.button, 1️⃣.heder)
                }
                Label b {
                    frame = (0, 0, 10, 10)
                    accessibilityTraits = 2️⃣"header"
                }
                Label c {
                    frame = (0, 0, 10, 10)
                    accessibilityTraits = (3️⃣.none, .button)
                }
            }
            """)
        source.expectDiagnostics([
            (.error, .unknownName, "1️⃣"), (.error, .typeMismatch, "2️⃣"), (.error, .invalidValue, "3️⃣"),
        ])
        let unknown = source.diagnostics.first { $0.id == .unknownName }
        #expect(unknown?.message == "'AccessibilityTraits' has no case '.heder'")
        #expect(unknown?.notes.first?.message == "did you mean 'header'?")
        let mismatch = source.diagnostics.first { $0.id == .typeMismatch }
        #expect(
            mismatch?.message
                == "'accessibilityTraits' takes a set of 'AccessibilityTraits' cases such as '(.none, ...)', found a string"
        )
    }

    @Test(
        "bounded numbers are range-checked from the catalog's bounds",
        arguments: [
            ("alpha = 1.5", "'alpha' must be between 0 and 1, found 1.5"),
            ("alpha = -0.1", "'alpha' must be between 0 and 1, found -0.1"),
            ("cornerRadius = -2", "'cornerRadius' cannot be negative, found -2"),
            ("borderWidth = 0 - 1", "'borderWidth' cannot be negative, found -1"),
            // Auto Layout's priorities run from 1 to 1000 (required).
            ("horizontalHuggingPriority = 1001", "'horizontalHuggingPriority' must be between 1 and 1000, found 1001"),
            (
                "verticalCompressionResistancePriority = 0",
                "'verticalCompressionResistancePriority' must be between 1 and 1000, found 0"
            ),
        ])
    func bounds(property: String, message: String) {
        let source = CheckedSource(
            """
            cell C {
                View box {
                    frame = (0, 0, 10, 10)
                    \(property.prefix { $0 != "=" })= 1️⃣\(property.drop { $0 != "=" }.dropFirst(2))
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.invalidValue, at: "1️⃣")
        source.expect(diagnostic, message: message)
    }

    @Test("a label's numberOfLines cannot be negative, and a style's bounded value is checked where it is declared")
    func boundsOfLabelsAndStyles() {
        let source = CheckedSource(
            """
            style Faded {
                alpha = 1️⃣2
            }
            cell C {
                Label title {
                    frame = (0, 0, 10, 10)
                    numberOfLines = 2️⃣-1
                }
            }
            """)
        source.expectDiagnostics([(.error, .invalidValue, "1️⃣"), (.error, .invalidValue, "2️⃣")])
        #expect(ViewCatalog.viewProperties.first { $0.name == "alpha" }?.bounds == 0...1)
    }

    @Test("a button or image element showing only an image and no label is warned about, as Xcode's audit does")
    func imageOnlyElements() {
        let source = CheckedSource(
            """
            cell C {
                height = 100
                1️⃣Button share {
                    frame = (0, 0, 44, 44)
                    image = "share"
                    highlightedImage = "share_pressed"
                }
                Button labelled {
                    frame = (50, 0, 44, 44)
                    image = "share"
                    accessibilityLabel = "Share"
                }
                Button titled {
                    frame = (100, 0, 44, 44)
                    image = "share"
                    selectedTitle = "Shared"
                }
                Button hidden {
                    frame = (150, 0, 44, 44)
                    backgroundImage = "share"
                    isAccessibilityElement = false
                }
                Button info {
                    frame = (200, 0, 22, 22)
                    buttonType = .detailDisclosure
                }
                ImageView decoration {
                    frame = (0, 50, 10, 10)
                    image = "stripe"
                }
                2️⃣ImageView badge {
                    frame = (20, 50, 10, 10)
                    image = "verified"
                    isAccessibilityElement = true
                }
            }
            """)
        source.expectDiagnostics([
            (.warning, .missingAccessibilityLabel, "1️⃣"), (.warning, .missingAccessibilityLabel, "2️⃣"),
        ])
        source.expect(
            source.diagnostics.first, message: "'share' shows only an image and has no accessibility label",
            notes: [
                (
                    "VoiceOver has nothing to read for it (Xcode's accessibility audit: \"Element has no description\"); "
                        + "set 'accessibilityLabel = \"...\"' to what it shows or does", nil
                )
            ])
    }
}
