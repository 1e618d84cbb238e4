import CellCatalog
import Testing

@testable import CellArchive

@Suite("ArchiveDumper")
struct ArchiveDumperTests {
    @Test("dumps the Transit archive: header, classes, then every object with its properties")
    func transit() {
        let expected = """
            cellnib archive of Transit.cell, format version 3
            3 classes, 5 objects, 1 top-level object: #0

            classes:
              0 TransitStatusTableViewCell: TableViewCell, schema hash 0xd56653e3228812a5:
                  outlet backgroundImageView: ImageView
                  outlet firstLineLabel: Label
                  outlet secondLineLabel: Label
                  outlet snippetLabel: Label
                  reuseIdentifier "TransitStatusTableViewCell"
                  height = 72
                  frame backgroundImageView = (0, 0, parent.width, parent.height)
                  frame firstLineLabel = (12, 8, parent.width - 2 * 12, 20)
                  frame secondLineLabel = (12, firstLineLabel.maxY + 2, firstLineLabel.width, 16)
                  frame snippetLabel = (12, secondLineLabel.maxY + 2, parent.width - 2 * 12, 16)
              1 ImageView
              2 Label

            objects:
            #0 TransitStatusTableViewCell (Transit.cell:13:1) [top-level]
                reuseIdentifier: "TransitStatusTableViewCell"
                size: (320, 72)
                height: 72
                selectionStyle: .none
                backgroundColor: .clear
                layout:
                    backgroundImageView.x = 0
                    backgroundImageView.y = 0
                    backgroundImageView.width = parent.width
                    backgroundImageView.height = parent.height
                    firstLineLabel.x = 12
                    firstLineLabel.y = 8
                    firstLineLabel.width = parent.width - 2 * 12
                    firstLineLabel.height = 20
                    secondLineLabel.x = 12
                    secondLineLabel.y = firstLineLabel.maxY + 2
                    secondLineLabel.width = firstLineLabel.width
                    secondLineLabel.height = 16
                    snippetLabel.x = 12
                    snippetLabel.y = secondLineLabel.maxY + 2
                    snippetLabel.width = parent.width - 2 * 12
                    snippetLabel.height = 16
                subviews: [#1, #2, #3, #4]

            #1 ImageView 'backgroundImageView' (Transit.cell:19:5)
                outlet: "backgroundImageView"
                image: "transit_row_background"
                contentMode: .scaleToFill

            #2 Label 'firstLineLabel' (Transit.cell:25:5)
                outlet: "firstLineLabel"
                font: .boldSystem(15)
                textColor: .black

            #3 Label 'secondLineLabel' (Transit.cell:31:5)
                outlet: "secondLineLabel"
                font: .system(12)
                textColor: #A4A4A4

            #4 Label 'snippetLabel' (Transit.cell:35:5)
                outlet: "snippetLabel"
                font: .system(12)
                textColor: #A4A4A4
                font: .system(11)
                numberOfLines: 1

            """
        #expect(ArchiveDumper.dump(ArchiveFixtures.transit) == expected)
    }

    @Test("dumps the tiny archive as the ArchiveFormat article shows")
    func tiny() {
        let expected = """
            cellnib archive of T.cell, format version 3
            2 classes, 2 objects, 1 top-level object: #0

            classes:
              0 Note: View, schema hash 0xdec4964778182786:
                  subview 0: Label
              1 Label

            objects:
            #0 Note (T.cell:1:1) [top-level]
                size: (10, 4)
                subviews: [#1]

            #1 Label (T.cell:2:5)
                text: "Hi"

            """
        #expect(ArchiveDumper.dump(ArchiveFixtures.tiny) == expected)
    }

    @Test("the dump is deterministic and the same for an archive and its decoded bytes")
    func deterministic() throws {
        let decoded = try ArchiveReader.decode(ArchiveWriter.encode(ArchiveFixtures.gallery))
        #expect(ArchiveDumper.dump(decoded) == ArchiveDumper.dump(ArchiveFixtures.gallery))
    }

