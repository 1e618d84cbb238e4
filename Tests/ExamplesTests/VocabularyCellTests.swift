import CellKit
import CellPreview
import CompiledCells
import ExampleCells
import Testing

/// Examples/Vocabulary.cell, the vocabulary of real cells in one settings row: the same tree through the generated
/// initializer and the archive, its actions reaching the target, and a picture and screen text that show each kind.
@MainActor
@Suite struct VocabularyCellTests {
    private final class Target: VocabularyCellActions {
        var calls: [String] = []
        func wifiToggled(_ sender: Switch) { calls.append("wifiToggled(\(sender.isOn))") }
        func brightnessChanged(_ sender: Slider) { calls.append("brightnessChanged") }
        func modeChosen(_ sender: SegmentedControl) { calls.append("modeChosen(\(sender.selectedSegmentIndex))") }
        func nameChanged(_ sender: TextField) { calls.append("nameChanged(\(sender.text ?? ""))") }
        func infoTapped(_ sender: Button) { calls.append("infoTapped") }
        func countChanged(_ sender: Stepper) { calls.append("countChanged(\(sender.value))") }
    }

    @Test("both paths build the row: its controls keep their values and send their actions")
    func bothPaths() throws {
        let cells = try CompiledSource.bothPaths(of: VocabularyCell.self, "VocabularyCell")
        #expect(cells.count == 2)
        for cell in cells {
            let target = Target()
            cell.actionTarget = target
            #expect(cell.brightnessSlider.value == 60)
            #expect(cell.modeControl.segments == ["Light", "Dark"])
            #expect(cell.downloadProgress.progress == 0.5)
            #expect(cell.scanningIndicator.isAnimating)
            #expect(cell.networkPicker.numberOfComponents == 0 && !cell.networkPicker.showsSelectionIndicator)
            #expect(cell.accessoryView === cell.wifiSwitch.superview)
            #expect(cell.titleLabel.font.weight == .semibold)
            #expect(cell.titleLabel.textShadowColor == .systemIndigo)
            #expect(cell.titleLabel.textShadowOffset == Size(width: 2, height: 2))
            // A system button's title (and glyph) takes the tint, which the cell sets for everything in it.
            #expect(cell.infoButton.currentTitleColor == .systemPink)
            cell.wifiSwitch.handleTap()
            cell.modeControl.selectedSegmentIndex = 1
            cell.modeControl.sendActions(for: .valueChanged)
            #expect(cell.nameField.becomeFirstResponder())
            cell.nameField.insertText("Home")
            cell.infoButton.handleTap()
            #expect(target.calls == ["wifiToggled(false)", "modeChosen(1)", "nameChanged(Home)", "infoTapped"])
        }
    }

    @Test("the screen text lists every kind of the row, top to bottom")
    func screenText() {
        let window = Window(size: Size(width: 375, height: 466))
        let cell = VocabularyCell()
        cell.frame = Rect(x: 0, y: 0, width: 375, height: VocabularyCell.height(forWidth: 375))
        window.addSubview(cell)
        window.layoutIfNeeded()
        let text = ScreenText.lines(of: window).joined(separator: "\n")
        for expected in [
            "\"Wi-Fi\"", "[slider", "[segments", "[stepper", "[progress 50%]", "[text field placeholder",
            "[page 2 of 3]",
            "[switch on]", "[picker]", "[blur systemThinMaterial]",
        ] {
            #expect(text.contains(expected), "\(expected) in\n\(text)")
        }
    }
}
