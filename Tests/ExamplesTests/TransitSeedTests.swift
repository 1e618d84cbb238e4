import CellKit
import ExampleCells
import Testing

/// Seed 001, step by step: the Transit file is registered, the table's data source asks the plain dequeue for a
/// cell and, when none can be reused, gets one from the `customViewForClass:` helper (`customView(for:)`), fills
/// its labels, and gives the last row of each section the other background image.
@MainActor
@Suite struct TransitSeedTests {
    /// The tutorial's status lines, by section.
    static let lines = [
        ["Línea A", "Línea B", "Línea C", "Línea D", "Línea E", "Línea H"],
        ["Mitre", "Sarmiento", "Roca"],
        ["Premetro"],
    ]

    /// The tutorial's `tableView:cellForRowAtIndexPath:`, with the registry standing in for the nib helper.
    final class StatusList: TableViewDataSource {
        let registry: CellRegistry
        let anyRowImage = Image(named: "transit_row_background")
        let lastRowImage = Image(named: "transit_row_background_last")
        var cellsFromTheHelper = 0

        init(registry: CellRegistry) {
            self.registry = registry
        }

        func numberOfSections(in tableView: TableView) -> Int { TransitSeedTests.lines.count }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            TransitSeedTests.lines[section].count
        }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let identifier = TransitStatusTableViewCell.reuseIdentifier
            let cell: TransitStatusTableViewCell
            if let reused = try tableView.dequeueReusableCell(withIdentifier: identifier) as? TransitStatusTableViewCell
            {
                cell = reused
            } else {
                cell = try registry.customView(for: TransitStatusTableViewCell.self)
                cell.backgroundColor = .clear
                cellsFromTheHelper += 1
            }
            let section = TransitSeedTests.lines[indexPath.section]
            cell.backgroundImageView.image = indexPath.row == section.count - 1 ? lastRowImage : anyRowImage
            cell.firstLineLabel.text = section[indexPath.row]
            cell.secondLineLabel.text = "Servicio normal"
            cell.snippetLabel.text = "Frecuencia: 4 minutos"
            return cell
        }
    }

    /// A registry with the Transit classes, loading nibs from Examples/Nibs as an app loads them from its bundle.
    private func registry() -> CellRegistry {
        let registry = CellRegistry(
            bundle: NibBundle(path: RepositoryFiles.root.appendingPathComponent("Examples/Nibs").path))
        TransitTemplates.register(in: registry)
        return registry
    }

    @Test func theHelperLoadsTheNibNamedForTheClassAndReturnsATypedCell() throws {
        let cell = try registry().customView(for: TransitStatusTableViewCell.self)
        #expect(cell.reuseIdentifier == "TransitStatusTableViewCell")
        #expect(cell.backgroundImageView.image == Image(named: "transit_row_background"))
        #expect(cell.contentView.subviews.count == 4)
        cell.frame = Rect(x: 0, y: 0, width: 320, height: TransitStatusTableViewCell.height(forWidth: 320))
        cell.layoutIfNeeded()
        #expect(cell.secondLineLabel.frame == Rect(x: 12, y: 30, width: 296, height: 16))
    }

    @Test func everyRowIsFilledAndTheLastRowOfASectionGetsTheOtherBackground() throws {
        let source = StatusList(registry: registry())
        let rowsTotal = Self.lines.map(\.count).reduce(0, +)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: Double(rowsTotal) * 72))
        // Without a registration the table cannot know the template's height; the tutorial sets it in the xib.
        table.rowHeight = TransitStatusTableViewCell.height(forWidth: 320)
        table.dataSource = source
        try table.reloadData()
        let visible = table.indexPathsForVisibleRows
        #expect(visible.count == rowsTotal)
        for indexPath in visible {
            let cell = try #require(table.cellForRow(at: indexPath) as? TransitStatusTableViewCell)
            let section = Self.lines[indexPath.section]
            #expect(cell.firstLineLabel.text == section[indexPath.row])
            let last = indexPath.row == section.count - 1
            #expect(
                cell.backgroundImageView.image?.name
                    == (last ? "transit_row_background_last" : "transit_row_background"))
            #expect(cell.frame.height == 72)
        }
        #expect(source.cellsFromTheHelper == rowsTotal)
    }

    @Test func scrollingReusesCellsAndNoRowKeepsAnotherRowsBackground() throws {
        let source = StatusList(registry: registry())
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 180))
        table.rowHeight = TransitStatusTableViewCell.height(forWidth: 320)
        table.dataSource = source
        try table.reloadData()
        let helperCellsOnFirstScreen = source.cellsFromTheHelper
        for offset in stride(from: 0.0, through: table.contentSize.height, by: 24) {
            table.contentOffset = Point(x: 0, y: offset)
            table.layoutIfNeeded()
            for indexPath in table.indexPathsForVisibleRows {
                let cell = try #require(table.cellForRow(at: indexPath) as? TransitStatusTableViewCell)
                let section = Self.lines[indexPath.section]
                let last = indexPath.row == section.count - 1
                #expect(cell.firstLineLabel.text == section[indexPath.row])
                #expect(
                    cell.backgroundImageView.image?.name
                        == (last ? "transit_row_background_last" : "transit_row_background"))
            }
        }
        // Only the first screen (and one more row while scrolling) ever needed the helper.
        #expect(source.cellsFromTheHelper <= helperCellsOnFirstScreen + 1)
        #expect(table.reuseQueue.statistics(for: "TransitStatusTableViewCell").reused > 0)
    }

    /// The same list with the nib registered for the identifier, as seed 004 registers its cells: the table makes
    /// every cell from the archive, takes the row height from the template of the identifier the data source names
    /// for each row, and the typed dequeue needs no cast.
    final class RegisteredStatusList: TableViewDataSource {
        func numberOfSections(in tableView: TableView) -> Int { TransitSeedTests.lines.count }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            TransitSeedTests.lines[section].count
        }

        func tableView(_ tableView: TableView, reuseIdentifierForRowAt indexPath: IndexPath) -> String? {
            TransitStatusTableViewCell.reuseIdentifier
        }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = try tableView.dequeueReusableCell(TransitStatusTableViewCell.self, for: indexPath)
            cell.firstLineLabel.text = TransitSeedTests.lines[indexPath.section][indexPath.row]
            return cell
        }
    }

    @Test func aRegisteredNibMakesTheCellsAndGivesTheRowHeight() throws {
        let registry = registry()
        let bundle = try #require(registry.bundle)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 414, height: 200))
        try table.register(
            try Nib(named: "Transit", in: bundle, registry: registry),
            forCellReuseIdentifier: TransitStatusTableViewCell.reuseIdentifier)
        let source = RegisteredStatusList()
        table.dataSource = source
        try table.reloadData()
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows.count == 3)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TransitStatusTableViewCell)
        #expect(first.frame == Rect(x: 0, y: 0, width: 414, height: 72))
        #expect(first.firstLineLabel.text == "Línea A")
        #expect(first.firstLineLabel.frame == Rect(x: 12, y: 8, width: 390, height: 20))
        #expect(table.contentSize.height == 72 * Double(Self.lines.map(\.count).reduce(0, +)))
    }

    @Test func aNibWithAnotherIdentifierIsRefusedAtDequeueWithUIKitsMessage() throws {
        let registry = registry()
        let bundle = try #require(registry.bundle)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        try table.register(try Nib(named: "Transit", in: bundle, registry: registry), forCellReuseIdentifier: "Status")
        #expect(
            throws: ReuseQueueError.nibIdentifierMismatch(
                nibIdentifier: "TransitStatusTableViewCell", registeredIdentifier: "Status")
        ) {
            _ = try table.dequeueReusableCell(withIdentifier: "Status", for: IndexPath(row: 0, section: 0))
        }
    }
}
