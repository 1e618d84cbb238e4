import CellKit
import CompiledCells
import Testing

/// Grammar.md's `ReaderNoteCell` (section 7, "Size classes"): a card whose frame has a variation for regular width
/// and height, and a badge with one for compact width, through the generated class, the nib with the class
/// registered and the nib without it (whose fallback runs the archive's `sizeClass` instructions).
@MainActor
@Suite struct SizeClassVariationTests {
    /// The cell three ways: `ReaderNoteCell()`, from its nib with the class, and from its nib without it.
    private func cells() throws -> [CellKit.TableViewCell] {
        let source = try #require(try CompiledSource.declaring(ReaderNoteCell.templateName))
        let registered = try source.nib(registry: try source.registry())
        let fallback = try source.nib(registry: CellRegistry())
        let loaded = try registered.instantiate(withOwner: nil) + fallback.instantiate(withOwner: nil)
        let cells = [ReaderNoteCell()] + loaded.compactMap { $0 as? CellKit.TableViewCell }
        #expect(cells.count == 3)
        #expect(!(cells[2] is ReaderNoteCell))
        return cells
    }

    /// The card's and the badge's frames after a layout at `width`.
    private func frames(_ cell: CellKit.TableViewCell, width: Double) -> [Rect] {
        cell.frame = Rect(x: 0, y: 0, width: width, height: 64)
        cell.layoutIfNeeded()
        return cell.contentView.subviews.map(\.frame)
    }

    @Test("with no size classes (outside any window) every view has its own frame")
    func theDefaultTraitsTakeTheViewsOwnFrames() throws {
        for cell in try cells() {
            #expect(
                frames(cell, width: 1024) == [
                    Rect(x: 16, y: 8, width: 992, height: 48), Rect(x: 968, y: 8, width: 40, height: 16),
                ], "\(type(of: cell))")
        }
    }

    @Test("regular width and height centre the card at most 640 wide; the badge follows it")
    func regularTraitsTakeTheVariation() throws {
        for cell in try cells() {
            cell.traitOverrides = TraitOverrides(horizontalSizeClass: .regular, verticalSizeClass: .regular)
            #expect(
                frames(cell, width: 1024) == [
                    Rect(x: 192, y: 8, width: 640, height: 48), Rect(x: 792, y: 8, width: 40, height: 16),
                ], "\(type(of: cell))")
            // Narrower than 640 plus the insets, the card is the row's width less 32, still centred.
            #expect(frames(cell, width: 600)[0] == Rect(x: 16, y: 8, width: 568, height: 48), "\(type(of: cell))")
        }
    }

    @Test("compact width installs the badge's variation, and neither class alone the card's")
    func aVariationNeedsEveryClassItNames() throws {
        for cell in try cells() {
            cell.traitOverrides = TraitOverrides(horizontalSizeClass: .compact, verticalSizeClass: .regular)
            #expect(
                frames(cell, width: 375) == [
                    Rect(x: 16, y: 8, width: 343, height: 48), Rect(x: 335, y: 8, width: 24, height: 16),
                ], "\(type(of: cell))")
        }
    }

    @Test("changing the size classes on the window lays the cell out again, with no call of setNeedsLayout()")
    func aTraitChangeLaysTheCellOutAgain() throws {
        for cell in try cells() {
            let window = Window(size: Size(width: 1024, height: 768))
            window.addSubview(cell)
            #expect(frames(cell, width: 1024)[0].width == 992)
            window.traitOverrides.horizontalSizeClass = .regular
            window.traitOverrides.verticalSizeClass = .regular
            #expect(cell.needsLayout)
            cell.layoutIfNeeded()
            #expect(cell.contentView.subviews[0].frame == Rect(x: 192, y: 8, width: 640, height: 48))
            window.traitOverrides.horizontalSizeClass = .compact
            cell.layoutIfNeeded()
            #expect(cell.contentView.subviews[0].frame.width == 992, "\(type(of: cell))")
        }
    }

    @Test("the generated layoutSubviews() chooses by the traits; the static height is untouched")
    func theGeneratedSwiftReadsTheTraits() throws {
        let source = try #require(try CompiledSource.declaring(ReaderNoteCell.templateName))
        let swift = try #require(source.compile().swiftSource)
        #expect(
            swift.contains(
                "traitCollection.horizontalSizeClass == .regular && traitCollection.verticalSizeClass == .regular ? "))
        #expect(ReaderNoteCell.height(forWidth: 1024) == 64)
    }
}
