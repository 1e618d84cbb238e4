import CellKit
import Testing

@testable import CellPreview

/// How the picture draws text shadows (a label's, a button title's per state) and where it puts a one-line label's
/// shrunk text for each `baselineAdjustment`.
@MainActor @Suite("SVG renderer: text shadows and baseline adjustment")
struct SVGRendererTextShadowTests {
    private func texts(_ view: View) -> [Substring] {
        SVGRenderer().render(view).split(separator: "\n").filter { $0.contains("<text") }
    }

    private func attribute(_ name: String, of text: Substring) -> String? {
        guard let start = text.range(of: " \(name)=\"") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test("a label's shadow is its text again beneath it, in the shadow's colour, moved by the offset")
    func labelShadow() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Score"
        label.textColor = .white
        #expect(texts(label).count == 1)
        label.textShadowOffset = Size(width: 2, height: 3)
        #expect(texts(label).count == 1, "an offset without a colour draws no shadow")
        label.textShadowColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        let lines = texts(label)
        #expect(lines.count == 2)
        let shadow = try #require(lines.first)
        let text = try #require(lines.last)
        #expect(attribute("fill", of: shadow) == "#000000" && attribute("fill-opacity", of: shadow) == "0.5")
        #expect(attribute("fill", of: text) == "#FFFFFF")
        let x = try #require(attribute("x", of: text).flatMap(Double.init))
        let y = try #require(attribute("y", of: text).flatMap(Double.init))
        #expect(attribute("x", of: shadow) == SVGWriter.number(x + 2))
        #expect(attribute("y", of: shadow) == SVGWriter.number(y + 3))
        #expect(attribute("font-size", of: shadow) == attribute("font-size", of: text))
        #expect(shadow.hasSuffix(">Score</text>"))
    }

    @Test("each line of a multi-line label has its shadow; UIKit's default offset is one point up")
    func multiLineShadow() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 60))
        label.numberOfLines = 0
        label.text = "One\nTwo"
        label.textShadowColor = .gray
        let lines = texts(label)
        #expect(lines.count == 4)
        for pair in [(lines[0], lines[1]), (lines[2], lines[3])] {
            let y = try #require(attribute("y", of: pair.1).flatMap(Double.init))
            #expect(attribute("y", of: pair.0) == SVGWriter.number(y - 1))
            #expect(attribute("fill", of: pair.0) == "#808080")
        }
    }

    @Test("a button's title shadow is its current state's, moved the other way while highlighted if it reverses")
    func buttonTitleShadow() throws {
        let button = Button(frame: Rect(x: 0, y: 0, width: 120, height: 40))
        button.buttonType = .custom
        button.title = "Replay"
        #expect(texts(button).count == 1)
        button.titleShadowColor = .darkGray
        button.highlightedTitleShadowColor = .black
        button.titleShadowOffset = Size(width: 0, height: -1)
        button.reversesTitleShadowWhenHighlighted = true
        var lines = texts(button)
        #expect(lines.count == 2)
        var y = try #require(attribute("y", of: lines[1]).flatMap(Double.init))
        #expect(attribute("fill", of: lines[0]) == "#555555")
        #expect(attribute("y", of: lines[0]) == SVGWriter.number(y - 1))
        button.isHighlighted = true
        lines = texts(button)
        y = try #require(attribute("y", of: lines[1]).flatMap(Double.init))
        #expect(attribute("fill", of: lines[0]) == "#000000")
        #expect(attribute("y", of: lines[0]) == SVGWriter.number(y + 1))
    }

    /// A 30-point-high label whose 20-point text shrinks to 10 points, its minimum.
    private func shrunkLabel(_ adjustment: BaselineAdjustment) -> Label {
        let label = Label(frame: Rect(x: 0, y: 0, width: 20, height: 30))
        label.font = .systemFont(ofSize: 20)
        label.text = "A rather long text"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.baselineAdjustment = adjustment
        return label
    }

    @Test(
        "a shrunk line's glyphs are centred on the full baseline, the full centre or below the full top",
        arguments: [
            // The system font's face has no line gap, its ascender and descender 0.96875 and -0.24147727... of the
            // size: the 20-point line is 24.2045 high, centred at 15 in 30 points, the 10-point line half as high.
            // Baselines: the full baseline is 2.8977 + 19.375 = 22.2727, and the 10-point glyphs' middle is
            // (9.6875 - 2.4148) / 2 = 3.6364 above it: 18.6364. Centres: the full line's middle, 15.
            // None: the full line's top, 2.8977, and the 10-point glyphs' middle 6.0511 below it: 8.9489.
            (BaselineAdjustment.alignBaselines, "18.64"), (.alignCenters, "15"), (.none, "8.95"),
        ])
    func shrunkLinePosition(adjustment: BaselineAdjustment, y: String) throws {
        let label = shrunkLabel(adjustment)
        #expect(label.displayedFont == .systemFont(ofSize: 10))
        let line = try #require(texts(label).first)
        #expect(attribute("font-size", of: line) == "10")
        #expect(attribute("y", of: line) == y)
    }
}
