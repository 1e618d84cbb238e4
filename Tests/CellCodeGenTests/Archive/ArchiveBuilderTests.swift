import CellArchive
import CellCodeGen
import CellDiagnostics
import CellSema
import CellTestSupport
import Testing

/// The archive of small templates: its objects, their keys and order, expressions, layout steps and locations, as
/// the archive contract lays them out.
@Suite struct ArchiveBuilderTests {
    private static let thumbnail = """
        cell ThumbnailCell {
            height = 150
            selectionStyle = .none

            Button thumbnailButton {
                frame = ((parent.width - 100) / 2, 20, 100, 100)
                tag = 0
                action = buttonPressed
            }
            Label titleLabel {
                frame = (thumbnailButton.minX, thumbnailButton.maxY + 8, thumbnailButton.width, 14)
                text = "LIMA"
            }
        }

        """

    @Test func aCellIsItsObjectThenItsSubviews() throws {
        let source = CheckedText(ArchiveBuilderTests.thumbnail)
        let template = try source.template()
        let archive = source.archive
        #expect(archive.sourceName == "Test.cell")
        #expect(archive.topLevelObjects == [0])
        #expect(
            archive.classes == [
                ArchivedClass(
                    name: "ThumbnailCell", superclassName: "TableViewCell", schema: TemplateSchema.lines(of: template)),
                ArchivedClass(name: "Button"), ArchivedClass(name: "Label"),
            ])
        #expect(archive.objects.map(\.classIndex) == [0, 1, 2])

        let cell = archive.objects[0]
        #expect(archive.keys(of: 0) == ["reuseIdentifier", "size", "height", "selectionStyle", "layout", "subviews"])
        #expect(cell.value(for: "reuseIdentifier") == .string("ThumbnailCell"))
        #expect(cell.value(for: "size") == .size(width: 320, height: 150))
        #expect(cell.value(for: "height") == .expression(ArchivedExpression([.constant(150)])))
        #expect(cell.value(for: "selectionStyle") == .enumCase("none"))
        #expect(cell.value(for: "subviews") == .objects([1, 2]))

