import CellKit

/// A cell with one outlet label, an image view and a button, registered by class in the table tests.
@MainActor
final class TitleCell: TableViewCell, CellTemplate {
    nonisolated static let templateName = "TitleCell"
    nonisolated static let templateSchema: [String] = []
    nonisolated static let reuseIdentifier = "Title"
    static func height(forWidth width: Double) -> Double { width / 10 }

    let titleLabel = Label()
    let iconView = ImageView()
    let actionButton = Button()

    required init() {
        super.init(style: .default, reuseIdentifier: Self.reuseIdentifier)
        contentView.addSubview(titleLabel)
        contentView.addSubview(iconView)
        actionButton.frame = Rect(x: 250, y: 0, width: 60, height: 20)
        contentView.addSubview(actionButton)
    }

    convenience init(nib decoder: NibDecoder) throws(NibError) {
        self.init()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = Rect(x: 10, y: 0, width: 200, height: bounds.height)
    }
}

/// Another cell class, to check typed dequeues and identifiers.
@MainActor
final class OtherCell: TableViewCell, CellTemplate {
    nonisolated static let templateName = "OtherCell"
    nonisolated static let templateSchema: [String] = []
    nonisolated static let reuseIdentifier = "Other"
    static func height(forWidth width: Double) -> Double { 30 }

    required init() {
        super.init(style: .subtitle, reuseIdentifier: Self.reuseIdentifier)
    }

    convenience init(nib decoder: NibDecoder) throws(NibError) {
        self.init()
    }
}

/// A data source and delegate over titles in sections that records every callback.
@MainActor
final class RowsSource: TableViewDataSource, TableViewDelegate {
    var sections: [[String]]
    var identifier = TitleCell.reuseIdentifier
    var heights: [IndexPath: Double] = [:]
    var headerHeights: [Int: Double] = [:]
    var footerHeights: [Int: Double] = [:]
    var reportsIdentifiers = false
    /// Whether `cellForRowAt` sets the label's colour only on even rows and never resets it (a leak).
    var leaksColour = false
    var events: [String] = []
    var heightRequests = 0

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    convenience init(rows: Int) {
        self.init([(0..<rows).map { "Row \($0)" }])
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if let cell = cell as? TitleCell {
            cell.titleLabel.text = sections[indexPath.section][indexPath.row]
            if leaksColour && indexPath.row % 2 == 0 {
                cell.titleLabel.textColor = .systemBlue
            }
            cell.actionButton.tag = indexPath.row
        }
        events.append("cellForRow \(indexPath)")
        return cell
    }

    func tableView(_ tableView: TableView, reuseIdentifierForRowAt indexPath: IndexPath) -> String? {
        reportsIdentifiers ? identifier : nil
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        heightRequests += 1
        return heights[indexPath] ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        headerHeights[section] ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        footerHeights[section] ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        events.append("willDisplay \(indexPath)")
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(indexPath)")
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath)")
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath)")
    }
}

/// A table that keeps its test's data source alive, as the table itself holds it weakly.
@MainActor
final class RetainingTableView: TableView {
    var retainedSource: AnyObject?
}

/// A 320 x 440 table of `TitleCell`s of 44 points over `source`, laid out; it keeps `source` alive.
@MainActor
func makeTable(_ source: RowsSource, style: TableViewStyle = .plain, height: Double = 440) throws -> TableView {
    let table = RetainingTableView(frame: Rect(x: 0, y: 0, width: 320, height: height), style: style)
    table.retainedSource = source
    try table.register(TitleCell.self, forCellReuseIdentifier: TitleCell.reuseIdentifier)
    table.dataSource = source
    table.delegate = source
    try table.reloadData()
    return table
}

/// The visible rows as `row` numbers of section 0.
@MainActor
func visibleRows(_ table: TableView) -> [Int] {
    table.indexPathsForVisibleRows.map(\.row)
}
