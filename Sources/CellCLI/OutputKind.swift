/// What `cellc compile --emit` writes for each input: the generated Swift, the archive, or both.
enum OutputKind: String, Sendable, CaseIterable {
    /// `Name.swift`: the classes of the templates.
    case swift
    /// `Name.cellnib`: the archive `Nib` loads.
    case archive

    /// The extension of the file written, with its dot.
    var fileExtension: String {
        switch self {
        case .swift: ".swift"
        case .archive: ".cellnib"
        }
    }
}
