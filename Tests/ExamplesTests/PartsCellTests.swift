import CellKit
import CellPreview
import CellTestSupport
import CompiledCells
import Testing

/// Tests/Fixtures/Compiled/Parts.cell: a cell's background view with a subview, a selected background of one
/// colour, and an accessory view holding a switch, through the generated class, the nib, a table's selection and
/// the picture.
@MainActor
@Suite struct PartsCellTests {
    @Test func theCellsViewsAreItsOwn() throws {
        let cell = PartsCell()
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 60)
        cell.layoutIfNeeded()
        let background = try #require(cell.backgroundView)
        #expect(background.superview === cell)
        #expect(background.frame == Rect(x: 0, y: 0, width: 320, height: 60))
        #expect(background.backgroundColor == Color(rgb: 0xFFF8E1))
        #expect(cell.artView.superview === background)
        #expect(cell.artView.frame == Rect(x: 260, y: 0, width: 60, height: 60))
        #expect(cell.selectedBackgroundView?.backgroundColor == .systemBlue)
        #expect(cell.selectedBackgroundView?.superview == nil)
        // The switch's view replaces the chevron: 51 points and UIKit's 26 of padding come off the content view.
        let accessory = try #require(cell.accessoryView)
        #expect(accessory.frame == Rect(x: 320 - 16 - 51, y: 14.5, width: 51, height: 31))
        #expect(cell.wifiSwitch.superview === accessory)
        #expect(cell.wifiSwitch.isOn)
        #expect(cell.contentView.frame.width == 320 - 77)
        #expect(cell.titleLabel.frame == Rect(x: 16, y: 0, width: 320 - 77 - 32, height: 60))
        #expect(PartsCell.height(forWidth: 320) == 60)
    }

    @Test func selectingTheRowShowsTheSelectedBackgroundBehindTheContent() throws {
        let source = OneRow()
        let table = try source.table()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? PartsCell)
        let blue = "fill=\"\(Color.systemBlue.hexString.prefix(7))\""
        #expect(!SVGRenderer().render(table).contains(blue))
        table.tap(at: Point(x: 40, y: 30))
        #expect(cell.isSelected)
        let selected = try #require(cell.selectedBackgroundView)
        #expect(selected.superview === cell)
        let order = cell.subviews.map(ObjectIdentifier.init)
        let selectedIndex = try #require(order.firstIndex(of: ObjectIdentifier(selected)))
        let contentIndex = try #require(order.firstIndex(of: ObjectIdentifier(cell.contentView)))
        #expect(selectedIndex < contentIndex)
        #expect(SVGRenderer().render(table).contains(blue))
        cell.selectionStyle = .none
        #expect(selected.superview == nil)
    }

    @Test func theScreenListsTheAccessorySwitchWhereItIsAndNoChevron() {
        let window = Window(size: Size(width: 320, height: 60))
        let cell = PartsCell()
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 60)
        window.addSubview(cell)
        window.layoutIfNeeded()
        // The accessory view replaces the template's disclosure indicator, so no "[accessory >]" is listed.
        #expect(
            ScreenText.lines(of: window) == [
                "     0     16  \"Wi-Fi\"", "     0    260  [image pattern]", "  14.5    253  [switch on]",
            ])
    }

    @Test func aTapOnTheAccessorySwitchFlipsItAndSelectsNothing() throws {
        let source = OneRow()
        let table = try source.table()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? PartsCell)
        #expect(cell.hitTest(Point(x: 280, y: 30)) === cell.wifiSwitch)
        table.tap(at: Point(x: 280, y: 30))
        #expect(!cell.wifiSwitch.isOn)
        #expect(!cell.isSelected)
    }

    @Test func theNibBuildsTheSameCell() throws {
        let folder = try TemporaryBundle(compiling: "Tests/Fixtures/Compiled/Parts.cell")
        let registry = CellRegistry(bundle: folder.bundle)
        PartsTemplates.register(in: registry)
        for registered in [registry, CellRegistry(bundle: folder.bundle)] {
            let nib = try Nib(named: "Parts", in: folder.bundle, registry: registered)
            let loaded = try #require(try nib.instantiate(withOwner: nil).first as? CellKit.TableViewCell)
            let generated = PartsCell()
            for cell in [loaded, generated] {
                cell.frame = Rect(x: 0, y: 0, width: 375, height: 60)
                cell.layoutIfNeeded()
            }
            #expect(ViewDescription.lines(of: loaded) == ViewDescription.lines(of: generated))
            #expect(loaded.accessoryView?.frame == generated.accessoryView?.frame)
            #expect(loaded.selectedBackgroundView?.backgroundColor == .systemBlue)
            #expect(nib.height(ofTemplate: "PartsCell", forWidth: 375) == 60)
        }
    }
}

/// A table of one `PartsCell` row, 60 points high.
@MainActor
private final class OneRow: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> CellKit.TableViewCell {
        try tableView.dequeueReusableCell(withIdentifier: PartsCell.reuseIdentifier, for: indexPath)
    }

    /// A table 320 points wide showing the row; the caller keeps this source alive, as the table holds it weakly.
    func table() throws -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        try table.register(factory: { PartsCell() }, forCellReuseIdentifier: PartsCell.reuseIdentifier)
        table.dataSource = self
        table.rowHeight = 60
        table.layoutIfNeeded()
        return table
    }
}
