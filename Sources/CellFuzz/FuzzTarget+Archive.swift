import CellArchive
import CellKit
import CellPreview
import ExampleCells

extension FuzzTarget {
    /// Arbitrary bytes as a `.cellnib`: every refusal must be a typed error, and whatever loads must instantiate,
    /// preview, lay out and draw without a crash.
    @MainActor
    static func archive(_ input: [UInt8]) {
        // As given, the checksum refuses almost every mutation before the tables are parsed; with the checksum
        // made right, the mutations reach the parser and the nib loader.
        _ = try? ArchiveReader.decode(input)
        let bytes = withChecksum(input)
        if let archive = try? ArchiveReader.decode(bytes) {
            _ = ArchiveDumper.dump(archive)
            // What was read writes back to bytes that read as the same archive.
            let again = try? ArchiveReader.decode(ArchiveWriter.encode(archive))
            precondition(again == archive, "what was read does not write back as the same archive")
        }
        // The examples' classes, so an archive naming them is made through their generated `init(nib:)` and
        // checked against their schemas, as an app's nibs are.
        let registry = CellRegistry()
        FruitTemplates.register(in: registry)
        GalleryTemplates.register(in: registry)
        SmartNewsTemplates.register(in: registry)
        StackListTemplates.register(in: registry)
        TransitTemplates.register(in: registry)
        guard let nib = try? Nib(bytes: bytes, name: "Fuzz", registry: registry) else {
            return
        }
        try? exercise(nib)
    }

    /// Everything an app or `cellc render` does with a loaded nib: each template's height and preview at two
    /// widths, drawn as SVG, then every template instantiated and laid out; the first refusal is thrown.
    @MainActor
    static func exercise(_ nib: Nib) throws(NibError) {
        for name in nib.templateNames {
            let preview = try nib.preview(ofTemplate: name)
            for width in [320.0, 1] {
                _ = nib.height(ofTemplate: name, forWidth: width)
                preview.layout(atWidth: width)
                _ = SVGRenderer().render(preview.view)
            }
        }
        for root in try nib.instantiate(withOwner: nil) {
            root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
            root.layoutIfNeeded()
        }
    }

    /// `bytes` with their last 8 replaced by the archive checksum of the rest (FNV-1a, little-endian), as
    /// `ArchiveWriter` ends an archive; shorter inputs as they are.
    static func withChecksum(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 8 else { return bytes }
        let end = bytes.count - 8
        let hash = FNV1a.hash(bytes[..<end])
        return bytes[..<end] + (0..<8).map { UInt8(truncatingIfNeeded: hash >> (8 * $0)) }
    }
}
