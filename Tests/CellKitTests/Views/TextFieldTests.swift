import CellKit
import Testing

/// `TextField`: editing sends UIKit's events in UIKit's order, and the field measures and shows itself as UIKit's.
@MainActor
@Suite struct TextFieldTests {
    /// A field that records every event it sends.
    private func recordingField() -> (TextField, () -> [String]) {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        final class Log { var events: [String] = [] }
        let log = Log()
        for event in Control.Event.allCases {
            field.addAction(named: event.name, for: event) { _ in log.events.append(event.name) }
        }
        return (field, { log.events })
    }

    @Test("a tap begins editing between its touches; typing, return and resigning follow in order")
    func eventOrder() {
        let (field, events) = recordingField()
        field.handleTap()
        field.insertText("hi")
        field.deleteBackward()
        field.returnKey()
        #expect(
            events() == [
                "touchDown", "editingDidBegin", "touchUpInside", "editingChanged", "editingChanged",
                "primaryActionTriggered", "editingDidEndOnExit", "editingDidEnd",
            ])
        #expect(field.text == "h")
        #expect(!field.isEditing)
    }

    @Test("nothing is typed, deleted or returned while not editing, and a disabled field does not begin editing")
    func notEditing() {
        let (field, events) = recordingField()
        field.insertText("x")
        field.deleteBackward()
        field.returnKey()
        #expect(!field.resignFirstResponder())
        field.isEnabled = false
        field.handleTap()
        #expect(!field.becomeFirstResponder())
        #expect(events().isEmpty)
        #expect(field.text == nil)
    }

    @Test("deleting from an empty field changes nothing and sends nothing")
    func deleteOnEmpty() {
        let (field, events) = recordingField()
        field.becomeFirstResponder()
        field.deleteBackward()
        #expect(events() == ["editingDidBegin"])
    }

    @Test(
        "the clear button shows by its mode and the editing state, over text only",
        arguments: [
            (TextField.ViewMode.never, false, false), (.whileEditing, false, true), (.unlessEditing, true, false),
            (.always, true, true),
        ])
    func clearButtonModes(mode: TextField.ViewMode, idle: Bool, editing: Bool) {
        let field = TextField()
        field.clearButtonMode = mode
        #expect(!field.isClearButtonVisible)
        field.text = "abc"
        #expect(field.isClearButtonVisible == idle)
        field.becomeFirstResponder()
        #expect(field.isClearButtonVisible == editing)
    }

    @Test("tapping the clear button of a field not editing begins editing, then clears")
    func clearWhileNotEditing() {
        let (field, events) = recordingField()
        field.clearButtonMode = .always
        field.text = "abc"
        #expect(field.tapClearButton())
        #expect(field.text == "")
        #expect(field.isEditing)
        #expect(events() == ["editingDidBegin", "editingChanged"])
    }

    @Test("secure entry shows a bullet per character")
    func secureEntry() {
        let field = TextField()
        field.text = "pässwörd"
        #expect(field.displayedText == "pässwörd")
        field.isSecureTextEntry = true
        #expect(field.displayedText == "••••••••")
    }

    @Test("a rounded field is 30 points high, as Interface Builder makes it; others one line of the font")
    func intrinsicSize() {
        let field = TextField()
        field.font = .systemFont(ofSize: 14)
        field.placeholder = "Email"
        let width = TextMetrics.width(of: "Email", font: field.font)
        #expect(field.intrinsicContentSize == Size(width: width, height: field.font.lineHeight))
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize == Size(width: width + 14, height: 30))
        field.borderStyle = .line
        #expect(field.intrinsicContentSize == Size(width: width + 4, height: field.font.lineHeight + 4))
    }

    @Test("a text field's primary action is its return key")
    func primaryActionEvent() {
        #expect(TextField().primaryActionEvent == .primaryActionTriggered)
    }

    @Test("one field of a tree edits at a time, text views included")
    func oneFirstResponder() {
        let root = View()
        let first = TextField()
        let second = TextField()
        let notes = TextView()
        for view in [first, second, notes] {
            root.addSubview(view)
        }
        first.becomeFirstResponder()
        second.becomeFirstResponder()
        #expect(!first.isEditing && second.isEditing)
        notes.becomeFirstResponder()
        #expect(!second.isEditing && notes.isEditing)
        first.becomeFirstResponder()
        #expect(!notes.isEditing && first.isEditing)
    }
}
