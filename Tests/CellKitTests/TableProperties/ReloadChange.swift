/// How the data changes before a `reloadData()` step, if at all.
enum ReloadChange: Sendable, CustomStringConvertible {
    case none
    /// Reloads the content of up to `count` rows picked by `seed` (their identifiers and heights may change).
    case reloadItems(count: Int, seed: UInt64)
    /// Keeps `tenThousandths` ten-thousandths of the last section's rows: the content may shrink under the offset.
    case truncate(Int)
    /// Replaces everything with new items.
    case replace(ModelSpec)
    /// Sets the table's `rowHeight` (and the model's), which takes effect at the reload.
    case rowHeight(Double)

    var description: String {
        switch self {
        case .none: "unchanged data"
        case .reloadItems(let count, let seed): "\(count) rows' content changed (seed \(seed))"
        case .truncate(let tenThousandths): "the last section cut to \(Double(tenThousandths) / 100)%"
        case .replace(let spec): "new data: \(spec)"
        case .rowHeight(let height): "rowHeight \(height.compact)"
        }
    }
}
