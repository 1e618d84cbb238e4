import CellDiagnostics
import CellSema
import Testing

/// A template's nominal size: its width, and the height a cell or a view gets when it says nothing.
@Suite("Template sizes")
struct TemplateSizeTests {
    @Test("a cell with no height gets UIKit's default row height, 44, as a constant")
    func defaultCellHeight() throws {
        let source = CheckedSource("cell C {\n}\n")
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.height == .constant(44))
        #expect(template.nominalHeight == 44)
        #expect(template.nominalWidth == 320)
        #expect(template.heightOrder.isEmpty)
    }

    @Test("a view with no height gets the documented 460")
    func defaultViewHeight() throws {
        let source = CheckedSource("view V {\n}\n")
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.height == .constant(460))
        #expect(template.nominalHeight == 460)
        #expect(template.nominalWidth == 320)
        #expect(template.reuseIdentifier == nil)
    }

    @Test(
        "an explicit width and height are the nominal size",
        arguments: [("cell", 72.0, 375.0), ("view", 416.0, 320.0), ("cell", 0.5, 1024.0)])
    func explicitSize(keyword: String, height: Double, width: Double) throws {
        let source = CheckedSource(
            """
            \(keyword) T {
                width = \(width)
                height = \(height)
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.height == .constant(height))
        #expect(template.nominalHeight == height)
        #expect(template.nominalWidth == width)
    }

    @Test("a cell's height may be arithmetic over constants, folded to a number")
    func foldedCellHeight() throws {
        let source = CheckedSource(
            """
            let rowPadding = 8
            cell C {
                height = 2 * rowPadding + 40
            }
            """)
        source.expectNoDiagnostics()
        #expect(try source.template().height == .constant(56))
    }

    @Test("a view's height is a number, so it may not read the layout")
    func viewHeightReadsLayout() {
        let source = CheckedSource(
            """
            view V {
                height = 1️⃣parent.width
            }
            """)
        source.expectOnlyError(.misplacedProperty, at: "1️⃣")
    }

    @Test("the reuse identifier of a cell is its class name unless it sets one")
    func reuseIdentifier() throws {
        let source = CheckedSource(
            """
            cell Plain {
            }
            cell Named {
                reuseIdentifier = "NamedCellID"
            }
            """)
        source.expectNoDiagnostics()
        #expect(source.checked.templates.map(\.reuseIdentifier) == ["Plain", "NamedCellID"])
        #expect(source.checked.templates.map(\.className) == ["Plain", "Named"])
    }

    @Test("a template's own view properties are kept in order, with the special ones left out")
    func rootProperties() throws {
        let source = CheckedSource(
            """
            cell C {
                reuseIdentifier = "C1"
                height = 72
                selectionStyle = .none
                backgroundColor = .clear
                accessoryType = .disclosureIndicator
                width = 375
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.properties.map(\.spec.name) == ["selectionStyle", "backgroundColor", "accessoryType"])
        #expect(
            template.properties.map(\.value) == [
                .enumCase(.selectionStyle, "none"), .color(.named("clear")),
                .enumCase(.accessoryType, "disclosureIndicator"),
            ])
    }

    @Test("a cell's height must be positive", arguments: ["-10", "0"])
    func nonPositiveCellHeight(_ height: String) {
        let source = CheckedSource("cell C {\n    height = 1️⃣\(height)\n}\n")
        let diagnostic = source.expectOnlyError(.invalidValue, at: "1️⃣")
        source.expect(diagnostic, message: "'height' must be positive, found \(height)")
    }
}
