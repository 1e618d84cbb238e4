import CellKit
import Testing

/// `VisualEffectView`: its content view fills it, whatever its size becomes, and receives touches.
@MainActor
@Suite struct VisualEffectViewTests {
    @Test("the content view is its only subview and fills its bounds after each layout")
    func contentViewFills() {
        let effectView = VisualEffectView(frame: Rect(x: 10, y: 10, width: 100, height: 50))
        #expect(effectView.subviews.count == 1)
        #expect(effectView.subviews.first === effectView.contentView)
        #expect(effectView.contentView.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        effectView.frame.size = Size(width: 300, height: 80)
        effectView.layoutIfNeeded()
        #expect(effectView.contentView.frame == Rect(x: 0, y: 0, width: 300, height: 80))
    }

    @Test("UIKit's init(effect:) sets the effect; a plain one has none")
    func effects() {
        #expect(VisualEffectView().effect == nil)
        #expect(VisualEffectView(effect: .dark).effect == .dark)
    }

    @Test("a tap on a text field in the content view begins editing it")
    func tapsReachTheContent() {
        let window = Window(size: Size(width: 200, height: 100))
        let effectView = VisualEffectView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 180, height: 30))
        effectView.contentView.addSubview(field)
        window.addSubview(effectView)
        window.layoutIfNeeded()
        window.tap(at: Point(x: 50, y: 20))
        #expect(field.isEditing)
    }
}
