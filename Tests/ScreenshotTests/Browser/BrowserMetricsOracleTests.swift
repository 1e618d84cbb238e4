import CellFonts
import CellKit
import CellPreview
import Foundation
import Testing

/// The external oracle of CellKit's text metrics: headless Chromium measures a few hundred strings (Latin words and
/// sentences, accents composed and decomposed, digits and punctuation, kerning pairs, CJK, emoji, mixed scripts)
/// in the very font files CellKit measures them with, at several sizes and weights, and each of CellKit's widths
/// must be within half a point of the browser's.
///
/// The strings come from `OracleText`, made the same on every run; no width is written down anywhere. The page
/// turns ligatures and contextual alternates off and pair kerning on, which is what CellKit models.
///
/// Run it alone: `swift build --build-tests && swift test --skip-build --filter BrowserMetricsOracleTests`.
/// Like the screenshot tests it needs Debian's `chromium` (or `CHROMIUM=/path`), and the fonts `.ci/run` installs
/// (fonts-inter, fonts-liberation2, fonts-droid-fallback, fonts-nanum, fonts-noto-color-emoji); it is skipped, saying
/// so, where there is no browser, except under CI, where a missing browser or font fails it.
@Suite(
    "Text metrics against a browser", .serialized,
    .enabled(
        if: Chromium.testsRun,
        "no chromium found (install Debian's chromium, set CHROMIUM, or run .ci/run); under CI it fails"))
struct BrowserMetricsOracleTests {
    /// How far CellKit's width may be from the browser's.
    static let tolerance = 0.5

    /// The fonts, each string measured in all of them: the system font's weights and the face Helvetica maps to.
    static let fonts: [@Sendable (Double) -> Font] = [
        { .systemFont(ofSize: $0) }, { .systemFont(ofSize: $0, weight: .medium) },
        { .systemFont(ofSize: $0, weight: .semibold) }, { .boldSystemFont(ofSize: $0) },
        { Font(name: "Helvetica", size: $0) }, { Font(name: "Helvetica-Bold", size: $0) },
    ]

    /// The sizes, taken in turn: a string meets a different size in each font.
    static let sizes: [Double] = [11, 12, 13, 15, 17, 20, 22, 28, 34]

    /// Every string in every font, at sizes that rotate with the string and the font.
    static func samples() -> [MetricsPage.Sample] {
        var samples: [MetricsPage.Sample] = []
        for (index, text) in OracleText.strings().enumerated() {
            for (fontIndex, font) in fonts.enumerated() {
                samples.append(MetricsPage.Sample(text: text, font: font(sizes[(index + fontIndex) % sizes.count])))
            }
        }
        return samples
    }

    @Test("every string's width in CellKit is within half a point of Chromium's, in the same font files")
    func widthsAgreeWithChromium() throws {
        let page = MetricsPage(samples: Self.samples())
        #expect(page.samples.count >= 600)
        // Every scalar must have an installed face: else CellKit approximates it and the browser picks a system
        // font, and the comparison would say nothing about either.
        var uncovered: Set<String> = []
        for sample in page.samples {
            let faces = TextMetrics.faces(for: sample.font).faces.filter { $0.path != nil }
            for scalar in sample.text.unicodeScalars
            where !scalar.properties.isDefaultIgnorableCodePoint && !faces.contains(where: { $0.covers(scalar) }) {
                uncovered.insert("U+\(String(scalar.value, radix: 16, uppercase: true)) in \(sample.font)")
            }
        }
        try #require(
            uncovered.isEmpty,
            """
            no installed font file covers \(uncovered.sorted().prefix(10).joined(separator: ", ")); .ci/run installs \
            fonts-inter, fonts-liberation2, fonts-droid-fallback, fonts-nanum, fonts-noto-color-emoji and \
            fonts-dejavu-core \
            (registry warnings: \(FontRegistry.shared.warnings))
            """)
        let result = try page.result(in: Chromium.document(afterRunning: page.html))
        try #require(result.failedFamilies.isEmpty, "chromium could not load: \(result.failedFamilies)")

        var disagreements: [(difference: Double, line: String)] = []
        for (sample, browser) in zip(page.samples, result.widths) {
            let cellKit = TextMetrics.width(of: sample.text, font: sample.font)
            let difference = cellKit - browser
            if abs(difference) > Self.tolerance {
                // A decomposed string prints as its composed twin: say which it is, and name the scalars.
                let scalars = sample.text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
                let form =
                    Array(sample.text.unicodeScalars)
                        == Array(sample.text.precomposedStringWithCanonicalMapping.unicodeScalars)
                    ? "" : " (decomposed)"
                let line =
                    "'\(sample.text)'\(form) [\(scalars.joined(separator: " "))] in \(sample.font): CellKit "
                    + "\(rounded(cellKit)), Chromium \(rounded(browser))"
                    + " (\(difference > 0 ? "+" : "")\(rounded(difference)))"
                disagreements.append((difference, line))
            }
        }
        let worst = disagreements.sorted { abs($0.difference) > abs($1.difference) }.prefix(25)
        #expect(
            disagreements.count == 0,
            """
            \(disagreements.count) of \(page.samples.count) widths differ from the browser's by more than \
            \(Self.tolerance) pt; the worst:
            \(worst.map(\.line).joined(separator: "\n"))
            """)
    }

    private func rounded(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
