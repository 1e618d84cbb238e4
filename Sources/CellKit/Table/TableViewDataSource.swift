/// What a table view asks for its rows (UIKit's `UITableViewDataSource`). Held weakly by the table view.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; 1 by default. Negative counts are taken as 0.
    func numberOfSections(in tableView: TableView) -> Int

    /// The number of rows in `section`. Negative counts are taken as 0.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

    /// The configured cell for the row at `indexPath`, which must come from a dequeue call of the table view.
    /// Errors thrown here reach the caller of the table view method that asked for the row.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell

    /// The reuse identifier the row at `indexPath` will dequeue, so its height can come from the registered
    /// template's `height(forWidth:)`; nil (the default) when unknown. Asked only when neither the delegate nor
    /// `rowHeight` gives a height.
    func tableView(_ tableView: TableView, reuseIdentifierForRowAt indexPath: IndexPath) -> String?

    /// The title shown in `section`'s header, or nil (the default) for none. A section with a title gets a
    /// `TableViewHeaderView` showing it while its header is on screen and has a height; asked when the data is
    /// loaded (for the header's automatic height) and when the header comes on screen.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }

    /// Unknown: heights come from the delegate, `rowHeight` or `TableView.defaultRowHeight`.
    public func tableView(_ tableView: TableView, reuseIdentifierForRowAt indexPath: IndexPath) -> String? { nil }

    /// No title: the section's header shows nothing.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
}
