import CellDiagnostics
import CellSema
import CellTestSupport
import Testing

/// The checker finishes on any input the parser accepts, however broken or large, without trapping.
@Suite("Robustness")
struct RobustnessTests {
    /// A valid file that uses most of the language, for mutation.
    static let seedFile = """
        let margin = 12
        let inset = margin * 2
        let brand = #FF2D55
        let titleFont = .boldSystem(17)

        style Caption {
            font = .system(12)
            textColor = rgb(164, 164, 164)
        }

        cell ArticleCell {
            height = summaryLabel.maxY + margin
            selectionStyle = .none

            ImageView thumbnailView {
                frame = (margin, 12, 64, 64)
                contentMode = .scaleAspectFill
                image = "thumb"
            }
            Label titleLabel {
                frame = (thumbnailView.maxX + 8, thumbnailView.minY, parent.width - thumbnailView.maxX - inset, 20)
                font = titleFont
                textColor = brand
            }
            Label summaryLabel: Caption {
                frame = (titleLabel.minX, titleLabel.maxY + 4, titleLabel.width, parent.width / 4)
                numberOfLines = 0
            }
            Button moreButton {
                frame = (parent.width - 44, 0, 44, 44)
                action = morePressed
                tag = 3
            }
        }

        view Header {
            height = 120
            StackView column {
                frame = (16, 16, parent.width - 32, parent.height - 32)
                axis = .vertical
                Label nameLabel {
                    text = "Name \\u{1F600}"
                }
                View {
                    size = (40, 2)
                    backgroundColor = rgba(0, 0, 0, 0.5)
                }
            }
            ScrollView strip {
                frame = (0, column.maxY, parent.width, 8)
                contentSize = (640, 8)
                contentInset = (0, 8, 0, 8)
            }
        }
        """

    /// Fragments inserted by mutations: names, keywords, literals and punctuation of the language.
    static let fragments = [
        "cell", "view", "style", "let", "Label", "View", "StackView", "ScrollView", "Button", "title", "parent",
        "frame", "size", "height", "width", "margin", "Caption", "titleLabel", "thumbnailView", ".maxY", ".width",
        ".height", ".minX", " ", "\n", "{", "}", "(", ")", ",", ":", ";", "=", ".", "+", "-", "*", "/", "0", "12",
        "0.5", "1e308", "-1", "256", "\"\"", "\"s\"", "#fff", "#12345678", "true", ".center", ".system(0)",
        "rgb(1, 2, 3)", "(1, 2)", "(1, 2, 3, 4)", "parent.height", "summaryLabel.maxY",
    ].map { Array($0.utf8) }

