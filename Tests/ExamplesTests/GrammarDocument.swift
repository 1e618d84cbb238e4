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

    /// The golden Swift file generated from the cell example at `index`: `Tests/CompiledCells/Grammar/Grammar01.swift`.
    static func goldenPath(forExample index: Int) -> String {
        let number = index + 1
        return "Tests/CompiledCells/Grammar/Grammar\(number < 10 ? "0" : "")\(number).swift"
    }
}
