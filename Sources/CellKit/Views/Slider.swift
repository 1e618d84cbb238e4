/// A control that picks a value along a track (UIKit's `UISlider`): dragging the thumb sets `value` from where the
/// touch is along the track and sends `valueChanged`; a touch that does not land on the thumb moves nothing.
///
/// The value stays in `minimumValue...maximumValue`, as UIKit keeps it: setting it outside clamps it, and moving a
/// bound past the value moves the value with it. A bound moved past the other bound moves that one too (UIKit leaves
/// the case undocumented; the compiler rejects a template whose minimum exceeds its maximum).
@MainActor
open class Slider: Control {
    /// The slider's intrinsic height: the height Interface Builder gives a slider. It has no intrinsic width.
    public static let height = 30.0
    /// The diameter of the thumb, whose centre travels the track from one end less its radius to the other.
    public static let thumbDiameter = 28.0
    /// The room a minimum or maximum value image takes at its end of the track, with the gap beside it.
    public static let valueImageRoom = 30.0

    /// The value, in `minimumValue...maximumValue`.
    public var value: Double {
        get { bounded.value }
        set {
            bounded.setValue(newValue)
            contentWrites.value &+= 1
        }
    }
    /// The least value; setting it above `value` raises the value.
    public var minimumValue: Double {
        get { bounded.minimum }
        set { bounded.setMinimum(newValue) }
    }
    /// The greatest value; setting it below `value` lowers the value.
    public var maximumValue: Double {
        get { bounded.maximum }
        set { bounded.setMaximum(newValue) }
    }
    /// Whether a drag sends `valueChanged` at every move (true) or once, when the touch ends (false).
    public var isContinuous = true
    /// The colour of the track left of the thumb; nil draws it in UIKit's default tint, `systemBlue`.
    public var minimumTrackTintColor: Color?
    /// The colour of the track right of the thumb; nil draws UIKit's light grey.
    public var maximumTrackTintColor: Color?
    /// The thumb's colour; nil draws it white.
    public var thumbTintColor: Color?
    /// The image at the track's left end, beside the minimum.
    public var minimumValueImage: Image?
    /// The image at the track's right end, beside the maximum.
    public var maximumValueImage: Image?

    private var bounded = BoundedValue(0, in: 0, 1.0)
    /// The finger holding the thumb: how far right of the thumb's centre it landed, and the value then.
    private var grab: Grab?

    private struct Grab {
        let offset: Double
        let valueAtTouchDown: Double
    }

    /// Creates a slider in `frame`, at 0 in 0...1.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// UIKit's `setValue(_:animated:)`: sets the value, clamped, and, as any change made in code, sends no action.
    public func setValue(_ value: Double, animated: Bool) {
        self.value = value
    }

    /// A slider sends its `action` when its value changes.
    open override var primaryActionEvent: Event { .valueChanged }

    /// The track, in the slider's bounds: its full width less the room of its value images, across its middle.
    public var trackRect: Rect {
        let left = minimumValueImage == nil ? 0 : Self.valueImageRoom
        let right = maximumValueImage == nil ? 0 : Self.valueImageRoom
        return Rect(x: left, y: bounds.midY - 2, width: max(0, bounds.width - left - right), height: 4)
    }

    /// The x of the thumb's centre for `value`, as UIKit maps values to the track: the minimum at the track's left
    /// end plus the thumb's radius, the maximum at its right end less the radius, linearly between.
    public func thumbCenterX(for value: Double) -> Double {
        let track = trackRect
        let travel = max(0, track.width - Self.thumbDiameter)
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (BoundedValue.clamp(value, minimumValue, maximumValue) - minimumValue) / span : 0
        return track.minX + Self.thumbDiameter / 2 + fraction * travel
    }

    /// The value a touch at `x` (in the slider's coordinates) drags the thumb to: the inverse of
    /// ``thumbCenterX(for:)``, clamped to the bounds.
    public func value(atX x: Double) -> Double {
        let track = trackRect
        let travel = track.width - Self.thumbDiameter
        guard travel > 0 else { return minimumValue }
        let fraction = BoundedValue.clamp((x - track.minX - Self.thumbDiameter / 2) / travel, 0, 1)
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    /// The thumb, in the slider's bounds: a ``thumbDiameter`` square centred on the track at the value. A touch
    /// must land in it to move the value, as in UIKit.
    public var thumbRect: Rect {
        let radius = Self.thumbDiameter / 2
        return Rect(
            x: thumbCenterX(for: value) - radius, y: bounds.midY - radius, width: Self.thumbDiameter,
            height: Self.thumbDiameter)
    }

    /// Follows a touch that lands on the thumb, keeping the thumb where the finger holds it; a touch elsewhere on
    /// the slider (its track) is not followed, so it moves nothing, as in UIKit.
    open override func beginTracking(_ touch: Touch) -> Bool {
        guard thumbRect.contains(touch.location) else { return false }
        grab = Grab(offset: touch.location.x - thumbCenterX(for: value), valueAtTouchDown: value)
        return true
    }

    /// The thumb follows the finger along the track, clamped to its ends, sending `valueChanged` when the value
    /// changed and the slider is continuous (before the move's `touchDragInside`).
    open override func continueTracking(_ touch: Touch) -> Bool {
        follow(touch)
        return true
    }

    /// The finger lifts where it last was; a slider that is not continuous sends its one `valueChanged` now, if the
    /// value changed since the touch began, before `touchUpInside`.
    open override func endTracking(_ touch: Touch) {
        follow(touch)
        if let grab, !isContinuous, value != grab.valueAtTouchDown {
            sendActions(for: .valueChanged)
        }
        grab = nil
    }

    private func follow(_ touch: Touch) {
        guard let grab else { return }
        let before = value
        value = value(atX: touch.location.x - grab.offset)
        if isContinuous, value != before {
            sendActions(for: .valueChanged)
        }
    }

    /// Drags the thumb through `points` (in the slider's coordinates), as a finger that lands on the thumb's centre
    /// and moves: `touchDown`, then the value follows each point, sending `valueChanged` at each change when
    /// continuous, or once at the end when not, with the drag events (`touchDragInside`, ...), then `touchUpInside`
    /// or `touchUpOutside`. A disabled slider ignores the touch. `Window.drag(from:to:steps:)` drags a slider in a
    /// window, from wherever the finger lands.
    public func drag(through points: [Point]) {
        let start = Touch(location: Point(x: thumbCenterX(for: value), y: bounds.midY), timestamp: 0)
        touchDidBegin(start)
        var last = start
        for point in points {
            last = Touch(location: point, timestamp: 0)
            touchDidMove(last)
        }
        touchDidEnd(last)
    }

    /// Drags the thumb to `point`, in one move.
    public func drag(to point: Point) {
        drag(through: [point])
    }

    /// The slider's height; its width is its frame's.
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: Self.height)
    }
}
