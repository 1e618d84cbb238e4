import CellCodeGen
import CellDiagnostics
import Foundation
import Testing

/// An outlet becomes a stored property of a class that inherits CellKit's `View` or `TableViewCell`, so no outlet
/// may take the name of one of their members. The members are read from CellKit's sources, so a member added to
/// CellKit without being reserved in the checker fails here rather than in a user's build.
@Suite struct ReservedOutletNameTests {
    /// The names of the public and open members declared in the files matching `prefixes` under `folder`.
    private func memberNames(in folder: String, filesStartingWith prefixes: [String]) throws -> Set<String> {
        let directory = RepositoryFiles.root.appendingPathComponent(folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { name in prefixes.contains { name.hasPrefix($0) } && name.hasSuffix(".swift") }
        let declaration = try NSRegularExpression(
            pattern:
                #"(?:public|open)(?: (?:internal|private)\(set\))?(?: (?:final|override|static|class|nonisolated|required|weak))* (?:var|let|func|enum|struct|class|typealias) +([A-Za-z_][A-Za-z0-9_]*)"#
        )
        var names: Set<String> = []
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names
    }

    private func isRejected(_ name: String, inA keyword: String) -> Bool {
        let source = "\(keyword) Sample {\n    Label \(name) {\n        frame = (0, 0, 10, 10)\n    }\n}\n"
        let compilation = Compilation.run(SourceFile(path: "Sample.cell", text: source))
        return compilation.diagnostics.contains { $0.id == .reservedName }
    }

    @Test func everyMemberOfViewIsReservedInBothKindsOfTemplate() throws {
        let names = try memberNames(in: "Sources/CellKit/Views", filesStartingWith: ["View.swift", "View+"])
        #expect(names.count > 30)
        for name in names.sorted() {
            #expect(isRejected(name, inA: "cell"), "'\(name)' is accepted as a cell's outlet")
            #expect(isRejected(name, inA: "view"), "'\(name)' is accepted as a view's outlet")
        }
    }

    @Test func everyMemberOfTableViewCellIsReservedInCells() throws {
        let names = try memberNames(in: "Sources/CellKit/Cells", filesStartingWith: ["TableViewCell"])
        #expect(names.count > 20)
        for name in names.sorted() {
            #expect(isRejected(name, inA: "cell"), "'\(name)' is accepted as a cell's outlet")
        }
    }
}
