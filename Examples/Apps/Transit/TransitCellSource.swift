/// Where the traffic-status table gets its cells: the two ways seed 001's cell can be used.
public enum TransitCellSource: Sendable, Hashable, CaseIterable {
    /// The tutorial's way: dequeue by the class name with `dequeueReusableCell(withIdentifier:)`, and when nothing
    /// can be reused, load the nib named after the class with the `customViewForClass:` helper
    /// (`CellRegistry.customView(for:)`).
    case customViewHelper
    /// The modern way: register the class for its reuse identifier and dequeue with
    /// `dequeueReusableCell(withIdentifier:for:)`, which always returns a cell.
    case registeredClass
}
