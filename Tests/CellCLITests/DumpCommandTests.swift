import CellCLI
import Testing

/// `cellc dump` on archives `cellc compile` wrote, and on files that are not archives, against memory.
@MainActor @Suite("dump command")
struct DumpCommandTests {
    nonisolated private static let source = """
        cell ThumbnailCell {
            height = 150
            Button thumbnailButton {
                frame = ((parent.width - 100) / 2, 20, 100, 100)
                action = buttonPressed
            }
            Label titleLabel {
                frame = (thumbnailButton.minX, thumbnailButton.maxY + 8, thumbnailButton.width, 14)
                text = "LIMA"
            }
        }
        view DetailView {
            owner = "DetailController"
            ScrollView scrollView {
                frame = (0, 0, parent.width, parent.height)
            }
        }

        """

    /// A harness with the real compiler, after compiling `Thumbs.cell` to `out/Thumbs.cellnib`.
    private func compiled() -> CLIHarness {
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: ["Thumbs.cell": DumpCommandTests.source])
        harness.compiler = CompileResult.compile
        let outcome = harness.run(["compile", "Thumbs.cell", "-o", "out", "--emit", "archive"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "wrote out/Thumbs.cellnib\n")
        return harness
    }

    @Test("layout variables print on the template, with their defaults, and by name in the layout steps")
    func dumpsLayoutVariables() {
        var harness = CLIHarness()
        let source = """
            cell MemberCell {
                var avatarWidth = 36
                var inset = -2
                ImageView avatar {
                    frame = (8 + inset, 4, avatarWidth, avatarWidth)
                    accessibilityLabel = "Avatar"
                }
            }
            """
        harness.fileSystem = MemoryFileSystem(files: ["Member.cell": source])
        harness.compiler = CompileResult.compile
        #expect(harness.run(["compile", "Member.cell", "-o", "out", "--emit", "archive"]).status == 0)
        let outcome = harness.run(["dump", "out/Member.cellnib"])
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        for line in [
            "    layoutVariables: { var avatarWidth = 36; var inset = -2 }", "      var avatarWidth = 36",
            "        avatar.x = 8 + inset", "        avatar.width = avatarWidth",
        ] {
            #expect(lines.contains(line), "no '\(line)' in the dump")
        }
    }

    @Test("a compiled archive prints every object with its class, outlet and place, and exits 0")
    func dumpsACompiledArchive() {
        let harness = compiled()
        let outcome = harness.run(["dump", "out/Thumbs.cellnib"])
        #expect(outcome.status == 0)
        #expect(outcome.error.isEmpty)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "cellnib archive of Thumbs.cell, format version 3")
        for header in [
            "#0 ThumbnailCell (Thumbs.cell:1:1) [top-level]", "#1 Button 'thumbnailButton' (Thumbs.cell:3:5)",
            "#2 Label 'titleLabel' (Thumbs.cell:7:5)", "#3 DetailView (Thumbs.cell:12:1) [top-level]",
            "#4 ScrollView 'scrollView' (Thumbs.cell:14:5)",
        ] {
            #expect(lines.contains(header), "no '\(header)' in the dump")
        }
        for property in [
            "    outlet: \"thumbnailButton\"", "    action: \"buttonPressed\"", "    text: \"LIMA\"",
            "    owner: \"DetailController\"", "      action buttonPressed", "      owner DetailController",
            "      frame titleLabel = (thumbnailButton.minX, thumbnailButton.maxY + 8, thumbnailButton.width, 14)",
        ] {
            #expect(lines.contains(property), "no '\(property)' in the dump")
        }
        #expect(harness.run(["dump", "out/Thumbs.cellnib"]).output == outcome.output)
    }

    /// Ways to spoil an archive.
    enum Damage: String, CaseIterable {
        case truncated, flipped, empty, text

        func apply(to bytes: [UInt8]) -> [UInt8] {
            switch self {
            case .truncated: Array(bytes.prefix(bytes.count / 2))
            case .flipped: bytes.enumerated().map { $0 == bytes.count / 3 ? $1 ^ 0x40 : $1 }
            case .empty: []
            case .text: Array("cell A {}\n".utf8)
            }
        }
    }

