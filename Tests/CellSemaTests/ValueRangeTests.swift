import CellDiagnostics
import CellSema
import Testing

/// Values UIKit bounds by another property of the same view, checked against the bounds the view gives or its
/// defaults; lists of strings; and the order a view's bounds and values are assigned in.
@Suite("Value ranges")
struct ValueRangeTests {
    /// A cell with one view of `kind` whose body is `body`, each line indented.
    private static func source(_ kind: String, _ body: [String]) -> String {
        "cell C {\n    \(kind) v {\n        frame = (0, 0, 100, 30)\n"
            + body.map { "        \($0)\n" }.joined() + "    }\n}\n"
    }

    @Test(
        "a value outside its bounds is an error at the property that breaks them",
        arguments: [
            ("Slider", ["1️⃣value = 2"], "'value' must be in 0...1, its 'minimumValue' and 'maximumValue', found 2"),
            (
                "Slider", ["minimumValue = 5", "1️⃣maximumValue = 4"],
                "'minimumValue' (5) must be at most 'maximumValue' (4)"
            ),
            ("Stepper", ["1️⃣maximumValue = 0"], "'minimumValue' (0) must be less than 'maximumValue' (0)"),
            ("Stepper", ["1️⃣value = -1"], "'value' must be in 0...100, its 'minimumValue' and 'maximumValue', found -1"),
            ("Stepper", ["1️⃣stepValue = 0"], "'stepValue' must be positive, found 0"),
            ("ProgressView", ["1️⃣progress = 1.5"], "'progress' must be in 0...1, found 1.5"),
            ("PageControl", ["1️⃣numberOfPages = -1"], "'numberOfPages' cannot be negative, found -1"),
            (
                "PageControl", ["numberOfPages = 3", "1️⃣currentPage = 3"],
                "'currentPage' must be in 0...2 for 3 pages, found 3"
            ),
            (
                "SegmentedControl", ["segments = (\"A\", \"B\")", "1️⃣selectedSegmentIndex = 2"],
                "'selectedSegmentIndex' must be -1 (no segment) or in 0...1, found 2"
            ),
        ])
    func outOfRange(kind: String, body: [String], message: String) {
        let source = CheckedSource(Self.source(kind, body))
        let diagnostic = source.expectOnlyError(.invalidValue, at: "1️⃣")
        source.expect(diagnostic, message: message)
    }

    @Test("a selected segment with no segments says how to give them")
    func selectionWithoutSegments() {
        let source = CheckedSource(Self.source("SegmentedControl", ["1️⃣selectedSegmentIndex = 0"]))
        let diagnostic = source.expectOnlyError(.invalidValue, at: "1️⃣")
        source.expect(
            diagnostic, message: "'selectedSegmentIndex' must be -1 (no segment), as there are no segments, found 0",
            notes: [("give the titles with 'segments = (\"A\", \"B\")'", nil)])
    }

    @Test("values inside their bounds check cleanly, and a view's bounds are assigned before its other properties")
    func boundsComeFirst() throws {
        let source = CheckedSource(
            Self.source("Slider", ["value = 50", "isContinuous = false", "maximumValue = 100", "minimumValue = 10"]))
        source.expectNoDiagnostics()
        let template = try source.template()
        let names = template.views[try source.view("v", in: template)].properties.map(\.spec.name)
        #expect(names == ["maximumValue", "minimumValue", "value", "isContinuous"])
    }

    @Test("segments are a tuple of string literals, or one string alone")
    func segments() throws {
        for (written, expected) in [("(\"Day\", \"Week\")", ["Day", "Week"]), ("\"All\"", ["All"])] {
            let source = CheckedSource(Self.source("SegmentedControl", ["segments = \(written)"]))
            source.expectNoDiagnostics()
            let template = try source.template()
            let view = template.views[try source.view("v", in: template)]
            #expect(view.properties.first?.value == .strings(expected))
        }
    }

    @Test(
        "segments that are not string literals are a type mismatch at the element or the value",
        arguments: [
            ("(\"Day\", 1️⃣2)", "'segments' takes a list of string literals, found a number"),
            ("1️⃣.day", "'segments' takes a list of strings '(\"A\", \"B\")', found '.day'"),
        ])
    func wrongSegments(value: String, message: String) {
        let source = CheckedSource(Self.source("SegmentedControl", ["segments = \(value)"]))
        let diagnostic = source.expectOnlyError(.typeMismatch, at: "1️⃣")
        source.expect(diagnostic, message: message)
    }

    @Test("a misspelt property of a value control gets a suggestion")
    func didYouMean() {
        let source = CheckedSource(Self.source("Stepper", ["1️⃣stepValu = 2"]))
        let diagnostic = source.expectOnlyError(.unknownProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: "unknown property 'stepValu' on 'Stepper'", notes: [("did you mean 'stepValue'?", nil)]
        )
    }

    @Test(
        "a value control's property of the wrong type names the type it takes",
        arguments: [
            ("ProgressView", "progress = 1️⃣\"half\"", "'progress' takes a number, found a string"),
            ("ActivityIndicatorView", "isAnimating = 1️⃣1", "'isAnimating' takes 'true' or 'false', found a number"),
            ("PageControl", "numberOfPages = 1️⃣2.5", "'numberOfPages' takes an integer, found 2.5"),
            ("Slider", "thumbTintColor = 1️⃣\"red\"", "'thumbTintColor' takes a colour, found a string"),
        ])
    func wrongType(kind: String, line: String, message: String) {
        let source = CheckedSource(Self.source(kind, [line]))
        let diagnostic = source.expectOnlyError(.typeMismatch, at: "1️⃣")
        source.expect(diagnostic, message: message)
    }

    @Test("an indicator style that does not exist suggests the nearest and lists UIKit's")
    func unknownStyle() {
        let source = CheckedSource(Self.source("ActivityIndicatorView", ["style = 1️⃣.larg"]))
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(
            diagnostic, message: "'ActivityIndicatorView.Style' has no case '.larg'",
            notes: [
                ("did you mean 'large'?", nil),
                ("'style' takes one of: .medium, .large, .white, .whiteLarge, .gray", nil),
            ])
    }
}
