import CellKit
import CellPreview
import ExampleCells
import Testing

/// Examples/Photos.cell, the templates of the photo grid: a photo with a caption and a selection frame, a tag chip
/// as wide as its label, and a section header.
@MainActor
@Suite struct PhotosCellsTests {
    @Test func thePhotoFillsTheItemInsideItsSelectionFrame() throws {
        let cell = PhotoCell()
        #expect(PhotoCell.nominalSize == Size(width: 110, height: 110))
        cell.layoutIfNeeded()
        #expect(cell.photoView.frame == Rect(x: 3, y: 3, width: 104, height: 104))
        #expect(cell.captionBackground.frame == Rect(x: 3, y: 83, width: 104, height: 24))
        #expect(cell.captionLabel.frame == Rect(x: 6, y: 4, width: 92, height: 16))
        #expect(cell.captionBackground.backgroundColor?.alpha ?? 1 < 1)
        // Selected, the blue background behind the content view shows in the 3 points around the photo.
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.selectedBackgroundView?.superview === cell)
        #expect(cell.selectedBackgroundView?.frame == cell.bounds)
        #expect(cell.selectedBackgroundView?.backgroundColor == .systemBlue)
    }

    @Test(arguments: ["#", "Beach", "Mountains", "Family & friends"])
    func aChipIsAsWideAsItsTitleAndItsMargins(title: String) {
        let chip = TagChipCell()
        chip.titleLabel.text = title
        let text = chip.titleLabel.sizeThatFits(Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let size = chip.systemLayoutSizeFitting(TagChipCell.nominalSize)
        #expect(size == Size(width: 14 + text.width + 14, height: 32))
        chip.frame.size = size
        chip.layoutIfNeeded()
        #expect(chip.titleLabel.frame == Rect(x: 14, y: 6, width: text.width, height: 20))
        #expect(chip.cornerRadius == 16)
    }

    @Test func theHeaderPutsItsCountAtTheTrailingEdge() {
        let header = SectionHeaderView()
        #expect(SectionHeaderView.nominalSize == Size(width: 320, height: 44))
        header.frame.size.width = 375
        header.layoutIfNeeded()
        #expect(header.titleLabel.frame == Rect(x: 16, y: 12, width: 239, height: 20))
        #expect(header.countLabel.frame == Rect(x: 259, y: 12, width: 100, height: 20))
        #expect(header.countLabel.textAlignment == .right)
    }

    @Test func theScreenListsTheCaptionOverThePhoto() {
        let window = Window(size: Size(width: 110, height: 110))
        let cell = PhotoCell()
        cell.captionLabel.text = "Lisbon"
        window.addSubview(cell)
        window.layoutIfNeeded()
        #expect(ScreenText.lines(of: window).contains { $0.hasSuffix("\"Lisbon\"") })
    }
}
