/// A view class generated from a template in a `.cell` file: it can be made by name with no arguments, or from the
/// template's object in a compiled archive (`Nib`).
@MainActor
public protocol Template: View {
    /// The class name as written in the `.cell` file, which the registry and archives know the class by.
    static var templateName: String { get }

    /// The schema lines the class was generated with (see the ArchiveFormat article).
    ///
    /// `CellRegistry` hashes them once when the class is registered; `Nib` compares the hash with the archived
    /// class's and, when they differ, names the first differing line.
    static var templateSchema: [String] { get }

    /// Creates the view with the template's subviews and properties, ending with `awakeFromNib()`.
    init()

    /// Creates the view from an archived template whose subviews the decoder has built and configured.
    ///
    /// Nib calls awakeFromNib() after every object of the nib is connected; this initializer does not.
    init(nib decoder: NibDecoder) throws(NibError)

    /// Connects the template's outlets on the nib's owner; false when `owner` is not of the expected kind.
    ///
    /// A default implementation (templates with no owner) returns true and does nothing.
    func connectOutlets(toOwner owner: AnyObject) -> Bool
}

extension Template {
    /// Connects nothing: a template without an `owner` has no outlets on one, so any owner will do.
    public func connectOutlets(toOwner owner: AnyObject) -> Bool {
        true
    }
}
