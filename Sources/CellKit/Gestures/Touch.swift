/// One finger on a control, as the control's tracking methods see it (the part of UIKit's `UITouch` a control
/// reads): where the finger is, in the control's coordinates, and when, in seconds since it touched down.
///
/// CellKit's touches are headless and their time is simulated: `Window.press(at:for:)` and
/// `Window.drag(from:to:steps:)` make them, and no clock runs between their phases, so a test that holds a stepper
/// for two seconds takes no time.
public struct Touch: Sendable, Hashable {
    /// Where the finger is, in the coordinates of the control tracking it.
    public var location: Point
    /// The seconds since the finger touched down.
    public var timestamp: Double

    /// A touch at `location`, `timestamp` seconds after it began.
    public init(location: Point, timestamp: Double) {
        self.location = location
        self.timestamp = timestamp
    }
}
