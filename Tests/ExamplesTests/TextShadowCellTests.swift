import CellKit
import CellPreview
import CompiledCells
import Testing

/// Grammar.md's score banner: an engraved headline, a score that shrinks about its centre and a button whose title
/// shadow is per state and turns around while touched, made by its generated class and by its nib alike.
@MainActor
@Suite struct TextShadowCellTests {
    @Test("both paths give the labels their shadow and baseline adjustment, the button its title shadows")
    func properties() throws {
        for cell in try CompiledSource.bothPaths(of: ScoreBannerCell.self, "ScoreBannerCell") {
            #expect(cell.headlineLabel.textShadowColor == Color(red: 0, green: 0, blue: 0, alpha: 0.5))
            #expect(cell.headlineLabel.textShadowOffset == Size(width: 0, height: 1))
            #expect(cell.scoreLabel.baselineAdjustment == .alignCenters && cell.scoreLabel.textShadowColor == nil)
            #expect(cell.headlineLabel.baselineAdjustment == .alignBaselines)
            let button = cell.replayButton
            #expect(button.titleShadowColor(for: .normal) == Color(rgb: 0x333333))
            #expect(button.titleShadowColor(for: .highlighted) == .black)
            #expect(button.titleShadowColor(for: .selected) == Color(rgb: 0x333333))
            #expect(button.titleShadowOffset == Size(width: 0, height: -1) && button.reversesTitleShadowWhenHighlighted)
        }
    }

    @Test("the picture draws the headline's shadow below it and the button's above, then below while touched")
    func picture() throws {
        for cell in try CompiledSource.bothPaths(of: ScoreBannerCell.self, "ScoreBannerCell") {
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 64)
            cell.layoutIfNeeded()
            let headline = texts(">Final score</text>", in: SVGRenderer().render(cell))
            #expect(headline.count == 2, "the headline and its shadow")
            #expect(headline.first?.contains("fill=\"#000000\" fill-opacity=\"0.5\"") == true)
            var replay = texts(">Replay</text>", in: SVGRenderer().render(cell))
            #expect(replay.count == 2 && replay.first?.contains("fill=\"#333333\"") == true)
            // The score shrinks about its centre: its line is centred in its 24 points.
            let score = cell.scoreLabel
            let shown = score.displayedFont
            #expect(shown.pointSize < 20)
            let top = try #require(score.displayedLineTop)
            #expect(abs(top - (24 - shown.lineHeight) / 2) < 1e-9)
            cell.replayButton.isHighlighted = true
            replay = texts(">Replay</text>", in: SVGRenderer().render(cell))
            #expect(replay.count == 2 && replay.first?.contains("fill=\"#000000\"") == true)
        }
    }

    /// The picture's text elements that end with `content`, in drawing order.
    private func texts(_ content: String, in svg: String) -> [Substring] {
        svg.split(separator: "\n").filter { $0.contains("<text") && $0.hasSuffix(content) }
    }
}
