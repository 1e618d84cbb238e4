import CellKit
import Testing

/// Lines logged by one or more delegates, in order.
@MainActor
private final class Log {
    var lines: [String] = []
}

/// A delegate that logs what it is asked and told, in order with the field's control events, and answers as set.
@MainActor
private final class LoggingDelegate: TextFieldDelegate {
    let name: String
    let shared: Log
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange = true
    var allowsClear = true
    var allowsReturn = true

    init(_ name: String, sharing log: Log = Log()) {
        self.name = name
        shared = log
    }

    /// The lines logged so far, by this delegate and those sharing its log.
    var log: [String] {
        get { shared.lines }
        set { shared.lines = newValue }
    }

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        log.append("\(name) shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: TextField) { log.append("\(name) didBegin") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        log.append("\(name) shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: TextField) { log.append("\(name) didEnd") }
    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String
    ) -> Bool {
        let text = textField.text ?? ""
        let offset = text.distance(from: text.startIndex, to: range.lowerBound)
        log.append("\(name) change \(offset)+\(text[range].count) '\(string)'")
        return allowsChange
    }
    func textFieldShouldClear(_ textField: TextField) -> Bool {
        log.append("\(name) shouldClear")
        return allowsClear
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        log.append("\(name) shouldReturn")
        return allowsReturn
    }
}

/// A delegate that keeps only the defaults.
@MainActor
private final class DefaultDelegate: TextFieldDelegate {}

/// `TextFieldDelegate`: consulted in UIKit's order by becoming and resigning first responder, typing, the clear
/// button and the return key.
@Suite("TextFieldDelegate")
@MainActor
struct TextFieldDelegateTests {
    /// A field with `delegate` whose control events are logged into the delegate's log.
    private func makeField(_ delegate: LoggingDelegate) -> TextField {
        let field = TextField()
        field.delegate = delegate
        let events: [Control.Event] = [
            .editingDidBegin, .editingChanged, .editingDidEnd, .primaryActionTriggered, .editingDidEndOnExit,
        ]
        for event in events {
            field.addAction(named: event.name, for: event) { [unowned delegate] _ in
                delegate.log.append("\(delegate.name) \(event.name)")
            }
        }
        return field
    }

    @Test("editing asks before it begins and ends, and tells before the control events")
    func editingOrder() {
        let delegate = LoggingDelegate("a")
        let field = makeField(delegate)
        #expect(field.becomeFirstResponder())
        #expect(field.resignFirstResponder())
        #expect(
            delegate.log == [
                "a shouldBegin", "a didBegin", "a editingDidBegin", "a shouldEnd", "a didEnd", "a editingDidEnd",
            ])
    }

    @Test("a delegate that refuses to begin keeps the field from editing; one that refuses to end keeps it editing")
    func refusals() {
        let delegate = LoggingDelegate("a")
        let field = makeField(delegate)
        delegate.allowsBegin = false
        #expect(!field.becomeFirstResponder() && !field.isEditing)
        field.handleTap()
        #expect(!field.isEditing)
        delegate.allowsBegin = true
        field.becomeFirstResponder()
        delegate.allowsEnd = false
        #expect(!field.resignFirstResponder() && field.isEditing)
        #expect(!delegate.log.contains("a didEnd"))
    }

    @Test("moving to another field asks the new one to begin, then the old one to end, then tells each")
    func movingBetweenFields() {
        let first = LoggingDelegate("a")
        let second = LoggingDelegate("b", sharing: first.shared)
        let form = View()
        let a = makeField(first)
        let b = makeField(second)
        form.addSubview(a)
        form.addSubview(b)
        a.becomeFirstResponder()
        first.log = []
        b.becomeFirstResponder()
        #expect(
            first.log == [
                "b shouldBegin", "a shouldEnd", "a didEnd", "a editingDidEnd", "b didBegin", "b editingDidBegin",
            ])
        #expect(b.isEditing && !a.isEditing)

        first.log = []
        second.allowsEnd = false
        #expect(!a.becomeFirstResponder(), "a field that will not end editing keeps another from beginning")
        #expect(b.isEditing && !a.isEditing)
        #expect(first.log == ["a shouldBegin", "b shouldEnd"])
    }

    @Test("typing asks about each change, with the range it replaces; a refusal leaves the text as it was")
    func changes() {
        let delegate = LoggingDelegate("a")
        let field = makeField(delegate)
        field.text = "Hi"
        field.becomeFirstResponder()
        delegate.log = []
        field.insertText("!")
        field.deleteBackward()
        delegate.allowsChange = false
        field.insertText("?")
        field.deleteBackward()
        #expect(field.text == "Hi")
        #expect(
            delegate.log == [
                "a change 2+0 '!'", "a editingChanged", "a change 2+1 ''", "a editingChanged", "a change 2+0 '?'",
                "a change 1+1 ''",
            ])
    }

    @Test("the clear button asks the delegate; a refusal keeps the text")
    func clearing() {
        let delegate = LoggingDelegate("a")
        let field = makeField(delegate)
        field.text = "Draft"
        field.clearButtonMode = .always
        delegate.allowsClear = false
        #expect(field.tapClearButton())
        #expect(field.text == "Draft" && field.isEditing)
        delegate.allowsClear = true
        field.tapClearButton()
        #expect(field.text == "")
        #expect(delegate.log.filter { $0.hasSuffix("shouldClear") }.count == 2)
    }

    @Test("the return key asks the delegate first; a refusal sends nothing")
    func returning() {
        let delegate = LoggingDelegate("a")
        let field = makeField(delegate)
        field.becomeFirstResponder()
        delegate.log = []
        delegate.allowsReturn = false
        field.returnKey()
        #expect(delegate.log == ["a shouldReturn"])
        delegate.allowsReturn = true
        delegate.log = []
        field.returnKey()
        // An action for editingDidEndOnExit is added, so the return key ends editing too.
        #expect(
            delegate.log == [
                "a shouldReturn", "a primaryActionTriggered", "a editingDidEndOnExit", "a shouldEnd", "a didEnd",
                "a editingDidEnd",
            ])
    }

    @Test("a delegate with only the defaults lets everything happen; the delegate is held weakly")
    func defaultsAndWeakness() {
        let field = TextField()
        var delegate: DefaultDelegate? = DefaultDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.insertText("ok")
        field.clearButtonMode = .whileEditing
        field.tapClearButton()
        field.insertText("go")
        field.returnKey()
        #expect(field.text == "go" && field.isEditing)
        #expect(field.resignFirstResponder())
        delegate = nil
        #expect(field.delegate == nil)
    }
}
