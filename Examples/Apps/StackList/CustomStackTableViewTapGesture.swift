import CellKit

/// A tap recognizer that carries the index of the item it is attached to, so that one handler serves every row (the
/// tutorial's `UITapGestureRecognizer` subclass).
@MainActor
public final class CustomStackTableViewTapGesture: TapGestureRecognizer {
    /// The index of the item the recognizer is on.
    public var index: Int?
}
