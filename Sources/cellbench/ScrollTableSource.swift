import CellKit

/// The data source and delegate of the benchmark's table: `rows` rows in one section, each dequeued under its
/// kind's identifier and bound to prebuilt content, each as tall as its kind. Nothing here allocates per row.
@MainActor
final class ScrollTableSource: TableViewDataSource, TableViewDelegate {
    let rows: Int

    init(rows: Int) {
        self.rows = rows
    }

    /// One cell of `kind`, for the registration and for the no-reuse stack.
    static func makeCell(_ kind: RowKind) -> TableViewCell & BenchmarkCell {
        switch kind {
        case .compact: CompactCell()
        case .detail: DetailCell()
        case .card: CardCell()
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(
            withIdentifier: RowKind(row: indexPath.row).identifier, for: indexPath)
        (cell as? any BenchmarkCell)?.configure(row: indexPath.row)
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        RowKind(row: indexPath.row).height
    }
}
