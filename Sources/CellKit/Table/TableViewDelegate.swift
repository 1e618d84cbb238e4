/// What a table view tells and asks about its rows' display, size and selection (UIKit's `UITableViewDelegate`).
/// Every method is optional; held weakly by the table view.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The height of the row at `indexPath`; `TableView.automaticDimension` (the default) defers to `rowHeight`,
    /// then to the template registered for the row's identifier (measuring the row if the template's height is
    /// automatic), then to `TableView.defaultRowHeight` (or a measurement, when an estimate is set).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double

    /// The height a self-sizing row at `indexPath` stands at until it is measured (UIKit's
    /// `tableView(_:estimatedHeightForRowAt:)`); `TableView.automaticDimension` (the default), or any height not
    /// positive, defers to `estimatedRowHeight`. A positive estimate also makes self-sizing a row with no known
    /// height. Asked, when the data is loaded, for each row whose height neither the delegate nor `rowHeight` gives.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double

    /// The height of `section`'s header; `TableView.automaticDimension` (the default) uses `sectionHeaderHeight`.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double

    /// The height of `section`'s footer; `TableView.automaticDimension` (the default) uses `sectionFooterHeight`.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double

    /// Called after the data source configured `cell`, just before it is displayed at `indexPath`.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)

    /// Called when `cell` stops being displayed, last at `indexPath`, before it returns to the reuse queue.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)

    /// Asked before a tap selects the row at `indexPath`: the row to select instead, or nil to select none. The
    /// default returns `indexPath`.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

    /// Called when a tap selected the row at `indexPath`.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)

    /// Called when a tap deselected the row at `indexPath`.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// `TableView.automaticDimension`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        TableView.automaticDimension
    }

    /// `TableView.automaticDimension`.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        TableView.automaticDimension
    }

    /// `TableView.automaticDimension`.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        TableView.automaticDimension
    }

    /// `TableView.automaticDimension`.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        TableView.automaticDimension
    }

    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableView(
        _ tableView: TableView,
        didEndDisplaying cell: TableViewCell,
        forRowAt indexPath: IndexPath
    ) {}

    /// `indexPath`: the tapped row is selected.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
