import CellCatalog

extension Anchor {
    /// The byte an archive stores for the anchor, as `ArchiveFormat.md` lists them; they never change.
    public var archiveCode: UInt8 {
        switch self {
        case .minX: 0
        case .midX: 1
        case .maxX: 2
        case .minY: 3
        case .midY: 4
        case .maxY: 5
        case .width: 6
        case .height: 7
        }
    }

    /// The anchor an archive's byte `code` stands for, or nil for a byte that stands for none.
    public init?(archiveCode code: UInt8) {
        guard let anchor = Anchor.allCases.first(where: { $0.archiveCode == code }) else { return nil }
        self = anchor
    }
}
