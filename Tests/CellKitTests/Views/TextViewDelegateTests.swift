import CellKit
import Testing

/// A delegate that takes the return key as "done", as chat apps do, and may refuse to begin or end.
@MainActor
private final class DoneOnReturn: TextViewDelegate {
    var allowsBegin = true
    var allowsEnd = true
    var calls: [String] = []

    func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
        calls.append("shouldBegin")
        return allowsBegin
    }
    func textViewShouldEndEditing(_ textView: TextView) -> Bool {
        calls.append("shouldEnd")
        return allowsEnd
    }
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String)
        -> Bool
    {
        calls.append(
            "shouldChange '\(text)' at \(textView.text.distance(from: textView.text.startIndex, to: range.lowerBound))")
        if text == "\n" {
            textView.resignFirstResponder()
            return false
        }
        return true
    }
    func textViewDidChange(_ textView: TextView) { calls.append("didChange") }
}

/// `TextViewDelegate`'s questions: whether to begin, end and change the text.
@Suite("TextViewDelegate")
@MainActor
struct TextViewDelegateTests {
    @Test("a delegate may refuse to begin or end editing")
    func beginAndEnd() {
        let textView = TextView()
        let delegate = DoneOnReturn()
        textView.delegate = delegate
        delegate.allowsBegin = false
        #expect(!textView.becomeFirstResponder() && !textView.isEditing)
        delegate.allowsBegin = true
        #expect(textView.becomeFirstResponder())
        delegate.allowsEnd = false
        #expect(!textView.resignFirstResponder() && textView.isEditing)
        #expect(delegate.calls == ["shouldBegin", "shouldBegin", "shouldEnd"])
    }

    @Test("each change is asked about first; a delegate that takes return as done ends editing and keeps the text")
    func returnAsDone() {
        let textView = TextView()
        let delegate = DoneOnReturn()
        textView.delegate = delegate
        textView.becomeFirstResponder()
        textView.insertText("ok")
        textView.insertText("\n")
        #expect(textView.text == "ok" && !textView.isEditing)
        #expect(
            delegate.calls == [
                "shouldBegin", "shouldChange 'ok' at 0", "didChange", "shouldChange '\n' at 2", "shouldEnd",
            ])
    }
}
