/// What a `CellRegistry` knows of a template class for `Nib`: its schema, hashed once at registration, the nib
/// it lives in, and how to make it from a decoder.
struct NibClass {
    /// The class's schema lines, for naming the first difference from an archive's.
    let schema: [String]
    /// `SchemaHash.hash(schema)`.
    let schemaHash: UInt64
    /// The nib the class was registered with, if any.
    let nibName: String?
    /// Calls the class's `init(nib:)`.
    let make: @MainActor (NibDecoder) throws(NibError) -> View
}
