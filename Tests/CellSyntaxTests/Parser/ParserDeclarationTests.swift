import CellDiagnostics
import CellSyntax
import Testing

@Suite("Parser declarations")
struct ParserDeclarationTests {
    private static let file = """
        // A file with every kind of declaration.
        1️⃣let margin = 12
        let accent = #A4A4A4

        2️⃣style Caption {
            font = .system(12)
            textColor = accent
        3️⃣}

        style Empty {}

        4️⃣cell TransitStatusTableViewCell {
            height = 72; selectionStyle = .none
            backgroundColor = .clear

            5️⃣ImageView backgroundImageView {
                frame = (0, 0, parent.width, parent.height)
            }

            Label secondLineLabel: Caption, Bold {
                frame = (margin, firstLineLabel.maxY + 2, firstLineLabel.width, 16)
            }

            View {
                backgroundColor = .red
                StackView row: Caption {
                    Label { text = "deep" }
                }
            }
        6️⃣}

        view Header {
            Label title {}
        }
        """

    @Test("constants, styles and templates come out in source order with their names")
    func declarations() {
        let source = MarkedSource(Self.file)
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.isEmpty)
        let summary = syntax.declarations.map { declaration in
            switch declaration {
            case .constant(let constant): "let \(constant.name)"
            case .style(let style): "style \(style.name)"
            case .template(let template): "\(template.kind.rawValue) \(template.name)"
            }
        }
        #expect(
            summary == [
                "let margin", "let accent", "style Caption", "style Empty", "cell TransitStatusTableViewCell",
                "view Header",
            ])
    }

    @Test("constants keep their values and ranges")
    func constants() {
        let source = MarkedSource(Self.file)
        let constants = source.parse().syntax.constants
        #expect(constants.map(\.value.shape) == ["12", "#A4A4A4FF"])
        #expect(constants.first?.range.start == source.offset(of: "1️⃣"))
        #expect(constants.first.map { source.file.text(in: $0.range) } == "let margin = 12")
        #expect(constants.first.map { source.file.text(in: $0.name.range) } == "margin")
    }

    @Test("styles hold their properties in order")
    func styles() throws {
        let source = MarkedSource(Self.file)
        let styles = source.parse().syntax.styles
        try #require(styles.count == 2)
        #expect(styles[0].name.text == "Caption")
        #expect(styles[0].properties.map(\.name.text) == ["font", "textColor"])
        #expect(styles[0].properties.map(\.value.shape) == [".system(12)", "accent"])
        #expect(styles[0].range == SourceRange(start: source.offset(of: "2️⃣"), end: source.offset(of: "3️⃣") + 1))
        #expect(styles[1].properties.isEmpty)
    }

    @Test("a cell template holds properties and nested, named and unnamed subviews with styles")
    func cellTemplate() throws {
        let source = MarkedSource(Self.file)
        let template = try #require(source.parse().syntax.templates.first)
        #expect(template.kind == .cell)
        #expect(template.keyword.text == "cell")
        #expect(template.name.text == "TransitStatusTableViewCell")
        #expect(template.range.start == source.offset(of: "4️⃣"))
        #expect(template.range.end == source.offset(of: "6️⃣") + 1)

        let properties = template.members.compactMap(\.property)
        #expect(properties.map(\.name.text) == ["height", "selectionStyle", "backgroundColor"])
        #expect(properties.map(\.value.shape) == ["72", ".none", ".clear"])

        let subviews = template.members.compactMap(\.subview)
        #expect(template.members.count == 6)
        #expect(subviews.map(\.kind.text) == ["ImageView", "Label", "View"])
        #expect(subviews.map { $0.name?.text } == ["backgroundImageView", "secondLineLabel", nil])
        #expect(subviews.map { $0.styles.map(\.text) } == [[], ["Caption", "Bold"], []])
        #expect(subviews.first?.range.start == source.offset(of: "5️⃣"))

        let frames = subviews.prefix(2).compactMap { $0.members.first?.property?.value.shape }
        #expect(
            frames == [
                "tuple(0, 0, parent.width, parent.height)",
                "tuple(margin, (firstLineLabel.maxY + 2), firstLineLabel.width, 16)",
            ])

        let container = try #require(subviews.last)
        #expect(container.members.count == 2)
        let row = try #require(container.members.last?.subview)
        #expect(row.kind.text == "StackView")
        #expect(row.name?.text == "row")
        #expect(row.styles.map(\.text) == ["Caption"])
        let deepest = try #require(row.members.first?.subview)
        #expect(deepest.kind.text == "Label")
        #expect(deepest.name == nil)
        #expect(deepest.members.compactMap(\.property).map(\.value.shape) == [#""deep""#])
    }

    @Test("a view template is a view")
    func viewTemplate() throws {
        let template = try #require(MarkedSource(Self.file).parse().syntax.templates.last)
        #expect(template.kind == .view)
        #expect(template.name.text == "Header")
        #expect(template.members.compactMap(\.subview).map { $0.name?.text } == ["title"])
    }

    @Test("collectionCell and reusableView declare templates of their kinds")
    func collectionTemplates() throws {
        let source = MarkedSource(
            "collectionCell PhotoCell {\n    width = 110\n    ImageView photo {}\n}\nreusableView Header {\n}\n")
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.isEmpty)
        #expect(syntax.templates.map(\.kind) == [.collectionCell, .reusableView])
        #expect(syntax.templates.map(\.name.text) == ["PhotoCell", "Header"])
        #expect(syntax.templates.first?.keyword.text == "collectionCell")
    }

    @Test("a body left open ends where a collection template starts a line; the words still name outlets")
    func collectionKeywordsAreContextual() throws {
        let source = MarkedSource(
            "cell A {\n    View collectionCell {}\n    Label reusableView {}\n1️⃣collectionCell B {\n}\n")
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.expectedToken, "1️⃣")])
        #expect(syntax.templates.map(\.name.text) == ["A", "B"])
        let outlets = syntax.templates.first?.members.compactMap(\.subview).map { $0.name?.text }
        #expect(outlets == ["collectionCell", "reusableView"])
    }

    @Test("semicolons separate members and declarations")
    func semicolons() throws {
        let source = MarkedSource("let a = 1; let b = 2;\ncell A { x = 1; y = 2; Label l {}; ; }; view B {}")
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.isEmpty)
        #expect(syntax.constants.map(\.name.text) == ["a", "b"])
        let template = try #require(syntax.templates.first)
        #expect(template.members.count == 3)
        #expect(syntax.templates.map(\.name.text) == ["A", "B"])
    }

    @Test("keywords are contextual: they may name properties and outlets")
    func contextualKeywords() throws {
        let source = MarkedSource("cell A {\n    style = 1\n    View cell {}\n    Label view {}\n}")
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.isEmpty)
        let template = try #require(syntax.templates.first)
        #expect(template.members.first?.property?.name.text == "style")
        #expect(template.members.compactMap(\.subview).map { $0.name?.text } == ["cell", "view"])
    }

    @Test("a body left open ends where the next declaration starts a line, with one error for all its levels")
    func unclosedBodyEndsAtTheNextDeclaration() throws {
        let source = MarkedSource("cell A {\n    View box {\n        Label title {}\n1️⃣view B {\n}\nlet c = 1\n")
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.expectedToken, "1️⃣")])
        #expect(diagnostics.first?.message == "expected '}' to close View 'box' at line 2")
        #expect(syntax.templates.map(\.name.text) == ["A", "B"])
        #expect(syntax.constants.map(\.name.text) == ["c"])
    }

    @Test("a subview's name must be on the line of its kind")
    func subviewNameOnSameLine() {
        let source = MarkedSource("cell A {\n    Label\n    1️⃣title {}\n}")
        let (_, diagnostics) = source.parse()
        let diagnostic = source.expectDiagnostic(.expectedToken, at: "1️⃣", in: diagnostics)
        #expect(diagnostic?.message == "expected '=' or '{' after 'Label', found 'title'")
    }
}
