import CellCatalog
import CellDiagnostics
import Testing

@testable import CellInterfaceBuilder

/// `cellc import` on small xibs written for each case: frames from autoresizing masks and from constraints (alone
/// and solved together), content sizes and their bounds, layout variables, margins, what the import reports,
/// properties, connections, the archive format, and files that are no xib.
@Suite("Importing xibs")
struct XIBImporterTests {
    /// A document-format file of one table cell, 320 by 44 (its content view 43), whose content view holds
    /// `subviews` and `constraints`, with `connections` on the cell.
    static func cell(
        subviews: String, constraints: String = "", connections: String = "", cellAttributes: String = "",
        owner: String = "", resources: String = ""
    ) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(owner)/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <tableViewCell contentMode="scaleToFill" id="cell" customClass="TestCell" customModule="App" reuseIdentifier="test"\(cellAttributes)>
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                            <subviews>
            \(subviews)
                            </subviews>
                            <constraints>
            \(constraints)
                            </constraints>
                        </tableViewCellContentView>
                        <connections>
            \(connections)
                        </connections>
                    </tableViewCell>
                </objects>
                <resources>\(resources)</resources>
            </document>
            """.utf8)
    }

    /// A label `id` at `rect` (`x y width height`), placed by constraints unless `mask` is given.
    static func label(_ id: String, _ rect: String, mask: String? = nil, attributes: String = "", body: String = "")
        -> String
    {
        let numbers = rect.split(separator: " ")
        let translates = mask == nil ? " translatesAutoresizingMaskIntoConstraints=\"NO\"" : ""
        return """
            <label text="Label" id="\(id)"\(translates)\(attributes)>
                <rect key="frame" x="\(numbers[0])" y="\(numbers[1])" width="\(numbers[2])" height="\(numbers[3])"/>
                \(mask.map { "<autoresizingMask key=\"autoresizingMask\" \($0)/>" } ?? "")
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                \(body)
            </label>
            """
    }

    static func source(_ bytes: [UInt8]) throws -> String {
        try #require(XIBImporter.import(bytes, path: "Test.xib").source)
    }

    static func outlet(_ name: String, _ destination: String) -> String {
        "<outlet property=\"\(name)\" destination=\"\(destination)\" id=\"o-\(name)\"/>"
    }

    // MARK: Frames

    @Test func autoresizingMasksBecomeFramesThatFollowTheParent() throws {
        let subviews = [
            Self.label("a", "20 11 280 21", mask: "widthSizable=\"YES\" flexibleMaxY=\"YES\""),
            Self.label("b", "250 11 50 21", mask: "flexibleMinX=\"YES\""),
            Self.label("c", "100 11 120 21", mask: "flexibleMinX=\"YES\" flexibleMaxX=\"YES\""),
            Self.label("d", "8 8 40 21", mask: ""),
        ].joined(separator: "\n")
        let connections = ["a", "b", "c", "d"].map { Self.outlet($0, $0) }.joined(separator: "\n")
        let source = try Self.source(Self.cell(subviews: subviews, connections: connections))
        // A flexible width keeps both margins; a flexible left margin keeps the right one; two flexible margins
        // share the change in proportion to their sizes (100 and 100, so half each); none keeps the frame.
        #expect(source.contains("frame = (20, 11, parent.width - 40, 21)"))
        #expect(source.contains("frame = (parent.width - 70, 11, 50, 21)"))
        #expect(source.contains("frame = (parent.width / 2 - 60, 11, 120, 21)"))
        #expect(source.contains("frame = (8, 8, 40, 21)"))
    }

    @Test func constraintsBecomeFrameExpressionsOverTheParentAndSiblings() throws {
        let subviews = [
            "<view id=\"box\" translatesAutoresizingMaskIntoConstraints=\"NO\"><rect key=\"frame\" x=\"16\" y=\"6\" width=\"30\" height=\"30\"/></view>",
            Self.label("title", "54 11 250 21"),
        ].joined(separator: "\n")
        let constraints = """
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="box" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" constant="-0.5" id="c2"/>
            <constraint firstItem="box" firstAttribute="width" constant="30" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" secondItem="box" secondAttribute="width" id="c4"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="box" secondAttribute="trailing" constant="8" id="c5"/>
            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="c6"/>
            <constraint firstItem="title" firstAttribute="centerY" secondItem="box" secondAttribute="centerY" id="c7"/>
            """
        let connections = Self.outlet("box", "box") + Self.outlet("title", "title")
        let imported = XIBImporter.import(
            Self.cell(subviews: subviews, constraints: constraints, connections: connections), path: "Test.xib")
        let source = try #require(imported.source)
        // The content view is the second item of c6, so the trailing edge is the parent's less 16; the height is
        // the width by the aspect ratio; the title's height is its text's, centred on the box.
        #expect(source.contains("frame = (16, parent.height / 2 - 15.5, 30, 30)"))
        #expect(
            source.contains(
                "frame = (box.maxX + 8, box.midY - fittingHeight(title, parent.width - box.maxX - 24) / 2, "
                    + "parent.width - box.maxX - 24, auto)"))
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let frames = try #require(imported.templates.first?.frames)
        #expect(frames.map(\.name) == ["box", "title"])
        #expect(frames.map(\.followsContent) == [false, true])
    }

    @Test func viewsThatOnlyTheirConstraintsTogetherDetermineAreSolvedAsOneSystem() throws {
        let subviews = [Self.label("top", "10 10 300 6.5"), Self.label("bottom", "10 26.5 300 6.5")]
            .joined(separator: "\n")
        let constraints = """
            <constraint firstItem="top" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c1"/>
            <constraint firstItem="bottom" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="10" id="c2"/>
            <constraint firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" constant="10" id="c3"/>
            <constraint firstItem="top" firstAttribute="height" secondItem="bottom" secondAttribute="height" id="c4"/>
            <constraint firstItem="top" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="c5"/>
            <constraint firstItem="bottom" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="c6"/>
            <constraint firstAttribute="trailing" secondItem="top" secondAttribute="trailing" constant="10" id="c7"/>
            <constraint firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" constant="10" id="c8"/>
            """
        let connections = Self.outlet("top", "top") + Self.outlet("bottom", "bottom")
        let source = try Self.source(Self.cell(subviews: subviews, constraints: constraints, connections: connections))
        // Equal heights sharing the height less 30: each is half of it less 15, not its text's.
        #expect(source.contains("frame = (10, 10, parent.width - 20, parent.height / 2 - 15)"))
        #expect(source.contains("frame = (10, parent.height / 2 + 5, parent.width - 20, parent.height / 2 - 15)"))
    }

    @Test func boundsOnAContentSizeHoldAgainstTheContent() throws {
        let constraints = """
            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c2"/>
            <constraint firstItem="title" firstAttribute="height" relation="greaterThanOrEqual" constant="28" id="c3"/>
            """
        let imported = XIBImporter.import(
            Self.cell(
                subviews: Self.label("title", "16 8 40 28"), constraints: constraints,
                connections: Self.outlet("title", "title")), path: "Test.xib")
        let source = try #require(imported.source)
        #expect(source.contains("frame = (16, 8, auto, max(28, fittingHeight(title)))"))
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
    }

    @Test func anOutletToAConstraintIsALayoutVariableTheFrameReads() throws {
        let constraints = """
            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="12" id="c2"/>
            <constraint firstItem="title" firstAttribute="width" constant="120" id="width"/>
            <constraint firstItem="title" firstAttribute="height" constant="20" id="c4"/>
            """
        let source = try Self.source(
            Self.cell(
                subviews: Self.label("title", "16 12 120 20"), constraints: constraints,
                connections: Self.outlet("title", "title") + Self.outlet("titleWidth", "width")))
        #expect(source.contains("var titleWidth = 120"))
        #expect(source.contains("frame = (parent.margins.minX, 12, titleWidth, 20)"))
    }

    @Test func marginsTheFramesShowAreTheContentViews() throws {
        // Xcode 6 gave a content view 8-point margins: a view on the leading margin at x 8.
        let constraints = """
            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c3"/>
            <constraint firstItem="title" firstAttribute="height" constant="20" id="c4"/>
            """
        let source = try Self.source(
            Self.cell(
                subviews: Self.label("title", "8 8 304 20"), constraints: constraints,
                connections: Self.outlet("title", "title")))
        #expect(source.contains("layoutMargins = (8, 8, 11, 8)"))
        #expect(source.contains("frame = (parent.margins.minX, parent.margins.minY, parent.margins.width, 20)"))
    }

    // MARK: Diagnostics

    @Test func whatTheConstraintsLeaveOpenKeepsTheFilesFrameWithAWarningAtItsLine() throws {
        let subviews = """
            <view id="box" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="16" y="6" width="30" height="30"/></view>
            """
        let constraints = """
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="box" firstAttribute="top" relation="greaterThanOrEqual" secondItem="content" secondAttribute="top" constant="6" id="ineq"/>
            <constraint firstItem="box" firstAttribute="width" constant="30" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="30" id="c4"/>
            """
        let bytes = Self.cell(subviews: subviews, constraints: constraints, connections: Self.outlet("box", "box"))
        let imported = XIBImporter.import(bytes, path: "Test.xib")
        let source = try #require(imported.source)
        #expect(source.contains("frame = (16, 6, 30, 30)"))
        let messages = imported.diagnostics.map { "\($0.id): \($0.message)" }
        #expect(
            messages == [
                "ambiguous-constraints: the constraints of 'box' do not place it vertically; the import keeps the "
                    + "file's y of 6",
                "untranslated-constraint: the constraint 'ineq' of 'box' is an inequality (>=); the import leaves it "
                    + "out and places the view by its other constraints",
            ])
        // The first at the view's line, the second at the constraint's.
        let lines = imported.diagnostics.map { imported.xib.location(of: $0.range.start).line }
        #expect(lines == [11, 15])
    }

    @Test func aViewItsConstraintsPutElsewhereIsMisplaced() throws {
        let constraints = """
            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c2"/>
            """
        let imported = XIBImporter.import(
            Self.cell(
                subviews: Self.label("title", "24 8 40 21"), constraints: constraints,
                connections: Self.outlet("title", "title")), path: "Test.xib")
        #expect(
            imported.diagnostics.map(\.message) == [
                "'title' is misplaced: its constraints give it a x of 16, the file draws it at 24"
            ])
    }

    // MARK: Properties and connections

    @Test func labelsButtonsAndControlsKeepTheirProperties() throws {
        let subviews = """
            <label text="Price" textAlignment="right" lineBreakMode="middleTruncation" numberOfLines="2" id="price" translatesAutoresizingMaskIntoConstraints="NO">
                <rect key="frame" x="8" y="8" width="100" height="20"/>
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
                <color key="textColor" red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <accessibility key="accessibilityConfiguration" identifier="price.label" label="Price"/>
            </label>
            <label id="note" translatesAutoresizingMaskIntoConstraints="NO">
                <rect key="frame" x="8" y="30" width="100" height="20"/>
                <string key="text">Say "hi"
            twice</string>
                <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
            </label>
            <button buttonType="system" id="buy" translatesAutoresizingMaskIntoConstraints="NO">
                <rect key="frame" x="200" y="8" width="100" height="30"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                <state key="normal" title="Buy"><color key="titleColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/></state>
                <state key="highlighted" title="Buying"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="6"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="string" keyPath="analyticsName" value="buy"/>
                </userDefinedRuntimeAttributes>
                <connections>
                    <action selector="buyTapped:" destination="-1" eventType="touchUpInside" id="a1"/>
                    <action selector="buyHeld:" destination="-1" eventType="touchDown" id="a2"/>
                </connections>
            </button>
            <switch opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="toggle" translatesAutoresizingMaskIntoConstraints="NO">
                <rect key="frame" x="200" y="6" width="51" height="31"/>
                <connections><action selector="toggled:" destination="-1" eventType="valueChanged" id="a3"/></connections>
            </switch>
            """
        let connections = ["price", "note", "buy", "toggle"].map { Self.outlet($0, $0) }.joined(separator: "\n")
        let source = try Self.source(Self.cell(subviews: subviews, connections: connections))
        for line in [
            "text = \"Price\"", "font = .system(15, .semibold)", "textColor = #FF8000", "textAlignment = .right",
            "numberOfLines = 2", "lineBreakMode = .byTruncatingMiddle", "backgroundColor = .systemBackground",
            "accessibilityIdentifier = \"price.label\"", "accessibilityLabel = \"Price\"",
            "text = \"Say \\\"hi\\\"\\ntwice\"", "font = .textStyle(.footnote)", "titleFont = .boldSystem(15)",
            "title = \"Buy\"", "titleColor = .black", "highlightedTitle = \"Buying\"", "cornerRadius = 6",
            "analyticsName = \"buy\"", "action = buyTapped", "touchDown = buyHeld", "isOn = true", "action = toggled",
        ] {
            #expect(source.contains(line), "\(line)\n\(source)")
        }
    }

    @Test func outletsConnectWhereTheFileConnectsThem() throws {
        let subviews = [Self.label("a", "8 8 100 20", mask: ""), Self.label("b", "8 30 100 20", mask: "")]
            .joined(separator: "\n")
        let bytes = Self.cell(
            subviews: subviews, connections: Self.outlet("titleLabel", "a"), owner: " customClass=\"ListController\"")
        // The File's Owner's outlets follow the placeholder, as Interface Builder writes them.
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(
            of: "userLabel=\"File's Owner\" customClass=\"ListController\"/>",
            with: """
                userLabel="File's Owner" customClass="ListController">
                    <connections>
                        <outlet property="cellOutlet" destination="cell" id="x1"/>
                        <outlet property="detailLabel" destination="b" id="x2"/>
                        <outletCollection property="labels" destination="a" id="x3"/>
                        <outletCollection property="labels" destination="b" id="x4"/>
                    </connections>
                </placeholder>
                """)
        let imported = XIBImporter.import(Array(text.utf8), path: "Test.xib")
        let source = try #require(imported.source)
        for line in [
            "owner = \"ListController\"", "ownerOutlet = \"cellOutlet\"", "Label titleLabel {", "Label detailLabel {",
            "connection = .owner", "collection = \"labels\"",
        ] {
            #expect(source.contains(line), "\(line)\n\(source)")
        }
        // In the file's order: the owner's outlets come first, as its placeholder does.
        #expect(imported.templates.first?.outlets == ["detailLabel", "titleLabel"])
        // An outlet of the cell alone is connected as outlets are by default.
        #expect(!source.contains("connection = .cell"))
        #expect(imported.templates.first?.ownerOutlets == 1)
    }

    @Test func namesATemplateCannotTakeAreChangedWithAWarning() throws {
        let subviews = [
            Self.label("a", "8 8 100 20", mask: ""), Self.label("b", "8 30 100 20", mask: ""),
            Self.label("c", "8 52 100 20", mask: ""),
            "<button id=\"d\"><rect key=\"frame\" x=\"200\" y=\"8\" width=\"40\" height=\"30\"/>"
                + "<connections><action selector=\"do it:\" destination=\"-1\" eventType=\"touchUpInside\" id=\"a1\"/>"
                + "</connections></button>",
        ].joined(separator: "\n")
        let connections = [
            Self.outlet("frame", "a"), Self.outlet("title-label", "b"), Self.outlet("frame", "c"),
            Self.outlet("self", "d"),
        ].joined(separator: "\n")
        let bytes = Self.cell(subviews: subviews, connections: connections)
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(
            of: "customClass=\"TestCell\"", with: "customClass=\"App.Error\"")
        let imported = XIBImporter.import(Array(text.utf8), path: "Test.xib")
        let source = try #require(imported.source)
        // A class the generated Swift would confuse with a type it names takes its base class's name after it.
        #expect(source.contains("cell ErrorTableViewCell {"))
        #expect(imported.templates.first?.outlets == ["frame2", "title_label", "frame3", "self2"])
        #expect(
            imported.diagnostics.map(\.message).sorted()
                == [
                    "the outlet 'frame' cannot have that name in the template (it is taken, reserved or no identifier); "
                        + "the import calls it 'frame2'",
                    "the outlet 'title-label' cannot have that name in the template (it is taken, reserved or no "
                        + "identifier); the import calls it 'title_label'",
                    "the outlet 'frame' cannot have that name in the template (it is taken, reserved or no identifier); "
                        + "the import calls it 'frame3'",
                    "the outlet 'self' cannot have that name in the template (it is taken, reserved or no identifier); "
                        + "the import calls it 'self2'",
                    "the action 'do it:' on 'touchUpInside' is not imported",
                ].sorted())
    }

    // MARK: The archive format

    @Test func anArchiveCellImportsWithItsFramesAndProperties() throws {
        let archive = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                <data>
                    <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
                        <object class="IBProxyObject" id="1"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
                        <object class="IBUITableViewCell" id="2">
                            <int key="NSvFlags">292</int>
                            <array class="NSMutableArray" key="NSSubviews">
                                <object class="IBUIView" id="3">
                                    <int key="NSvFlags">256</int>
                                    <array class="NSMutableArray" key="NSSubviews">
                                        <object class="IBUILabel" id="4">
                                            <int key="NSvFlags">290</int>
                                            <array class="NSMutableArray" key="NSSubviews">
                                                <reference ref="3"/>
                                                <reference ref="4"/>
                                            </array>
                                            <string key="NSFrame">{{20, 10}, {2.8e2, 21}}</string>
                                            <string key="IBUIText" type="base64-UTF8">SGVsbG8sIOS4lueVjA</string>
                                            <object class="NSColor" key="IBUITextColor">
                                                <int key="NSColorSpace">1</int>
                                                <bytes key="NSRGB">MSAwIDAAA</bytes>
                                            </object>
                                            <int key="IBUITextAlignment">1</int>
                                            <object class="IBUIFontDescription" key="IBUIFontDescription">
                                                <int key="type">2</int>
                                                <double key="pointSize">15</double>
                                            </object>
                                        </object>
                                    </array>
                                    <string key="NSFrameSize">{320, 43}</string>
                                </object>
                            </array>
                            <string key="NSFrameSize">{320, 44}</string>
                            <reference key="IBUIContentView" ref="3"/>
                            <int key="IBUISelectionStyle">0</int>
                            <string key="IBUIReuseIdentifier">Greeting</string>
                        </object>
                    </array>
                    <object class="IBObjectContainer" key="IBDocument.Objects">
                        <array class="NSMutableArray" key="connectionRecords">
                            <object class="IBConnectionRecord">
                                <object class="IBCocoaTouchOutletConnection" key="connection">
                                    <string key="label">greetingLabel</string>
                                    <reference key="source" ref="2"/>
                                    <reference key="destination" ref="4"/>
                                </object>
                            </object>
                        </array>
                    </object>
                </data>
            </archive>
            """
        let source = try Self.source(Array(archive.utf8))
        // The label lists its superview and itself as its subviews, as a hostile file may: each is imported once.
        #expect(source.split(separator: "\n").count(where: { $0.hasSuffix("Label greetingLabel {") }) == 1)
        for line in [
            "cell Test {", "reuseIdentifier = \"Greeting\"", "selectionStyle = .none", "Label greetingLabel {",
            // 290 is a flexible width (2) and a flexible bottom margin (32) under 256.
            "frame = (20, 10, parent.width - 40, 21)", "text = \"Hello, 世界\"", "textColor = #FF0000",
            "textAlignment = .center", "font = .boldSystem(15)",
        ] {
            #expect(source.contains(line), "\(line)\n\(source)")
        }
    }

    // MARK: Files that are no xib, and hostile ones

    @Test(arguments: [
        "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY a \"aaaa\">]><document>&a;</document>",
        "<document><objects><tableViewCell id=\"c\">", "<?xml version=\"1.0\"?><plist/>", "not xml at all",
    ])
    func aFileThatIsNoXIBIsOneErrorAndNoSource(text: String) {
        let imported = XIBImporter.import(Array(text.utf8), path: "Bad.xib")
        #expect(imported.source == nil)
        #expect(imported.diagnostics.map(\.id) == [XIBLinter.invalidXML])
        #expect(imported.diagnostics.map(\.severity) == [.error])
    }

    @Test func valuesNoPropertyTakesAreCommentsAndAMissingSizeIsInterfaceBuildersDefault() throws {
        let subviews = """
            <label text="A" numberOfLines="1.5" alpha="3" id="a" translatesAutoresizingMaskIntoConstraints="NO">
                <rect key="frame" x="1e999" y="nan" width="40" height="20"/>
            </label>
            """
        // The cell's frame taken out: what a hand-written or damaged file may lack. The label, without
        // constraints, is where Auto Layout puts it: at the origin, at its text's size.
        let text = String(decoding: Self.cell(subviews: subviews), as: UTF8.self).replacingOccurrences(
            of: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"44\"/>", with: "")
        let imported = XIBImporter.import(Array(text.utf8), path: "Test.xib")
        let source = try #require(imported.source)
        for line in [
            "// numberOfLines = 1.5: not a value of 'numberOfLines'", "// alpha = 3: not a value of 'alpha'",
            "height = 44", "frame = (0, 0, auto, auto)",
        ] {
            #expect(source.contains(line), "\(line)\n\(source)")
        }
        #expect(!source.contains("inf") && !source.contains("nan"))
    }

    @Test func deepAndLongFilesImportWithoutRecursionOrRepeatedWork() throws {
        // Views nested 300 deep (the reader allows 1024 elements), and 2000 labels each below the one before.
        var nested = ""
        for depth in 0..<300 {
            nested +=
                "<view id=\"v\(depth)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><subviews>"
        }
        nested += String(repeating: "</subviews></view>", count: 300)
        let deep = XIBImporter.import(Self.cell(subviews: nested), path: "Deep.xib")
        // `.cell` nests blocks 128 deep: the import keeps views to 100 levels below the cell's content view and
        // says where it stops.
        let deepSource = try #require(deep.source)
        #expect(deepSource.split(separator: "\n").count(where: { $0.hasSuffix("View {") }) == 100)
        #expect(
            deep.diagnostics.map(\.message) == ["views nested more than 100 deep are left out, from this one on"])

        let labels = (0..<2000).map { Self.label("l\($0)", "8 \($0 * 20) 100 20") }.joined(separator: "\n")
        let chain = (1..<2000).map {
            "<constraint firstItem=\"l\($0)\" firstAttribute=\"top\" secondItem=\"l\($0 - 1)\" secondAttribute=\"bottom\" id=\"t\($0)\"/>"
                + "<constraint firstItem=\"l\($0)\" firstAttribute=\"leading\" secondItem=\"content\" secondAttribute=\"leading\" constant=\"8\" id=\"x\($0)\"/>"
        }.joined(separator: "\n")
        let imported = XIBImporter.import(Self.cell(subviews: labels, constraints: chain), path: "Long.xib")
        let source = try #require(imported.source)
        #expect(source.contains("frame = (8, label1998.maxY, auto, auto)"))
    }

    @Test func aViewConstrainedToAThousandSiblingsIsTriedAgainOnlyWithWhatChanged() throws {
        // Each sibling is placed by its own constraints, and the hub's centre is tied to every one of them (the
        // shape that tried the hub again over all its constraints for each sibling).
        let count = 1000
        let siblings = (0..<count).map {
            "<view id=\"b\($0)\"\(Self.constrained)><rect key=\"frame\" x=\"\($0)\" y=\"0\" width=\"10\" height=\"10\"/></view>"
        }
        let subviews =
            "<view id=\"hub\"\(Self.constrained)><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>"
            + siblings.joined()
        let constraints = (0..<count).map {
            "<constraint firstItem=\"b\($0)\" firstAttribute=\"leading\" secondItem=\"content\" secondAttribute=\"leading\" constant=\"\($0)\" id=\"l\($0)\"/>"
                + "<constraint firstItem=\"b\($0)\" firstAttribute=\"width\" constant=\"10\" id=\"w\($0)\"/>"
                + "<constraint firstItem=\"hub\" firstAttribute=\"centerX\" secondItem=\"b\($0)\" secondAttribute=\"centerX\" id=\"h\($0)\"/>"
        }.joined()
        let imported = XIBImporter.import(
            Self.cell(subviews: subviews, constraints: constraints, connections: Self.outlet("b999", "b999")),
            path: "Hub.xib")
        let source = try #require(imported.source)
        #expect(source.contains("frame = (999, 0, 10, 10)"))
        // Its centre tied to every sibling, and no width: the hub keeps the file's frame, and says so.
        #expect(
            imported.diagnostics.first?.message
                == "the constraints of the view 'hub' do not place it horizontally; the import keeps the file's x of "
                + "0 and its length of 10")
    }

    /// `translatesAutoresizingMaskIntoConstraints="NO"`, as a view placed by constraints has it.
    static let constrained = " translatesAutoresizingMaskIntoConstraints=\"NO\""

    @Test func aReuseIdentifierTwoCellsGiveAndACustomClassOfTwoKindsAreLeftOut() throws {
        let cell = String(decoding: Self.cell(subviews: ""), as: UTF8.self)
        let body = try #require(cell.range(of: "<tableViewCell")).lowerBound
        let end = try #require(cell.range(of: "</tableViewCell>")).upperBound
        let first = String(cell[body..<end]).replacingOccurrences(
            of: "<subviews>\n\n", with: "<subviews>\n<label id=\"x\" customClass=\"Badge\"/>\n")
        let second = first.replacingOccurrences(of: "id=\"cell\"", with: "id=\"cell2\"")
            .replacingOccurrences(of: "id=\"content\"", with: "id=\"content2\"")
            .replacingOccurrences(of: "<label id=\"x\"", with: "<imageView id=\"y\"")
        let text = cell.replacingOccurrences(of: String(cell[body..<end]), with: first + "\n" + second)
        let imported = XIBImporter.import(Array(text.utf8), path: "Twice.xib")
        let source = try #require(imported.source)
        #expect(imported.templates.map(\.reuseIdentifier) == ["test", nil])
        #expect(
            imported.diagnostics.map(\.message) == [
                "the reuse identifier 'test' is another template's too; the import leaves it out"
            ])
        #expect(source.contains("customClass = \"Badge\""))
        #expect(
            source.contains("// customClass = \"Badge\": another template's class, or another kind's; not imported"))
    }

    @Test func theSameFileGivesTheSameSource() throws {
        let bytes = Self.cell(
            subviews: [Self.label("a", "8 8 100 20"), Self.label("b", "8 30 100 20")].joined(separator: "\n"),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c1"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="c2"/>
                """)
        let first = try Self.source(bytes)
        for _ in 0..<5 {
            #expect(try Self.source(bytes) == first)
        }
    }
}
