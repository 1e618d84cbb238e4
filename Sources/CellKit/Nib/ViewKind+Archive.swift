import CellArchive
import CellCatalog

/// The catalog's view kinds as an archive's subviews make them: directly, as UIKit makes its standard classes.
extension ViewKind {
    /// A new view of this kind with `properties` applied in order by its class's typed setter; `fail` turns a
    /// failure into the error to throw for a key.
    @MainActor
    func make(
        properties: [ArchivedProperty], fail: (String, ArchivedPropertyFailure) -> NibError
    ) throws(NibError) -> View {
        let view = ArchivedProperties.makeView(of: self)
        try Self.apply(properties, fail: fail) { key, value throws(ArchivedPropertyFailure) in
            try ArchivedProperties.set(key, to: value, on: view)
        }
        return view
    }

    /// Applies each property with `set`, stopping at the first failure.
    static func apply(
        _ properties: [ArchivedProperty], fail: (String, ArchivedPropertyFailure) -> NibError,
        set: (String, ArchiveValue) throws(ArchivedPropertyFailure) -> Void
    ) throws(NibError) {
        for property in properties {
            do {
                try set(property.key, property.value)
            } catch {
                throw fail(property.key, error)
            }
        }
    }
}
