import CellCodeGen
import CellKit
import CompiledCells
import ExampleCells

/// A `.cell` source whose generated Swift is compiled into this package, with the function that registers its
/// classes: every example, every compiled fixture and every example of Grammar.md.
struct CompiledSource: CustomStringConvertible {
    /// Where the source comes from, such as `Examples/Transit.cell` or `Grammar04.cell`.
    var path: String
    /// Its text.
    var text: String

    var description: String { path }

    /// The file's base name, which its nib and its registration enum are named after.
    var baseName: String { Compilation.baseName(ofPath: path) }

    /// The generated `register(in:)` of the file's classes; nil when the package does not compile its Swift.
    @MainActor
    var register: (@MainActor (CellRegistry) -> Void)? {
        Self.registrations[baseName]
    }

    /// Compiles the source.
    func compile() -> Compilation {
        RepositoryFiles.compile(text, path: path)
    }

    /// Every compiled source, examples first.
    static func all() throws -> [CompiledSource] {
        let files =
            try RepositoryFiles.cellFiles(in: "Examples") + RepositoryFiles.cellFiles(in: "Tests/Fixtures/Compiled")
        let grammar = GrammarDocument(markdown: try RepositoryFiles.text("Grammar.md"))
        let examples = grammar.cellExamples.indices.map { index in
            CompiledSource(
                path: GrammarDocument.fixturePath(forExample: index), text: grammar.cellExamples[index].text)
        }
        return try files.map { CompiledSource(path: $0, text: try RepositoryFiles.text($0)) } + examples
    }

    @MainActor
    private static let registrations: [String: @MainActor (CellRegistry) -> Void] = [
        "Transit": TransitTemplates.register, "Gallery": GalleryTemplates.register, "Fruit": FruitTemplates.register,
        "StackList": StackListTemplates.register, "SmartNews": SmartNewsTemplates.register,
        "Accessory": AccessoryTemplates.register, "Catalog": CatalogTemplates.register,
        "Escaping": EscapingTemplates.register, "Names": NamesTemplates.register,
        "CustomClasses": CustomClassesTemplates.register, "OwnerOutlets": OwnerOutletsTemplates.register,
        "Collections": CollectionsTemplates.register,
        "RuntimeAttributes": RuntimeAttributesTemplates.register,
        "NestedOutlets": NestedOutletsTemplates.register,
        "Grammar01": Grammar01Templates.register, "Grammar02": Grammar02Templates.register,
        "Grammar03": Grammar03Templates.register, "Grammar04": Grammar04Templates.register,
        "Grammar05": Grammar05Templates.register, "Grammar06": Grammar06Templates.register,
        "Grammar07": Grammar07Templates.register, "Grammar08": Grammar08Templates.register,
        "Grammar09": Grammar09Templates.register, "Grammar10": Grammar10Templates.register,
        "Grammar11": Grammar11Templates.register,
        "Grammar12": Grammar12Templates.register,
    ]
}
