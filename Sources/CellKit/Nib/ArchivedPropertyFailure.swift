import CellArchive

/// Why a typed setter could not apply one archived property; `NibDecoder` turns it into a `NibError` that names
/// the class, the key, the object and its line.
package enum ArchivedPropertyFailure: Error, Equatable {
    /// The class has no property the `.cell` language calls by the key.
    case unknownKey
    /// The value is not of the property's type; `expected` and `found` are phrases such as "a colour".
    case wrongValue(expected: String, found: String)
}
