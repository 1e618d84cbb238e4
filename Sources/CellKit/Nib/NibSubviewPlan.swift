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
    /// Its action method's name, for buttons with an action.
    let action: String?
    /// The properties its kind's setter applies, in order: every key but the structural ones.
    let properties: [ArchivedProperty]
    /// Its user-defined runtime attributes, in order, handed to its `setRuntimeAttribute(_:forKey:)`.
    var runtimeAttributes: [ArchivedRuntimeAttribute] = []
}
