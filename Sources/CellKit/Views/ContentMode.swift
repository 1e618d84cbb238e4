/// How a view lays out its content when its size changes (UIKit's `UIView.ContentMode`).
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// Stretch the content to fill the view, ignoring its aspect ratio.
    case scaleToFill
    /// Scale the content to fit inside the view, keeping its aspect ratio.
    case scaleAspectFit
    /// Scale the content to cover the view, keeping its aspect ratio; the excess is cut off by clipping.
    case scaleAspectFill
    /// Redraw the content when the bounds change.
    case redraw
    /// Centre the content, unscaled.
    case center
    /// Centre the content along the top edge.
    case top
    /// Centre the content along the bottom edge.
    case bottom
    /// Centre the content along the left edge.
    case left
    /// Centre the content along the right edge.
    case right
    /// Put the content in the top-left corner.
    case topLeft
    /// Put the content in the top-right corner.
    case topRight
    /// Put the content in the bottom-left corner.
    case bottomLeft
    /// Put the content in the bottom-right corner.
    case bottomRight
}
