/// How text that does not fit is wrapped or truncated (UIKit's `NSLineBreakMode`).
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    /// Wrap at word boundaries; a word longer than a line is broken between characters.
    case byWordWrapping
    /// Wrap between any two characters.
    case byCharWrapping
    /// Cut the text off at the edge.
    case byClipping
    /// Replace the start of the last line with an ellipsis.
    case byTruncatingHead
    /// Replace the end of the last line with an ellipsis.
    case byTruncatingTail
    /// Replace the middle of the last line with an ellipsis.
    case byTruncatingMiddle
}
