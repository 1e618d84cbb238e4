import CellKit

/// Seed 003's home-made table: a vertical stack view that asks its delegate for every item's view up front and
/// reports taps on them by index. Nothing is reused: 1000 items are 1000 views.
@MainActor
public final class CustomStackTableView: StackView {
    /// The object that gives the items and is told about presses. Weak, unlike the tutorial's, as the delegate is
    /// usually the controller that owns the table.
    public weak var delegate: (any CustomStackTableViewDelegate)?

    /// Makes the stack vertical and arranges a view for every item the delegate has, each taking taps through a
    /// recognizer that carries its index; without a delegate it arranges nothing (the tutorial prints "Delegate is
    /// nil"). Configuring again replaces the items.
    public func configure() {
        axis = .vertical
        guard let delegate else {
            return
        }
        for item in arrangedSubviews {
            item.removeFromSuperview()
        }
        // The tutorial's `0...numberOfItems() - 1` traps on an empty list; a half-open range is empty instead.
        for index in 0..<max(0, delegate.numberOfItems()) {
            let item = delegate.itemForRowAtIndex(index: index)
            item.isUserInteractionEnabled = true
            let tap = CustomStackTableViewTapGesture(target: self, action: CustomStackTableView.handleTap)
            tap.index = index
            item.addGestureRecognizer(tap)
            addArrangedSubview(item)
        }
    }

    /// Tells the delegate which item was pressed, from the index the recognizer carries.
    private func handleTap(_ sender: TapGestureRecognizer) {
        guard let delegate, let index = (sender as? CustomStackTableViewTapGesture)?.index else {
            return
        }
        delegate.itemPressedAtIndex(index: index)
    }
}