    @Test(
        "expressions print in infix with the parentheses they need",
        arguments: [
            ([.parentWidth, .constant(2), .constant(12), .multiply, .subtract], "parent.width - 2 * 12"),
            ([.constant(1), .constant(2), .add, .constant(3), .multiply], "(1 + 2) * 3"),
            ([.constant(1), .constant(2), .constant(3), .subtract, .subtract], "1 - (2 - 3)"),
            ([.constant(1), .constant(2), .subtract, .constant(3), .subtract], "1 - 2 - 3"),
            ([.constant(8), .constant(2), .constant(2), .divide, .divide], "8 / (2 / 2)"),
            ([.anchor(object: 3, .maxY), .negate], "-#3.maxY"),
            ([.constant(-4), .negate], "-(-4)"),
            ([.parentHeight, .constant(1), .add, .negate], "-(parent.height + 1)"),
            ([.constant(2), .constant(-1.5), .multiply], "2 * -1.5"),
            ([.anchor(object: 0, .midX), .anchor(object: 1, .minY), .divide], "#0.midX / #1.minY"),
            ([.fittingWidth(object: 2, limited: false)], "fittingWidth(#2)"),
            ([.parentWidth, .variable("avatarWidth"), .subtract], "parent.width - avatarWidth"),
            ([.variable("two words"), .negate], "-\"two words\""),
            (
                [.anchor(object: 2, .maxX), .contentOffsetX(object: 1), .subtract, .contentOffsetY(object: 1), .add],
                "#2.maxX - #1.contentOffset.x + #1.contentOffset.y"
            ),
            (
                [.parentWidth, .constant(32), .subtract, .fittingHeight(object: 4, limited: true), .constant(8), .add],
                "fittingHeight(#4, parent.width - 32) + 8"
            ),
            (
                [.anchor(object: 1, .maxY), .anchor(object: 2, .maxY), .maximum, .constant(3), .maximum, .negate],
                "-max(max(#1.maxY, #2.maxY), 3)"
            ),
            ([.constant(1), .constant(2), .add, .constant(3), .minimum, .constant(2), .multiply], "min(1 + 2, 3) * 2"),
            (
                [
                    .parentWidth, .constant(640), .minimum, .parentWidth, .constant(32), .subtract,
                    .sizeClass(SizeClassCondition(width: .regular, height: .regular)), .constant(2), .divide,
                ],
                "sizeClass(width: .regular, height: .regular, min(parent.width, 640), parent.width - 32) / 2"
            ),
            ([.fittingHeight(object: 1, limited: true)], "[invalid postfix: fittingHeightAt(#1)]"),
            ([.constant(1), .maximum], "[invalid postfix: 1 max]"),
            ([.constant(1), .add], "[invalid postfix: 1 add]"),
            ([.constant(1), .constant(2)], "[invalid postfix: 1 2]"),
            ([], "[invalid postfix: ]"),
        ] as [([ArchivedInstruction], String)])
    func expressions(_ instructions: [ArchivedInstruction], _ text: String) {
        #expect(ArchiveDumper.text(of: ArchivedExpression(instructions)) == text)
    }

