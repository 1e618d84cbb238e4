import CellCLI
import CellDiagnostics

/// One shape of input that once cost the square of its size, or might: a generator of that shape at any size and
/// the work it goes through.
///
/// `cellbench scaling` runs each shape at two sizes ten times apart; a linear phase costs ten times as much at the
/// larger, a quadratic one a hundred.
struct ScalingShape: Sendable {
    /// What a shape's input goes through.
    enum Work {
        /// The `cellc` command line, in process, over files in memory; it must exit with `status`.
        case command([String], files: [String: [UInt8]], status: Int32)
        /// CellKit's text layout of `text`, wrapped at 320 points in a 17-point font.
        case textLayout(String)
    }

    /// The name `--shape` takes.
    let name: String
    /// What the input is, with N for its size.
    let summary: String
    /// The smaller of the two sizes; the larger is ten times it.
    let smallSize: Int
    /// The input at a size.
    let make: @Sendable (Int) -> Work

    /// `cellc check` of a file of one template whose label's text is the literal `"\(body)"`.
    static func checkString(_ body: String, status: Int32 = 0) -> Work {
        checkTemplate(
            "    Label title {\n        frame = (0, 0, 320, 44)\n        numberOfLines = 0\n"
                + "        text = \"\(body)\"\n    }\n", status: status)
    }

    /// `cellc check` of one template, `BenchCell`, with `members` inside its braces.
    static func checkTemplate(_ members: String, status: Int32) -> Work {
        check("cell BenchCell {\n    height = 44\n" + members + "}\n", status: status)
    }

    /// `cellc check` of a file holding `text`.
    static func check(_ text: String, status: Int32) -> Work {
        .command(["check", "Bench.cell"], files: ["Bench.cell": Array(text.utf8)], status: status)
    }

    /// `cellc render` of one label at full width, filled with the JSON `data`.
    static func render(data: String, status: Int32) -> Work {
        let cell =
            "cell BenchCell {\n    height = 44\n    Label title {\n        frame = (0, 0, parent.width, 44)\n"
            + "        numberOfLines = 0\n    }\n}\n"
        return .command(
            ["render", "Bench.cell", "--data", "data.json", "-o", "out/Bench.svg"],
            files: ["Bench.cell": Array(cell.utf8), "data.json": Array(data.utf8)], status: status)
    }

    /// `text` repeated `count` times.
    static func repeated(_ text: String, _ count: Int) -> String {
        String(repeating: text, count: count)
    }
}
