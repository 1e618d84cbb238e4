/// A class an archived object is an instance of.
///
/// Built-in view kinds (`Label`, `ImageView`, …) have no superclass and no schema. Template classes name the CellKit
/// class they subclass (`TableViewCell` or `View`), which a loader falls back to when the class is not registered,
/// and carry their schema: the lines that describe what the generated class compiles in (its subviews with their
/// kinds, its actions, its layout). A loader compares the schema's hash with the registered class's to detect an
/// archive compiled against another version of the class, and the lines to say what changed.
public struct ArchivedClass: Hashable, Sendable {
    /// The class name.
    public var name: String
    /// The CellKit class a template class subclasses; nil for built-in view kinds.
    public var superclassName: String?
    /// The template class's schema lines, in order; empty for built-in view kinds.
    public var schema: [String]

    /// Creates a class.
    public init(name: String, superclassName: String? = nil, schema: [String] = []) {
        self.name = name
        self.superclassName = superclassName
        self.schema = schema
    }

    /// The hash of ``schema``, as ``SchemaHash`` computes it.
    public var schemaHash: UInt64 {
        SchemaHash.hash(schema)
    }
}
