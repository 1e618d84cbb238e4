import CellCLI
import Testing

/// `cellc lint` on xibs in memory: each rule at its line and column, rules turned off, JSON, and files that are
/// not xibs.
@MainActor @Suite("lint command")
struct LintCommandTests {
    nonisolated private static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell reuseIdentifier="" id="a1" customClass="FeedCell" customModule="Feed">
                    <subviews>
                        <button id="b1">
                            <state key="normal" image="star"/>
                        </button>
                        <label id="a1" text="again"/>
                    </subviews>
                    <connections>
                        <outlet property="titleLabel" destination="zz9" id="c1"/>
                    </connections>
                </tableViewCell>
                <collectionViewCell id="d1" customClass="GridCell"/>
            </objects>
        </document>

        """

    private func harness() -> CLIHarness {
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: ["Feed.xib": Self.xib, "Broken.xib": "<document><objects>"])
        return harness
    }

    @Test("every rule reports at its line and column, and an error makes the exit status 1")
    func everyRule() {
        let outcome = harness().run(["lint", "Feed.xib"])
        #expect(outcome.status == 1)
        let lines = outcome.error.split(separator: "\n").filter { $0.hasPrefix("Feed.xib:") }
        #expect(
            lines == [
                "Feed.xib:5:9: warning: the cell 'FeedCell' has an empty reuse identifier, which no dequeue can name",
                "Feed.xib:7:17: warning: a button shows only an image and has no accessibility label",
                "Feed.xib:10:17: error: the id 'a1' is given twice", "Feed.xib:5:9: note: it is first given here",
                "Feed.xib:13:17: error: the outlet 'titleLabel' is connected to 'zz9', which is no object of the file",
                "Feed.xib:16:9: warning: the cell 'GridCell' has no reuse identifier",
                "Feed.xib:16:9: warning: the custom class 'GridCell' names no module",
            ])
        #expect(outcome.error.hasSuffix("cellc: 2 errors, 4 warnings\n"))
    }

    @Test("rules turned off report nothing; with no error left the status is 0")
    func disabledRules() {
        let outcome = harness().run([
            "lint", "Feed.xib", "--disable", "duplicate-object-id,dangling-connection,image-only-button",
        ])
        #expect(outcome.status == 0)
        #expect(!outcome.error.contains("given twice") && !outcome.error.contains("no object of the file"))
        #expect(outcome.error.contains("empty reuse identifier"))
        let unknown = harness().run(["lint", "Feed.xib", "--disable", "no-such-rule"])
        #expect(unknown.status == 64)
        let misspelt = harness().run(["lint", "Feed.xib", "--disable", "image-only-buton"])
        #expect(misspelt.error.contains("unknown rule 'image-only-buton'; did you mean 'image-only-button'?"))
    }

    @Test("JSON diagnostics carry the rules' identifiers")
    func json() {
        let outcome = harness().run(["lint", "Feed.xib", "--diagnostics-format", "json"])
        for rule in ["empty-reuse-identifier", "image-only-button", "duplicate-object-id", "dangling-connection"] {
            #expect(outcome.output.contains("\"\(rule)\""), "\(rule)")
        }
    }

    @Test("a file that is not a readable xib is one invalid-xml error")
    func brokenFile() {
        let outcome = harness().run(["lint", "Broken.xib"])
        #expect(outcome.status == 1)
        #expect(
            outcome.error.hasPrefix(
                "Broken.xib:1:20: error: the file ends inside the element 'objects'; it is truncated or an end tag "
                    + "is missing"))
    }

    @Test("a view its constraints put elsewhere, or do not place, is reported at its line; each rule turns off")
    func layoutRules() {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                <objects>
                    <tableViewCell reuseIdentifier="Row" id="cell" customClass="Row" customModule="App">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                            <subviews>
                                <view id="moved" translatesAutoresizingMaskIntoConstraints="NO">
                                    <rect key="frame" x="24" y="8" width="30" height="30"/>
                                </view>
                                <view id="loose" translatesAutoresizingMaskIntoConstraints="NO">
                                    <rect key="frame" x="100" y="8" width="30" height="30"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="moved" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c1"/>
                                <constraint firstItem="moved" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c2"/>
                                <constraint firstItem="moved" firstAttribute="width" constant="30" id="c3"/>
                                <constraint firstItem="moved" firstAttribute="height" constant="30" id="c4"/>
                                <constraint firstItem="loose" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="100" id="c5"/>
                                <constraint firstItem="loose" firstAttribute="width" constant="30" id="c6"/>
                                <constraint firstItem="loose" firstAttribute="height" constant="30" id="c7"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>

            """
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: ["Row.xib": xib])
        let outcome = harness.run(["lint", "Row.xib"])
        #expect(outcome.status == 0)
        let lines = outcome.error.split(separator: "\n").filter { $0.hasPrefix("Row.xib:") }
        #expect(
            lines == [
                "Row.xib:9:21: warning: the view 'moved' is misplaced: its constraints give it a x of 16, the file "
                    + "draws it at 24",
                "Row.xib:12:21: warning: the constraints of the view 'loose' do not place it vertically; the import "
                    + "keeps the file's y of 8",
            ])
        let quiet = harness.run(["lint", "Row.xib", "--disable", "misplaced-view,ambiguous-constraints"])
        #expect(!quiet.error.contains("Row.xib:"))
    }

    @Test("with --assets, an image or named colour the catalog lacks is reported; sets in groups count")
    func missingAssets() {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <tableViewCell reuseIdentifier="Row" id="a1" customClass="Row" customModule="App"/>
                </objects>
                <resources>
                    <image name="star" width="16" height="16"/>
                    <image name="moon" width="16" height="16"/>
                    <image name="square.and.arrow.up" catalog="system" width="115" height="128"/>
                    <namedColor name="Brand"/>
                    <namedColor name="Accent"/>
                    <systemColor name="labelColor"/>
                </resources>
            </document>

            """
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: ["Row.xib": xib])
        harness.fileSystem.directories.formUnion([
            "Assets.xcassets", "Assets.xcassets/Icons", "Assets.xcassets/Icons/star.imageset",
            "Assets.xcassets/Brand.colorset",
        ])
        let outcome = harness.run(["lint", "Row.xib", "--assets", "Assets.xcassets"])
        #expect(outcome.status == 0)
        let lines = outcome.error.split(separator: "\n").filter { $0.hasPrefix("Row.xib:") }
        #expect(
            lines == [
                "Row.xib:8:9: warning: the image 'moon' is not in the asset catalog",
                "Row.xib:11:9: warning: the named colour 'Accent' is not in the asset catalog",
            ])
        // Without a catalog nothing is known to be missing; a catalog that is no folder is an I/O error.
        #expect(!harness.run(["lint", "Row.xib"]).error.contains("asset catalog"))
        #expect(harness.run(["lint", "Row.xib", "--assets", "Nowhere.xcassets"]).status == 74)
    }

    @Test("past 500 warnings a file's findings are counted, not shown")
    func warningLimit() {
        let buttons = String(
            repeating: "<button id=\"b\"><state key=\"normal\" image=\"star\"/></button>\n", count: 600)
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <tableViewCell reuseIdentifier="Row" id="cell" customClass="Row" customModule="App"><subviews>
            \(buttons)</subviews></tableViewCell></objects></document>
            """
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: ["Row.xib": xib])
        let outcome = harness.run(["lint", "Row.xib", "--disable", "duplicate-object-id"])
        let lines = outcome.error.split(separator: "\n").filter { $0.hasPrefix("Row.xib:") }
        #expect(lines.filter { $0.contains("shows only an image") }.count == 500)
        #expect(lines.contains("Row.xib:503:1: warning: too many warnings: 100 more not shown"))
    }
}
