/// One object of an archive: an instance of a class with its properties, and where it was declared.
public struct ArchivedObject: Hashable, Sendable {
    /// The index of its class in ``Archive/classes``.
    public var classIndex: Int
    /// Its key-value pairs, in the order they apply.
    public var properties: [ArchivedProperty]
    /// The 1-based line of its declaration in the `.cell` file.
    public var line: Int
    /// The 1-based column of its declaration, in Unicode scalars, as diagnostics report it.
    public var column: Int

    /// Creates an object.
    public init(classIndex: Int, properties: [ArchivedProperty], line: Int, column: Int) {
        self.classIndex = classIndex
        self.properties = properties
        self.line = line
        self.column = column
    }

    /// The value of the first property named `key`, if any.
    public func value(for key: String) -> ArchiveValue? {
        properties.first { $0.key == key }?.value
    }
}
