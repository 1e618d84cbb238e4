import CellKit
import Testing

@Suite("TableViewCell")
@MainActor
struct TableViewCellTests {
    @Test func startsAsUIKitsCell() {
        let cell = TableViewCell(reuseIdentifier: "Cell")
        #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.reuseIdentifier == "Cell")
        #expect(cell.style == .default)
        #expect(cell.selectionStyle == .default)
        #expect(cell.accessoryType == .none)
        #expect(!cell.isSelected && !cell.isHighlighted)
        #expect(cell.contentView.superview === cell)
        #expect(cell.prepareForReuseCount == 0)
        #expect(TableViewCell(frame: Rect(x: 0, y: 0, width: 100, height: 30)).reuseIdentifier == nil)
    }

    @Test(arguments: TableViewCell.AccessoryType.allCases)
    func contentViewFillsTheCellLessTheAccessory(accessory: TableViewCell.AccessoryType) {
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.frame.size = Size(width: 375, height: 60)
        cell.accessoryType = accessory
        cell.layoutIfNeeded()
        let widths: [TableViewCell.AccessoryType: Double] = [
            .none: 0, .disclosureIndicator: 34, .checkmark: 40, .detailButton: 48, .detailDisclosureButton: 66,
        ]
        let width = 375 - (widths[accessory] ?? -1)
        #expect(cell.accessoryWidth == widths[accessory])
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: width, height: 60))
    }

    @Test func changingTheAccessoryRelaysOut() {
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.layoutIfNeeded()
        cell.accessoryType = .checkmark
        #expect(cell.needsLayout)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.width == 280)
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.width == 286)
        cell.frame.size.width = 20
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.width == 0)
    }

    @Test func builtInSubviewsAreCreatedLazilyOnce() {
        let cell = TableViewCell(reuseIdentifier: nil)
        #expect(cell.contentView.subviews.isEmpty)
        let label = cell.textLabel
        #expect(label != nil)
        #expect(cell.textLabel === label)
        #expect(label?.superview === cell.contentView)
        #expect(cell.detailTextLabel == nil)
        #expect(cell.contentView.subviews.count == 1)
        #expect(cell.imageView?.superview === cell.contentView)
        #expect(cell.contentView.subviews.count == 2)
    }

    @Test(arguments: [TableViewCell.CellStyle.value1, .value2, .subtitle])
    func detailLabelExistsForDetailStyles(style: TableViewCell.CellStyle) {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        let detail = cell.detailTextLabel
        #expect(detail?.superview === cell.contentView)
        #expect(cell.detailTextLabel === detail)
    }

    @Test func defaultStyleLaysTextAfterTheImage() throws {
        let cell = TableViewCell(reuseIdentifier: nil)
        let label = try #require(cell.textLabel)
        label.text = "Nome"
        cell.layoutIfNeeded()
        #expect(label.frame == Rect(x: 15, y: 0, width: 290, height: 44))

        let imageView = try #require(cell.imageView)
        imageView.image = Image(named: "fruit", size: Size(width: 30, height: 30))
        #expect(cell.needsLayout)
        cell.layoutIfNeeded()
        #expect(imageView.frame == Rect(x: 15, y: 7, width: 30, height: 30))
        #expect(label.frame == Rect(x: 60, y: 0, width: 245, height: 44))
    }

    @Test func subtitleStyleStacksTheLabels() throws {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame.size.height = 60
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        text.text = "LIMA"
        detail.text = "Peru"
        cell.layoutIfNeeded()
        let textHeight = text.font.lineHeight
        let detailHeight = detail.font.lineHeight
        let top = (60 - textHeight - detailHeight) / 2
        #expect(text.frame == Rect(x: 15, y: top, width: 290, height: textHeight))
        #expect(detail.frame == Rect(x: 15, y: top + textHeight, width: 290, height: detailHeight))
    }

    @Test func value1StyleRightAlignsTheDetail() throws {
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        text.text = "Origine"
        detail.text = "Italia"
        cell.layoutIfNeeded()
        let detailWidth = detail.intrinsicContentSize.width
        #expect(detail.frame == Rect(x: 305 - detailWidth, y: 0, width: detailWidth, height: 44))
        #expect(text.frame == Rect(x: 15, y: 0, width: 290 - detailWidth - TableViewCell.value1Gap, height: 44))
        #expect(detail.textColor == .systemGray)
    }

    @Test func value2StylePutsTheTextInAColumn() throws {
        let cell = TableViewCell(style: .value2, reuseIdentifier: nil)
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        cell.layoutIfNeeded()
        #expect(text.frame == Rect(x: 15, y: 0, width: 80, height: 44))
        #expect(detail.frame == Rect(x: 101, y: 0, width: 204, height: 44))
        #expect(text.textAlignment == .right)
    }

    @Test func prepareForReuseResetsSelectionAndCounts() {
        let cell = TableViewCell(reuseIdentifier: "Cell")
        cell.setSelected(true, animated: true)
        cell.isHighlighted = true
        #expect(cell.isSelected && cell.isHighlighted)
        cell.prepareForReuse()
        #expect(!cell.isSelected && !cell.isHighlighted)
        cell.prepareForReuse()
        #expect(cell.prepareForReuseCount == 2)
    }

    @Test func overridesOfPrepareForReuseChainToSuper() {
        final class ResettingCell: TableViewCell {
            var resets = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                resets += 1
            }
        }
        let cell = ResettingCell(reuseIdentifier: "Cell")
        cell.isSelected = true
        cell.prepareForReuse()
        #expect(cell.resets == 1)
        #expect(cell.prepareForReuseCount == 1)
        #expect(!cell.isSelected)
    }

    @Test func selectedBackgroundShowsWhileSelectedOrHighlighted() {
        let cell = TableViewCell(reuseIdentifier: nil)
        let background = View()
        let selected = View()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(selected.superview == nil)
        #expect(cell.subviews.map(ObjectIdentifier.init) == [background, cell.contentView].map(ObjectIdentifier.init))

        cell.isSelected = true
        #expect(
            cell.subviews.map(ObjectIdentifier.init)
                == [background, selected, cell.contentView].map(ObjectIdentifier.init)
        )
        cell.layoutIfNeeded()
        #expect(selected.frame == cell.bounds)
        #expect(background.frame == cell.bounds)

        cell.isSelected = false
        #expect(selected.superview == nil)
        cell.setHighlighted(true, animated: false)
        #expect(selected.superview === cell)
        cell.selectionStyle = .none
        #expect(selected.superview == nil)
    }

    @Test func replacingBackgroundViewsRemovesTheOldOnes() {
        let cell = TableViewCell(reuseIdentifier: nil)
        let old = View()
        cell.backgroundView = old
        cell.backgroundView = View()
        #expect(old.superview == nil)
        cell.isSelected = true
        let oldSelected = View()
        cell.selectedBackgroundView = oldSelected
        #expect(oldSelected.superview === cell)
        cell.selectedBackgroundView = nil
        #expect(oldSelected.superview == nil)
    }
}
