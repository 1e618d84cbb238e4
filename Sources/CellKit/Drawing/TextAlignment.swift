/// The horizontal alignment of text in its line (UIKit's `NSTextAlignment`).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// Aligned to the left edge.
    case left
    /// Centred.
    case center
    /// Aligned to the right edge.
    case right
    /// Stretched to both edges, except the last line.
    case justified
    /// Aligned by the writing direction of the text: left for left-to-right scripts.
    case natural
}
