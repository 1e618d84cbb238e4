import CellArchive
import CellCodeGen
import CellDiagnostics
import CellKit
import CellPreview
import CompiledCells
import Testing

/// Grammar.md's score row: text styles, weights, semantic and asset colours and a tint, through the generated
/// initializer and through the archive, in a window whose traits change at run time.
@MainActor
@Suite struct FontsAndColorsCellTests {
    /// The catalog Grammar.md's example names, `BrandRed` light and dark.
    private let assets = ColorAssets(colors: [
        "BrandRed": Color(light: Color(red: 0.8, green: 0, blue: 0), dark: Color(red: 1, green: 0.4, blue: 0.4))
    ])

    /// The cell in a window of `traits`, laid out.
    private func show(_ cell: ScoreCell, _ traits: TraitOverrides) -> Window {
        let window = Window(size: Size(width: 320, height: 80))
        window.traitOverrides = traits
        cell.frame = Rect(x: 0, y: 0, width: 320, height: ScoreCell.height(forWidth: 320))
        window.addSubview(cell)
        window.layoutIfNeeded()
        return window
    }

    @Test("the generated cell takes its window's category, mode, asset catalog and its own tint")
    func generated() throws {
        let cell = ScoreCell()
        cell.titleLabel.text = "Title"
        #expect(cell.titleLabel.font == .preferredFont(forTextStyle: .headline))
        #expect(cell.scoreLabel.font == .monospacedDigitSystemFont(ofSize: 15, weight: .medium))
        #expect(cell.noteLabel.font == .systemFont(ofSize: 13, weight: .light))
        #expect(cell.quoteLabel.font == .italicSystemFont(ofSize: 13))
        #expect(cell.titleLabel.tintColor == .systemPink)
        let window = show(
            cell, TraitOverrides(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityMedium))
        #expect(cell.titleLabel.font.pointSize == 28)
        #expect(cell.scoreLabel.font.pointSize == 15)
        let svg = SVGRenderer().render(cell)
        #expect(svg.contains(##"fill="#FFFFFF">Title</text>"##))
        #expect(svg.contains(##"fill="#1C1C1E""##))  // secondarySystemBackground, dark
        // Without a catalog the asset colour draws nothing; with one it is the dark variant.
        #expect(!svg.contains(##"fill="#FF6666""##))
        window.traitOverrides.colorAssets = assets
        cell.noteLabel.text = "note"
        #expect(SVGRenderer().render(cell).contains(##"fill="#FF6666">note</text>"##))
        window.traitOverrides.preferredContentSizeCategory = .large
        #expect(cell.titleLabel.font.pointSize == 17)
    }

    @Test("the archive builds the same fonts and colours, checked against the asset catalog's names")
    func archived() throws {
        let path = try #require(
            try RepositoryFiles.cellFiles(in: "Tests/Fixtures/Grammar").first {
                try RepositoryFiles.text($0).contains("cell ScoreCell")
            })
        let source = try RepositoryFiles.text(path)
        let file = SourceFile(path: "Score.cell", bytes: Array(source.utf8))
        let unknown = Compilation.run(file, emitting: true, colorAssets: ["BrandBlue"])
        #expect(unknown.diagnostics.map(\.message) == ["unknown asset colour 'BrandRed'"])
        let compilation = Compilation.run(file, emitting: true, colorAssets: Set(assets.names))
        let archive = try #require(compilation.archive)
        let nib = try Nib(bytes: ArchiveWriter.encode(archive), name: "Score", registry: CellRegistry())
        let root = try #require(try nib.instantiate(withOwner: nil).first)
        let labels =
            root.subviews.compactMap { $0 as? CellKit.Label }
            + root.subviews.flatMap(\.subviews).compactMap { $0 as? CellKit.Label }
        #expect(labels.map(\.font.textStyle).contains(.headline))
        #expect(labels.contains { $0.textColor == Color(assetNamed: "BrandRed") })
        #expect(labels.contains { $0.adjustsFontForContentSizeCategory })
        #expect(root.tintColor == .systemPink)
    }
}
