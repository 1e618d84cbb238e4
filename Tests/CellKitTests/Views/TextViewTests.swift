import CellKit
import Testing

/// `TextView`: edited by the text field's methods, it tells its delegate; its text wraps by `TextMetrics`.
@MainActor
@Suite struct TextViewTests {
    private final class Delegate: TextViewDelegate {
        var calls: [String] = []
        func textViewDidBeginEditing(_ textView: TextView) { calls.append("begin") }
        func textViewDidChange(_ textView: TextView) { calls.append("change(\(textView.text))") }
        func textViewDidEndEditing(_ textView: TextView) { calls.append("end") }
    }

    @Test("editing tells the delegate when it begins, at each change and when it ends")
    func delegateHearsEditing() {
        let textView = TextView()
        let delegate = Delegate()
        textView.delegate = delegate
        textView.insertText("ignored")
        textView.becomeFirstResponder()
        textView.insertText("a")
        textView.insertText("\n")
        textView.deleteBackward()
        textView.resignFirstResponder()
        #expect(delegate.calls == ["begin", "change(a)", "change(a\n)", "change(a)", "end"])
    }

    @Test("a text view that is not editable does not begin editing")
    func notEditable() {
        let textView = TextView()
        textView.isEditable = false
        #expect(!textView.becomeFirstResponder())
        #expect(!textView.isEditing)
    }

    @Test("UIKit's defaults: an 8-point inset above and below, 12-point text, clipping as a scroll view")
    func defaults() {
        let textView = TextView()
        #expect(textView.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.font == .systemFont(ofSize: 12))
        #expect(textView.clipsToBounds)
        #expect(textView.text == "")
    }

    @Test("the text wraps as a label's at the width inside the insets and the line fragment padding")
    func wrapping() {
        let textView = TextView(frame: Rect(x: 0, y: 0, width: 120, height: 200))
        textView.textContainerInset = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        textView.text = "The quick brown fox jumps over the lazy dog\nagain"
        #expect(textView.textRect == Rect(x: 11, y: 4, width: 98, height: 192))
        let expected = TextMetrics.lines(
            of: textView.text, font: textView.font, numberOfLines: 0, maxWidth: 98)
        #expect(textView.lines == expected)
        #expect(textView.lines.count > 2)
        #expect(textView.lines.last == "again")
    }
}

extension TextViewTests {
    @Test("a tap in a window begins editing an editable text view, and not one that is not")
    func tapBeginsEditing() {
        let window = Window(size: Size(width: 200, height: 200))
        let notes = TextView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let fixed = TextView(frame: Rect(x: 0, y: 100, width: 200, height: 100))
        fixed.isEditable = false
        window.addSubview(notes)
        window.addSubview(fixed)
        window.tap(notes)
        window.tap(fixed)
        #expect(notes.isEditing)
        #expect(!fixed.isEditing)
    }

    @Test("a scrolling text view has no intrinsic size; one that does not scroll is as tall as its wrapped text")
    func intrinsicSizeOnlyWithoutScrolling() {
        let textView = TextView(frame: Rect(x: 0, y: 0, width: 0, height: 100))
        textView.text = "one two three four five six seven eight nine ten"
        #expect(textView.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        textView.isScrollEnabled = false
        let line = textView.font.lineHeight
        let oneLine = TextMetrics.width(of: textView.text, font: textView.font)
        // No width yet: the text on one line, with the line fragment padding, and the 8-point insets.
        #expect(textView.intrinsicContentSize == Size(width: oneLine + 10, height: line + 16))
        // At a width, wrapped inside the padding: as tall as a label of unlimited lines at that width.
        textView.frame.size.width = 100
        let wrapped = TextMetrics.size(
            of: textView.text, font: textView.font, numberOfLines: 0, maxWidth: 90, lineBreakMode: .byWordWrapping)
        #expect(wrapped.height > line)
        #expect(textView.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: wrapped.height + 16))
        #expect(textView.sizeThatFits(Size(width: 100, height: 0)) == Size(width: 100, height: wrapped.height + 16))
        textView.text = ""
        #expect(textView.sizeThatFits(Size(width: 100, height: 0)).height == line + 16)
    }
}