    @Test(
        "a damaged or foreign file is an error in the input: its path, the reader's reason, exit 1",
        arguments: Damage.allCases)
    func damagedArchive(damage: Damage) throws {
        let harness = compiled()
        let bytes = try #require(harness.fileSystem.files["out/Thumbs.cellnib"])
        let path = "\(damage.rawValue).cellnib"
        harness.fileSystem.files[path] = damage.apply(to: bytes)
        let outcome = harness.run(["dump", path])
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.hasPrefix("\(path): error: "))
        #expect(outcome.error.hasSuffix("\n"))
        #expect(outcome.error.split(separator: "\n").count == 1)
    }

    @Test("a foreign file names what is wrong")
    func foreignFile() {
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: ["a.cell": "cell A {}\n"])
        let outcome = harness.run(["dump", "a.cell"])
        #expect(outcome.status == 1)
        #expect(
            outcome.error
                == "a.cell: error: not a cellnib archive: the bytes do not begin with the magic number 'CELLNIB'\n")
    }

    @Test("a missing or unreadable file is an I/O error: exit 74, nothing printed on standard output")
    func unreadable() {
        let harness = compiled()
        harness.fileSystem.failingReads["out/Thumbs.cellnib"] = "permission denied"
        let denied = harness.run(["dump", "out/Thumbs.cellnib"])
        #expect(denied.status == 74)
        #expect(denied.output.isEmpty)
        #expect(denied.error == "cellc: error: cannot read 'out/Thumbs.cellnib': permission denied\n")
        let missing = harness.run(["dump", "none.cellnib"])
        #expect(missing.status == 74)
        #expect(missing.error == "cellc: error: cannot read 'none.cellnib': no such file or directory\n")
    }

    @Test("the archive compile writes is the one the pipeline built, and compiling twice gives the same bytes")
    func compileWritesTheArchive() throws {
        let harness = compiled()
        let first = try #require(harness.fileSystem.files["out/Thumbs.cellnib"])
        #expect(harness.run(["compile", "Thumbs.cell", "-o", "again"]).status == 0)
        #expect(harness.fileSystem.files["again/Thumbs.cellnib"] == first)
        #expect(harness.fileSystem.text("again/Thumbs.swift")?.contains("nibName: \"Thumbs\"") == true)
        #expect(first.starts(with: Array("CELLNIB\u{0}".utf8)))
    }

    @Test("an input with errors writes no archive either")
    func errorsWriteNoArchive() {
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: [
            "a.cell": "cell A {}\n", "b.cell": "cell B {\n    Lable x {}\n}\n",
        ])
        harness.compiler = CompileResult.compile
        let outcome = harness.run(["compile", "a.cell", "b.cell", "-o", "out"])
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
        #expect(harness.fileSystem.files.keys.sorted() == ["a.cell", "b.cell"])
    }

    @Test("an empty file is not an archive, said plainly")
    func emptyFile() {
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: ["empty.cellnib": ""])
        let outcome = harness.run(["dump", "empty.cellnib"])
        #expect(outcome.status == 1)
        #expect(outcome.error == "empty.cellnib: error: empty file: not a cellnib archive\n")
    }

    @Test("a directory cannot be read: exit 74, as help says")
    func directory() {
        let harness = CLIHarness()
        harness.fileSystem.directories.insert("out.cellnib")
        let outcome = harness.run(["dump", "out.cellnib"])
        #expect(outcome.status == 74)
        #expect(outcome.error == "cellc: error: cannot read 'out.cellnib': is a directory\n")
        #expect(
            harness.run(["dump", "--help"]).output.contains(
                "  74   the file could not be read: missing, unreadable, a directory"))
    }

    @Test("an endless file is refused after 64 MiB, never read to the end: exit 74")
    func endlessFile() {
        let sink = MemorySink()
        let cli = CLI(standardOutput: sink, standardError: sink, fileSystem: LocalFileSystem())
        #expect(cli.run(arguments: ["dump", "/dev/zero"]) == 74)
        #expect(sink.text == "cellc: error: cannot read '/dev/zero': file is larger than 64 MiB\n")
    }

    @Test("strings of the source cannot forge lines or terminal escapes in the dump")
    func hostileStrings() throws {
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: [
            "Esc.cell": #"""
            cell Esc {
                reuseIdentifier = "row\n#9 Fake (Esc.cell:1:1)"
                Label l {
                    frame = (0, 0, 10, 10)
                    text = "nul\0tab\tbell\u{7}esc\u{1B}[31mrlo\u{202E}abc\u{FEFF}end\u{2028}"
                }
            }

            """#
        ])
        harness.compiler = CompileResult.compile
        #expect(harness.run(["compile", "Esc.cell", "--emit", "archive"]).status == 0)
        let outcome = harness.run(["dump", "Esc.cellnib"])
        #expect(outcome.status == 0)
        let hidden = outcome.output.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || [0x7F, 0x202E, 0xFEFF, 0x2028].contains($0.value)
        }
        #expect(hidden.isEmpty)
        let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("#") }.count == 2)
        #expect(
            lines.contains(#"    text: "nul\u{0}tab\tbell\u{7}esc\u{1B}[31mrlo\u{202E}abc\u{FEFF}end\u{2028}""#))
        #expect(lines.contains(#"      reuseIdentifier "row\n#9 Fake (Esc.cell:1:1)""#))
    }
}
