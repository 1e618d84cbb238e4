import CellKit
import CellPreview

/// A web page that lets a browser wrap paragraphs itself: each in a block of a label's width, in CellKit's faces
/// (`FontFaceSheet`), and a script that reads back where the browser broke each one, a DOM range per character
/// telling which line it landed on.
struct WrappingPage {
    /// A paragraph and the label it is wrapped in.
    struct Sample {
        /// The text, of words between spaces.
        var text: String
        /// Its font.
        var font: Font
        /// The width it wraps at.
        var width: Double
    }

    /// What the page wraps, in order.
    let samples: [Sample]
    private var sheet = FontFaceSheet()
    private var body = ""

    init(samples: [Sample]) {
        self.samples = samples
        for (index, sample) in samples.enumerated() {
            let family = sheet.family(for: sample.font)
            let style =
                "font-family: \(family); font-size: \(sample.font.pointSize)px; "
                + "letter-spacing: \(sample.font.tracking)px; width: \(sample.width)px"
            body += "<div data-i=\"\(index)\" style=\"\(style)\">\(MetricsPage.escaped(sample.text))</div>\n"
        }
    }

    /// The page's HTML.
    var html: String {
        """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><style>
        body { margin: 0; }
        div { white-space: pre-wrap; overflow-wrap: anywhere; margin-bottom: 8px; }
        \(sheet.rules(for: "div"))</style></head><body>
        \(body)<pre id="lines"></pre>
        <script>
        // A character whose box starts lower than the one before begins a line. Spaces are kept (pre-wrap) and hang
        // at the end of the line they end, as CellKit lets them: a line is compared without them.
        function lines(block) {
          const node = block.firstChild, text = node.textContent, found = [];
          let line = "", top = null;
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const boxes = range.getClientRects();
            if (boxes.length > 0) {
              if (top !== null && boxes[0].top > top + 1) { found.push(line.trimEnd()); line = ""; }
              top = boxes[0].top;
            }
            line += text[i];
          }
          found.push(line.trimEnd());
          return found.join("|");
        }
        Promise.all([...document.fonts].map(face => face.load().catch(() => null))).then(() => {
          const all = [...document.querySelectorAll("div[data-i]")].map(block => lines(block));
          document.getElementById("lines").textContent = all.join("\\n");
        });
        </script></body></html>
        """
    }

    /// Each sample's lines as the browser broke them, read out of `document`, the page after its script ran.
    func lines(in document: String) throws -> [[String]] {
        let all = try MetricsPage.content(of: "lines", in: document).split(
            separator: "\n", omittingEmptySubsequences: false)
        guard all.count == samples.count else {
            throw Chromium.Failure(description: "the page wrapped \(all.count) of \(samples.count) paragraphs")
        }
        return all.map { $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init) }
    }
}
