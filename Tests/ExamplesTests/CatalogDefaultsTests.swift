import CellArchive
import CellCatalog
import CellCodeGen
import CellDiagnostics
import Testing

@testable import CellKit

/// The catalog's defaults are CellKit's: a fresh view of each kind reads, for every property, what the same view
/// reads when its template sets the property to the catalog's default (through the compiler and the archive), and
/// reads nothing for a property the catalog says is unset by default.
@MainActor
@Suite struct CatalogDefaultsTests {
    /// The described value of `name` on `view`.
    private func value(_ name: String, of view: View) -> String? {
        ArchivedProperties.described(view).first { $0.name == name }?.value
    }

    /// The root of the one template `source` declares, made from its archive.
    private func instantiate(_ source: String) throws -> View {
        let compilation = Compilation.run(SourceFile(path: "Defaults.cell", bytes: Array(source.utf8)))
        let archive = try #require(compilation.archive, "\(compilation.diagnostics.map(\.message))")
        let nib = try Nib(bytes: ArchiveWriter.encode(archive), name: "Defaults", registry: CellRegistry())
        return try #require(try nib.instantiate(withOwner: nil).first)
    }

    @Test("every view kind's properties default as the catalog says", arguments: ViewKind.allCases)
    func viewDefaults(kind: ViewKind) throws {
        let fresh = ArchivedProperties.makeView(of: kind)
        for spec in kind.properties where spec.role == .plain {
            guard let defaultValue = kind.defaultValue(of: spec) else {
                #expect(value(spec.name, of: fresh) == "nil", "\(kind.className).\(spec.name) is set by default")
                continue
            }
            let source = """
                view DefaultsView {
                    \(kind.className) subject {
                        frame = (0, 0, 10, 10)
                        \(spec.name) = \(defaultValue)
                    }
                }
                """
            let root = try instantiate(source)
            let subject = try #require(root.subviews.first)
            #expect(
                value(spec.name, of: subject) == value(spec.name, of: fresh),
                "\(kind.className).\(spec.name) defaults to \(value(spec.name, of: fresh) ?? "?"), not \(defaultValue)")
        }
    }

    @Test("a cell template's own properties default as the catalog says")
    func cellDefaults() throws {
        let fresh = TableViewCell(reuseIdentifier: nil)
        for spec in TemplateKind.cell.properties where spec.role == .plain {
            guard let defaultValue = TemplateKind.cell.defaultValue(of: spec) else {
                #expect(value(spec.name, of: fresh) == "nil", "cell \(spec.name) is set by default")
                continue
            }
            let root = try instantiate("cell DefaultsCell {\n    \(spec.name) = \(defaultValue)\n}\n")
            #expect(value(spec.name, of: root) == value(spec.name, of: fresh), "cell \(spec.name)")
        }
    }

    @Test(
        "a collection template's own properties, and its content view's, default as the catalog says",
        arguments: [TemplateKind.collectionCell, .reusableView])
    func collectionTemplateDefaults(kind: TemplateKind) throws {
        let fresh: CollectionReusableView = kind == .collectionCell ? CollectionViewCell() : CollectionReusableView()
        for spec in kind.properties where spec.role == .plain {
            guard let defaultValue = kind.defaultValue(of: spec) else {
                #expect(value(spec.name, of: fresh) == "nil", "\(kind) \(spec.name) is set by default")
                continue
            }
            let root = try instantiate("\(kind.rawValue) Defaults {\n    \(spec.name) = \(defaultValue)\n}\n")
            #expect(value(spec.name, of: root) == value(spec.name, of: fresh), "\(kind) \(spec.name)")
        }
        guard let cell = fresh as? CollectionViewCell else { return }
        for spec in CellPart.contentView.properties {
            guard let defaultValue = CellPart.contentView.defaultValue(of: spec, in: kind) else { continue }
            let root = try instantiate(
                "collectionCell Defaults {\n    contentView {\n        \(spec.name) = \(defaultValue)\n    }\n}\n")
            let content = try #require((root as? CollectionViewCell)?.contentView)
            #expect(value(spec.name, of: content) == value(spec.name, of: cell.contentView), "contentView \(spec.name)")
        }
    }
}
