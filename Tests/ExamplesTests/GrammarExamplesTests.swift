import CellKit
import CompiledCells
import Testing

/// Grammar.md's examples of outlets, control events, text input and button states, run through the generated
/// initializer and the archive alike: each does what the text beside it says.
@MainActor
@Suite struct GrammarExamplesTests {
    /// The owner section 4's rating cell names, as a controller that loads the nib with itself as owner.
    private final class ReviewViewController: ReviewRatingCellOwner {
        var firstStar: ImageView?
        var lastStar: ImageView?
        var ratingCell: ReviewRatingCell?
    }

    /// Records each method the scrubber and the composer send, by name.
    private final class Recorder: ScrubberCellActions, ComposerCellActions {
        var calls: [String] = []
        func scrubBegan(_ sender: Control) { calls.append("scrubBegan") }
        func waveformDoubleTapped(_ sender: Control) { calls.append("waveformDoubleTapped") }
        func scrubMoved(_ sender: Control) { calls.append("scrubMoved") }
        func scrubReentered(_ sender: Control) { calls.append("scrubReentered") }
        func scrubLeft(_ sender: Control) { calls.append("scrubLeft") }
        func scrubEnded(_ sender: Control) { calls.append("scrubEnded") }
        func scrubCancelled(_ sender: Control) { calls.append("scrubCancelled") }
        func volumeChanged(_ sender: Slider) { calls.append("volumeChanged(\(sender.value))") }
        func composingBegan(_ sender: TextField) { calls.append("composingBegan") }
        func subjectEdited(_ sender: TextField) { calls.append("subjectEdited(\(sender.text ?? ""))") }
    }

    @Test("the stars are one collection in source order; the owner gets the first and last star and the cell")
    func ratingCell() throws {
        for cell in try CompiledSource.bothPaths(of: ReviewRatingCell.self, "ReviewRatingCell") {
            #expect(cell.stars.count == 5)
            #expect(cell.stars.last === cell.lastStar)
            #expect(cell.stars.allSatisfy { $0.image == Image(named: "star") && $0.contentMode == .scaleAspectFit })
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
            cell.layoutIfNeeded()
            #expect(cell.stars.map(\.frame.minX) == [196, 220, 244, 268, 292])
            let owner = ReviewViewController()
            #expect(cell.connectOutlets(toOwner: owner))
            #expect(owner.firstStar === cell.stars.first)
            #expect(owner.lastStar === cell.lastStar)
            #expect(owner.ratingCell === cell)
            #expect(cell.titleLabel.superview === cell.contentView)
        }
        #expect(ReviewRatingCell.templateSchema.contains("outlet firstStar: ImageView (owner only)"))
        #expect(ReviewRatingCell.templateSchema.contains("ownerOutlet ratingCell"))
    }

    @Test("a plain control sends a method on each phase of a touch; the slider its value")
    func scrubberCell() throws {
        for cell in try CompiledSource.bothPaths(of: ScrubberCell.self, "ScrubberCell") {
            let recorder = Recorder()
            cell.actionTarget = recorder
            let phases: [Control.Event] = [
                .touchDown, .touchDownRepeat, .touchDragInside, .touchDragExit, .touchDragOutside, .touchDragEnter,
                .touchUpInside, .touchUpOutside, .touchCancel,
            ]
            for phase in phases {
                cell.waveform.sendActions(for: phase)
            }
            cell.volumeSlider.sendActions(for: .valueChanged)
            #expect(
                recorder.calls == [
                    "scrubBegan", "waveformDoubleTapped", "scrubMoved", "scrubLeft", "scrubMoved", "scrubReentered",
                    "scrubEnded", "scrubEnded", "scrubCancelled", "volumeChanged(0.5)",
                ])
            #expect(!cell.volumeSlider.isContinuous)
            #expect(cell.volumeSlider.minimumValueImage == Image(named: "speaker"))
            #expect(cell.volumeSlider.maximumValueImage == Image(named: "speaker_loud"))
        }
    }

    @Test("the subject field starts with its text and reports the start and the end of editing")
    func composerCell() throws {
        for cell in try CompiledSource.bothPaths(of: ComposerCell.self, "ComposerCell") {
            let recorder = Recorder()
            cell.actionTarget = recorder
            #expect(cell.subjectField.text == "Re: release notes")
            #expect(cell.subjectField.font == Font.systemFont(ofSize: 15, weight: .medium))
            #expect(cell.subjectField.textAlignment == .left && cell.subjectField.borderStyle == .line)
            cell.subjectField.handleTap()
            cell.subjectField.insertText("!")
            _ = cell.subjectField.resignFirstResponder()
            #expect(recorder.calls == ["composingBegan", "subjectEdited(Re: release notes!)"])
            #expect(cell.messageView.font.textStyle == .body && cell.messageView.isSelectable)
            #expect(cell.messageView.keyboardType == .asciiCapable && cell.messageView.returnKeyType == .send)
            #expect(cell.messageView.autocorrectionType == .yes && !cell.messageView.isSecureTextEntry)
        }
    }

    @Test("each button shows its state's title and images, falling back to the normal state's")
    func buttonStatesCell() throws {
        for cell in try CompiledSource.bothPaths(of: ButtonStatesCell.self, "ButtonStatesCell") {
            let like = cell.likeButton
            #expect(like.isHighlighted)
            #expect(like.currentTitle == "Liked")
            #expect(like.currentImage == Image(named: "heart_pressed"))
            #expect(like.currentBackgroundImage == Image(named: "circle_pressed"))
            like.isHighlighted = false
            #expect(like.currentTitle == nil && like.currentImage == Image(named: "heart"))
            like.isEnabled = false
            #expect(like.currentImage == Image(named: "heart_disabled"))
            #expect(like.currentBackgroundImage == Image(named: "circle_disabled"))
            #expect(like.currentTitleColor == .systemGray)
            #expect(like.imageEdgeInsets == EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
            #expect(cell.followButton.currentTitle == "Following")
        }
    }
}
