/// The view of a navigation controller: the navigation bar across the top and the top controller's view below it.
@MainActor
final class NavigationContainerView: View {
    /// Puts the bar at the top and every other subview, the top controller's view, in the area under it.
    override func layoutSubviews() {
        for subview in subviews {
            subview.frame = subview is NavigationBar ? Self.barFrame(in: bounds) : Self.contentFrame(in: bounds)
        }
    }

    /// Where the bar goes in a container of `bounds`: across the top, `NavigationBar.height` high (less when the
    /// container is shorter).
    static func barFrame(in bounds: Rect) -> Rect {
        Rect(x: 0, y: 0, width: bounds.width, height: min(NavigationBar.height, bounds.height))
    }

    /// Where the top controller's view goes in a container of `bounds`: the whole area under the bar.
    static func contentFrame(in bounds: Rect) -> Rect {
        let barHeight = barFrame(in: bounds).height
        return Rect(x: 0, y: barHeight, width: bounds.width, height: bounds.height - barHeight)
    }
}
