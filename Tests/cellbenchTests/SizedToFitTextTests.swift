import Foundation
import Testing

@testable import cellbench

/// The rule `cellbench fonts` keeps Interface Builder frames by: only a label or button whose width nothing but its
/// text can have set, read by the purpose-built scanner.
@Suite struct SizedToFitTextTests {
    /// A document whose content view holds `views` and the superview constraints `constraints`.
    private func document(_ views: String, constraints: String = "", parent: String = "view") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a comment with a > inside -->
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" useAutolayout="YES">
            <objects>
                <\(parent) id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
        \(views)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </\(parent)>
            </objects>
        </document>
        """
    }

    private func label(
        _ text: String, id: String = "L", width: String = "42", extra: String = "",
        font: String = #"type="system" pointSize="17""#, own: String = ""
    ) -> String {
        """
        <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(extra)>
            <rect key="frame" x="8" y="8" width="\(width)" height="20.5"/>
            <fontDescription key="fontDescription" \(font)/>
            <constraints>\(own)</constraints>
        </label>
        """
    }

    private func kept(_ text: String) throws -> [SizedToFitText] {
        let element = try #require(XIBElement.parse(Array(text.utf8)))
        return SizedToFitText.all(in: element, file: "test.xib")
    }

    private let leading =
        #"<constraint firstItem="L" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>"#

    @Test("a label pinned on one side, without a width constraint, is kept with its text, font and frame width")
    func keepsASizedToFitLabel() throws {
        let texts = try kept(document(label("Fish &amp; Chips &#x263A;", width: "125.5"), constraints: leading))
        let text = try #require(texts.first)
        #expect(texts.count == 1)
        #expect(text.text == "Fish & Chips ☺")
        #expect(text.family == .system && text.weight == 400 && text.pointSize == 17 && text.width == 125.5)
    }

    @Test(
        "a label whose width something else sets is left out",
        arguments: [
            (
                "pinned on both sides", "",
                #"<constraint firstAttribute="trailing" secondItem="L" secondAttribute="trailing" id="c2"/>"#, ""
            ),
            ("a width constraint", "", "", #"<constraint firstAttribute="width" constant="42" id="w"/>"#),
            (
                "centred and pinned", "",
                #"<constraint firstItem="L" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c3"/>"#,
                ""
            ),
            ("several lines", #"numberOfLines="0""#, "", ""),
            ("misplaced", #"misplaced="YES""#, "", ""),
            ("attributed", #"usesAttributedText="YES""#, "", ""),
        ])
    func leavesOut(why: String, extra: String, constraint: String, own: String) throws {
        #expect(try kept(document(label("Label", extra: extra, own: own), constraints: leading + constraint)).isEmpty)
    }

    @Test("a lower-priority or inequality constraint does not pin a side")
    func weakConstraintsDoNotPin() throws {
        let weak =
            #"<constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="L" secondAttribute="trailing" id="c4"/>"#
            + #"<constraint firstAttribute="trailing" secondItem="L" secondAttribute="trailing" priority="250" id="c5"/>"#
        #expect(try kept(document(label("Label"), constraints: leading + weak)).count == 1)
    }

    @Test("an arranged subview of a stack view, and a view without Auto Layout, are left out")
    func stackViewsAndAutoresizing() throws {
        #expect(try kept(document(label("Label"), parent: "stackView")).isEmpty)
        let springs = label("Label").replacingOccurrences(
            of: #"translatesAutoresizingMaskIntoConstraints="NO""#, with: "")
        #expect(try kept(document(springs)).isEmpty)
    }

    @Test("fonts: bold system, a weight, a text style's default size, Helvetica Neue's styles; italic left out")
    func fonts() throws {
        let cases: [(String, SizedToFitText.Family, Int, Double)] = [
            (#"type="boldSystem" pointSize="15""#, .system, 700, 15),
            (#"type="system" weight="semibold" pointSize="13""#, .system, 600, 13),
            (#"style="UICTFontTextStyleHeadline""#, .system, 600, 17),
            (#"name="HelveticaNeue-Medium" family="Helvetica Neue" pointSize="16""#, .helvetica, 500, 16),
        ]
        for (font, family, weight, size) in cases {
            let text = try #require(try kept(document(label("Label", font: font))).first, "\(font)")
            #expect(text.family == family && text.weight == weight && text.pointSize == size, "\(font)")
        }
        #expect(try kept(document(label("Label", font: #"type="italicSystem" pointSize="14""#))).isEmpty)
    }

    @Test("a button with a plain title is kept; with an image or insets it is left out")
    func buttons() throws {
        func button(_ state: String, extra: String = "") -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="B">
                <rect key="frame" x="8" y="8" width="46" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <state key="normal" \(state)/>\(extra)
            </button>
            """
        }
        #expect(try kept(document(button(#"title="Button""#))).map(\.text) == ["Button"])
        #expect(try kept(document(button(#"title="Button" image="star""#))).isEmpty)
        #expect(
            try kept(document(button(#"title="Button""#, extra: #"<inset key="contentEdgeInsets" minX="8"/>"#))).isEmpty
        )
    }

    @Test("text that is not well nested is refused, and an archive-format file has no document to read")
    func malformed() {
        #expect(XIBElement.parse(Array("<document><label></document>".utf8)) == nil)
        #expect(XIBElement.parse(Array("<document><label>".utf8)) == nil)
        #expect(XIBElement.parse(Array(#"<document a="unterminated>"#.utf8)) == nil)
        let archive = XIBElement.parse(Array(#"<archive type="x"><data/></archive>"#.utf8))
        #expect(archive.map { SizedToFitText.all(in: $0, file: "old.xib").isEmpty } == true)
    }
}
