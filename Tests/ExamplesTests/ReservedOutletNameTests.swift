import CellCodeGen
import CellDiagnostics
import Foundation
import Testing

/// An outlet becomes a stored property of a class that inherits CellKit's `View` or `TableViewCell`, so no outlet
/// may take the name of one of their instance properties, which a stored property cannot override. Their methods,
/// static members and nested types may be outlets, as in UIKit: Swift lets a stored property share a name with
/// them. The members are read from CellKit's sources, so a property added to CellKit without being reserved in the
/// checker fails here rather than in a user's build.
@Suite struct ReservedOutletNameTests {
    /// The names of the public and open members declared in the files matching `prefixes` under `folder`: its
    /// instance properties when `properties`, its other members otherwise.
    private func memberNames(
        in folder: String, filesStartingWith prefixes: [String], properties: Bool = true
    ) throws -> Set<String> {
        let directory = RepositoryFiles.root.appendingPathComponent(folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { name in prefixes.contains { name.hasPrefix($0) } && name.hasSuffix(".swift") }
        let declaration = try NSRegularExpression(
            pattern:
                #"(?:public|open)(?: (?:internal|private)\(set\))?((?: (?:final|override|static|class|nonisolated|required|weak))*) (var|let|func|enum|struct|class|typealias) +([A-Za-z_][A-Za-z0-9_]*)"#
        )
        var names: Set<String> = []
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let modifiers = Range(match.range(at: 1), in: text),
                    let keyword = Range(match.range(at: 2), in: text),
                    let name = Range(match.range(at: 3), in: text)
                else { continue }
                let isStatic = text[modifiers].contains("static") || text[modifiers].contains(" class")
                let isProperty = !isStatic && ["var", "let"].contains(text[keyword])
                if isProperty == properties { names.insert(String(text[name])) }
            }
        }
        return names
    }

    private func isRejected(_ name: String, inA keyword: String) -> Bool {
        let source = "\(keyword) Sample {\n    Label \(name) {\n        frame = (0, 0, 10, 10)\n    }\n}\n"
        let compilation = Compilation.run(SourceFile(path: "Sample.cell", text: source))
        return compilation.diagnostics.contains { $0.id == .reservedName }
    }

    @Test func everyPropertyOfViewIsReservedInBothKindsOfTemplate() throws {
        let names = try memberNames(in: "Sources/CellKit/Views", filesStartingWith: ["View.swift", "View+"])
        #expect(names.count > 15)
        for name in names.sorted() {
            #expect(isRejected(name, inA: "cell"), "'\(name)' is accepted as a cell's outlet")
            #expect(isRejected(name, inA: "view"), "'\(name)' is accepted as a view's outlet")
        }
    }

    @Test func everyPropertyOfTableViewCellIsReservedInCells() throws {
        let names = try memberNames(in: "Sources/CellKit/Cells", filesStartingWith: ["TableViewCell"])
        #expect(names.count > 10)
        // The built-in labels and image view are open, and an outlet of their kind overrides them, as in UIKit.
        let overridable: Set<String> = ["textLabel", "detailTextLabel"]
        for name in names.subtracting(overridable).sorted() {
            #expect(isRejected(name, inA: "cell"), "'\(name)' is accepted as a cell's outlet")
        }
        for name in overridable.sorted() {
            #expect(!isRejected(name, inA: "cell"), "the label '\(name)' is rejected as a cell's outlet")
        }
    }

    @Test func methodsStaticMembersAndNestedTypesOfTableViewCellAreAllowed() throws {
        let names = try memberNames(
            in: "Sources/CellKit/Cells", filesStartingWith: ["TableViewCell"], properties: false)
        // A name that is a property as well (`accessoryWidth`, and the static `accessoryWidth(of:)`) is reserved.
        let properties = try memberNames(in: "Sources/CellKit/Cells", filesStartingWith: ["TableViewCell"])
        #expect(names.count > 10)
        // The generated class overrides `layoutSubviews()`, which a property of its name would redeclare.
        for name in names.subtracting(properties).sorted() where name != "TableViewCell" && name != "layoutSubviews" {
            #expect(!isRejected(name, inA: "cell"), "'\(name)' is rejected as a cell's outlet")
        }
    }

    @Test func everyPropertyOfTheCollectionBaseClassesIsReservedInTheirTemplates() throws {
        let reusable = try memberNames(in: "Sources/CellKit/Collection", filesStartingWith: ["CollectionReusableView"])
        let cell = try memberNames(in: "Sources/CellKit/Collection", filesStartingWith: ["CollectionViewCell"])
        #expect(reusable.count >= 3 && cell.count >= 5)
        for name in reusable.union(cell).sorted() {
            #expect(isRejected(name, inA: "collectionCell"), "'\(name)' is accepted as a collection-view cell's outlet")
        }
        for name in reusable.sorted() {
            #expect(isRejected(name, inA: "reusableView"), "'\(name)' is accepted as a reusable view's outlet")
        }
        // A reusable view has no content view, so its template may call an outlet so.
        #expect(!isRejected("contentView", inA: "reusableView"))
        #expect(!isRejected("contentView", inA: "view"))
    }
}
