import CellCLI
import CellDiagnostics

extension ScalingShape {
    /// Every shape `cellbench scaling` measures: those issue 10 found, and every other one we looked for.
    static let all: [ScalingShape] = strings + files + layouts + data + imports

    /// String literals of one repeated unit, each decoded in one pass.
    static let strings: [ScalingShape] = [
        ScalingShape(name: "string-letters", summary: "a string literal of N letters", smallSize: 400_000) {
            checkString(repeated("a", $0))
        },
        ScalingShape(name: "string-tabs", summary: "a string literal of N tabs", smallSize: 400_000) {
            checkString(repeated("\t", $0))
        },
        ScalingShape(name: "string-newlines", summary: "a string literal of N '\\n' escapes", smallSize: 200_000) {
            checkString(repeated("\\n", $0))
        },
        ScalingShape(name: "string-backslashes", summary: "a string of N '\\\\' escapes", smallSize: 200_000) {
            checkString(repeated("\\\\", $0))
        },
        ScalingShape(name: "string-nul-escapes", summary: "a string of N '\\0' escapes", smallSize: 200_000) {
            checkString(repeated("\\0", $0))
        },
        ScalingShape(name: "string-unicode", summary: "a string of N '\\u{1F600}' escapes", smallSize: 50_000) {
            checkString(repeated("\\u{1F600}", $0))
        },
        ScalingShape(name: "string-raw-nuls", summary: "a string of N raw NUL bytes (N errors)", smallSize: 20_000) {
            checkString(repeated("\0", $0), status: 1)
        },
    ]

    /// Whole files: many templates, views, declarations and diagnostics, and long or deep constructs.
    static let files: [ScalingShape] = [
        ScalingShape(name: "templates-check", summary: "N templates of 8 labels, checked", smallSize: 500) {
            check(SyntheticSource.make(templates: $0, viewsPerTemplate: 8), status: 0)
        },
        ScalingShape(name: "templates-compile", summary: "N templates, Swift and archive written", smallSize: 300) {
            .command(
                ["compile", "Bench.cell", "-o", "out"],
                files: ["Bench.cell": Array(SyntheticSource.make(templates: $0, viewsPerTemplate: 8).utf8)],
                status: 0)
        },
        ScalingShape(name: "templates-dump", summary: "the archive of N templates, dumped", smallSize: 300) { size in
            let source = SourceFile(
                path: "Bench.cell", text: SyntheticSource.make(templates: size, viewsPerTemplate: 8))
            let archive = CompileResult.compile(source, emitting: true).archive ?? []
            return .command(["dump", "Bench.cellnib"], files: ["Bench.cellnib": archive], status: 0)
        },
        ScalingShape(name: "frame-chain", summary: "N frames, each after the last (N warnings)", smallSize: 2_000) {
            checkTemplate(
                "    Label v0 {\n        frame = (0, 0, 10, 10)\n    }\n"
                    + (1..<$0).map { "    Label v\($0) {\n        frame = (v\($0 - 1).maxX, 0, 10, 10)\n    }\n" }
                    .joined(), status: 0)
        },
        ScalingShape(name: "many-subviews", summary: "N labels in one cell", smallSize: 5_000) {
            checkTemplate(
                (0..<$0).map { "    Label v\($0) {\n        frame = (0, 0, 10, 10)\n        text = \"\($0)\"\n    }\n" }
                    .joined(), status: 0)
        },
        ScalingShape(name: "one-line-warnings", summary: "N frameless labels on one line", smallSize: 5_000) {
            checkTemplate((0..<$0).map { "Label v\($0) { text = \"é\($0)\" }; " }.joined() + "\n", status: 0)
        },
        ScalingShape(name: "one-line-errors", summary: "N unexpected characters on one line", smallSize: 40_000) {
            check("cell BenchCell { height = 44 }\n" + repeated("é$", $0) + "\n", status: 1)
        },
        ScalingShape(name: "many-constants", summary: "N constants, the last one used", smallSize: 10_000) {
            check(
                (0..<$0).map { "let c\($0) = \($0)\n" }.joined()
                    + "cell BenchCell {\n    height = c\($0 - 1) + 1\n}\n", status: 0)
        },
        ScalingShape(name: "many-misspellings", summary: "N constants, each used misspelt", smallSize: 2_000) {
            check(
                (0..<$0).map { "let c\($0) = \($0)\n" }.joined() + "cell BenchCell {\n    height = 44\n"
                    + (0..<$0).map { "    Label v\($0) {\n        frame = (0, 0, cc\($0), 10)\n    }\n" }.joined()
                    + "}\n",
                status: 1)
        },
        ScalingShape(name: "many-styles", summary: "N styles, each used once", smallSize: 3_000) {
            check(
                (0..<$0).map { "style S\($0) {\n    alpha = 0.5\n}\n" }.joined()
                    + "cell BenchCell {\n    height = 44\n"
                    + (0..<$0).map { "    Label v\($0): S\($0) {\n        frame = (0, 0, 1, 1)\n    }\n" }.joined()
                    + "}\n",
                status: 0)
        },
        ScalingShape(name: "many-properties", summary: "one label given N properties (N errors)", smallSize: 20_000) {
            checkTemplate(
                "    Label title {\n        frame = (0, 0, 10, 10)\n" + repeated("        alpha = 1\n", $0) + "    }\n",
                status: 1)
        },
        ScalingShape(name: "long-identifier", summary: "an outlet of N letters, misspelt", smallSize: 100_000) {
            let name = repeated("a", $0)
            return checkTemplate(
                "    Label \(name) {\n        frame = (0, 0, 10, 10)\n    }\n"
                    + "    Label other {\n        frame = (\(name)b.maxX, 0, 10, 10)\n    }\n", status: 1)
        },
        ScalingShape(name: "huge-number", summary: "a number of N digits", smallSize: 200_000) {
            checkTemplate("    height = \(repeated("9", $0))\n", status: 1)
        },
        ScalingShape(name: "long-sum", summary: "a frame of a sum of N terms", smallSize: 20_000) {
            checkTemplate(
                "    Label title {\n        frame = (0, 0, 1\(repeated(" + 1", $0)), 10)\n    }\n", status: 1)
        },
        ScalingShape(name: "deep-parentheses", summary: "N nested parentheses", smallSize: 40_000) {
            checkTemplate("    height = \(repeated("(", $0))1\(repeated(")", $0))\n", status: 1)
        },
        ScalingShape(name: "deep-views", summary: "N nested views", smallSize: 20_000) {
            checkTemplate(repeated("View v {\n", $0) + repeated("}\n", $0), status: 1)
        },
        ScalingShape(name: "comment", summary: "a block comment of N lines", smallSize: 200_000) {
            check("/*\n" + repeated("é /* */ x\n", $0) + "*/\ncell BenchCell {\n    height = 44\n}\n", status: 0)
        },
    ]

