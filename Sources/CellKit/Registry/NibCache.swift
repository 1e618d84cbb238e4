import CellArchive

/// The nibs a registry has loaded from its bundles, each read, decoded and planned once per bundle and name, and
/// again only when its file changes (another inode, size or modification time).
///
/// It keeps the archive and the plans, not `Nib` objects, which hold their registry: the cache would otherwise
/// keep its own registry alive. Plans depend on the archive alone, never on the registry's classes or the options,
/// so one entry serves every caller.
struct NibCache {
    private struct Key: Hashable {
        let bundlePath: String
        let name: String
    }

    private struct Entry {
        let identity: FileBytes.Identity
        let archive: Archive
        let plans: [NibTemplatePlan]
    }

    private var entries: [Key: Entry] = [:]

    /// The nib `name.cellnib` of `bundle`, from the cache while its file is unchanged; it throws as
    /// `Nib(named:in:registry:options:)` does.
    @MainActor
    mutating func nib(
        named name: String, in bundle: NibBundle, registry: CellRegistry, options: NibOptions
    ) throws(NibError) -> Nib {
        guard let path = bundle.resourcePath(name, ofType: Nib.fileExtension),
            let identity = FileBytes.identity(atPath: path)
        else {
            throw .nibNotFound(name: name, bundlePath: bundle.path)
        }
        let key = Key(bundlePath: bundle.path, name: name)
        if let entry = entries[key], entry.identity == identity {
            return Nib(archive: entry.archive, plans: entry.plans, name: name, registry: registry, options: options)
        }
        let nib = try Nib(bytes: FileBytes.read(atPath: path), name: name, registry: registry, options: options)
        entries[key] = Entry(identity: identity, archive: nib.archive, plans: nib.plans)
        return nib
    }

    /// Forgets every nib.
    mutating func removeAll() {
        entries.removeAll()
    }
}
