/// Recognizes a tap on its view and calls its handler (UIKit's `UITapGestureRecognizer`, with a closure in place
/// of target-action). Open, so that a subclass can carry what the handler needs to know, as seed 003's
/// `CustomStackTableViewTapGesture` carries its row's index.
@MainActor
open class TapGestureRecognizer {
    /// The view the recognizer is attached to; set by `View.addGestureRecognizer(_:)`.
    public internal(set) weak var view: View?
    /// Whether the recognizer takes taps; a disabled one lets the tap go to the view's ancestors.
    public var isEnabled = true
    private let handler: @MainActor (TapGestureRecognizer) -> Void

    /// Creates a recognizer that calls `handler` with itself when its view is tapped.
    public init(handler: @escaping @MainActor (TapGestureRecognizer) -> Void) {
        self.handler = handler
    }

    /// Creates a recognizer that calls the method `action` of `target` with itself when its view is tapped, as
    /// UIKit's `init(target:action:)` with a selector: `TapGestureRecognizer(target: self, action: Self.handleTap)`.
    ///
    /// As in UIKit, the target is not retained: a recognizer on a view may target the view or its owner without a
    /// reference cycle, and once the target is gone a tap does nothing.
    public convenience init<Target: AnyObject>(
        target: Target, action: @escaping @MainActor (Target) -> @MainActor (TapGestureRecognizer) -> Void
    ) {
        self.init { [weak target] recognizer in
            if let target {
                action(target)(recognizer)
            }
        }
    }

    /// Calls the handler, as a tap on the view does; a disabled recognizer does nothing.
    public func recognize() {
        guard isEnabled else {
            return
        }
        handler(self)
    }
}
