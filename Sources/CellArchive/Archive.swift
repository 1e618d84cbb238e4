/// A compiled `.cell` file: the object graphs of its templates, as `Nib` instantiates them.
///
/// The shape follows Apple's NIBArchive: a table of classes, a table of objects that each name their class, and per
/// object a list of key-value pairs whose values may refer to other objects. Top-level objects are the templates;
/// their subviews hang from them through `subviews` lists. ``ArchiveWriter`` and ``ArchiveReader`` turn an archive
/// into bytes and back; the ArchiveFormat article documents the bytes and the keys.
public struct Archive: Hashable, Sendable {
    /// The first eight bytes of every archive: `CELLNIB` and a zero byte.
    public static let magic: [UInt8] = Array("CELLNIB\u{0}".utf8)
    /// The format version this library writes and reads.
    public static let formatVersion = 3

    /// The name of the `.cell` file the archive was compiled from, such as `Transit.cell`.
    public var sourceName: String
    /// The classes the objects are instances of: built-in view kinds and template classes.
    public var classes: [ArchivedClass]
    /// Every object, each template before its subviews.
    public var objects: [ArchivedObject]
    /// The indices in ``objects`` of the templates, in source order.
    public var topLevelObjects: [Int]

    /// Creates an archive.
    public init(
        sourceName: String, classes: [ArchivedClass], objects: [ArchivedObject], topLevelObjects: [Int]
    ) {
        self.sourceName = sourceName
        self.classes = classes
        self.objects = objects
        self.topLevelObjects = topLevelObjects
    }
}
