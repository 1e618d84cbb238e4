import CellKit
import CellPreview
import Foundation
import Testing

/// The renderer's text in a browser: a picture of multi-line labels, put in a page whose script measures every
/// `<text>` the browser drew (`getComputedTextLength`, the advances it laid the line out with). Since the picture
/// names CellKit's font files and nothing squeezes a line, each drawn line must be as wide as CellKit measured it
/// and fit inside its label, so the browser shows the lines where CellKit broke them.
///
/// Run it alone: `swift test --skip-build --filter BrowserTextLayoutTests` (needs chromium, as the screenshot tests).
@MainActor
@Suite(
    "Text of pictures in a browser", .serialized,
    .enabled(
        if: Chromium.testsRun,
        "no chromium found (install Debian's chromium, set CHROMIUM, or run .ci/run); under CI it fails"))
struct BrowserTextLayoutTests {
    /// Labels of several fonts and widths whose text wraps to two lines or more.
    private func labels() -> [Label] {
        let specimens: [(String, Font, Double)] = [
            ("The quick brown fox jumps over the lazy dog again and again", .systemFont(ofSize: 17), 150),
            ("Breaking news: the feed's titles now wrap at the right word", .boldSystemFont(ofSize: 15), 200),
            ("Typography: AVATAR, Toyota, Wavy Yellow Tents", .systemFont(ofSize: 20, weight: .semibold), 170),
            ("Helvetica maps to Liberation Sans, whose widths are Arial's", Font(name: "Helvetica", size: 13), 120),
            ("Café crème brûlée à la carte, s'il vous plaît", .systemFont(ofSize: 15, weight: .medium), 130),
            ("東京都新宿区の天気予報は晴れのち曇りです", .systemFont(ofSize: 15), 100),
        ]
        var top = 0.0
        return specimens.map { text, font, width in
            let label = Label(frame: Rect(x: 10, y: top, width: width, height: 0))
            label.text = text
            label.font = font
            label.numberOfLines = 0
            label.frame.size.height = label.sizeThatFits(Size(width: width, height: .infinity)).height
            top += label.frame.height + 4
            return label
        }
    }

    @Test("every line of a wrapped label is as wide in the browser as CellKit measured it, inside the label")
    func wrappedLinesFit() throws {
        let labels = labels()
        let window = Window(size: Size(width: 320, height: labels.last.map { $0.frame.maxY + 10 } ?? 100))
        for label in labels {
            window.addSubview(label)
        }
        let svg = SVGRenderer().render(window)
        let page = """
            <!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin: 0">
            \(svg)<pre id="lines"></pre>
            <script>
            document.fonts.ready.then(() => {
              const lines = [...document.querySelectorAll("text")].map(t => t.getComputedTextLength());
              document.getElementById("lines").textContent = lines.join("\\n");
            });
            </script></body></html>
            """
        let document = try Chromium.document(afterRunning: page)
        let start = try #require(document.range(of: "<pre id=\"lines\">"))
        let end = try #require(document.range(of: "</pre>", range: start.upperBound..<document.endIndex))
        let widths = document[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { Double($0) }

        var expected: [(label: Label, line: Substring)] = []
        for label in labels {
            let lines = TextMetrics.lines(
                of: label.text ?? "", font: label.font, numberOfLines: 0, maxWidth: label.frame.width)
            #expect(lines.count >= 2, "'\(label.text ?? "")' should wrap at \(label.frame.width) pt")
            expected += lines.map { (label, $0) }
        }
        try #require(
            widths.count == expected.count, "the browser drew \(widths.count) lines, CellKit laid out \(expected.count)"
        )
        for ((label, line), browser) in zip(expected, widths) {
            let cellKit = TextMetrics.width(of: line, font: label.font)
            #expect(
                abs(browser - cellKit) <= 0.5,
                "'\(line)' in \(label.font): the browser drew it \(browser) pt wide, CellKit measured \(cellKit)")
            #expect(browser <= label.frame.width + 0.5, "'\(line)' overhangs its \(label.frame.width) pt label")
        }
    }

    @Test("the browser, wrapping a paragraph at a label's width in CellKit's faces, breaks it where CellKit does")
    func browserWrapsWhereCellKitDoes() throws {
        let fonts: [Font] = [
            .systemFont(ofSize: 17), .boldSystemFont(ofSize: 15), .systemFont(ofSize: 13, weight: .semibold),
            Font(name: "Helvetica", size: 14), Font(name: "Helvetica-Bold", size: 16),
        ]
        let widths: [Double] = [120, 160, 200, 240, 300]
        // Sentences of words between spaces: both sides break only at spaces there (a browser also breaks after a
        // hyphen or a slash, which CellKit's word wrapping does not).
        let sentences = OracleText.strings().filter { text in
            text.count > 20 && text.allSatisfy { $0.isASCII && ($0.isLetter || $0 == " " || $0 == "," || $0 == ".") }
        }
        var samples: [WrappingPage.Sample] = []
        for (index, sentence) in sentences.enumerated() {
            let text = sentence + " " + sentences[(index + 7) % sentences.count]
            samples.append(
                WrappingPage.Sample(
                    text: text, font: fonts[index % fonts.count], width: widths[(index / fonts.count) % widths.count]))
        }
        #expect(samples.count >= 30)
        let page = WrappingPage(samples: samples)
        let browser = try page.lines(in: Chromium.document(afterRunning: page.html))
        var differences: [String] = []
        for (sample, lines) in zip(samples, browser) {
            let cellKit = TextMetrics.lines(
                of: sample.text, font: sample.font, numberOfLines: 0, maxWidth: sample.width
            )
            .map(String.init)
            if cellKit != lines {
                differences.append(
                    "'\(sample.text)' in \(sample.font) at \(sample.width) pt: CellKit \(cellKit), Chromium \(lines)")
            }
        }
        let worst = differences.prefix(10).joined(separator: "\n")
        #expect(
            differences.count == 0, "\(differences.count) of \(samples.count) paragraphs break differently:\n\(worst)")
    }
}
