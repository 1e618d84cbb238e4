import Testing

@testable import CellArchive

@Suite("ArchiveDumper")
struct ArchiveDumperTests {
    @Test("dumps the Transit archive: header, classes, then every object with its properties")
    func transit() {
        let expected = """
            cellnib archive of Transit.cell, format version 1
            3 classes, 5 objects, 1 top-level object: #0

            classes:
              0 TransitStatusTableViewCell: TableViewCell, schema hash 0xc385f6a43e61bf2c:
                  outlet backgroundImageView: ImageView
                  outlet firstLineLabel: Label
                  outlet secondLineLabel: Label
                  outlet snippetLabel: Label
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
                    #1.x = 0
                    #1.y = 0
                    #1.width = parent.width
                    #1.height = parent.height
                    #2.x = 12
                    #2.y = 8
                    #2.width = parent.width - 2 * 12
                    #2.height = 20
                    #3.x = 12
                    #3.y = #2.maxY + 2
                    #3.width = #2.width
                    #3.height = 16
                    #4.x = 12
                    #4.y = #3.maxY + 2
                    #4.width = parent.width - 2 * 12
                    #4.height = 16
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
            cellnib archive of T.cell, format version 1
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
            (.font(.custom(name: "Georgia-Italic", size: 14.5)), ".custom(\"Georgia-Italic\", 14.5)"),
            (.size(width: 320, height: 72), "(320, 72)"),
            (.insets(top: 1, left: 2, bottom: 3, right: 4.5), "(1, 2, 3, 4.5)"),
            (.object(3), "#3"),
            (.objects([2, 3]), "[#2, #3]"),
            (.objects([]), "[]"),
            (.layout([]), "[]"),
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
            cellnib archive of Bad.cell, format version 1
            1 class, 1 object, 0 top-level objects

            classes:
              0 Empty: View, schema hash 0xcbf29ce484222325, no schema lines

            objects:
            #0 <class 4> (Bad.cell:0:0)
                outlet: 1

            """
        #expect(ArchiveDumper.dump(archive) == expected)
    }
}
