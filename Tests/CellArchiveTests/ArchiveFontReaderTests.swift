import CellCatalog
import Testing

@testable import CellArchive

/// The tags of the fonts and asset colours: a weight or text style the catalog does not name is rejected where it
/// is, and a valid one reads back as written.
@Suite("ArchiveReader fonts and asset colours")
struct ArchiveFontReaderTests {
    /// An archive of one object whose one property is `tag`, then a size when `sized`, then string 3, `name`.
    private func archive(tag: ValueTag, sized: Bool, name: String) -> (bytes: [UInt8], nameOffset: Int) {
        var archive = RawArchive.prefix(extraStrings: [name])
        archive.varint(1)
        archive.object(properties: 1)
        archive.property(tag.rawValue)
        if sized { archive.double(13) }
        let offset = archive.offset
        archive.varint(3)
        archive.topLevel([0])
        return (archive.sealed, offset)
    }

    @Test(
        "a name the catalog lacks is invalid at its offset",
        arguments: [
            (ValueTag.weightedSystemFont, true, "font weight"), (.monospacedDigitSystemFont, true, "font weight"),
            (.textStyleFont, false, "text style"),
        ])
    func unknownName(tag: ValueTag, sized: Bool, what: String) {
        let (bytes, offset) = archive(tag: tag, sized: sized, name: "heavyish")
        #expect {
            _ = try ArchiveReader.decode(bytes)
        } throws: { error in
            (error as? ArchiveError)?.description == "invalid archive at offset \(offset): unknown \(what) 'heavyish'"
        }
    }

    @Test(
        "valid names read back",
        arguments: [
            (ValueTag.weightedSystemFont, true, "semibold", ArchiveValue.font(.weightedSystem(13, .semibold))),
            (.monospacedDigitSystemFont, true, "medium", .font(.monospacedDigitSystem(13, .medium))),
            (.textStyleFont, false, "footnote", .font(.textStyle(.footnote))),
            (.assetColor, false, "BrandRed", .color(.asset("BrandRed"))),
        ])
    func valid(tag: ValueTag, sized: Bool, name: String, expected: ArchiveValue) throws {
        let decoded = try ArchiveReader.decode(archive(tag: tag, sized: sized, name: name).bytes)
        #expect(decoded.objects.first?.properties.first?.value == expected)
    }
}
