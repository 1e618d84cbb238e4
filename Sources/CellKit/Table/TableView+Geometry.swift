extension TableView {
    /// The frame of the row at `indexPath` in the table's content coordinates, whether visible or not.
    ///
    /// Throws `TableViewError.rectRequestForInvalidIndexPath` when the row does not exist.
    public func rectForRow(at indexPath: IndexPath) throws(TableViewError) -> Rect {
        try loadDataIfNeeded()
        guard let row = flatRow(of: indexPath) else {
            throw .rectRequestForInvalidIndexPath(indexPath)
        }
        return frame(ofItem: item(ofFlatRow: row, inSection: indexPath.section))
    }

    /// The frame of `section`'s header. Throws `TableViewError.invalidSection` when the section does not exist.
    public func rectForHeader(inSection section: Int) throws(TableViewError) -> Rect {
        try checkSection(section)
        return frame(ofItem: headerItem(ofSection: section))
    }

    /// The frame of `section`'s footer. Throws `TableViewError.invalidSection` when the section does not exist.
    public func rectForFooter(inSection section: Int) throws(TableViewError) -> Rect {
        try checkSection(section)
        return frame(ofItem: headerItem(ofSection: section) + rowCounts[section] + 1)
    }

    /// The frame of `section`: its header, rows and footer. Throws `TableViewError.invalidSection` when the
    /// section does not exist.
    public func rect(forSection section: Int) throws(TableViewError) -> Rect {
        try checkSection(section)
        let header = headerItem(ofSection: section)
        let top = heightIndex.offset(of: header)
        let bottom = heightIndex.offset(of: header + rowCounts[section] + 2)
        return Rect(x: 0, y: top, width: viewportWidth, height: bottom - top)
    }

    /// The index path of the row whose frame contains `point` (in content coordinates), or nil when the point is
    /// outside the table's width, in a header or footer, or past the last row.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        loadDataForQuery()
        guard point.x >= 0, point.x < viewportWidth, point.y >= 0 else {
            return nil
        }
        let item = heightIndex.firstItem(endingAfter: point.y)
        guard item < heightIndex.count else {
            return nil
        }
        let section = section(ofItem: item)
        let local = item - headerItem(ofSection: section)
        guard local >= 1, local <= rowCounts[section] else {
            return nil
        }
        return IndexPath(row: local - 1, section: section)
    }

    /// Scrolls so that the row at `indexPath` is at `position` (clamped to the content); `animated` is ignored.
    /// The rows are laid out at the next pass or query.
    ///
    /// A self-sizing row not measured yet is measured first (with a sizing cell from the data source, see
    /// `measureRows(at:)`), so its own height is exact; the rows above it may still stand at their estimates, and
    /// the next pass measures those that come into view while holding the row where this call put it, so it ends
    /// exactly at `position` (UIKit's lands wherever the estimates put it).
    ///
    /// Throws `TableViewError.scrollToInvalidIndexPath` when the row does not exist, and what the data source
    /// throws when it measures the row.
    public func scrollToRow(
        at indexPath: IndexPath,
        at position: ScrollPosition,
        animated: Bool = false
    ) throws(TableViewError) {
        try loadDataIfNeeded()
        guard let row = flatRow(of: indexPath) else {
            throw .scrollToInvalidIndexPath(indexPath)
        }
        if !unmeasuredItems.isEmpty {
            try beginLayout()
            defer { endLayout() }
            try measureIfNeeded(row: row)
        }
        let rect = frame(ofItem: item(ofFlatRow: row, inSection: indexPath.section))
        let viewport = viewportHeight
        var y = contentOffset.y
        switch position {
        case .top:
            y = rect.minY
        case .middle:
            y = rect.midY - viewport / 2
        case .bottom:
            y = rect.maxY - viewport
        case .none:
            let fillsViewport = rect.minY <= y && rect.maxY >= y + viewport
            if rect.height > viewport {
                // A row taller than the viewport is in view when it fills it; otherwise its top is shown.
                if !fillsViewport {
                    y = rect.minY
                }
            } else if rect.minY < y {
                y = rect.minY
            } else if rect.maxY > y + viewport {
                y = rect.maxY - viewport
            }
        }
        setContentOffset(Point(x: 0, y: y), animated: animated)
        pendingAnchorRow = row
    }

    /// Loads the data if it was never loaded, for a query that may throw, and recomputes template heights if the
    /// width changed, so geometry never mixes the new width with the old width's heights.
    func loadDataIfNeeded() throws(TableViewError) {
        if needsReload {
            try reloadAll()
        } else if !isLayingOut {
            try updateForWidth()
        }
    }

    private func checkSection(_ section: Int) throws(TableViewError) {
        try loadDataIfNeeded()
        guard rowCounts.indices.contains(section) else {
            throw .invalidSection(section, sectionCount: rowCounts.count)
        }
    }
}
