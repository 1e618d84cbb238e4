import CellCatalog
import CellDiagnostics
import CellSema
import Testing

/// `collectionCell` and `reusableView` templates: their defaults, their nominal size as two layout expressions,
/// `width = auto`, and what a table-view cell has that they do not.
@Suite("Collection templates")
struct CollectionTemplateTests {
    @Test(
        "each kind has its default size and its class name as reuse identifier",
        arguments: [("collectionCell", 50.0, 50.0), ("reusableView", 320.0, 50.0)])
    func defaults(keyword: String, width: Double, height: Double) throws {
        let source = CheckedSource("\(keyword) Item {\n}\n")
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.kind == TemplateKind(rawValue: keyword))
        #expect(template.nominalWidth == width)
        #expect(template.nominalHeight == height)
        #expect(template.width == .constant(width))
        #expect(template.height == .constant(height))
        #expect(template.reuseIdentifier == "Item")
        #expect(!template.widthReadsContent && !template.heightReadsContent)
    }

    @Test("numbers and folded arithmetic are the nominal size; the reuse identifier may be set")
    func explicitSize() throws {
        let source = CheckedSource(
            """
            let side = 55
            collectionCell Photo {
                reuseIdentifier = "photo"
                width = 2 * side
                height = 110
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.nominalWidth == 110)
        #expect(template.nominalHeight == 110)
        #expect(template.reuseIdentifier == "photo")
    }

    @Test("'width = auto' is the largest maxX of the views that do not follow the width, plus the trailing margin")
    func autoWidth() throws {
        let source = CheckedSource(
            """
            collectionCell Chip {
                width = auto
                height = 32
                contentView {
                    layoutMargins = (6, 14, 6, 10)
                }
                View fill {
                    frame = (0, 0, parent.width, parent.height)
                }
                Label title {
                    frame = (14, 6, fittingWidth(title), 20)
                }
                ImageView icon {
                    frame = (title.maxX + 4, 8, 16, 16)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        let icon = try source.view("icon", in: template)
        let title = try source.view("title", in: template)
        #expect(
            template.width
                == .binary(
                    .add, .extremum(.maximum, [.anchor(view: title, .maxX), .anchor(view: icon, .maxX)]),
                    .constant(10)))
        #expect(template.widthReadsContent)
        #expect(!template.heightReadsContent)
        // The width's value is the content's, so the nominal width is the kind's default.
        #expect(template.nominalWidth == 50)
        #expect(template.nominalHeight == 32)
        #expect(template.widthOrder.map(\.view).contains(icon))
        #expect(!template.widthOrder.map(\.view).contains(try source.view("fill", in: template)))
    }

    @Test("'height = auto' of a reusable view adds the view's own bottom margin")
    func autoHeightOfAReusableView() throws {
        let source = CheckedSource(
            """
            reusableView Header {
                height = auto
                Label title {
                    frame = (16, 12, parent.width - 32, 20)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.height == .binary(.add, .anchor(view: 0, .maxY), .constant(8)))
        #expect(template.nominalHeight == 40)
        #expect(!template.heightReadsContent)
    }

    @Test("a height may read the width, and a width the height, which is then computed first")
    func dimensionsReadEachOther() throws {
        let square = CheckedSource(
            """
            collectionCell Square {
                width = 120
                height = parent.width * 3 / 4
            }
            """)
        square.expectNoDiagnostics()
        #expect(try square.template().nominalHeight == 90)
        #expect(try !square.template().widthFollowsHeight)

        let wide = CheckedSource(
            """
            collectionCell Wide {
                width = parent.height * 2
                height = 40
            }
            """)
        wide.expectNoDiagnostics()
        #expect(try wide.template().nominalWidth == 80)
        #expect(try wide.template().widthFollowsHeight)
    }

    @Test("a width cannot read itself")
    func widthReadsItself() {
        let source = CheckedSource(
            """
            collectionCell C {
                width = 1️⃣parent.width - 10
            }
            """)
        let diagnostic = source.expectOnlyError(.layoutCycle, at: "1️⃣")
        source.expect(
            diagnostic,
            message: "a collection-view cell's width cannot depend on 'parent.width', which is the width itself")
    }

    @Test("a width and a height that read each other are a cycle")
    func widthAndHeightCycle() {
        let source = CheckedSource(
            """
            collectionCell C {
                width = 1️⃣parent.height
                height = 2️⃣parent.width
            }
            """)
        let diagnostic = source.diagnostics.first { $0.id == .layoutCycle }
        #expect(source.diagnostics.count == 1)
        #expect(diagnostic?.message == "layout cycle: 'height' depends on itself through 1 other value")
    }

    @Test("'width = auto' needs a view that does not follow the width")
    func autoWidthWithNothingToMeasure() {
        let source = CheckedSource(
            """
            collectionCell C {
                width = 1️⃣auto
                View fill {
                    frame = (0, 0, parent.width, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.invalidValue, at: "1️⃣")
        source.expect(
            diagnostic,
            message: "'width = auto' needs a top-level view with a frame that does not depend on the cell's width",
            notes: [("the width is the largest 'maxX' of those views plus the content view's trailing margin", nil)])
    }

    @Test(
        "a table-view cell's properties are misplaced in a collection-view cell, with what serves instead",
        arguments: [
            (
                "selectionStyle = .none", "selectionStyle",
                "a collection-view cell shows its 'selectedBackgroundView' while selected; give it one for a highlight"
            ),
            (
                "accessoryType = .checkmark", "accessoryType",
                "a collection-view cell has no accessory; add an 'ImageView' subview for a chevron or a check"
            ),
            (
                "indentationLevel = 1", "indentationLevel",
                "a collection-view cell is not indented; offset its subviews' frames instead"
            ),
            (
                "separatorInset = (0, 0, 0, 0)", "separatorInset",
                "a collection view draws no separators; add a thin 'View' subview as a divider"
            ),
        ])
    func tableCellProperties(line: String, name: String, advice: String) {
        let source = CheckedSource("collectionCell C {\n    1️⃣\(line)\n}\n")
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: "a collection-view cell has no '\(name)'; it is a table-view cell's",
            notes: [(advice, nil)])
    }

    @Test("every property a table-view cell has and a collection-view cell lacks has its advice")
    func adviceCoversTheCatalog() {
        let collection = Set(TemplateKind.collectionCell.properties.map(\.name))
        let tableOnly = TemplateKind.cell.properties.map(\.name).filter { !collection.contains($0) }
        for name in tableOnly {
            let source = CheckedSource("collectionCell C {\n    \(name) = 1\n}\n")
            #expect(
                source.diagnostics.first?.message
                    == "a collection-view cell has no '\(name)'; it is a table-view cell's",
                "\(name)")
        }
        #expect(tableOnly.count == 5)
    }

    @Test("a reusable view has no selection style either")
    func reusableViewSelection() {
        let source = CheckedSource("reusableView H {\n    1️⃣selectionStyle = .none\n}\n")
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: "a reusable view has no 'selectionStyle'; it is a table-view cell's",
            notes: [("a reusable view is a collection view's header or footer: it has no selection or accessory", nil)])
    }

    @Test("a collection-view cell has no accessory view; a reusable view has no cell parts")
    func misplacedParts() {
        let cell = CheckedSource("collectionCell C {\n    1️⃣accessoryView {\n        size = (10, 10)\n    }\n}\n")
        cell.expect(
            cell.expectOnlyError(.misplacedProperty, at: "1️⃣"),
            message: "a 'collectionCell' template has no 'accessoryView'; only a 'cell' has one",
            notes: [
                ("a collection-view cell has no accessory view; declare the view as a subview of the template", nil)
            ])
        let header = CheckedSource("reusableView H {\n    1️⃣backgroundView {\n    }\n}\n")
        header.expect(
            header.expectOnlyError(.misplacedProperty, at: "1️⃣"),
            message: "a 'reusableView' template has no 'backgroundView'; only a 'cell' or a 'collectionCell' has one",
            notes: [("declare the view as a subview of the template", nil)])
    }

    @Test("a collection-view cell's parts are its own views, after its subviews")
    func parts() throws {
        let source = CheckedSource(
            """
            collectionCell C {
                contentView {
                    backgroundColor = .white
                }
                backgroundView {
                    backgroundColor = .systemGray6
                }
                selectedBackgroundView {
                    backgroundColor = .systemBlue
                }
                Label title {
                    frame = (8, 8, parent.width - 16, 20)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.views.map(\.part) == [nil, .backgroundView, .selectedBackgroundView])
        #expect(template.contentViewProperties.map(\.spec.name) == ["backgroundColor"])
    }

    @Test(
        "a collection template's inherited members cannot be outlets",
        arguments: [
            ("collectionCell", "contentView"), ("collectionCell", "isSelected"), ("collectionCell", "isHighlighted"),
            ("collectionCell", "selectedBackgroundView"), ("collectionCell", "prepareForReuse"),
            ("reusableView", "reuseIdentifier"), ("reusableView", "prepareForReuseCount"),
        ])
    func reservedOutlets(keyword: String, name: String) {
        let source = CheckedSource(
            "\(keyword) T {\n    Label 1️⃣\(name) {\n        frame = (0, 0, 10, 10)\n    }\n}\n")
        let diagnostic = source.expectOnlyError(.reservedName, at: "1️⃣")
        let base = TemplateKind(rawValue: keyword)?.baseClassName ?? ""
        #expect(diagnostic?.message == "outlet '\(name)' would hide the member '\(name)' of '\(base)'")
    }

    @Test("a reusable view has no content view, so an outlet may be called so")
    func contentViewOutletInAReusableView() {
        CheckedSource("reusableView H {\n    View contentView {\n        frame = (0, 0, 10, 10)\n    }\n}\n")
            .expectNoDiagnostics()
    }

    @Test("reuse identifiers are unique within each kind, not across kinds")
    func reuseIdentifierNamespaces() {
        let source = CheckedSource(
            """
            cell Row {
            }
            collectionCell RowItem {
                reuseIdentifier = "Row"
            }
            reusableView RowHeader {
                reuseIdentifier = "Row"
            }
            collectionCell Other {
                1️⃣reuseIdentifier = "Row"
            }
            """)
        let diagnostic = source.expectOnlyError(.duplicateReuseIdentifier, at: "1️⃣")
        #expect(diagnostic?.notes.first?.message == "'Row' is first used by the collection-view cell here")
    }

    @Test("a misspelt property of a collection template gets 'did you mean'")
    func misspelling() {
        let source = CheckedSource("collectionCell C {\n    1️⃣widht = 40\n}\n")
        let diagnostic = source.expectOnlyError(.unknownProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: "unknown property 'widht' on collectionCell 'C'",
            notes: [("did you mean 'width'?", nil)])
    }
}
