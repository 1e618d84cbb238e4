import CellCLI
import Testing

/// `cellc import` and `cellc compile FILE.xib` against memory, through the real importer and compiler: the source
/// printed or written, the import's warnings at the xib's lines, and files that cannot be imported.
@MainActor @Suite("import command")
struct ImportCommandTests {
    /// A cell whose title is placed by constraints, one of which (`ineq`) is an inequality the import leaves out.
    nonisolated private static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell id="cell" customClass="NoteCell" customModule="Notes" reuseIdentifier="Note">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                        <subviews>
                            <label text="Note" id="title" translatesAutoresizingMaskIntoConstraints="NO">
                                <rect key="frame" x="16" y="11" width="288" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="c2"/>
                            <constraint firstItem="title" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c3"/>
                            <constraint firstItem="title" firstAttribute="top" relation="greaterThanOrEqual" secondItem="content" secondAttribute="top" constant="4" id="ineq"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="titleLabel" destination="title" id="o1"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>

        """

    private func harness() -> CLIHarness {
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: [
            "Notes/NoteCell.xib": Self.xib, "Broken.xib": "<document><objects>",
        ])
        harness.fileSystem.directories.insert("Notes")
        harness.compiler = CompileResult.compile
        return harness
    }

    @Test("the source is printed, the same every time, with the import's warnings at the xib's lines")
    func printsTheSource() {
        let harness = harness()
        let outcome = harness.run(["import", "Notes/NoteCell.xib"])
        #expect(outcome.status == 0)
        for line in [
            "cell NoteCell {", "reuseIdentifier = \"Note\"", "Label titleLabel {",
            "frame = (16, parent.height / 2 - fittingHeight(titleLabel, parent.width - 32) / 2, "
                + "parent.width - 32, auto)",
        ] {
            #expect(outcome.output.contains(line), "\(line)\n\(outcome.output)")
        }
        let warnings = outcome.error.split(separator: "\n").filter { $0.hasPrefix("Notes/NoteCell.xib:") }
        #expect(
            warnings == [
                "Notes/NoteCell.xib:19:21: warning: the constraint 'ineq' of 'titleLabel' is an inequality (>=); the "
                    + "import leaves it out and places the view by its other constraints"
            ])
        #expect(harness.run(["import", "Notes/NoteCell.xib"]).output == outcome.output)
    }

    @Test("-o writes the source and says so; the output may not be the input")
    func writesTheSource() throws {
        let harness = harness()
        let outcome = harness.run(["import", "Notes/NoteCell.xib", "-o", "Notes/NoteCell.cell"])
        #expect(outcome.status == 0)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.hasSuffix("cellc: wrote Notes/NoteCell.cell (1 template)\n"))
        let written = try #require(harness.fileSystem.text("Notes/NoteCell.cell"))
        #expect(written == harness.run(["import", "Notes/NoteCell.xib"]).output)
        #expect(harness.run(["compile", "Notes/NoteCell.cell", "-o", "out"]).status == 0)

        let quiet = harness.run(["import", "Notes/NoteCell.xib", "-o", "Again.cell", "--quiet"])
        #expect(quiet.status == 0 && !quiet.error.contains("wrote"))
        let overwrite = harness.run(["import", "Notes/NoteCell.xib", "-o", "Notes/NoteCell.xib"])
        #expect(overwrite.status == 64)
        #expect(overwrite.error.contains("the output 'Notes/NoteCell.xib' would replace the input"))
    }

    @Test("cellc compile imports a xib first and writes what the .cell file would")
    func compilesAXIB() throws {
        let harness = harness()
        let outcome = harness.run(["compile", "Notes/NoteCell.xib", "-o", "out"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "wrote out/NoteCell.swift\nwrote out/NoteCell.cellnib\n")
        let swift = try #require(harness.fileSystem.text("out/NoteCell.swift"))
        #expect(swift.contains("class NoteCell"))
        #expect(swift.contains("titleLabel"))
        #expect(harness.run(["import", "Notes/NoteCell.xib", "-o", "Notes/NoteCell.cell"]).status == 0)
        #expect(harness.run(["compile", "Notes/NoteCell.cell", "-o", "cell"]).status == 0)
        #expect(harness.fileSystem.files["cell/NoteCell.cellnib"] == harness.fileSystem.files["out/NoteCell.cellnib"])
    }

    @Test("a file that is no readable xib is one error and exit 1; a missing one is an I/O error")
    func brokenFiles() {
        let harness = harness()
        let broken = harness.run(["import", "Broken.xib", "-o", "Broken.cell"])
        #expect(broken.status == 1)
        #expect(broken.error.hasPrefix("Broken.xib:1:20: error: the file ends inside the element 'objects'"))
        #expect(harness.fileSystem.text("Broken.cell") == nil)
        let compiled = harness.run(["compile", "Broken.xib", "Notes/NoteCell.xib", "-o", "out"])
        #expect(compiled.status == 1)
        #expect(harness.fileSystem.files["out/NoteCell.swift"] == nil)
        #expect(harness.run(["import", "Missing.xib"]).status == 74)
        #expect(harness.run(["compile", "Missing.xib", "Notes/NoteCell.xib", "-o", "out"]).status == 74)
    }

    @Test("past 500 warnings an import's are counted, not shown, and the source is still written")
    func warningLimit() {
        let inequality = """
            <constraint firstItem="v" firstAttribute="top" relation="greaterThanOrEqual" secondItem="cell" \
            secondAttribute="top" id="c"/>

            """
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES"><objects>
            <tableViewCell reuseIdentifier="Row" id="cell" customClass="Row" customModule="App">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/><subviews><view id="v">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></subviews><constraints>
            \(String(repeating: inequality, count: 600))</constraints></tableViewCell></objects></document>
            """
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: ["Row.xib": xib])
        let outcome = harness.run(["import", "Row.xib", "-o", "Row.cell"])
        #expect(outcome.status == 0)
        let lines = outcome.error.split(separator: "\n").filter { $0.hasPrefix("Row.xib:") }
        #expect(lines.filter { $0.contains("greaterThanOrEqual") || $0.contains("inequality") }.count == 500)
        #expect(lines.contains { $0.hasSuffix("warning: too many warnings: 100 more not shown") })
        #expect(harness.fileSystem.text("Row.cell") != nil)
    }
}
