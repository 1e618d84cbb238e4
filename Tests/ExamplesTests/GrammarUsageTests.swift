import CellKit
import Testing

@testable import CompiledCells

/// The four ways Grammar.md (section 9) shows to add behaviour to a generated class, run.
@MainActor
@Suite struct GrammarUsageTests {
    @Test func anExtensionConfiguresTheOutlets() {
        let cell = ContactCell()
        cell.configure(name: "Ada", phone: "555-0100")
        #expect(cell.nameLabel.text == "Ada")
        #expect(cell.phoneLabel.text == "555-0100")
    }

    @Test func aSubclassOverridesTheHooksTheGeneratedClassCalls() {
        let cell = HighlightedContactCell()
        #expect(cell.nameLabel.textColor == .red)
        #expect(cell.reuseIdentifier == ContactCell.reuseIdentifier)
        cell.phoneLabel.text = "555-0100"
        cell.prepareForReuse()
        #expect(cell.phoneLabel.text == nil)
    }

    @Test func anActionTargetReceivesTheTappedButton() {
        let cell = ThumbnailCell()
        let controller = GalleryController()
        cell.actionTarget = controller
        cell.thumbnailButton.tag = 3
        cell.thumbnailButton.sendActions()
        #expect(controller.tappedTags == [3])
    }

    @Test func theActionTargetIsHeldWeakly() {
        let cell = ThumbnailCell()
        do {
            let controller = GalleryController()
            cell.actionTarget = controller
        }
        #expect(cell.actionTarget == nil)
        cell.thumbnailButton.sendActions()
    }

    @Test func aNibsOwnerAdoptsTheOwnerProtocolAndGetsTheOutlets() {
        let view = GalleryDetailView()
        let controller = GalleryViewController()
        #expect(view.connectOutlets(toOwner: controller))
        #expect(controller.scrollView === view.scrollView)
        #expect(controller.detailView === view)
        #expect(!view.connectOutlets(toOwner: GalleryController()))
    }
}
