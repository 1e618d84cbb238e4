import CellKit
import Testing

@Suite("ProgressView")
@MainActor
struct ProgressViewTests {
    @Test("a new progress view is empty, default style, 4 high with no width of its own")
    func defaults() {
        let progress = ProgressView()
        #expect(progress.progress == 0 && progress.progressViewStyle == .default)
        #expect(progress.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 4))
        #expect(ProgressView(progressViewStyle: .bar).progressViewStyle == .bar)
    }

    @Test(
        "progress is clamped to 0...1, as UIKit clamps it", arguments: [(-1.0, 0.0), (0.25, 0.25), (7, 1), (.nan, 0)])
    func clamping(given: Double, kept: Double) {
        let progress = ProgressView()
        progress.setProgress(given, animated: true)
        #expect(progress.progress == kept)
    }
}
