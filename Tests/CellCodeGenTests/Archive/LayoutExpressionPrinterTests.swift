import CellCodeGen
import CellSema
import Testing

/// The `.cell` spelling of layout expressions: minimal parentheses, and text that parses back to the same
/// expression.
@Suite struct LayoutExpressionPrinterTests {
    /// The checked x expression of view `d` when written `expression`, and the printer of its template.
    private func check(_ expression: String) throws -> (LayoutExpression, LayoutExpressionPrinter) {
        let source = CheckedText(
            """
            view V {
                Label a { frame = (0, 0, 10, 10) }
                Label b { frame = (0, 0, 20, 20) }
                View { frame = (0, 0, 30, 30) }
                Label d { frame = (\(expression), 0, 1, 1) }
            }

            """)
        let template = try source.template()
        let frame = try #require(template.views[3].frame)
        return (frame.x, LayoutExpressionPrinter(template: template))
    }

    @Test(arguments: [
        ("a.width - (b.width - parent.width)", "a.width - (b.width - parent.width)"),
        ("(a.width + b.width) * parent.height", "(a.width + b.width) * parent.height"),
        ("-(a.width + b.width)", "-(a.width + b.width)"),
        ("a.width / (b.width * parent.width)", "a.width / (b.width * parent.width)"),
        ("((a.width - b.width) - parent.width)", "a.width - b.width - parent.width"),
        ("(a.width * b.width) / parent.width", "a.width * b.width / parent.width"),
        ("a.width + (b.width * 2)", "a.width + b.width * 2"),
        ("(parent.width - 100) / 2", "(parent.width - 100) / 2"),
        ("parent.width - -3", "parent.width - (-3)"),
        ("-a.midX * 2", "-a.midX * 2"),
        ("a.maxY + 0.1", "a.maxY + 0.1"),
        ("2 * 12 + a.minY", "24 + a.minY"),
        ("a.height * 1e20", "a.height * 1e+20"),
        ("-(-a.maxX)", "-(-a.maxX)"),
        ("max(a.maxX, b.maxX + 2, 8) + 4", "max(a.maxX, b.maxX + 2, 8) + 4"),
        ("-min(a.width, parent.width - 16)", "-min(a.width, parent.width - 16)"),
        ("min(3, 4) + a.minX", "3 + a.minX"),
        ("parent.width - fittingWidth(a) - 16", "parent.width - fittingWidth(a) - 16"),
        ("fittingHeight(b, (parent.width - 32) / 2) * 2", "fittingHeight(b, (parent.width - 32) / 2) * 2"),
    ])
    func printsMinimalParenthesesAndParsesBack(source: String, expected: String) throws {
        let (expression, printer) = try check(source)
        let printed = printer.text(expression)
        #expect(printed == expected)
        let (reparsed, _) = try check(printed)
        #expect(reparsed == expression)
    }

    @Test func unnamedViewsAreNamedByTheirSubviewIndex() throws {
        let printer = try check("0").1
        #expect(printer.viewNames == ["a", "b", "subview 2", "d"])
        #expect(printer.text(.binary(.add, .anchor(view: 2, .maxY), .constant(8))) == "subview 2.maxY + 8")
    }
}