        #expect(
            archive.objects[1].properties == [
                ArchivedProperty("outlet", .string("thumbnailButton")), ArchivedProperty("tag", .integer(0)),
                ArchivedProperty("action", .string("buttonPressed")),
            ])
        #expect(
            archive.objects[2].properties == [
                ArchivedProperty("outlet", .string("titleLabel")), ArchivedProperty("text", .string("LIMA")),
            ])
    }

    @Test func theLayoutFollowsTheLayoutOrderWithObjectIndices() throws {
        let source = CheckedText(ArchiveBuilderTests.thumbnail)
        let template = try source.template()
        guard case .layout(let steps)? = source.archive.objects[0].value(for: "layout") else {
            Issue.record("the cell has no layout")
            return
        }
        #expect(steps.map(\.object) == template.layoutOrder.map { $0.view + 1 })
        #expect(steps.map(\.component.rawValue) == template.layoutOrder.map { UInt8($0.component.rawValue) })
        let byTarget = Dictionary(uniqueKeysWithValues: steps.map { ("\($0.object).\($0.component)", $0.expression) })
        #expect(
            byTarget["1.x"] == ArchivedExpression([.parentWidth, .constant(100), .subtract, .constant(2), .divide]))
        #expect(byTarget["1.width"] == ArchivedExpression([.constant(100)]))
        #expect(byTarget["2.x"] == ArchivedExpression([.anchor(object: 1, .minX)]))
        #expect(byTarget["2.y"] == ArchivedExpression([.anchor(object: 1, .maxY), .constant(8), .add]))
        #expect(byTarget["2.width"] == ArchivedExpression([.anchor(object: 1, .width)]))
        #expect(steps.count == 8)
    }

    @Test func templatesFollowEachOtherWithClassesInOrderOfFirstUse() throws {
        let marked = MarkedText(
            """
            1️⃣view First {
                2️⃣Label a { frame = (0, 0, 10, 10) }
            }
            3️⃣cell Second {
                owner = "Controller"
                height = b.maxY + 4
            	/* éé 東京 */ 4️⃣ImageView { frame = (0, 0, 5, 5) }
                5️⃣Label b { frame = (1, 2, parent.width - 2, 3) }
            }

            """)
        let source = CheckedText(marked.file)
        let archive = source.archive
        #expect(archive.classes.map(\.name) == ["First", "Label", "Second", "ImageView"])
        #expect(archive.classes.map(\.superclassName) == ["View", nil, "TableViewCell", nil])
        #expect((0..<5).map { archive.className(of: $0) } == ["First", "Label", "Second", "ImageView", "Label"])
        #expect(archive.topLevelObjects == [0, 2])

        #expect(archive.keys(of: 0) == ["size", "layout", "subviews"])
        #expect(archive.objects[0].value(for: "size") == .size(width: 320, height: 460))
        #expect(archive.objects[0].value(for: "subviews") == .objects([1]))

        let second = archive.objects[2]
        #expect(
            archive.keys(of: 2) == [
                "reuseIdentifier", "owner", "size", "height", "heightLayout", "layout", "subviews",
            ])
        #expect(second.value(for: "owner") == .string("Controller"))
        #expect(second.value(for: "size") == .size(width: 320, height: 9))
        #expect(
            second.value(for: "height")
                == .expression(ArchivedExpression([.anchor(object: 4, .maxY), .constant(4), .add])))
        #expect(second.value(for: "subviews") == .objects([3, 4]))
        guard case .layout(let heightSteps)? = second.value(for: "heightLayout") else {
            Issue.record("the self-sizing cell has no height layout")
            return
        }
        #expect(heightSteps.map(\.object) == [4, 4])
        #expect(Set(heightSteps.map(\.component)) == [.y, .height])
        #expect(archive.keys(of: 3).isEmpty)

        // Lines and columns of each declaration, exactly as a diagnostic there would say: the column counts
        // scalars, so the tab, 'é' (two UTF-8 bytes) and '東' (three) count one each.
        let expected = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"].map { (marker: Character) -> [Int] in
            let location = marked.file.location(of: marked[marker])
            return [location.line, location.column]
        }
        #expect(archive.objects.map { [$0.line, $0.column] } == expected)
        #expect(expected == [[1, 1], [2, 5], [4, 1], [7, 14], [8, 5]])
        let diagnostic = Diagnostic(.warning, DiagnosticID("test"), "here", at: SourceRange(at: marked["4️⃣"]))
        let rendered = DiagnosticRenderer().render(diagnostic, in: marked.file)
        #expect(rendered.hasPrefix("\(marked.file.path):7:14: warning: here\n"))
    }

    @Test func stackViewsArrangeTheirChildrenAndNestedViewsHangFromTheirParents() throws {
        let source = CheckedText(
            """
            view V {
                View box {
                    frame = (0, 0, 100, 100)
                    Label inner { frame = (0, 0, parent.width, 10) }
                }
                StackView stack {
                    frame = (0, 100, 100, 50)
                    spacing = 4
                    Label first { text = "1" }
                    View {
                        size = (10, 20)
                        backgroundColor = .red
                    }
                }
            }

            """)
        let archive = source.archive
        #expect(archive.objects[0].value(for: "subviews") == .objects([1, 3]))
        #expect(
            archive.objects[1].properties == [
                ArchivedProperty("outlet", .string("box")), ArchivedProperty("subviews", .objects([2])),
            ])
        #expect(archive.keys(of: 2) == ["outlet"])
        #expect(
            archive.objects[3].properties == [
                ArchivedProperty("outlet", .string("stack")), ArchivedProperty("spacing", .double(4)),
                ArchivedProperty("arrangedSubviews", .objects([4, 5])),
            ])
        #expect(
            archive.objects[5].properties == [
                ArchivedProperty("backgroundColor", .color(.named("red"))),
                ArchivedProperty("size", .size(width: 10, height: 20)),
            ])
        guard case .layout(let steps)? = archive.objects[0].value(for: "layout") else {
            Issue.record("the view has no layout")
            return
        }
        // A nested view's 'parent.width' is its parent's width: an anchor of the parent's object.
        let innerWidth = steps.first { $0.object == 2 && $0.component == .width }
        #expect(innerWidth?.expression == ArchivedExpression([.anchor(object: 1, .width)]))
        #expect(!steps.contains { $0.object == 4 || $0.object == 5 })
    }

    @Test func stylesApplyFirstAndAViewsOwnSettingReplacesTheStylesInPlace() throws {
        let source = CheckedText(
            """
            style Caption {
                textColor = .red
                font = .system(12)
            }
            view V {
                Label caption: Caption {
                    frame = (0, 0, 10, 10)
                    text = "x"
                    font = .system(13)
                }
            }

            """)
        #expect(
            source.archive.objects[1].properties == [
                ArchivedProperty("outlet", .string("caption")), ArchivedProperty("textColor", .color(.named("red"))),
                ArchivedProperty("font", .font(.system(13))), ArchivedProperty("text", .string("x")),
            ])
    }

    @Test(arguments: [
        ("Label", "textColor = rgba(1, 2, 3, 0.5)", ArchiveValue.color(.rgba(red: 1, green: 2, blue: 3, alpha: 0.5))),
        ("Label", "textColor = #0A0B0C", .color(.rgba(red: 10, green: 11, blue: 12, alpha: 1))),
        ("Label", "textColor = .darkGray", .color(.named("darkGray"))),
        ("Label", "font = .boldSystem(15)", .font(.boldSystem(15))),
        ("Label", "font = .custom(\"Georgia\", 14.5)", .font(.custom(name: "Georgia", size: 14.5))),
        ("Label", "text = \"Hi \\u{1F44B}\\n\"", .string("Hi 👋\n")),
        ("Label", "numberOfLines = 3", .integer(3)),
        ("Label", "alpha = 0.25 * 2", .double(0.5)),
        ("Label", "isHidden = true", .bool(true)),
        ("Label", "textAlignment = .center", .enumCase("center")),
        ("ImageView", "image = \"icon\"", .image("icon")),
        ("ScrollView", "contentSize = (640, 480)", .size(width: 640, height: 480)),
        ("ScrollView", "contentInset = (1, 2, 3, 4)", .insets(top: 1, left: 2, bottom: 3, right: 4)),
        ("Button", "action = tapped", .string("tapped")),
        ("StackView", "axis = .vertical", .enumCase("vertical")),
    ])
    func valuesAreArchivedByType(kind: String, property: String, expected: ArchiveValue) throws {
        let source = CheckedText(
            "view V {\n    \(kind) v {\n        frame = (0, 0, 1, 1)\n        \(property)\n    }\n}\n")
        let key = String(property.prefix { $0 != " " })
        #expect(source.archive.objects[1].properties.last == ArchivedProperty(key, expected))
    }

    @Test(arguments: [
        ("-(parent.width + 1)", [ArchivedInstruction.parentWidth, .constant(1), .add, .negate]),
        (
            "a.maxX * 2 - parent.height / 4",
            [.anchor(object: 1, .maxX), .constant(2), .multiply, .parentHeight, .constant(4), .divide, .subtract]
        ),
        ("-a.midY", [.anchor(object: 1, .midY), .negate]),
        ("2 * 3 + 1", [.constant(7)]),
        (
            "a.width - (a.height - 1)",
            [.anchor(object: 1, .width), .anchor(object: 1, .height), .constant(1), .subtract, .subtract]
        ),
    ])
    func expressionsArePostfixPrograms(expression: String, expected: [ArchivedInstruction]) throws {
        let source = CheckedText(
            "view V {\n    Label a { frame = (0, 0, 10, 10) }\n    Label b { frame = (\(expression), 0, 1, 1) }\n}\n")
        guard case .layout(let steps)? = source.archive.objects[0].value(for: "layout") else {
            Issue.record("the view has no layout")
            return
        }
        let step = try #require(steps.first { $0.object == 2 && $0.component == .x })
        #expect(step.expression == ArchivedExpression(expected))
        #expect(step.expression.stackDepth != nil)
    }

    @Test func aViewTemplateWithNoSubviewsHasAnEmptyLayoutAndNoSubviewsKey() {
        let archive = CheckedText("view Empty {\n    width = 100\n    height = 50\n    alpha = 0.5\n}\n").archive
        #expect(
            archive.objects[0].properties == [
                ArchivedProperty("size", .size(width: 100, height: 50)), ArchivedProperty("alpha", .double(0.5)),
                ArchivedProperty("layout", .layout([])),
            ])
        #expect(archive.classes == [ArchivedClass(name: "Empty", superclassName: "View", schema: [])])
    }

    @Test func buildingTwiceGivesEqualArchivesAndEqualBytes() {
        let text = ArchiveBuilderTests.thumbnail + "view Other {\n    Label x { frame = (0, 0, parent.width, 1) }\n}\n"
        let first = CheckedText(text).archive
        let second = CheckedText(text).archive
        #expect(first == second)
        #expect(first.objects.count == 5)
        #expect(ArchiveWriter.encode(first) == ArchiveWriter.encode(second))
    }

    /// Every kind of view, nesting, a stack view, styles, actions, an owner and a self-sizing height: the archive
    /// passes the reader's checks (a forest of objects, valid programs, schema hashes) and reads back unchanged.
    @Test func theReaderAcceptsTheArchiveAndReadsItBackUnchanged() throws {
        let archive = CheckedText(
            """
            style Caption {
                font = .system(12)
                textColor = #A4A4A4
            }
            cell Row {
                owner = "RowController"
                height = detail.maxY + 8
                accessoryType = .disclosureIndicator
                ImageView icon { frame = (8, 8, 40, 40); image = "icon" }
                Label title: Caption { frame = (icon.maxX + 8, 8, parent.width - icon.maxX - 16, 20) }
                Label detail { frame = (title.minX, title.maxY, title.width, parent.width / 8); numberOfLines = 0 }
                View {
                    frame = (0, 0, parent.width, parent.height)
                    Button more { frame = (parent.width - 44, 0, 44, parent.height); action = showMore }
                }
            }
            view Header {
                ScrollView strip {
                    frame = (0, 0, parent.width, 100)
                    contentSize = (640, 100)
                    contentInset = (0, 8, 0, 8)
                    StackView row {
                        frame = (0, 0, 640, 100)
                        axis = .horizontal
                        Label { text = "a" }
                        View { size = (10, 10) }
                    }
                }
            }

            """
        ).archive
        let bytes = ArchiveWriter.encode(archive)
        #expect(try ArchiveReader.decode(bytes) == archive)
    }

    @Test func theCompilationCarriesTheArchiveOnlyWithoutErrors() throws {
        let good = Compilation.run(SourceFile(path: "dir/Thumb.cell", text: ArchiveBuilderTests.thumbnail))
        let archive = try #require(good.archive)
        #expect(archive == CheckedText(ArchiveBuilderTests.thumbnail, path: "Thumb.cell").archive)
        #expect(archive.sourceName == "Thumb.cell")
        let bad = Compilation.run(SourceFile(path: "Bad.cell", text: "cell A {\n  Lable x {}\n}\n"))
        #expect(bad.archive == nil)
    }
}
