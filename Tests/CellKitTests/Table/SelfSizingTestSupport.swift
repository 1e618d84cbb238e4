import CellKit

/// A hand-written self-sizing cell: a wrapping label inside margins, as tall as its text at the cell's width. Its
/// template height is automatic, so a table measures it with `systemLayoutSizeFitting(_:)`, which it reports to
/// `onMeasure` with the row it was configured for.
@MainActor
final class TextCell: TableViewCell, CellTemplate {
    nonisolated static let templateName = "TextCell"
    nonisolated static let templateSchema: [String] = []
    nonisolated static let reuseIdentifier = "Text"
    static func height(forWidth width: Double) -> Double { TableView.automaticDimension }

    /// The space around the label, in points.
    static let margin = 12.0

    let bodyLabel = Label()
    /// The row id the data source configured the cell for.
    var rowID = -1
    /// Called with the row id, the target width and the cell's traits on each measurement.
    var onMeasure: ((Int, Double, TraitCollection) -> Void)?

    required init() {
        super.init(style: .default, reuseIdentifier: Self.reuseIdentifier)
        bodyLabel.numberOfLines = 0
        bodyLabel.font = .systemFont(ofSize: 15)
        contentView.addSubview(bodyLabel)
    }

    convenience init(nib decoder: NibDecoder) throws(NibError) {
        self.init()
    }

    override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        onMeasure?(rowID, targetSize.width, traitCollection)
        return Size(width: targetSize.width, height: Self.height(of: bodyLabel.text ?? "", width: targetSize.width))
    }

    /// The height of a cell showing `text` at `width`, measured at run time by a label like the cell's (the text
    /// metrics may change; no test holds a literal height).
    static func height(of text: String, width: Double) -> Double {
        let label = Label()
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 15)
        label.text = text
        let size = label.sizeThatFits(Size(width: max(0, width - 2 * margin), height: .infinity))
        return (size.height + 2 * margin).rounded(.up)
    }
}

/// A data source and delegate over rows of text, each with a stable id, dequeuing `TextCell`s; it counts each
/// row's measurements and can report the cells' identifier (so their automatic template height applies), give
/// delegate estimates, and record callbacks.
@MainActor
final class TextSource: TableViewDataSource, TableViewDelegate {
    var rows: [(id: Int, text: String)]
    var reportsIdentifiers = true
    /// The delegate's estimate for every row; nil answers automatic.
    var estimate: Double?
    /// Each measurement, as (row id, width), in order.
    var measurements: [(id: Int, width: Double)] = []
    /// The cell's traits at each measurement, in order.
    var measuredTraits: [TraitCollection] = []
    var events: [String] = []
    private var nextID: Int

    init(texts: [String]) {
        rows = texts.enumerated().map { ($0.offset, $0.element) }
        nextID = texts.count
    }

    /// A new row id.
    func makeID() -> Int {
        nextID += 1
        return nextID
    }

    /// How many times row `id` was measured.
    func measureCount(of id: Int) -> Int {
        measurements.filter { $0.id == id }.count
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(TextCell.self, for: indexPath)
        let row = rows[indexPath.row]
        cell.bodyLabel.text = row.text
        cell.rowID = row.id
        cell.onMeasure = { [weak self] id, width, traits in
            self?.measurements.append((id, width))
            self?.measuredTraits.append(traits)
        }
        events.append("cellForRow \(indexPath.row)")
        return cell
    }

    func tableView(_ tableView: TableView, reuseIdentifierForRowAt indexPath: IndexPath) -> String? {
        reportsIdentifiers ? TextCell.reuseIdentifier : nil
    }

    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        estimate ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        events.append("willDisplay \(indexPath.row)")
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(indexPath.row)")
    }
}

/// A table with a data source that holds it.
@MainActor
final class TextTableView: TableView {
    var retainedSource: TextSource?
}

/// Texts of very different lengths: row `i` has `i * 7 % 23` words (none for some), so heights vary widely.
func varyingTexts(_ count: Int) -> [String] {
    (0..<count).map { index in
        let words = index * 7 % 23
        return (0..<words).map { "word\($0 % 5)" }.joined(separator: " ")
    }
}

/// A 320 x 440 table of `TextCell`s over `source`, loaded; `configure` runs before the load.
@MainActor
func makeTextTable(
    _ source: TextSource, width: Double = 320, height: Double = 440,
    configure: (TableView) -> Void = { _ in }
) throws -> TextTableView {
    let table = TextTableView(frame: Rect(x: 0, y: 0, width: width, height: height))
    table.retainedSource = source
    try table.register(TextCell.self)
    table.dataSource = source
    table.delegate = source
    configure(table)
    try table.reloadData()
    return table
}
