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

    @Test("the badge is the app's class, takes its runtime attributes and gets the label inside it as its outlet")
    func outletsCell() throws {
        for cell in try CompiledSource.bothPaths(of: OutletsCell.self, "OutletsCell") {
            let badge = cell.badge
            #expect(badge.attributes.map(\.key) == ["cornerStyle", "badgeCount", "padding"])
            #expect(badge.attributes.map(\.value) == [.string("pill"), .number(3), .size(Size(width: 4, height: 8))])
            let countLabel = try #require(badge.countLabel)
            #expect(countLabel.superview === badge && countLabel.textAlignment == .center)
            #expect(cell.avatarView.superview === cell.contentView)
        }
    }

    @Test("the content view takes its block's properties, and the checkmark narrows it by 40 points")
    func settingsRowCell() throws {
        for cell in try CompiledSource.bothPaths(of: SettingsRowCell.self, "SettingsRowCell") {
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
            cell.layoutIfNeeded()
            #expect(cell.contentView.backgroundColor == .secondarySystemGroupedBackground)
            #expect(cell.contentView.cornerRadius == 10 && cell.contentView.clipsToBounds)
            #expect(cell.contentView.layoutMargins == EdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
            #expect(!cell.contentView.insetsLayoutMarginsFromSafeArea)
            #expect(cell.indentationLevel == 1 && cell.indentationWidth == 16)
            #expect(cell.contentView.frame.width == 280)
            #expect(cell.titleLabel.frame == Rect(x: 20, y: 11, width: 240, height: 22))
        }
    }

    @Test("the background is the whole cell; the accessory view is its size, 16 points from the trailing edge")
    func wiFiSettingCell() throws {
        for cell in try CompiledSource.bothPaths(of: WiFiSettingCell.self, "WiFiSettingCell") {
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 60)
            cell.layoutIfNeeded()
            #expect(cell.backgroundView?.frame == Rect(x: 0, y: 0, width: 320, height: 60))
            #expect(cell.backgroundView?.backgroundColor == Color(rgb: 0xFFF8E1))
            #expect(cell.patternView.frame == Rect(x: 260, y: 0, width: 60, height: 60))
            #expect(cell.selectedBackgroundView?.backgroundColor == .systemBlue)
            #expect(cell.accessoryView?.frame == Rect(x: 253, y: 14.5, width: 51, height: 31))
            #expect(cell.wifiSwitch.superview === cell.accessoryView && cell.wifiSwitch.isOn)
            // A 51-point accessory view takes 77 points from the content view.
            #expect(cell.contentView.frame.width == 243)
        }
    }

    @Test("the card preserves the content view's side margins, 16, and keeps its own 8 at the top and bottom")
    func marginCardCell() throws {
        for cell in try CompiledSource.bothPaths(of: MarginCardCell.self, "MarginCardCell") {
            let height = MarginCardCell.height(forWidth: 320)
            #expect(height == 106)
            cell.frame = Rect(x: 0, y: 0, width: 320, height: height)
            cell.layoutIfNeeded()
            #expect(cell.titleLabel.frame == Rect(x: 16, y: 11, width: 288, height: 20))
            #expect(cell.card.frame == Rect(x: 0, y: 35, width: 320, height: 60))
            #expect(cell.detailLabel.frame == Rect(x: 16, y: 8, width: 288, height: 44))
        }
    }
}
