import CellArchive
import CellCatalog

/// One subview of an archived template, checked and ready to build: its kind, its place in the tree and the
/// properties its kind's setter applies.
package struct NibSubviewPlan {
    /// Its index in the archive's objects.
    let object: Int
    /// The line of its declaration in the `.cell` file.
    let line: Int
    /// Its archived class name.
    let className: String
    /// The app's class it is made as when it names one (Interface Builder's Custom Class): its archived class,
    /// whose superclass is the kind.
    let customClassName: String?
    /// The kind of view to make.
    let kind: ViewKind
    /// The index of its parent among the template's subviews; nil for a child of the root.
    let parent: Int?
    /// Whether its parent (a stack view) arranges it.
    let isArranged: Bool
    /// Its outlet name, for named views.
    package let outlet: String?
    /// The action methods it sends, in archive order, each with its event.
    let actions: [Action]
    /// The properties its kind's setter applies, in order: every key but the structural ones.
    let properties: [ArchivedProperty]
    /// The cell's view it is (`backgroundView`, ...), which the cell places; nil for a subview.
    var part: CellPart?
    /// The archived size of a cell's view: an accessory view's frame size.
    var partSize: Size?
    /// Whether it is one of the template's other top-level objects of the nib (`topLevelObjects`), in no view.
    var isTopLevelObject = false
    /// The constant frame of a top-level object, set where it is made.
    var topLevelFrame: Rect?
    /// Its user-defined runtime attributes, in order, handed to its `setRuntimeAttribute(_:forKey:)`.
    var runtimeAttributes: [ArchivedRuntimeAttribute] = []
}

extension NibSubviewPlan {
    /// An action a control of the archive sends: the method's name and the event it is sent on.
    struct Action {
        /// The method's name, as the `.cell` file writes it.
        let name: String
        /// The event.
        let event: ControlEvent
    }
}
