import CellCatalog

/// An object of a xib that the file's own top level holds: a cell, a reusable view, a view, or a placeholder
/// (File's Owner, First Responder), with what identifies it.
public struct XIBObject: Hashable, Sendable {
    /// The element (document format: `tableViewCell`) or the class (archive format: `IBUITableViewCell`).
    public var element: String
    /// The object's id, which connections name.
    public var id: String
    /// The custom class (Interface Builder's Custom Class), if any.
    public var customClass: String?
    /// The custom class's module, if the file names one.
    public var customModule: String?
    /// The reuse identifier, if the attribute (or the archive's `IBUIReuseIdentifier`) is there, even empty.
    public var reuseIdentifier: String?
    /// A placeholder's identifier (`IBFilesOwner`, `IBFirstResponder`), nil for a real object.
    public var placeholder: String?
    /// Where the object is written.
    public var location: XMLLocation

    /// Whether it is a table-view or collection-view cell, which a table or collection dequeues by identifier.
    public var isCell: Bool {
        ["tableViewCell", "collectionViewCell", "IBUITableViewCell", "IBUICollectionViewCell"].contains(element)
    }

    /// The template kind it becomes, nil for an object that is no template (a placeholder, a top-level label).
    public var templateKind: TemplateKind? {
        switch element {
        case "tableViewCell", "IBUITableViewCell": .cell
        case "collectionViewCell", "IBUICollectionViewCell": .collectionCell
        case "collectionReusableView", "IBUICollectionReusableView": .reusableView
        case "view", "IBUIView": .view
        default: nil
        }
    }
}
