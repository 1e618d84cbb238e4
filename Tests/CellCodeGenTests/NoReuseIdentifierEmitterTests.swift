import CellArchive
import CellCodeGen
import CellDiagnostics
import Testing

/// A template with `reuseIdentifier = .none`: the generated initializers give the cell no identifier, the archive
/// records none, and the schema says so.
@Suite struct NoReuseIdentifierEmitterTests {
    private func compile(_ source: String) throws -> Compilation {
        let compilation = Compilation.run(SourceFile(path: "Members.cell", text: source))
        #expect(!compilation.hasErrors, "\(compilation.diagnostics.map(\.message))")
        return compilation
    }

    private static let none = "cell MemberCell {\n    reuseIdentifier = .none\n}\n"
    private static let named = "cell MemberCell {\n    reuseIdentifier = \"member\"\n}\n"

    @Test func bothInitializersGiveTheCellNoIdentifier() throws {
        let swift = try #require(try compile(Self.none).swiftSource)
        #expect(swift.contains("        super.init(style: .default, reuseIdentifier: nil)\n"))
        #expect(swift.contains("        super.init(style: .default, reuseIdentifier: decoder.reuseIdentifier)\n"))
        #expect(swift.contains("    nonisolated public static let reuseIdentifier = \"MemberCell\"\n"))
        #expect(swift.contains("\"reuseIdentifier none\""))
    }

    @Test func aCellWithAnIdentifierKeepsIt() throws {
        let swift = try #require(try compile(Self.named).swiftSource)
        #expect(swift.contains("super.init(style: .default, reuseIdentifier: Self.reuseIdentifier)"))
        #expect(swift.contains("reuseIdentifier: decoder.reuseIdentifier ?? Self.reuseIdentifier)"))
        #expect(swift.contains("\"reuseIdentifier \\\"member\\\"\""))
    }

    @Test func theArchiveRecordsNoIdentifier() throws {
        let none = try #require(try compile(Self.none).archive)
        #expect(none.objects.first?.properties.contains { $0.key == "reuseIdentifier" } == false)
        let named = try #require(try compile(Self.named).archive)
        #expect(named.objects.first?.properties.first { $0.key == "reuseIdentifier" }?.value == .string("member"))
    }
}
