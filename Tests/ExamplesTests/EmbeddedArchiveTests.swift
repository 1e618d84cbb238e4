import CellArchive
import CellCodeGen
import CellKit
import CompiledCells
import ExampleCells
import Testing

/// CellcPlugin compiles each `.cell` file of a target into its classes and its archive as bytes
/// (`NameTemplates.archiveBytes`); these tests check, through what the plugin generated for this package, that the
/// bytes are the archive `cellc compile` writes and that the nib they load builds the cells.
@MainActor @Suite struct EmbeddedArchiveTests {
    nonisolated static let embedded: [(name: String, bytes: [UInt8])] = [
        ("Fruit", FruitTemplates.archiveBytes), ("Gallery", GalleryTemplates.archiveBytes),
        ("SmartNews", SmartNewsTemplates.archiveBytes), ("StackList", StackListTemplates.archiveBytes),
        ("Transit", TransitTemplates.archiveBytes),
    ]

    @Test(arguments: embedded)
    func theEmbeddedBytesAreTheExamplesCheckedInArchive(name: String, bytes: [UInt8]) throws {
        #expect(bytes == (try RepositoryFiles.bytes("Examples/Nibs/\(name).cellnib")))
    }

    @Test func aCompiledFixtureEmbedsTheArchiveOfItsFile() throws {
        let compilation = try RepositoryFiles.compile(fileAt: "Tests/Fixtures/Compiled/Accessory.cell")
        let archive = try #require(compilation.archive)
        #expect(AccessoryTemplates.archiveBytes == ArchiveWriter.encode(archive))
    }

    @Test func theEmbeddedNibBuildsTheCellItsInitializerBuilds() throws {
        let registry = CellRegistry()
        TransitTemplates.register(in: registry)
        let nib = try TransitTemplates.nib(registry: registry, options: .strict)
        #expect(nib.name == "Transit")
        let fromNib = try #require(
            try nib.instantiate(withOwner: nil).first as? ExampleCells.TransitStatusTableViewCell)
        let built = ExampleCells.TransitStatusTableViewCell()
        for cell in [fromNib, built] {
            cell.frame = Rect(
                x: 0, y: 0, width: 414, height: ExampleCells.TransitStatusTableViewCell.height(forWidth: 414))
            cell.layoutIfNeeded()
        }
        #expect(fromNib.secondLineLabel.frame == built.secondLineLabel.frame)
        #expect(fromNib.snippetLabel.frame == built.snippetLabel.frame)
        #expect(nib.warnings.isEmpty)
    }

    @Test func theEmbeddedSwiftOfAnExampleIsItsGolden() throws {
        let compilation = try RepositoryFiles.compile(fileAt: "Examples/Transit.cell")
        let archive = try #require(compilation.archive)
        let swift = EmbeddedArchiveEmitter(sourceName: "Transit.cell").emit(ArchiveWriter.encode(archive))
        let difference = try RepositoryFiles.checkGolden(
            swift, at: "Tests/Fixtures/Generated/Examples/Transit.cellnib.swift.golden")
        #expect(difference == nil, "\(difference ?? "")")
    }
}
