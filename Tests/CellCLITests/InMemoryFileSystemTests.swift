import CellCLI
import Testing

/// The in-memory file system the benchmarks and fuzzers run the command line on.
@Suite("InMemoryFileSystem")
struct InMemoryFileSystemTests {
    @Test("a directory's entries are the files and directories directly inside it, sorted")
    func entries() {
        let fileSystem = InMemoryFileSystem(
            files: ["a.cell": [], "Assets/x.json": [], "Assets/Icons/star.png": []],
            directories: ["Assets", "Assets/Icons", "Assets/Brand.colorset"])
        #expect(fileSystem.entries(ofDirectory: ".") == ["Assets", "a.cell"])
        #expect(fileSystem.entries(ofDirectory: "Assets") == ["Brand.colorset", "Icons", "x.json"])
        #expect(fileSystem.entries(ofDirectory: "Assets/Icons") == ["star.png"])
        #expect(fileSystem.entries(ofDirectory: "a.cell") == nil)
    }
}
