import CellArchive

/// A compiled `.cell` file (a `.cellnib` archive) loaded and checked, ready to instantiate its templates any number
/// of times (UIKit's `UINib`).
///
/// Loading decodes the bytes with `ArchiveReader` and checks every template's object graph once. Each
/// `instantiate(withOwner:)` then makes every top-level template: a class registered in `registry` through its
/// `init(nib:)`, after comparing its schema with the archive's; an unregistered one as its archived superclass,
/// which still lays out from the archive, with a warning (an error under `NibOptions.strict`).
@MainActor
public final class Nib {
    /// The extension of compiled nib files.
    nonisolated public static let fileExtension = "cellnib"

    /// The nib's name, as errors and `customView(for:)` know it (the `.cell` file's base name).
    public let name: String
    /// The decoded archive.
    public let archive: Archive
    /// The registry the template classes are looked up in.
    public let registry: CellRegistry
    /// How unknown classes are treated.
    public let options: NibOptions
    /// What the last `instantiate(withOwner:)` worked around, in order; empty before the first. When it threw, the
    /// warnings of that call up to the error (never those of an earlier call).
    public internal(set) var warnings: [NibWarning] = []

    /// The checked templates, in top-level order.
    package let plans: [NibTemplatePlan]

    /// Loads the nib in `archive`, checking its templates' object graphs.
    ///
    /// Throws `NibError.malformedObject` (or `.invalidValue` for a structural key of the wrong type) for a graph
    /// that would not make a valid view tree.
    public init(
        archive: Archive, name: String, registry: CellRegistry, options: NibOptions = []
    ) throws(NibError) {
        self.archive = archive
        self.name = name
        self.registry = registry
        self.options = options
        plans = try NibPlanner.plans(of: archive)
    }

    /// A nib of an archive already checked, with its plans: what `CellRegistry`'s nib cache hands out, so loading
    /// a cached nib reads, decodes and plans nothing.
    package init(
        archive: Archive, plans: [NibTemplatePlan], name: String, registry: CellRegistry, options: NibOptions
    ) {
        self.archive = archive
        self.plans = plans
        self.name = name
        self.registry = registry
        self.options = options
    }

    /// Loads the nib in `bytes`, a `.cellnib` archive; reader errors are wrapped in `NibError.invalidArchive`.
    public convenience init(
        bytes: [UInt8], name: String, registry: CellRegistry, options: NibOptions = []
    ) throws(NibError) {
        let archive: Archive
        do {
            archive = try ArchiveReader.decode(bytes)
        } catch {
            throw .invalidArchive(name: name, error)
        }
        try self.init(archive: archive, name: name, registry: registry, options: options)
    }

    /// Loads the nib in the file at `path`, named after the file without its directory and extension.
    ///
    /// A file larger than 64 MiB is not a nib: `NibError.fileTooLarge`, before reading a regular file.
    public convenience init(
        contentsOfFile path: String, registry: CellRegistry, options: NibOptions = []
    ) throws(NibError) {
        let bytes = try FileBytes.read(atPath: path)
        try self.init(bytes: bytes, name: Self.baseName(of: path), registry: registry, options: options)
    }

    /// Loads the nib `name.cellnib` from `bundle`; `NibError.nibNotFound` when the bundle has no such file, as for
    /// a name with a `/`, which could reach outside the bundle (see `NibBundle.path(forResource:ofType:)`).
    public convenience init(
        named name: String, in bundle: NibBundle, registry: CellRegistry, options: NibOptions = []
    ) throws(NibError) {
        guard let path = bundle.path(forResource: name, ofType: Self.fileExtension) else {
            throw .nibNotFound(name: name, bundlePath: bundle.path)
        }
        let bytes = try FileBytes.read(atPath: path)
        try self.init(bytes: bytes, name: name, registry: registry, options: options)
    }

    /// The class names of the top-level templates, in order.
    public var templateNames: [String] {
        plans.map(\.className)
    }

    /// The row height of the template `className` when the table is `width` wide, from the archive's height
    /// expression (as the generated `height(forWidth:)` computes it), or its nominal height; nil when the nib has
    /// no such template. A height that reads the views' content is `TableView.automaticDimension`: the loaded
    /// cell's `systemLayoutSizeFitting(_:)` measures it, configured.
    ///
    /// This serves classes that are not registered, which have no generated `height(forWidth:)`.
    public func height(ofTemplate className: String, forWidth width: Double) -> Double? {
        plans.first { $0.className == className }?.height(forWidth: width)
    }

    /// `Transit` for `/path/to/Transit.cellnib`.
    private static func baseName(of path: String) -> String {
        let file = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else {
            return file
        }
        return String(file[..<dot])
    }
}
