/// The fenced code blocks of Grammar.md.
struct GrammarDocument {
    /// A fenced block: its info string (`cell`, `swift`, ...), its text and the line its fence opens on.
    struct Block {
        var language: String
        var text: String
        var line: Int
    }

    /// Every fenced block, in order.
    let blocks: [Block]

    init(markdown: String) {
        var blocks: [Block] = []
        var current: Block?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = Block(language: String(line.dropFirst(3)), text: "", line: index + 1)
                }
            } else if current != nil {
                current?.text += line + "\n"
            }
        }
        self.blocks = blocks
    }

    /// The blocks fenced as `cell`: each a complete `.cell` file.
    var cellExamples: [Block] { blocks.filter { $0.language == "cell" } }

    /// The `.cell` file the plugin compiles for the cell example at `index`: `Tests/Fixtures/Grammar/Grammar01.cell`.
    static func fixturePath(forExample index: Int) -> String {
        "Tests/Fixtures/Grammar/\(exampleName(index)).cell"
    }

    /// The golden Swift generated from the cell example at `index`:
    /// `Tests/Fixtures/Generated/Grammar/Grammar01.swift.golden`.
    static func goldenPath(forExample index: Int) -> String {
        "Tests/Fixtures/Generated/Grammar/\(exampleName(index)).swift.golden"
    }

    /// `Grammar01` for the first example.
    private static func exampleName(_ index: Int) -> String {
        let number = index + 1
        return "Grammar\(number < 10 ? "0" : "")\(number)"
    }
}
