/// What `cellc compile --emit` writes for each input: the generated Swift, the archive, the archive as Swift, or
/// several of them.
enum OutputKind: String, Sendable, CaseIterable {
    /// `Name.swift`: the classes of the templates.
    case swift
    /// `Name.cellnib`: the archive `Nib` loads.
    case archive
    /// `Name.cellnib.swift`: the archive's bytes as Swift, for an app that carries its nibs in its binary.
    case embeddedArchive = "embedded-archive"

    /// What `--emit` writes when it is not given: the Swift and the archive.
    static let defaults: [OutputKind] = [.swift, .archive]

    /// The extension of the file written, with its dot.
    var fileExtension: String {
        switch self {
        case .swift: ".swift"
        case .archive: ".cellnib"
        case .embeddedArchive: ".cellnib.swift"
        }
    }
}