    @Test(
        "values print as a .cell file writes them",
        arguments: [
            (.bool(true), "true"),
            (.integer(-42), "-42"),
            (.double(0.75), "0.75"),
            (.double(-0.0), "0"),
            (.double(1e300), "1e+300"),
            (.string("a \"b\"\\\n\t\u{1}é"), #""a \"b\"\\\n\t\u{1}é""#),
            (.enumCase("center"), ".center"),
            (.image("icon"), "\"icon\""),
            (.color(.named("clear")), ".clear"),
            (.color(.rgba(red: 0x0A, green: 0xA4, blue: 0xFF, alpha: 1)), "#0AA4FF"),
            (.color(.rgba(red: 0, green: 0, blue: 0, alpha: 0.5)), "rgba(0, 0, 0, 0.5)"),
            (.color(.rgba(red: 0xFF, green: 0xAA, blue: 0, alpha: 128.0 / 255)), "#FFAA0080"),
            (.color(.rgba(red: 1, green: 2, blue: 3, alpha: 0)), "#01020300"),
            (.color(.rgba(red: 1, green: 2, blue: 3, alpha: 254.0 / 255)), "#010203FE"),
            (.color(.rgba(red: 1, green: 2, blue: 3, alpha: 0.2)), "#01020333"),
            (.color(.rgba(red: 1, green: 2, blue: 3, alpha: 0.25)), "rgba(1, 2, 3, 0.25)"),
            (
                .string("rlo \u{202E}x\u{202C} bom \u{FEFF} nel \u{85} ls \u{2028} zwj 👨\u{200D}👩"),
                #""rlo \u{202E}x\u{202C} bom \u{FEFF} nel \u{85} ls \u{2028} zwj 👨\#u{200D}👩""#
            ),
            (.enumCase("evil\ncase"), #"."evil\ncase""#),
            (.font(.custom(name: "Georgia-Italic", size: 14.5)), ".custom(\"Georgia-Italic\", 14.5)"),
            (.font(.weightedSystem(17, .semibold)), ".system(17, .semibold)"),
            (.font(.italicSystem(13)), ".italicSystem(13)"),
            (.font(.monospacedDigitSystem(13, .medium)), ".monospacedDigitSystem(13, .medium)"),
            (.font(.textStyle(.caption1)), ".textStyle(.caption1)"),
            (.color(.asset("BrandRed")), ".asset(\"BrandRed\")"),
            (.size(width: 320, height: 72), "(320, 72)"),
            (.insets(top: 1, left: 2, bottom: 3, right: 4.5), "(1, 2, 3, 4.5)"),
            (.object(3), "#3"),
            (.objects([2, 3]), "[#2, #3]"),
            (.objects([]), "[]"),
            (.layout([]), "[]"),
            (.strings(["Day", "a \"b\""]), #"("Day", "a \"b\"")"#),
            (.point(x: 0.5, y: -1), "point(0.5, -1)"),
            (.rect(x: 0, y: 0, width: 44, height: 44.5), "rect(0, 0, 44, 44.5)"),
            (.localizedString("badge.caption"), "localized(\"badge.caption\")"),
            (.runtimeAttributes([]), "{}"),
            (
                .runtimeAttributes([
                    ArchivedRuntimeAttribute(key: "icon", value: .image("star")),
                    ArchivedRuntimeAttribute(key: "padding", value: .size(width: 4, height: 8)),
                    ArchivedRuntimeAttribute(key: "evil\nkey", value: .bool(true)),
                ]),
                #"{ icon = image("star"); padding = size(4, 8); "evil\nkey" = true }"#
            ),
            (.layoutVariables([]), "{}"),
            (
                .layoutVariables([
                    ArchivedLayoutVariable(name: "avatarWidth", defaultValue: 36),
                    ArchivedLayoutVariable(name: "lead", defaultValue: -24.5),
                ]),
                "{ var avatarWidth = 36; var lead = -24.5 }"
            ),
        ] as [(ArchiveValue, String)])
    func values(_ value: ArchiveValue, _ text: String) {
        #expect(ArchiveDumper.text(of: value) == text)
    }

    @Test("an archive the reader would reject still dumps")
    func malformed() {
        let archive = Archive(
            sourceName: "Bad.cell",
            classes: [ArchivedClass(name: "Empty", superclassName: "View")],
            objects: [
                ArchivedObject(classIndex: 4, properties: [ArchivedProperty("outlet", .integer(1))], line: 0, column: 0)
            ],
            topLevelObjects: [])
        let expected = """
            cellnib archive of Bad.cell, format version 3
            1 class, 1 object, 0 top-level objects

            classes:
              0 Empty: View, schema hash 0xcbf29ce484222325, no schema lines

            objects:
            #0 <class 4> (Bad.cell:0:0)
                outlet: 1

            """
        #expect(ArchiveDumper.dump(archive) == expected)
    }

    @Test("a million negations print in time linear in their number, as -(-(…(1)…))")
    func longNegationChain() {
        let count = 1_000_000
        let instructions = [ArchivedInstruction.constant(1)] + Array(repeating: .negate, count: count)
        let text = ArchiveDumper.text(of: ArchivedExpression(instructions))
        // `-1`, then `-(` and `)` around it for each further negation.
        #expect(text.utf8.count == 3 * count - 1)
        #expect(text.hasPrefix(String(repeating: "-(", count: 3)))
        #expect(text.hasSuffix("-1" + String(repeating: ")", count: count - 1)))
    }

    @Test("long chains of subtractions, nested either way, print with the parentheses each needs")
    func longSubtractionChains() {
        let count = 200_000
        let leftNested =
            [ArchivedInstruction.constant(1)]
            + Array(repeating: [.constant(2), .subtract], count: count)
            .flatMap { $0 }
        #expect(
            ArchiveDumper.text(of: ArchivedExpression(leftNested)) == "1" + String(repeating: " - 2", count: count))
        let rightNested =
            Array(repeating: ArchivedInstruction.constant(1), count: count + 1)
            + Array(repeating: .subtract, count: count)
        #expect(
            ArchiveDumper.text(of: ArchivedExpression(rightNested))
                == String(repeating: "1 - (", count: count - 1) + "1 - 1" + String(repeating: ")", count: count - 1))
    }

    /// Two templates, each with a `title` outlet, an unnamed view, and references across and within them.
    private static let named = Archive(
        sourceName: "N.cell",
        classes: [
            ArchivedClass(name: "A", superclassName: "View"), ArchivedClass(name: "Label"),
            ArchivedClass(name: "B", superclassName: "View"),
        ],
        objects: [
            ArchivedObject(
                classIndex: 0,
                properties: [
                    ArchivedProperty(
                        "layout",
                        .layout([
                            ArchivedLayoutStep(
                                object: 2, component: .y,
                                expression: ArchivedExpression([.anchor(object: 1, .maxY), .constant(2), .add])),
                            ArchivedLayoutStep(
                                object: 1, component: .x,
                                expression: ArchivedExpression([
                                    .anchor(object: 4, .width), .anchor(object: 2, .minX), .add,
                                ])),
                        ]))
                ],
                line: 1, column: 1),
            ArchivedObject(
                classIndex: 1, properties: [ArchivedProperty("outlet", .string("title"))], line: 2, column: 5),
            ArchivedObject(classIndex: 1, properties: [], line: 3, column: 5),
            ArchivedObject(
                classIndex: 2,
                properties: [
                    ArchivedProperty(
                        "height",
                        .expression(ArchivedExpression([.anchor(object: 4, .maxY), .anchor(object: 5, .maxY), .add]))),
                    ArchivedProperty(
                        "layout",
                        .layout([
                            ArchivedLayoutStep(
                                object: 6, component: .height,
                                expression: ArchivedExpression([.anchor(object: 7, .height), .negate]))
                        ])),
                ],
                line: 5, column: 1),
            ArchivedObject(
                classIndex: 1, properties: [ArchivedProperty("outlet", .string("title"))], line: 6, column: 5),
            ArchivedObject(
                classIndex: 1, properties: [ArchivedProperty("outlet", .string("parent"))], line: 7, column: 5),
            ArchivedObject(classIndex: 1, properties: [ArchivedProperty("outlet", .string("x y"))], line: 8, column: 5),
            ArchivedObject(
                classIndex: 1, properties: [ArchivedProperty("outlet", .string("twin"))], line: 9, column: 5),
            ArchivedObject(
                classIndex: 1, properties: [ArchivedProperty("outlet", .string("twin"))], line: 10, column: 5),
        ],
        topLevelObjects: [0, 3])

    @Test(
        "a template's layout and height name objects by outlet within the template, by index otherwise",
        arguments: [
            "        #2.y = title.maxY + 2",
            // Object 4 is another template's `title`.
            "        title.x = #4.width + #2.minX",
            // `parent` would read as the parent; two `twin` outlets are ambiguous; "x y" is no identifier.
            "    height: title.maxY + #5.maxY",
            "        #6.height = -#7.height",
            "#6 Label \"x y\" (N.cell:8:5)",
        ])
    func objectNames(line: String) {
        let lines = ArchiveDumper.dump(ArchiveDumperTests.named).split(separator: "\n").map(String.init)
        #expect(lines.contains(line), "no '\(line)' in the dump")
    }

    @Test("no string of an archive can forge a line or a terminal escape: names are quoted, hidden scalars escaped")
    func hostileStrings() {
        let evil = "x\n#9 Fake (Evil.cell:1:1)\u{1B}[2J\u{202E}"
        let archive = Archive(
            sourceName: "Evil\u{202E}.cell",
            classes: [ArchivedClass(name: evil, superclassName: evil, schema: ["outlet " + evil, "frame \u{2066}a"])],
            objects: [
                ArchivedObject(
                    classIndex: 0,
                    properties: [
                        ArchivedProperty(evil, .string(evil)), ArchivedProperty("outlet", .string(evil)),
                        ArchivedProperty("image", .image(evil)),
                        ArchivedProperty("font", .font(.custom(name: evil, size: 1))),
                    ],
                    line: 1, column: 1)
            ],
            topLevelObjects: [0])
        let escapedName = #""x\n#9 Fake (Evil.cell:1:1)\u{1B}[2J\u{202E}""#
        let dump = ArchiveDumper.dump(archive)
        #expect(
            dump == """
                cellnib archive of Evil\\u{202E}.cell, format version 3
                1 class, 1 object, 1 top-level object: #0

                classes:
                  0 \(escapedName): \(escapedName), schema hash \(hash(archive)):
                      outlet x\\n#9 Fake (Evil.cell:1:1)\\u{1B}[2J\\u{202E}
                      frame \\u{2066}a

                objects:
                #0 \(escapedName) \(escapedName) (Evil\\u{202E}.cell:1:1) [top-level]
                    \(escapedName): \(escapedName)
                    outlet: \(escapedName)
                    image: \(escapedName)
                    font: .custom(\(escapedName), 1)

                """)
        #expect(!dump.unicodeScalars.contains { ArchiveDumper.isHidden($0) && $0 != "\n" })
    }

    private func hash(_ archive: Archive) -> String {
        let digits = String(archive.classes[0].schemaHash, radix: 16)
        return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
