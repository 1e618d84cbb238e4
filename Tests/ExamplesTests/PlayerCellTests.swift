import CellKit
import CellPreview
import CompiledCells
import Testing

/// Grammar.md's player row of value controls: the same values, the same screen text and the same actions through
/// the generated initializer and through the archive.
@MainActor
@Suite struct PlayerCellTests {
    private final class Target: PlayerCellActions {
        var calls: [String] = []
        func seek(_ sender: Slider) { calls.append("seek(\(sender.value))") }
        func speedChosen(_ sender: SegmentedControl) { calls.append("speedChosen(\(sender.selectedSegmentIndex))") }
        func volumeStepped(_ sender: Stepper) { calls.append("volumeStepped(\(sender.value))") }
        func playlistPageChosen(_ sender: PageControl) { calls.append("playlistPageChosen(\(sender.currentPage))") }
    }

    @Test("the slider's value, written before its bounds, is 40 in 0...180 in both paths; the spinner turns")
    func values() throws {
        let cells = try CompiledSource.bothPaths(of: PlayerCell.self, "PlayerCell")
        #expect(cells.count == 2)
        for cell in cells {
            #expect(cell.positionSlider.value == 40 && cell.positionSlider.maximumValue == 180)
            #expect(cell.loadingIndicator.isAnimating && !cell.loadingIndicator.isHidden)
            #expect(cell.speedControl.segments == ["1x", "1.5x", "2x"])
            #expect(cell.playlistPages.currentPage == 1 && cell.playlistPages.hidesForSinglePage)
            #expect(!cell.positionSlider.isContinuous && cell.positionSlider.thumbTintColor == .white)
            #expect(cell.bufferProgress.progressViewStyle == .bar)
            #expect(cell.bufferProgress.progressTintColor == .systemBlue)
            #expect(cell.speedControl.selectedSegmentTintColor == .white && !cell.speedControl.isMomentary)
            #expect(cell.volumeStepper.stepValue == 1 && cell.volumeStepper.autorepeat)
            #expect(cell.loadingIndicator.style == .medium && cell.loadingIndicator.hidesWhenStopped)
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 120)
            #expect(
                ScreenText.lines(of: cell).filter { $0.contains("[") } == [
                    "     8    276  [activity indicator]",
                    "    32     16  [slider 40 in 0...180]",
                    "    64     16  [progress 75%]",
                    "    76     16  [segments *\"1x\"* | \"1.5x\" | \"2x\"]",
                    "    76    210  [stepper 5 in 0...10]",
                    "   100    200  [page 2 of 3]",
                ])
        }
    }

    @Test("taps on the controls send their actions with the new values; a drag moves the slider")
    func actions() throws {
        for cell in try CompiledSource.bothPaths(of: PlayerCell.self, "PlayerCell") {
            let target = Target()
            cell.actionTarget = target
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 120)
            cell.layoutIfNeeded()
            cell.volumeStepper.handleTap(at: Point(x: 80, y: 16))
            cell.speedControl.handleTap(at: Point(x: 170, y: 16))
            cell.speedControl.handleTap(at: Point(x: 170, y: 16))
            cell.positionSlider.drag(to: Point(x: 14, y: 15))
            cell.playlistPages.handleTap(at: Point(x: 45, y: 10))
            #expect(
                target.calls == ["volumeStepped(6.0)", "speedChosen(2)", "seek(0.0)", "playlistPageChosen(2)"])
        }
    }
}
