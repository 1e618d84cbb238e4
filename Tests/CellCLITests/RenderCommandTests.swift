import CellCLI
import CellKit
import Foundation
import Testing

/// `cellc render`: a template compiled, filled with sample data, laid out at a width and written as SVG.
@MainActor @Suite("render command")
struct RenderCommandTests {
    nonisolated private static let source = """
        cell ThumbnailCell {
            height = thumbnailButton.maxY + 30

            Button thumbnailButton {
                frame = ((parent.width - 260) / 2, 20, 260, 100)
                action = buttonPressed
            }
            Label titleLabel {
                frame = (thumbnailButton.minX, thumbnailButton.maxY + 8, thumbnailButton.width, 14)
                font = .system(12)
                textColor = rgb(164, 164, 164)
            }
        }
        view DetailView {
            height = 416
            backgroundColor = #102030
            Label captionLabel {
                frame = (10, 10, 200, 20)
                font = .boldSystem(15)
            }
        }

        """

    private func harness(files: [String: String] = [:]) -> CLIHarness {
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: ["Thumbs.cell": Self.source].merging(files) { $1 })
        harness.compiler = CompileResult.compile
        return harness
    }

    @Test("the first template at its width, with the data's text, font and colour")
    func rendersTheFirstTemplateWithData() throws {
        let harness = harness(files: [
            "data.json": #"{"titleLabel": "LIMA", "thumbnailButton": {"backgroundImage": "min_galeria_000", "tag": 2}}"#
        ])
        let outcome = harness.run(["render", "Thumbs.cell", "--data", "data.json", "-o", "out.svg"])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(outcome.output == "wrote out.svg\n")
        let svg = try #require(harness.fileSystem.text("out.svg"))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"320\" height=\"150\""))
        // The title in the font files CellKit measured it with, which the picture's style sheet declares.
        let title = try #require(svg.split(separator: "\n").first { $0.hasSuffix(">LIMA</text>") })
        #expect(title.contains(##"x="0" y="7" font-size="12" dominant-baseline="central" font-family="CellKit-"##))
        #expect(title.hasSuffix(##"fill="#A4A4A4">LIMA</text>"##))
        #expect(svg.contains("<style>@font-face"))
        // The button's background image is a placeholder named after it, centred: (320 - 260) / 2 = 30.
        #expect(svg.contains(#"<g transform="translate(30,20)">"#))
        #expect(svg.contains(">min_galeria_000</text>"))
    }

    @Test("--embed-fonts puts the faces' files into the picture; without it the picture refers to them")
    func embeddedFonts() throws {
        let harness = harness(files: ["data.json": #"{"titleLabel": "LIMA"}"#])
        #expect(harness.run(["render", "Thumbs.cell", "--data", "data.json", "-o", "out.svg"]).status == 0)
        let referring = try #require(harness.fileSystem.text("out.svg"))
        #expect(referring.contains("src: url(file:///") && !referring.contains("src: url(data:font/"))
        let outcome = harness.run(["render", "Thumbs.cell", "--data", "data.json", "--embed-fonts", "-o", "in.svg"])
        #expect(outcome.status == 0, "\(outcome.error)")
        let embedding = try #require(harness.fileSystem.text("in.svg"))
        #expect(embedding.contains("src: url(data:font/"))
    }

    @Test("an image view with no image is drawn as a placeholder, so the picture shows where the image goes")
    func emptyImageViewsArePlaceholders() throws {
        let harness = harness(files: [
            "Avatar.cell": """
            cell AvatarCell {
                height = 80
                ImageView avatarView {
                    frame = (8, 8, 120, 60)
                }
            }

            """
        ])
        let outcome = harness.run(["render", "Avatar.cell", "-o", "out.svg"])
        #expect(outcome.status == 0, "\(outcome.error)")
        let svg = try #require(harness.fileSystem.text("out.svg"))
        #expect(svg.contains(#"<g transform="translate(8,8)">"#))
        #expect(svg.contains(">no image</text>"))
    }

    @Test("a box inside a view a stack arranges is drawn in the room the stack gave it, and so is what reads it")
    func viewsInsideAStackAfterOnePass() throws {
        let harness = harness(files: [
            "Panels.cell": """
            cell PanelsCell {
                height = 100
                StackView panels {
                    frame = (0, 0, parent.width - 60, parent.height)
                    distribution = .fillEqually
                    View leftPanel {
                        View leftBox {
                            frame = (8, 8, parent.width - 16, parent.height - 16)
                            backgroundColor = #0000FF
                        }
                    }
                    View rightPanel {
                        View rightBox {
                            frame = ((parent.width - 40) / 2, (parent.height - 20) / 2, 40, 20)
                        }
                    }
                }
                Label badge {
                    frame = (rightBox.maxX + 4, rightBox.minY, parent.width - rightBox.maxX - 4, rightBox.height)
                    text = "New"
                }
            }

            """
        ])
        let outcome = harness.run(["render", "Panels.cell", "--width", "375", "-o", "out.svg"])
        #expect(outcome.status == 0, "\(outcome.error)")
        let svg = try #require(harness.fileSystem.text("out.svg"))
        // Each panel is 157.5 by 100: the left box 141.5 wide at (8, 8), the right box centred in the second.
        #expect(svg.contains(#"<g transform="translate(8,8)">"#))
        #expect(svg.contains(#"width="141.5" height="84""#))
        #expect(svg.contains(#"<g transform="translate(58.75,40)">"#))
        // The badge reads the right box across the hierarchy: 58.75 + 40 + 157.5 + 4.
        #expect(svg.contains(#"<g transform="translate(260.25,40)">"#))
    }

    @Test("runtime attributes, which only the app's classes take, are not set in a preview")
    func runtimeAttributesAreSkipped() throws {
        let harness = harness(files: [
            "Badge.cell": "view BadgeView {\n    attributes { glow = true }\n    Label title {\n"
                + "        frame = (0, 0, 100, 20)\n        text = \"Hi\"\n        attributes { cornerStyle = \"pill\" }\n"
                + "    }\n}\n"
        ])
        let outcome = harness.run(["render", "Badge.cell", "-o", "out.svg"])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(try #require(harness.fileSystem.text("out.svg")).contains(">Hi</text>"))
    }

    @Test("a runtime attribute may be a colour of every form a template writes, an asset colour too")
    func runtimeAttributeColoursRenderAndDump() throws {
        let harness = harness(files: [
            "Badge.cell": "view BadgeView {\n    attributes {\n        startColor = .asset(\"Brand\")\n"
                + "        endColor = .red\n        midColor = #336699\n    }\n    Label title {\n"
                + "        frame = (0, 0, 100, 20)\n        text = \"Hi\"\n    }\n}\n"
        ])
        let rendered = harness.run(["render", "Badge.cell", "-o", "out.svg"])
        #expect(rendered.status == 0, "\(rendered.error)")
        #expect(try #require(harness.fileSystem.text("out.svg")).contains(">Hi</text>"))
        let compiled = harness.run(["compile", "Badge.cell", "-o", "out", "--emit", "archive"])
        #expect(compiled.status == 0, "\(compiled.error)")
        let dumped = harness.run(["dump", "out/Badge.cellnib"])
        #expect(dumped.status == 0, "\(dumped.error)")
        #expect(dumped.output.contains("startColor = .asset(\"Brand\")"), "\(dumped.output)")
    }

    @Test("a data file's errors stop at the limit, with one more that counts the rest")
    func dataErrorsAreCapped() {
        let keys = (0..<600).map { "\"missing\($0)\": \"x\"" }.joined(separator: ", ")
        let harness = harness(files: ["data.json": "{" + keys + "}"])
        let outcome = harness.run(["render", "Thumbs.cell", "--data", "data.json", "-o", "out.svg"])
        #expect(outcome.status == 1)
        #expect(outcome.error.components(separatedBy: ": error: ").count - 1 == 501)
        #expect(outcome.error.contains("error: too many errors: 100 more not shown"))
        #expect(outcome.error.hasSuffix("cellc: 501 errors, 0 warnings\n"))
    }

    @Test("a self-sizing cell's picture is as high as its content with the data's text, at the render width")
    func selfSizingCellFromData() throws {
        let source = """
            cell NoteCell {
                height = auto
                Switch toggle {
                    frame = (16, 12, auto, auto)
                }
                Label bodyLabel {
                    frame = (16, toggle.maxY + 4, parent.width - 32, auto)
                    numberOfLines = 0
                }
            }
            """
        let text = String(repeating: "A note that wraps over several lines of the picture. ", count: 5)
        let harness = harness(files: ["Note.cell": source, "data.json": #"{"bodyLabel": "\#(text)"}"#])
        for width in [320.0, 414.0] {
            let outcome = harness.run(
                ["render", "Note.cell", "--data", "data.json", "--width", "\(Int(width))", "-o", "note.svg"])
            #expect(outcome.status == 0, "\(outcome.error)")
            // The switch is 51 x 31 below 12 points; the text's height is measured as the label measures it.
            let label = Label()
            label.text = text
            label.numberOfLines = 0
            let body = label.sizeThatFits(Size(width: width - 32, height: .greatestFiniteMagnitude)).height
            #expect(body > 40)
            let height = 12 + 31 + 4 + body + 11
            let svg = try #require(harness.fileSystem.text("note.svg"))
            let prefix = #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Int(width))" height=""#
            #expect(svg.hasPrefix(prefix), "\(svg.prefix(120))")
            let drawn = Double(svg.dropFirst(prefix.count).prefix { $0 != "\"" }) ?? 0
            #expect(abs(drawn - height) < 0.006, "the picture is \(drawn) high, the cell \(height)")
        }
    }

    @Test("--width lays the cell out at that width; --template picks a view, drawn at its height")
    func widthAndTemplate() throws {
        let harness = harness()
        #expect(harness.run(["render", "Thumbs.cell", "--width", "414", "-o", "wide.svg"]).status == 0)
        let wide = try #require(harness.fileSystem.text("wide.svg"))
        #expect(wide.contains(#"width="414" height="150""#))
        #expect(wide.contains(#"<g transform="translate(77,20)">"#))

        #expect(harness.run(["render", "Thumbs.cell", "--template", "DetailView", "-o", "view.svg"]).status == 0)
        let view = try #require(harness.fileSystem.text("view.svg"))
        #expect(view.contains(#"width="320" height="416""#))
        #expect(view.contains(##"fill="#102030""##))
    }

    @Test("text that looks like a colour or a case stays text; named colours and cases reach their properties")
    func stringsByTheirProperty() throws {
        let harness = harness(files: [
            "data.json":
                #"{"titleLabel": {"text": ".99", "textColor": ".white", "textAlignment": ".center"}, "#
                + ##""thumbnailButton": {"title": "#FACADE", "titleColor": "#00FF00"}}"##
        ])
        let outcome = harness.run(["render", "Thumbs.cell", "--data", "data.json", "-o", "out.svg"])
        #expect(outcome.status == 0, "\(outcome.error)")
        let svg = try #require(harness.fileSystem.text("out.svg"))
        let price = try #require(svg.split(separator: "\n").first { $0.hasSuffix(">.99</text>") })
        #expect(price.contains(##"text-anchor="middle""##) && price.contains(##"fill="#FFFFFF""##))
        #expect(svg.contains(##"fill="#00FF00""##) && svg.contains(">#FACADE</text>"))
    }

    @Test("the picture may not replace the data file either")
    func outputIsNotTheData() {
        let harness = harness(files: ["data.json": "{}"])
        let outcome = harness.run(["render", "Thumbs.cell", "--data", "data.json", "-o", "./data.json"])
        #expect(outcome.status == 64)
        #expect(outcome.error.hasPrefix("cellc: error: the output './data.json' would replace the input 'data.json'"))
        #expect(harness.fileSystem.text("data.json") == "{}")
    }

    @Test("--assets must be a folder")
    func assetsFolder() {
        let harness = harness()
        let outcome = harness.run(["render", "Thumbs.cell", "--assets", "nowhere", "-o", "x.svg"])
        #expect(outcome.status == 74)
        #expect(outcome.error == "cellc: error: cannot read the assets folder 'nowhere': not a directory\n")
        #expect(harness.fileSystem.files["x.svg"] == nil)
    }

    @Test("rendering twice gives the same bytes")
    func deterministic() {
        let harness = harness()
        #expect(harness.run(["render", "Thumbs.cell", "-o", "a.svg"]).status == 0)
        #expect(harness.run(["render", "Thumbs.cell", "-o", "b.svg"]).status == 0)
        #expect(harness.fileSystem.files["a.svg"] == harness.fileSystem.files["b.svg"])
    }

    @Test(
        "a wrong command line is exit 64 with the reason, and writes nothing",
        arguments: [
            (["render", "Thumbs.cell"], "'render' needs the picture's path: -o OUT.svg"),
            (["render", "Thumbs.cell", "--width", "0", "-o", "x.svg"], "--width takes a number of points"),
            (["render", "Thumbs.cell", "--width", "wide", "-o", "x.svg"], "found 'wide'"),
            (["render", "Thumbs.cell", "--width", "0x10", "-o", "x.svg"], "found '0x10'"),
            (["render", "Thumbs.cell", "--width=-1", "-o", "x.svg"], "found '-1'"),
            (["render", "Thumbs.cell", "--width", "-1", "-o", "x.svg"], "found '-1'"),
            (
                ["render", "Thumbs.cell", "--template", "Nope", "-o", "x.svg"],
                "'Thumbs.cell' has no template 'Nope'; it has 'ThumbnailCell', 'DetailView'"
            ),
            (["render", "Thumbs.cell", "-o", "Thumbs.cell"], "would replace the input"),
        ])
    func usageErrors(arguments: [String], message: String) {
        let harness = harness()
        let outcome = harness.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.error.contains(message), "\(outcome.error)")
        // The usage shows -o without brackets: the picture's path is required.
        #expect(outcome.error.contains("usage: cellc render FILE.cell -o OUT.svg [--template NAME] [--width W]"))
        #expect(harness.fileSystem.files["x.svg"] == nil)
    }

    @Test(
        "data that does not fit the template is reported at its place in the JSON file, exit 1, nothing written",
        arguments: [
            (#"{"titleLabel": "LIMA",, }"#, "data.json:1:23: error: expected a key in double quotes"),
            (
                "{\n  \"titelLabel\": \"LIMA\"\n}",
                "data.json:2:3: error: 'ThumbnailCell' has no outlet 'titelLabel'; did you mean 'titleLabel'?"
            ),
            (
                ##"{"titleLabel": {"textColour": "#FF0000"}}"##,
                "data.json:1:17: error: unknown property 'textColour' on 'titleLabel', a Label"
            ),
            (
                #"{"titleLabel": {"textColor": 3}}"#,
                "data.json:1:17: error: 'textColor' of 'titleLabel' takes a colour, found"
            ),
            (#"["LIMA"]"#, "data.json:1:1: error: the data must be a JSON object of outlet names, found an array"),
            (
                "{\"titleLabel\": \"A\",\n \"titleLabel\": \"B\"}",
                "data.json:2:2: error: 'titleLabel' is given twice"
            ),
            (
                #"{"titleLabel": 3}"#,
                "data.json:1:2: error: the value of 'titleLabel' must be a string or an object of properties"
            ),
        ])
    func badData(json: String, message: String) {
        let harness = harness(files: ["data.json": json])
        let outcome = harness.run(["render", "Thumbs.cell", "--data", "data.json", "-o", "x.svg"])
        #expect(outcome.status == 1)
        #expect(outcome.error.hasPrefix(message), "\(outcome.error)")
        #expect(harness.fileSystem.files["x.svg"] == nil)
    }

    @Test("every problem of the data is reported in one run, in file order, with its line and a caret; JSON too")
    func allDataProblems() {
        let json = """
            {
              "titleLabel": {"textColour": "#FFF", "font": 3},
              "nope": "x",
              "titleLabel": "again"
            }
            """
        let harness = harness(files: ["data.json": json])
        let outcome = harness.run(["render", "Thumbs.cell", "--data", "data.json", "-o", "x.svg"])
        #expect(outcome.status == 1)
        let lines = outcome.error.split(separator: "\n").filter { $0.hasPrefix("data.json:") }
        #expect(
            lines == [
                "data.json:2:18: error: unknown property 'textColour' on 'titleLabel', a Label",
                "data.json:2:40: error: 'font' of 'titleLabel' takes a font, found the integer 3",
                "data.json:3:3: error: 'ThumbnailCell' has no outlet 'nope'",
                "data.json:4:3: error: 'titleLabel' is given twice",
                "data.json:2:3: note: it is first given here",
            ])
        #expect(outcome.error.contains("2 |   \"titleLabel\": {\"textColour\""))
        #expect(outcome.error.hasSuffix("cellc: 4 errors, 0 warnings\n"))

        let document = harness.run(
            ["render", "Thumbs.cell", "--data", "data.json", "-o", "x.svg", "--diagnostics-format", "json"])
        #expect(document.status == 1)
        #expect(document.output.hasPrefix(#"{"diagnostics":[{"file":"data.json","line":2,"column":18"#))
        #expect(harness.fileSystem.files["x.svg"] == nil)
    }

    @Test("a file that defines no template has nothing to render: an error in the input, exit 1")
    func noTemplate() {
        let harness = harness(files: ["Styles.cell": "style Caption {\n    font = .system(12)\n}\n"])
        let outcome = harness.run(["render", "Styles.cell", "-o", "x.svg"])
        #expect(outcome.status == 1)
        #expect(outcome.error == "cellc: error: 'Styles.cell' defines no template to render\n")
        // JSON still gets its one document, before the failure.
        let document = harness.run(["render", "Styles.cell", "-o", "x.svg", "--diagnostics-format", "json"])
        #expect(document.status == 1)
        #expect(document.output == #"{"diagnostics":[]}"# + "\n" || document.output == #"{"diagnostics":[]}"#)
    }

    @Test("a file with errors reports them all as compile does, exit 1, and draws nothing")
    func compileErrors() {
        let harness = harness(files: ["Bad.cell": "cell A {\n    Label l { textColour = #FFF }\n}\n"])
        let outcome = harness.run(["render", "Bad.cell", "-o", "x.svg"])
        #expect(outcome.status == 1)
        #expect(outcome.error.contains("Bad.cell:2:15: error: unknown property 'textColour' on 'Label'"))
        #expect(harness.fileSystem.files["x.svg"] == nil)
    }

    @Test("an unreadable input or data file is exit 74")
    func unreadable() {
        let harness = harness()
        #expect(harness.run(["render", "Missing.cell", "-o", "x.svg"]).status == 74)
        #expect(harness.run(["render", "Thumbs.cell", "--data", "missing.json", "-o", "x.svg"]).status == 74)
        #expect(harness.fileSystem.files["x.svg"] == nil)
    }

    nonisolated private static let collectionSource = """
        collectionCell ChipCell {
            width = auto
            height = 32
            Label titleLabel {
                frame = (12, 6, fittingWidth(titleLabel), 20)
                text = "Tag"
            }
        }
        reusableView HeaderView {
            height = 44
            Label titleLabel {
                frame = (16, 12, parent.width - 32, 20)
                text = "Section"
            }
        }

        """

    @Test("a collection-view cell whose width reads its label is drawn at the width its data measures")
    func rendersACollectionCellAtItsMeasuredSize() throws {
        let harness = harness(files: [
            "Chips.cell": Self.collectionSource, "short.json": #"{"titleLabel": "A"}"#,
            "long.json": #"{"titleLabel": "A much longer tag"}"#,
        ])
        var widths: [Double] = []
        for data in ["short.json", "long.json"] {
            let outcome = harness.run(["render", "Chips.cell", "--data", data, "-o", "\(data).svg"])
            #expect(outcome.status == 0, "\(outcome.error)")
            let svg = try #require(harness.fileSystem.text("\(data).svg"))
            let header = try #require(svg.split(separator: "\n").first)
            #expect(header.contains(#"height="32""#), "\(header)")
            let width = try #require(header.split(separator: "\"").dropFirst(3).first.flatMap { Double($0) })
            widths.append(width)
        }
        let label = Label()
        label.text = "A"
        // The label's fitting width, 12 points before it and the content view's 8-point margin after it.
        let expected = 12 + label.sizeThatFits(Size(width: .greatestFiniteMagnitude, height: 20)).width + 8
        // The picture's size is written to hundredths of a point.
        #expect(abs(widths[0] - expected) < 0.01)
        #expect(widths[1] > widths[0])
    }

    @Test("a reusable view is drawn at its nominal size, or at the width asked for")
    func rendersAReusableView() throws {
        let harness = harness(files: ["Chips.cell": Self.collectionSource])
        let outcome = harness.run(["render", "Chips.cell", "--template", "HeaderView", "-o", "header.svg"])
        #expect(outcome.status == 0, "\(outcome.error)")
        let svg = try #require(harness.fileSystem.text("header.svg"))
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="320" height="44""#))
        #expect(svg.contains(">Section</text>"))
        let wide = harness.run(["render", "Chips.cell", "--template", "HeaderView", "--width", "600", "-o", "w.svg"])
        #expect(wide.status == 0)
        #expect(
            harness.fileSystem.text("w.svg")?.hasPrefix(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="600" height="44""#) == true)
    }
}