    /// `cellc import` (the xib read, its constraints solved, the source written and checked) on xibs of one cell
    /// whose content view holds N views shaped as those that once cost, or might cost, the square of N.
    static let imports: [ScalingShape] = [
        ScalingShape(name: "import-chain", summary: "N labels, each below the last", smallSize: 1_000) {
            importCell(
                (0..<$0).map { label("l\($0)", y: $0 * 20) }.joined(),
                constraints: (0..<$0).map {
                    constraint("l\($0)", "top", $0 == 0 ? "content" : "l\($0 - 1)", $0 == 0 ? "top" : "bottom")
                        + constraint("l\($0)", "leading", "content", "leading")
                }.joined())
        },
        ScalingShape(name: "import-hub", summary: "a view centred on each of N siblings", smallSize: 1_000) {
            importCell(
                label("hub", y: 0) + (0..<$0).map { label("s\($0)", y: 0) }.joined(),
                constraints: (0..<$0).map {
                    constraint("s\($0)", "leading", "content", "leading")
                        + constraint("s\($0)", "top", "content", "top")
                        + constraint("hub", "centerX", "s\($0)", "centerX")
                }.joined())
        },
        ScalingShape(name: "import-equal-widths", summary: "N labels in a row sharing the width", smallSize: 1_000) {
            importCell(
                (0..<$0).map { label("l\($0)", y: 0) }.joined(),
                constraints: (0..<$0).map {
                    constraint(
                        "l\($0)", "leading", $0 == 0 ? "content" : "l\($0 - 1)", $0 == 0 ? "leading" : "trailing")
                        + constraint("l\($0)", "width", "l0", "width") + constraint("l\($0)", "top", "content", "top")
                }.joined() + constraint("content", "trailing", "l\($0 - 1)", "trailing"))
        },
        ScalingShape(name: "import-outlets", summary: "N labels, each an outlet", smallSize: 2_000) {
            importCell(
                (0..<$0).map { label("l\($0)", y: $0, mask: true) }.joined(), constraints: "",
                connections: (0..<$0).map { "<outlet property=\"label\($0)\" destination=\"l\($0)\" id=\"o\($0)\"/>" }
                    .joined())
        },
    ]

