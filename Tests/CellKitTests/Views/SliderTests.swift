import CellKit
import Testing

@Suite("Slider")
@MainActor
struct SliderTests {
    @Test("a new slider is at 0 in 0...1, continuous, 30 high with no width of its own, sending on valueChanged")
    func defaults() {
        let slider = Slider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        #expect(slider.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 30))
        #expect(slider.primaryActionEvent == .valueChanged)
        #expect(slider.minimumTrackTintColor == nil && slider.thumbTintColor == nil)
    }

    @Test("the value is clamped to the bounds, and moving a bound past the value moves the value")
    func clamping() {
        let slider = Slider()
        slider.maximumValue = 100
        slider.value = 150
        #expect(slider.value == 100)
        slider.maximumValue = 40
        #expect(slider.value == 40)
        slider.minimumValue = 50
        #expect(slider.value == 50 && slider.maximumValue == 50)
        slider.value = -3
        #expect(slider.value == 50)
        slider.setValue(.nan, animated: false)
        #expect(slider.value == 50)
    }

    @Test("the thumb's centre travels the track less its radius; a drag maps x back to the value, clamped")
    func mapping() {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 228, height: 30))
        slider.maximumValue = 10
        #expect(slider.thumbCenterX(for: 0) == 14)
        #expect(slider.thumbCenterX(for: 10) == 214)
        #expect(slider.thumbCenterX(for: 5) == 114)
        #expect(slider.value(atX: 64) == 2.5)
        #expect(slider.value(atX: -50) == 0)
        #expect(slider.value(atX: 500) == 10)
        slider.minimumValueImage = Image(named: "quiet")
        #expect(slider.trackRect.minX == 30 && slider.thumbCenterX(for: 0) == 44)
    }

    @Test("a drag sends valueChanged at each change when continuous, once at the end when not")
    func dragging() {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 228, height: 30))
        slider.maximumValue = 10
        var seen: [Double] = []
        slider.addAction(named: "moved") { sender in seen.append((sender as? Slider)?.value ?? -1) }
        slider.drag(through: [Point(x: 64, y: 15), Point(x: 64, y: 20), Point(x: 114, y: 15)])
        #expect(seen == [2.5, 5])
        slider.isContinuous = false
        seen = []
        slider.drag(through: [Point(x: 14, y: 15), Point(x: 214, y: 15)])
        #expect(seen == [10])
        slider.setValue(3, animated: true)
        slider.isEnabled = false
        slider.drag(to: Point(x: 14, y: 15))
        #expect(seen == [10] && slider.value == 3)
    }

    @Test("a tap on the track does not move the thumb, as in UIKit: it sends only the touch's events")
    func tapDoesNotMove() {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 228, height: 30))
        var events: [String] = []
        slider.addAction(named: "changed", for: .valueChanged) { _ in events.append("valueChanged") }
        slider.addAction(named: "up", for: .touchUpInside) { _ in events.append("touchUpInside") }
        slider.handleTap(at: Point(x: 200, y: 15))
        #expect(slider.value == 0 && events == ["touchUpInside"])
    }
}
