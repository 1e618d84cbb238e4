import CellKit
import CellPreview
import Foundation

/// A web page that measures strings in a browser with the faces CellKit measures them with: each string in a span
/// of its font (the `@font-face` rules of `FontFaceSheet`, shaped as CellKit models text), and a script that waits
/// for the faces, measures each span's text with a DOM range and writes the widths into the page, where
/// `--dump-dom` finds them.
struct MetricsPage {
    /// One string to measure and the font to measure it in.
    struct Sample {
        /// The text, on one line.
        var text: String
        /// Its font.
        var font: Font
    }

    /// What the page measures, in order.
    let samples: [Sample]
    /// The faces the page declares.
    private(set) var sheet = FontFaceSheet()
    private var body = ""

    init(samples: [Sample]) {
        self.samples = samples
        for (index, sample) in samples.enumerated() {
            let family = sheet.family(for: sample.font)
            let style =
                "font-family: \(family); font-size: \(sample.font.pointSize)px; "
                + "letter-spacing: \(sample.font.tracking)px"
            body += "<div><span data-i=\"\(index)\" style=\"\(style)\">"
            body += Self.escaped(sample.text) + "</span></div>\n"
        }
    }

    /// The page's HTML.
    var html: String {
        """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><style>
        body { margin: 0; }
        span { white-space: pre; }
        \(sheet.rules(for: "span"))</style></head><body>
        \(body)<pre id="failed"></pre><pre id="widths"></pre>
        <script>
        // Every declared face is loaded (an unused one would stay unloaded), then every span measured.
        Promise.all([...document.fonts].map(face => face.load().catch(() => null))).then(() => {
          const failed = [...document.fonts].filter(face => face.status !== "loaded").map(face => face.family);
          document.getElementById("failed").textContent = failed.join("\\n");
          const widths = [];
          for (const span of document.querySelectorAll("span[data-i]")) {
            const range = document.createRange();
            range.selectNodeContents(span);
            widths.push(span.dataset.i + " " + range.getBoundingClientRect().width);
          }
          document.getElementById("widths").textContent = widths.join("\\n");
        });
        </script></body></html>
        """
    }

    /// The result read back from the document the browser left.
    struct Result {
        /// Each sample's width, in the samples' order.
        var widths: [Double]
        /// The families whose file the browser could not load.
        var failedFamilies: [String]
    }

    /// Reads the widths and failed faces out of `document`, the page after its script ran.
    func result(in document: String) throws -> Result {
        let failed = try Self.content(of: "failed", in: document).split(separator: "\n").map(String.init)
        var widths = [Double?](repeating: nil, count: samples.count)
        for line in try Self.content(of: "widths", in: document).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let index = Int(fields[0]), widths.indices.contains(index),
                let width = Double(fields[1])
            else {
                throw Chromium.Failure(description: "the page wrote an unreadable width: '\(line)'")
            }
            widths[index] = width
        }
        let measured = widths.compactMap(\.self)
        guard measured.count == samples.count else {
            throw Chromium.Failure(
                description: "the page measured \(measured.count) of \(samples.count) strings (did its script run?)")
        }
        return Result(widths: measured, failedFamilies: failed)
    }

    /// The text of the element `<pre id="id">` in `document`, unescaped.
    static func content(of id: String, in document: String) throws -> String {
        guard let open = document.range(of: "<pre id=\"\(id)\">"),
            let close = document.range(of: "</pre>", range: open.upperBound..<document.endIndex)
        else {
            throw Chromium.Failure(description: "the page has no <pre id=\"\(id)\">:\n\(document.prefix(2000))")
        }
        return String(document[open.upperBound..<close.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `text` with the characters HTML gives a meaning escaped.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