    /// Deletes, inserts or replaces one random span of a few bytes.
    private func mutate(_ bytes: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        let start = Int.random(in: 0...bytes.count, using: &generator)
        let length = min(Int.random(in: 1...12, using: &generator), bytes.count - start)
        let fragment = RobustnessTests.fragments[Int.random(in: 0..<RobustnessTests.fragments.count, using: &generator)]
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes.removeSubrange(start..<(start + length))
        case 1: bytes.insert(contentsOf: fragment, at: start)
        default: bytes.replaceSubrange(start..<(start + length), with: fragment)
        }
        return bytes
    }

    /// What must hold of any check: diagnostics inside the file, and IR whose indices point at its own views.
    private func violation(in source: CheckedSource, byteCount: Int) -> String? {
        for diagnostic in source.diagnostics {
            let ranges = [diagnostic.range] + diagnostic.notes.compactMap(\.range)
            if ranges.contains(where: { $0.start < 0 || $0.end > byteCount }) {
                return "'\(diagnostic.message)' at \(diagnostic.range) is outside the file"
            }
            if diagnostic.message.isEmpty { return "a diagnostic \(diagnostic.id) without a message" }
        }
        for template in source.checked.templates {
            let count = template.views.count
            for (index, view) in template.views.enumerated() {
                if let parent = view.parent, !(0..<index).contains(parent) {
                    return "view \(index) of '\(template.className)' has parent \(parent), not an earlier view"
                }
            }
            for slot in template.layoutOrder + template.heightOrder where !(0..<count).contains(slot.view) {
                return "slot \(slot) of '\(template.className)' names no view"
            }
            if template.actions != Array(Set(template.actions)).sorted() {
                return "the actions of '\(template.className)' are not sorted and unique"
            }
        }
        return nil
    }

    @Test("300 seeded random mutations of a valid file parse and check without trapping")
    func randomMutations() {
        let seed = CheckedSource(bytes: Array(RobustnessTests.seedFile.utf8))
        #expect(seed.syntaxDiagnostics.isEmpty)
        #expect(seed.diagnostics.isEmpty)
        #expect(seed.checked.templates.count == 2)

        var generator = SplitMix64(seed: 0x5E3A_7E57)
        var sawErrors = 0
        for run in 0..<300 {
            var bytes = Array(RobustnessTests.seedFile.utf8)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes = mutate(bytes, using: &generator)
            }
            let source = CheckedSource(bytes: bytes)
            if !(source.diagnostics + source.syntaxDiagnostics).isEmpty { sawErrors += 1 }
            if let problem = violation(in: source, byteCount: bytes.count) {
                Issue.record("run \(run), text \(source.text.debugDescription): \(problem)")
                return
            }
        }
        // The mutations must actually break things, or the test would prove nothing.
        #expect(sawErrors > 150)
    }

    @Test("a template with 5 000 sibling views checks, and keeps every view and slot")
    func manyViews() throws {
        let count = 5_000
        var text = "view Big {\n    height = \(count * 2)\n"
        for index in 0..<count {
            text += "    Label v\(index) {\n"
            text += "        frame = (0, \(index * 2), parent.width, 2)\n"
            text += "        text = \"\(index)\"\n"
            text += "    }\n"
        }
        text += "}\n"
        let source = CheckedSource(text)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.views.count == count)
        #expect(template.layoutOrder.count == count * 4)
        #expect(template.views.last?.outlet == "v\(count - 1)")
    }

    /// A cell of `count` labels `v0`, `v1`, ..., each one point high and placed below the one before; the first is
    /// placed at `firstY`.
    private func chain(_ count: Int, height: String?, firstY: String) -> String {
        var text = "cell Chain {\n"
        if let height { text += "    height = \(height)\n" }
        for index in 0..<count {
            let y = index == 0 ? firstY : "v\(index - 1).maxY"
            text += "    Label v\(index) {\n        frame = (0, \(y), 10, 1)\n    }\n"
        }
        return text + "}\n"
    }

    @Test("a chain of 5 000 views, each below the previous one, checks without exhausting the stack")
    func longChain() throws {
        let count = 5_000
        let source = CheckedSource(chain(count, height: "v\(count - 1).maxY", firstY: "0"))
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.nominalHeight == Double(count))
        // The height reads every view's y and height, each after the one above it.
        #expect(template.heightOrder.count == count * 2)
        let yOrder = template.heightOrder.filter { $0.component == .y }.map(\.view)
        #expect(yOrder == Array(0..<count))
    }

    @Test("a chain of 5 000 views that loops back is one cycle naming all of them")
    func longCycle() throws {
        let count = 5_000
        let source = CheckedSource(chain(count, height: nil, firstY: "v\(count - 1).maxY"))
        #expect(source.diagnostics.map(\.id) == [.layoutCycle])
        let note = try #require(source.diagnostics.first?.notes.first?.message)
        #expect(note.hasPrefix("the cycle is v0.y -> v\(count - 1).y -> v\(count - 2).y"))
        #expect(note.hasSuffix("v1.y -> v0.y"))
        #expect(source.diagnostics.first?.notes.count == count)
    }
}
