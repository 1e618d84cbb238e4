import CellKit
import Testing

@testable import CellPreview

/// What `SVGRenderer` and `ScreenText` show of text fields, text views and effect views.
@MainActor @Suite("SVG renderer: text inputs and effects")
struct SVGRendererTextInputTests {
    private func render(_ view: View) -> String {
        SVGRenderer().render(view)
    }

    @Test("a rounded field is a white rounded rectangle with a grey edge; its placeholder grey, inset 7 points")
    func roundedFieldWithPlaceholder() {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        let svg = render(field)
        #expect(
            svg.contains(
                ##"<rect x="0.5" y="0.5" width="199" height="29" rx="5" fill="#FFFFFF" stroke="#CCCCCC" stroke-width="1"/>"##
            ))
        #expect(svg.contains(#"<g transform="translate(7,0)">"#))
        #expect(svg.contains(##"fill="#3C3C43" fill-opacity="0.3">Email</text>"##))
    }

    @Test("a line field has a black edge and no ground; a field without a border draws none")
    func borders() {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 24))
        field.text = "x"
        #expect(!render(field).contains("stroke"))
        field.borderStyle = .line
        #expect(render(field).contains(##"fill="none" stroke="#000000" stroke-width="1"/>"##))
    }

    @Test("secure text is drawn as bullets, and the clear button only while it shows")
    func secureTextAndClearButton() {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        field.text = "hunter2"
        field.isSecureTextEntry = true
        field.clearButtonMode = .whileEditing
        #expect(render(field).contains(">•••••••</text>"))
        #expect(!render(field).contains("hunter2"))
        #expect(!render(field).contains("<circle"))
        field.becomeFirstResponder()
        #expect(render(field).contains(##"<circle cx="190.5" cy="15" r="7" fill="#C7C7CC"/>"##))
        #expect(ScreenText.lines(of: field) == [#"     0      0  [text field "•••••••", editing]"#])
    }

    @Test("a text view's lines are TextMetrics' wrapping, drawn from the top of its text rectangle")
    func textViewLines() {
        let textView = TextView(frame: Rect(x: 0, y: 0, width: 100, height: 200))
        textView.text = "one two three four five six seven eight"
        let lines = textView.lines
        #expect(lines.count > 1)
        let svg = render(textView)
        let lineHeight = textView.font.lineHeight
        for (index, line) in lines.enumerated() {
            let y = SVGWriter.number(8 + Double(index) * lineHeight)
            #expect(svg.contains(#"<g transform="translate(5,\#(y))">"#), "line \(index)")
            #expect(svg.contains(">\(line)</text>"), "line \(index)")
        }
        #expect(!svg.contains("…"))
    }

    @Test("a text view shows only the whole lines its height holds")
    func textViewClipsToWholeLines() {
        let textView = TextView(frame: Rect(x: 0, y: 0, width: 60, height: 16 + 2 * 14.4 + 1))
        textView.text = "alpha beta gamma delta epsilon zeta"
        #expect(textView.lines.count > 2)
        #expect(render(textView).components(separatedBy: "<text").count - 1 == 2)
    }

    @Test(
        "an effect view is a translucent tint of its style: light styles whitish, dark ones blackish",
        arguments: [
            (BlurEffect.Style.systemUltraThinMaterial, "#F7F7F7", "0.3"), (.systemMaterialDark, "#1C1C1C", "0.7"),
            (.extraLight, "#F7F7F7", "0.9"), (.systemChromeMaterialDark, "#2B2B2B", "0.8"),
        ])
    func effectTints(style: BlurEffect.Style, color: String, opacity: String) {
        let effectView = VisualEffectView(effect: style)
        effectView.frame = Rect(x: 0, y: 0, width: 50, height: 20)
        #expect(
            render(effectView).contains(
                #"<rect x="0" y="0" width="50" height="20" fill="\#(color)" fill-opacity="\#(opacity)"/>"#))
        #expect(ScreenText.lines(of: effectView) == ["     0      0  [blur \(style.rawValue)]"])
    }

    @Test("an effect view without an effect draws nothing of its own, and its content view's subviews show")
    func effectViewContent() {
        let effectView = VisualEffectView(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        let label = Label(frame: Rect(x: 4, y: 10, width: 90, height: 20))
        label.text = "Blurred"
        effectView.contentView.addSubview(label)
        let svg = render(effectView)
        #expect(!svg.contains("fill-opacity"))
        #expect(svg.contains(">Blurred</text>"))
        #expect(ScreenText.lines(of: effectView) == [#"    10      4  "Blurred""#])
    }
}
