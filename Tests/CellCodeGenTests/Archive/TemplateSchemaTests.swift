import CellCodeGen
import Testing

/// The schema lines of templates, which the generated class and the archive's class both carry.
@Suite struct TemplateSchemaTests {
    private func schema(_ text: String) throws -> [String] {
        TemplateSchema.lines(of: try CheckedText(text).template())
    }

    @Test func subviewsThenActionsThenOwnerThenReuseIdentifierThenLayout() throws {
        let lines = try schema(
            """
            cell C {
                owner = "Controller"
                height = title.maxY + 8
                Label title { frame = (8, 8, parent.width - 16, 20) }
                View {
                    frame = (0, title.maxY, parent.width, 1)
                }
                StackView row {
                    frame = (0, 0, (parent.width - 8) / 2, 10)
                    Button b { action = tapped }
                    Button { action = alpha }
                }
            }

            """)
        #expect(
            lines == [
                "outlet title: Label", "subview 1: View", "outlet row: StackView", "outlet b: Button",
                "subview 4: Button", "action alpha", "action tapped", "owner Controller", "reuseIdentifier \"C\"",
                "height = title.maxY + 8", "frame title = (8, 8, parent.width - 16, 20)",
                "frame subview 1 = (0, title.maxY, parent.width, 1)", "frame row = (0, 0, (parent.width - 8) / 2, 10)",
            ])
    }

    @Test func aViewTemplateHasNoHeightLine() throws {
        #expect(
            try schema("view V {\n    height = 100\n    Label a { frame = (0, 0, 1, 1) }\n}\n") == [
                "outlet a: Label", "frame a = (0, 0, 1, 1)",
            ])
        #expect(try schema("view V {\n}\n").isEmpty)
    }

    @Test func aCellAlwaysHasItsHeightConstantsFolded() throws {
        #expect(try schema("cell C {\n}\n") == ["reuseIdentifier \"C\"", "height = 44"])
        #expect(
            try schema("let row = 30\ncell C {\n    height = row * 2 + 0.5\n}\n") == [
                "reuseIdentifier \"C\"", "height = 60.5",
            ])
    }

    @Test func aNestedViewReadsItsParentsAnchors() throws {
        let lines = try schema(
            "view V {\n    View box {\n        frame = (0, 0, 100, 100)\n"
                + "        View { frame = (0, 0, parent.width, parent.height / 2) }\n    }\n}\n")
        #expect(lines.last == "frame subview 1 = (0, 0, box.width, box.height / 2)")
    }

    @Test func anUnnamedViewIsNamedSubviewIndexInItsFrameAndInItsChildrensAnchors() throws {
        let lines = try schema(
            "view V {\n    Label a { frame = (0, 0, 10, 10) }\n    View {\n        frame = (0, a.maxY, 100, 100)\n"
                + "        View { frame = (0, 0, parent.width, parent.height / 2) }\n    }\n}\n")
        #expect(
            lines == [
                "outlet a: Label", "subview 1: View", "subview 2: View", "frame a = (0, 0, 10, 10)",
                "frame subview 1 = (0, a.maxY, 100, 100)",
                "frame subview 2 = (0, 0, subview 1.width, subview 1.height / 2)",
            ])
    }

    /// The reuse identifier is compiled into the class (`static reuseIdentifier`), so a change must show in the
    /// schema; it is written as a `.cell` string literal, escapes and all.
    @Test(arguments: [
        ("cell C {\n}\n", "reuseIdentifier \"C\""),
        ("cell C {\n    reuseIdentifier = \"row\"\n}\n", "reuseIdentifier \"row\""),
        (#"cell C { reuseIdentifier = "a\"b\\c\n\t\u{202E}" }"# + "\n", #"reuseIdentifier "a\"b\\c\n\t\u{202E}""#),
    ])
    func aCellsReuseIdentifierIsALineBeforeTheLayout(source: String, line: String) throws {
        let lines = try schema(source)
        #expect(lines == [line, "height = 44"])
    }

    @Test func anActionSentByTwoButtonsIsOneLine() throws {
        let lines = try schema(
            "view V {\n    Button a { frame = (0, 0, 1, 1); action = go }\n"
                + "    Button b { frame = (0, 0, 1, 1); action = go }\n}\n")
        #expect(lines.filter { $0.hasPrefix("action ") } == ["action go"])
    }
}
