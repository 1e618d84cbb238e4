import CellKit
import CellTestSupport
import CompiledCells
import Testing

/// Tests/Fixtures/Compiled/Margins.cell: frames on `parent.margins`, of a content view whose margins its block sets,
/// and of a card that preserves them; with a checkmark, indentation and a separator inset. The generated class and
/// the nib lay it out alike, as UIKit's margins would.
@MainActor
@Suite struct MarginsCellTests {
    @Test(arguments: [320.0, 375.0])
    func framesReadTheMarginsOfTheirParent(width: Double) {
        let cell = MarginsCell()
        let height = MarginsCell.height(forWidth: width)
        #expect(height == 70)  // the title's maxY (10 + 20) and 40
        cell.frame = Rect(x: 0, y: 0, width: width, height: height)
        cell.layoutIfNeeded()
        let content = width - 40  // a checkmark takes 40 points
        #expect(cell.contentView.frame.width == content)
        #expect(cell.contentView.layoutMargins == EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
        #expect(cell.contentView.backgroundColor == .systemGroupedBackground)
        #expect(cell.titleLabel.frame == Rect(x: 20, y: 10, width: content - 40, height: 20))
        #expect(cell.card.frame == Rect(x: 0, y: 30, width: content, height: 40))
        // The card keeps its own 4 points where the content view's margins do not reach into it (the top, 30 points
        // below the content view's 10) and takes the content view's 20 at the sides and its 10 at the bottom.
        #expect(cell.card.effectiveLayoutMargins == EdgeInsets(top: 4, left: 20, bottom: 10, right: 20))
        #expect(cell.innerLabel.frame == Rect(x: 20, y: 4, width: content - 40, height: 26))
    }

    @Test func marginsAreReadAtLayoutTime() {
        let cell = MarginsCell()
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 70)
        cell.layoutIfNeeded()
        cell.contentView.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(cell.titleLabel.frame == Rect(x: 30, y: 0, width: 280 - 60, height: 20))
        #expect(cell.innerLabel.frame.minX == 30)
    }

    @Test func theCellsOwnPropertiesAreSet() {
        let cell = MarginsCell()
        #expect(cell.indentationLevel == 2)
        #expect(cell.indentationWidth == 10)
        #expect(cell.separatorInset == EdgeInsets(top: 0, left: 60, bottom: 0, right: 8))
        #expect(cell.accessoryWidth == 40)
    }

    @Test(arguments: [320.0, 414.0])
    func theNibLaysItOutAsTheGeneratedClassDoes(width: Double) throws {
        let folder = try TemporaryBundle(compiling: "Tests/Fixtures/Compiled/Margins.cell")
        let registry = CellRegistry(bundle: folder.bundle)
        MarginsTemplates.register(in: registry)
        let nib = try Nib(named: "Margins", in: folder.bundle, registry: registry)
        let loaded = try #require(try nib.instantiate(withOwner: nil).first as? MarginsCell)
        let generated = MarginsCell()
        #expect(nib.height(ofTemplate: "MarginsCell", forWidth: width) == MarginsCell.height(forWidth: width))
        for cell in [loaded, generated] {
            cell.frame = Rect(x: 0, y: 0, width: width, height: 70)
            cell.layoutIfNeeded()
        }
        #expect(ViewDescription.lines(of: loaded) == ViewDescription.lines(of: generated))
        #expect(loaded.contentView.backgroundColor == .systemGroupedBackground)
        #expect(loaded.innerLabel.frame == generated.innerLabel.frame)
    }
}
