import CellDiagnostics
import CellSyntax
import Testing

/// Inputs far past the nesting limit must produce one diagnostic, never a stack overflow.
@Suite("Parser limits")
struct ParserLimitsTests {
    private static let count = 100_000

    @Test("100 000 nested blocks give one nesting-too-deep error and the next template still parses")
    func nestedBlocks() {
        let text =
            "cell Deep {\n" + String(repeating: "View {\n", count: Self.count)
            + String(repeating: "}\n", count: Self.count) + "}\ncell After { height = 1 }\n"
        let source = MarkedSource(text)
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.map(\.id) == [.nestingTooDeep])
        #expect(syntax.templates.map(\.name.text) == ["Deep", "After"])
        // The error points at the first brace past the limit: the one of nesting level `maximumDepth`.
        let braces = source.file.bytes.indices.filter { source.file.bytes[$0] == UInt8(ascii: "{") }
        #expect(diagnostics.first?.range.start == braces[Parser.maximumDepth])
    }

    @Test(
        "a value nested or chained 100 000 times gives one nesting-too-deep error and the next template parses",
        arguments: ["parentheses", "unary minuses", "terms of a sum", "products", "member arguments", "calls"])
    func deepValue(shape: String) {
        let value =
            switch shape {
            case "parentheses":
                String(repeating: "(", count: Self.count) + "1" + String(repeating: ")", count: Self.count)
            case "unary minuses":
                String(repeating: "-", count: Self.count) + "1"
            case "terms of a sum":
                "1" + String(repeating: " + 1", count: Self.count - 1)
            case "products":
                "1" + String(repeating: "*2", count: Self.count - 1)
            case "member arguments":
                String(repeating: ".f(", count: Self.count) + String(repeating: ")", count: Self.count)
            default:
                String(repeating: "f(1, ", count: Self.count) + String(repeating: ")", count: Self.count)
            }
        let source = MarkedSource("cell Deep {\n    x = \(value)\n}\ncell After { height = 1 }\n")
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.map(\.id) == [.nestingTooDeep])
        #expect(syntax.templates.map(\.name.text) == ["Deep", "After"])
        #expect(syntax.templates.last?.members.first?.property?.value.shape == "1")
        // Whatever part of the value was kept must be shallow enough for recursive walks in later phases.
        let kept = syntax.templates.first?.members.first?.property?.value
        #expect(kept.map { $0.depth <= 2 * Parser.maximumDepth } == true)
    }

    /// A value nested or chained past the limit, with `1️⃣` where the nesting error starts: for parentheses and
    /// minuses, the first one past `levelsAllowed`; for a sum, which is limited by the depth of its tree rather than
    /// by nesting, the whole sum.
    private static func markedDeepValue(_ shape: String, levelsAllowed: Int) -> String {
        switch shape {
        case "parentheses":
            String(repeating: "(", count: levelsAllowed) + "1️⃣" + String(repeating: "(", count: 200 - levelsAllowed)
                + "1" + String(repeating: ")", count: 200)
        case "unary minuses":
            String(repeating: "-", count: levelsAllowed) + "1️⃣" + String(repeating: "-", count: 300 - levelsAllowed)
                + "1"
        default:
            "1️⃣1" + String(repeating: " + 1", count: 299)
        }
    }

    @Test(
        "a too-deep constant gives one error and the constant on the next line still parses",
        arguments: ["parentheses", "unary minuses", "terms of a sum"])
    func deepConstantKeepsNextLine(shape: String) {
        let value = Self.markedDeepValue(shape, levelsAllowed: Parser.maximumDepth)
        let source = MarkedSource("let a = \(value)\nlet b = 2\n")
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.nestingTooDeep, "1️⃣")])
        #expect(syntax.constants.map(\.name.text) == ["a", "b"])
        #expect(syntax.constants.last?.value.shape == "2")
    }

    @Test(
        "a too-deep property gives one error and the property on the next line still parses",
        arguments: ["parentheses", "unary minuses", "terms of a sum"])
    func deepPropertyKeepsNextLine(shape: String) throws {
        // Expressions have a limit of their own, so a value in a body may nest as deeply as a constant's.
        let value = Self.markedDeepValue(shape, levelsAllowed: Parser.maximumDepth)
        let source = MarkedSource("cell A {\n    x = \(value)\n    y = 2\n}\n")
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.nestingTooDeep, "1️⃣")])
        let properties = try #require(syntax.templates.first).members.compactMap(\.property)
        #expect(properties.map(\.name.text) == ["x", "y"])
        #expect(properties.last?.value.shape == "2")
    }

    @Test("values inside deeply nested views have a limit of their own")
    func deepValueInDeepViews() {
        let levels = Parser.maximumDepth - 1
        let text =
            "cell A {\n" + String(repeating: "View {\n", count: levels) + "x = "
            + String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100) + "\n"
            + String(repeating: "}\n", count: levels) + "}\n"
        let (_, diagnostics) = MarkedSource(text).parse()
        #expect(diagnostics.isEmpty)
    }

    @Test("nesting just inside the limit is accepted")
    func justInsideTheLimit() {
        let levels = Parser.maximumDepth - 1
        let text =
            "cell A {\n" + String(repeating: "View {\n", count: levels) + String(repeating: "}\n", count: levels)
            + "}\nlet x = " + String(repeating: "(", count: Parser.maximumDepth) + "1"
            + String(repeating: ")", count: Parser.maximumDepth) + "\n"
        let (syntax, diagnostics) = MarkedSource(text).parse()
        #expect(diagnostics.isEmpty)
        #expect(syntax.constants.first?.value.kind == .number(1))
    }

    @Test("a file of 20 000 templates parses")
    func manyTemplates() {
        let templates = (0..<20_000).map { "cell C\($0) {\n    height = \($0)\n    Label l\($0) {}\n}\n" }
        let (syntax, diagnostics) = MarkedSource(templates.joined()).parse()
        #expect(diagnostics.isEmpty)
        #expect(syntax.templates.count == 20_000)
        #expect(syntax.templates.last?.name.text == "C19999")
        #expect(syntax.templates.last?.members.first?.property?.value.kind == .number(19_999))
    }
}
