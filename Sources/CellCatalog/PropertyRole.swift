/// What a property means to the phases that compile it, so that none of them recognises a property by its spelling.
public enum PropertyRole: Sendable, Hashable {
    /// Assigned to the CellKit property of the same name, in order, by the generated code and the nib decoder.
    case plain
    /// A subview's `frame`: four layout expressions, evaluated at layout time.
    case frame
    /// The preferred size of a view a stack view arranges.
    case arrangedSize
    /// A template's nominal width, the width it is checked and previewed at.
    case nominalWidth
    /// A template's height: a cell's row height (a layout expression of the width) or a view's nominal height.
    case height
    /// A cell's reuse identifier.
    case reuseIdentifier
    /// The class of a template's nib owner, on which outlets are connected.
    case owner
    /// The action method a control sends.
    case action
    /// The app's subclass of a subview's kind that the subview is made as (Interface Builder's Custom Class).
    case customClass
    /// Where a subview's outlet is connected: on the template's class, its owner, or both.
    case outletConnection
    /// The name of the owner's outlet to the template's object itself (a cell as its owner's outlet).
    case ownerOutlet
    /// The outlet collection a subview belongs to: an array property of the template's class, in source order.
    case outletCollection
}