    /// A label `id` at `y`, placed by constraints unless `mask`.
    private static func label(_ id: String, y: Int, mask: Bool = false) -> String {
        "<label text=\"Label\" id=\"\(id)\"\(mask ? "" : " translatesAutoresizingMaskIntoConstraints=\"NO\"")>"
            + "<rect key=\"frame\" x=\"0\" y=\"\(y)\" width=\"40\" height=\"20\"/></label>"
    }

    private static func constraint(_ first: String, _ attribute: String, _ second: String, _ other: String) -> String {
        "<constraint firstItem=\"\(first)\" firstAttribute=\"\(attribute)\" secondItem=\"\(second)\" "
            + "secondAttribute=\"\(other)\" id=\"\(first).\(attribute)\"/>"
    }

    /// `cellc import` of a cell whose content view holds `subviews` and `constraints`.
    private static func importCell(_ subviews: String, constraints: String, connections: String = "") -> Work {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES"><objects>
            <tableViewCell id="cell" customClass="BenchCell" reuseIdentifier="Bench">
            <rect key="frame" x="0" y="0" width="320" height="44"/>
            <tableViewCellContentView key="contentView" id="content"><rect key="frame" x="0" y="0" width="320" height="43"/>
            <subviews>\(subviews)</subviews><constraints>\(constraints)</constraints></tableViewCellContentView>
            <connections>\(connections)</connections></tableViewCell></objects></document>
            """
        return .command(["import", "Bench.xib", "--quiet"], files: ["Bench.xib": Array(xib.utf8)], status: 0)
    }

    /// CellKit's text layout.
    static let layouts: [ScalingShape] = [
        ScalingShape(name: "layout-words", summary: "text of N words, wrapped", smallSize: 100_000) {
            .textLayout(repeated("word ", $0))
        },
        ScalingShape(name: "layout-one-word", summary: "one word of N letters, broken", smallSize: 200_000) {
            .textLayout(repeated("w", $0))
        },
        ScalingShape(name: "layout-lines", summary: "text of N short lines", smallSize: 100_000) {
            .textLayout(repeated("a line\n", $0))
        },
    ]

    /// `cellc render --data`: the JSON reader, the data's checks, layout and SVG.
    static let data: [ScalingShape] = [
        ScalingShape(name: "json-escapes", summary: "a JSON string of N '\\n' escapes", smallSize: 100_000) {
            render(data: "{\"title\": \"\(repeated("\\n", $0))\"}", status: 0)
        },
        ScalingShape(name: "json-unicode", summary: "a JSON string of N '\\u00e9' escapes", smallSize: 50_000) {
            render(data: "{\"title\": \"\(repeated("\\u00e9", $0))\"}", status: 0)
        },
        ScalingShape(name: "json-many-keys", summary: "N unknown outlets (N errors)", smallSize: 20_000) {
            render(data: "{" + (0..<$0).map { "\"titel\($0)\": \"x\"" }.joined(separator: ", ") + "}", status: 1)
        },
        ScalingShape(name: "json-long-array", summary: "an array of N numbers", smallSize: 100_000) {
            render(data: "{\"title\": [" + repeated("1, ", $0) + "1]}", status: 1)
        },
        ScalingShape(name: "json-deep-arrays", summary: "N nested arrays", smallSize: 100_000) {
            render(data: "{\"title\": " + repeated("[", $0) + repeated("]", $0) + "}", status: 1)
        },
        ScalingShape(name: "render-long-text", summary: "a label of N words with '&', drawn", smallSize: 20_000) {
            render(data: "{\"title\": \"\(repeated("fish & chips ", $0))\"}", status: 0)
        },
    ]
}
