import CellKit
import ExampleCells

extension SmartNewsViewController: TableViewDataSource {
    /// The rows the planner needs.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        planner.numberOfRows
    }

    /// The row's pattern's identifier, so the table takes the row's height (109 or 240) from its template.
    public func tableView(_ tableView: TableView, reuseIdentifierForRowAt indexPath: IndexPath) -> String? {
        planner.pattern(forRow: indexPath.row).reuseIdentifier
    }

    /// A cell of the row's pattern showing the row's feeds.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell: any ArticleCell
        switch planner.pattern(forRow: indexPath.row) {
        case .oneByOne:
            let articles = try tableView.dequeueReusableCell(Article1x1TableViewCell.self, for: indexPath)
            articles.actionTarget = self
            cell = articles
        case .oneByThree:
            let articles = try tableView.dequeueReusableCell(Article1x3TableViewCell.self, for: indexPath)
            articles.actionTarget = self
            cell = articles
        case .threeByOne:
            let articles = try tableView.dequeueReusableCell(Article3x1TableViewCell.self, for: indexPath)
            articles.actionTarget = self
            cell = articles
        }
        cell.show(feeds[planner.feeds(forRow: indexPath.row)], readFeeds: readFeeds)
        return cell
    }
}
