import CellCatalog
import CellDiagnostics
import CellSema
import Testing

/// The text inputs and the effect view are checked as every kind is: misspelt kinds and properties get a "did you
/// mean", a wrong case the list of cases, and values of the wrong type name the property's type.
@Suite("Text inputs and effect views are checked")
struct TextInputCheckTests {
    @Test("a misspelt kind, property or case is an error with the nearest name")
    func suggestions() {
        let source = CheckedSource(
            """
            cell C {
                1️⃣TextFeild name {
                    frame = (0, 0, 100, 30)
                }
                TextField email {
                    frame = (0, 40, 100, 30)
                    2️⃣borderStyle = .rounded
                    3️⃣clearButtonMod = .always
                }
            }
            """)
        let errors = source.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 3)
        if errors.count == 3 {
            #expect(errors[0].range.start == source.offset(of: "1️⃣"))
            #expect(errors[0].notes.first?.message == "did you mean 'TextField'?")
            #expect(errors[1].range.start == source.offset(of: "2️⃣") + "borderStyle = ".utf8.count)
            #expect(errors[1].notes.first?.message == "'borderStyle' takes one of: .none, .line, .bezel, .roundedRect")
            source.expect(
                errors[2], message: "unknown property 'clearButtonMod' on 'TextField'",
                notes: [("did you mean 'clearButtonMode'?", nil)])
        }
    }

    @Test("values of the wrong type name the property's type")
    func wrongTypes() {
        let source = CheckedSource(
            """
            cell C {
                height = 120
                TextView notes {
                    frame = (0, 0, 100, 30)
                    1️⃣textContainerInset = (8, 0)
                }
                VisualEffectView blur {
                    frame = (0, 40, 100, 30)
                    2️⃣effect = "dark"
                }
                TextField field {
                    frame = (0, 80, 100, 30)
                    3️⃣isSecureTextEntry = 1
                }
            }
            """)
        let errors = source.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == [.typeMismatch, .typeMismatch, .typeMismatch])
        #expect(errors.map(\.message).allSatisfy { $0.contains("takes") })
        #expect(errors.dropFirst().first?.message.contains("'BlurEffect.Style'") == true)
    }

    @Test("a text view has the scroll view's properties; a text field, the control's; an effect view, neither")
    func inheritance() {
        let source = CheckedSource(
            """
            cell C {
                height = 120
                TextView notes {
                    frame = (0, 0, 100, 30)
                    isScrollEnabled = false
                }
                TextField field {
                    frame = (0, 40, 100, 30)
                    isEnabled = false
                    editingChanged = textChanged
                }
                VisualEffectView blur {
                    frame = (0, 80, 100, 30)
                    1️⃣isEnabled = false
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        source.expect(diagnostic, message: "'isEnabled' is a property of 'Control', not of 'VisualEffectView'")
    }
}
