import CellArchive
import CellDiagnostics
import CellSema

/// Builds the archive of a checked file: the object graphs `Nib` instantiates, as the ArchiveFormat article
/// describes them.
///
/// For each template in source order come the template object, then its subviews in the order of
/// ``CheckedTemplate/views`` (preorder), so the view at subview index `i` of a template whose object is at `t` is
/// object `t + 1 + i`. Classes are listed in order of first use. The archive depends only on the checked file, the
/// source's name and its line table, so it is deterministic.
public struct ArchiveBuilder {
    let file: CheckedFile
    let sourceName: String
    let source: SourceFile

    /// Creates a builder for `file`, checked from `source` and named `sourceName` (`Transit.cell`) in the archive.
    public init(file: CheckedFile, sourceName: String, source: SourceFile) {
        self.file = file
        self.sourceName = sourceName
        self.source = source
    }

    /// The archive; `schemas`, when given, are the ``TemplateSchema`` lines of each template in order.
    public func build(schemas: [[String]]? = nil) -> Archive {
        var classes = ClassTable()
        var objects: [ArchivedObject] = []
        var topLevelObjects: [Int] = []
        for (templateIndex, template) in file.templates.enumerated() {
            let base = objects.count
            topLevelObjects.append(base)
            let templateClass = ArchivedClass(
                name: template.className, superclassName: template.kind.baseClassName,
                schema: schemas?[templateIndex] ?? TemplateSchema.lines(of: template))
            let builder = TemplateObjects(template: template, base: base)
            objects.append(object(classes.index(of: templateClass), builder.rootProperties(), at: template.range))
            for (index, view) in template.views.enumerated() {
                // A custom class is archived as a subclass of its kind, as a xib records `customClass`.
                let viewClass =
                    view.customClass.map { ArchivedClass(name: $0, superclassName: view.kind.rawValue) }
                    ?? ArchivedClass(name: view.kind.rawValue)
                objects.append(object(classes.index(of: viewClass), builder.properties(ofView: index), at: view.range))
            }
        }
        return Archive(
            sourceName: sourceName, classes: classes.classes, objects: objects, topLevelObjects: topLevelObjects)
    }

    /// An object declared at `range`, located at the line and column of the range's start exactly as diagnostics
    /// report them (``SourceFile/location(of:)``: the column counts Unicode scalars).
    private func object(_ classIndex: Int, _ properties: [ArchivedProperty], at range: SourceRange) -> ArchivedObject {
        let location = source.location(of: range.start)
        return ArchivedObject(
            classIndex: classIndex, properties: properties, line: location.line, column: location.column)
    }

    /// The classes in order of first use.
    ///
    /// A class is one entry per name, superclass and schema, not per name: a template may be called `Label`, and
    /// its class (a subclass of `View` with a schema) is not CellKit's `Label` that its subviews are.
    private struct ClassTable {
        var classes: [ArchivedClass] = []
        var indices: [ArchivedClass: Int] = [:]

        /// The index of `archivedClass`, added at the end on first use.
        mutating func index(of archivedClass: ArchivedClass) -> Int {
            if let index = indices[archivedClass] { return index }
            indices[archivedClass] = classes.count
            classes.append(archivedClass)
            return classes.count - 1
        }
    }
}
