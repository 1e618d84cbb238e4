import CellArchive
import CellCodeGen
import CellDiagnostics
import Foundation
import Testing

/// A template's `topLevelObjects`: the generated class makes them as outlets in no view, at their frames, and the
/// archive lists them under the template's `topLevelObjects` key, each with its `frame`.
@Suite struct TopLevelObjectEmitterTests {
    private static let source = """
        cell SubmitCell {
            Label titleLabel {
                frame = (8, 8, parent.width - 16, 22)
            }
            topLevelObjects {
                Label categoryLabel {
                    frame = (0, 0, 179, 21)
                }
            }
        }

        """

    private func compile() throws -> Compilation {
        let compilation = Compilation.run(SourceFile(path: "Submit.cell", text: Self.source))
        #expect(!compilation.hasErrors, "\(compilation.diagnostics.map(\.message))")
        return compilation
    }

    @Test func theClassMakesTheObjectInNoView() throws {
        let swift = try #require(try compile().swiftSource)
        #expect(swift.contains("    public let categoryLabel: CellKit.Label\n"))
        #expect(swift.contains("categoryLabel.frame = CellKit.Rect(x: 0, y: 0, width: 179, height: 21)\n"))
        #expect(swift.contains("contentView.addSubview(titleLabel)"))
        #expect(!swift.contains("addSubview(categoryLabel)"))
        #expect(swift.contains("outlet categoryLabel: Label (top level)"))
        // Its frame is set once, where it is made; the layout sets only the subview's.
        #expect(swift.components(separatedBy: "categoryLabel.frame =").count == 2)
    }

    @Test func theArchiveListsItBesideTheSubviews() throws {
        let archive = try #require(try compile().archive)
        let root = try #require(archive.objects.first)
        #expect(root.properties.first { $0.key == "subviews" }?.value == .objects([1]))
        #expect(root.properties.first { $0.key == "topLevelObjects" }?.value == .objects([2]))
        let frame = archive.objects[2].properties.first { $0.key == "frame" }?.value
        #expect(frame == .rect(x: 0, y: 0, width: 179, height: 21))
    }
}
