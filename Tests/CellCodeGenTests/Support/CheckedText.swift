import CellArchive
import CellCodeGen
import CellDiagnostics
import CellSema
import CellSyntax
import Testing

/// `.cell` source taken through the parser and the checker, which must report no error, for the archive and
/// schema tests.
struct CheckedText {
    /// The source file, named `Test.cell` unless given another name.
    let file: SourceFile
    /// What the checker built.
    let checked: CheckedFile

    init(_ text: String, path: String = "Test.cell", sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        self.init(SourceFile(path: path, text: text), sourceLocation: sourceLocation)
    }

    init(_ file: SourceFile, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var sink = DiagnosticSink()
        let syntax = Parser.parse(file, diagnostics: &sink)
        self.file = file
        self.checked = Checker.check(syntax, in: file, diagnostics: &sink)
        let errors = sink.diagnostics.filter { $0.severity == .error }.map { "\($0.id): \($0.message)" }
        #expect(errors.isEmpty, "the test's source has errors: \(errors)", sourceLocation: sourceLocation)
    }

    /// The only template of the file.
    func template(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> CheckedTemplate {
        #expect(checked.templates.count == 1, sourceLocation: sourceLocation)
        return try #require(checked.templates.first, sourceLocation: sourceLocation)
    }

    /// The file's archive, as `Test.cell`.
    var archive: Archive {
        ArchiveBuilder(file: checked, sourceName: Compilation.fileName(ofPath: file.path), source: file).build()
    }
}

extension Archive {
    /// The name of the class of the object at `index`.
    func className(of index: Int) -> String? {
        guard objects.indices.contains(index), classes.indices.contains(objects[index].classIndex) else { return nil }
        return classes[objects[index].classIndex].name
    }

    /// The keys of the object at `index`, in order.
    func keys(of index: Int) -> [String] {
        objects.indices.contains(index) ? objects[index].properties.map(\.key) : []
    }
}
