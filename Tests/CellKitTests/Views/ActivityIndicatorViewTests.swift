import CellKit
import Testing

@Suite("ActivityIndicatorView")
@MainActor
struct ActivityIndicatorViewTests {
    @Test("a new indicator is medium, stopped and so hidden, 20 square; large is 37")
    func defaults() {
        let indicator = ActivityIndicatorView()
        #expect(indicator.style == .medium && !indicator.isAnimating && indicator.hidesWhenStopped)
        #expect(indicator.isHidden)
        #expect(indicator.intrinsicContentSize == Size(width: 20, height: 20))
        #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == Size(width: 37, height: 37))
        #expect(indicator.displayedColor == .systemGray)
        #expect(ActivityIndicatorView(style: .whiteLarge).displayedColor == .white)
    }

    @Test("starting shows the indicator and stopping hides it, when it hides when stopped")
    func startAndStop() {
        let indicator = ActivityIndicatorView()
        indicator.startAnimating()
        #expect(indicator.isAnimating && !indicator.isHidden)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating && indicator.isHidden)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
        indicator.isAnimating = true
        indicator.isAnimating = false
        #expect(!indicator.isHidden && !indicator.isAnimating)
    }
}
