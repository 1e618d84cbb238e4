import CellKit

/// What seed 003's home-made table asks of its delegate: how many items there are, the view of each, and what to do
/// when one is pressed. The tutorial's protocol, with CellKit's `View` for `UIView`.
@MainActor
public protocol CustomStackTableViewDelegate: AnyObject {
    /// Called when the item at `index` is tapped.
    func itemPressedAtIndex(index: Int)
    /// The view that shows the item at `index`; asked once per item, when the table is configured.
    func itemForRowAtIndex(index: Int) -> View
    /// The number of items.
    func numberOfItems() -> Int
}
