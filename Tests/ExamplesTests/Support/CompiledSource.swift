import CellArchive
import CellCatalog
import CellCodeGen
import CellKit
import CompiledCells
import ExampleCells
import ImportedCells
import Testing

/// A `.cell` source whose generated Swift is compiled into this package, with the function that registers its
/// classes: every example, every compiled fixture (and the corpus's cells, and the trial's in Tests/Fixtures/Trial) and
/// every example of Grammar.md.
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

    /// A registry holding the file's generated classes.
    @MainActor
    func registry() throws -> CellRegistry {
        let register = try #require(register, "register \(baseName)Templates in CompiledSource")
        let registry = CellRegistry()
        register(registry)
        return registry
    }

    /// The file compiled and its archive loaded as a nib whose classes come from `registry`.
    @MainActor
    func nib(registry: CellRegistry) throws -> Nib {
        let archive = try #require(compile().archive, "\(self) does not compile")
        return try Nib(bytes: ArchiveWriter.encode(archive), name: baseName, registry: registry)
    }

    /// The compiled source that declares the template `className`, for tests of one example whose number in
    /// Grammar.md changes as examples are added.
    static func declaring(_ className: String) throws -> CompiledSource? {
        try all().first { source in
            TemplateKind.allCases.contains { source.text.contains("\($0.rawValue) \(className) {") }
        }
    }

    /// The template `className`, a `T`, made by its generated initializer and then loaded from its file's archive
    /// through the registered class: the two paths a test of one example checks alike.
    @MainActor
    static func bothPaths<T: View & Template>(of type: T.Type, _ className: String) throws -> [T] {
        let source = try #require(try declaring(className), "no compiled source declares \(className)")
        let nib = try source.nib(registry: try source.registry())
        return [T()] + (try nib.instantiate(withOwner: nil).compactMap { $0 as? T })
    }

    /// Every compiled source, examples first.
    static func all() throws -> [CompiledSource] {
        let files =
            try RepositoryFiles.cellFiles(in: "Examples") + RepositoryFiles.cellFiles(in: "Tests/Fixtures/Compiled")
            + RepositoryFiles.cellFiles(in: "Tests/Fixtures/Corpus")
            + RepositoryFiles.cellFiles(in: "Tests/Fixtures/Trial")
            + RepositoryFiles.cellFiles(in: "Tests/Fixtures/Imported")
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
        "Escaping": EscapingTemplates.register, "Vocabulary": VocabularyTemplates.register,
        "Account": AccountTemplates.register,
        "Comments": CommentsTemplates.register, "Photos": PhotosTemplates.register,
        "CollectionCells": CollectionCellsTemplates.register,
        "CorpusCollectionCells": CorpusCollectionCellsTemplates.register,
        "Margins": MarginsTemplates.register, "Parts": PartsTemplates.register,
        "Names": NamesTemplates.register, "CustomClasses": CustomClassesTemplates.register,
        "OwnerOutlets": OwnerOutletsTemplates.register, "Collections": CollectionsTemplates.register,
        "RuntimeAttributes": RuntimeAttributesTemplates.register, "NestedOutlets": NestedOutletsTemplates.register,
        "ProfileCards": ProfileCardsTemplates.register,
        "AutoSizes": AutoSizesTemplates.register,
        "Stacks": StacksTemplates.register,
        "Trial02-VLCCloudStorageTableViewCell": Trial02VLCCloudStorageTableViewCellTemplates.register,
        "Trial03-MXKSampleRoomMemberTableViewCell": Trial03MXKSampleRoomMemberTableViewCellTemplates.register,
        "Trial04-MyCell": Trial04MyCellTemplates.register,
        "Trial07-InstructionsAtmViewCell": Trial07InstructionsAtmViewCellTemplates.register,
        "Trial08-InstructionsFooterWithTertiaryInfoViewCell": Trial08InstructionsFooterWithTertiaryInfoViewCellTemplates
            .register,
        "Trial09-submitCell": Trial09SubmitCellTemplates.register,
        "Trial13-TextAttachmentMessageCell": Trial13TextAttachmentMessageCellTemplates.register,
        "Trial14-RobotoffQuestionTableViewCell": Trial14RobotoffQuestionTableViewCellTemplates.register,
        "Trial15-InsulinSensitivityScalingTableViewCell": Trial15InsulinSensitivityScalingTableViewCellTemplates
            .register,
        "Trial19-ChatRoomTableViewCell": Trial19ChatRoomTableViewCellTemplates.register,
        "Trial20-SPNoteTableViewCell": Trial20SPNoteTableViewCellTemplates.register,
        "Trial22-CellProductTableViewCell": Trial22CellProductTableViewCellTemplates.register,
        "Trial23-MediaCollectionViewCell": Trial23MediaCollectionViewCellTemplates.register,
        "Trial24-EmployeeTableViewCell": Trial24EmployeeTableViewCellTemplates.register,
        "Trial29-CustomCell": Trial29CustomCellTemplates.register,
        "Grammar01": Grammar01Templates.register, "Grammar02": Grammar02Templates.register,
        "Grammar03": Grammar03Templates.register, "Grammar04": Grammar04Templates.register,
        "Grammar05": Grammar05Templates.register, "Grammar06": Grammar06Templates.register,
        "Grammar07": Grammar07Templates.register, "Grammar08": Grammar08Templates.register,
        "Grammar09": Grammar09Templates.register, "Grammar10": Grammar10Templates.register,
        "Grammar11": Grammar11Templates.register, "Grammar12": Grammar12Templates.register,
        "Grammar13": Grammar13Templates.register, "Grammar14": Grammar14Templates.register,
        "Grammar15": Grammar15Templates.register, "Grammar16": Grammar16Templates.register,
        "Grammar17": Grammar17Templates.register, "Grammar18": Grammar18Templates.register,
        "Grammar19": Grammar19Templates.register, "Grammar20": Grammar20Templates.register,
        "Grammar21": Grammar21Templates.register, "Grammar22": Grammar22Templates.register,
        "Grammar23": Grammar23Templates.register, "Grammar24": Grammar24Templates.register,
        "Grammar25": Grammar25Templates.register, "Grammar26": Grammar26Templates.register,
        "Grammar27": Grammar27Templates.register, "Grammar28": Grammar28Templates.register,
        "Grammar29": Grammar29Templates.register, "Grammar30": Grammar30Templates.register,
        "Grammar31": Grammar31Templates.register, "Grammar32": Grammar32Templates.register,
        "Grammar33": Grammar33Templates.register,
        "Imported01": Imported01Templates.register, "Imported02": Imported02Templates.register,
        "Imported03": Imported03Templates.register, "Imported04": Imported04Templates.register,
        "Imported05": Imported05Templates.register, "Imported06": Imported06Templates.register,
        "Imported07": Imported07Templates.register, "Imported08": Imported08Templates.register,
        "Imported09": Imported09Templates.register, "Imported10": Imported10Templates.register,
        "Imported11": Imported11Templates.register, "Imported12": Imported12Templates.register,
        "Imported13": Imported13Templates.register, "Imported14": Imported14Templates.register,
        "Imported15": Imported15Templates.register, "Imported16": Imported16Templates.register,
        "Imported18": Imported18Templates.register, "Imported19": Imported19Templates.register,
        "Imported20": Imported20Templates.register, "Imported21": Imported21Templates.register,
        "Imported22": Imported22Templates.register, "Imported23": Imported23Templates.register,
        "Imported24": Imported24Templates.register, "Imported25": Imported25Templates.register,
        "Imported26": Imported26Templates.register, "Imported27": Imported27Templates.register,
        "Imported30": Imported30Templates.register,
    ]
}
