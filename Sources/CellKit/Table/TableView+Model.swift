import CellSupport

extension TableView {
    /// The number of rows in all sections.
    var totalRowCount: Int { rowStarts[rowStarts.count - 1] }

    /// The index of `section`'s header item in `heightIndex`; its rows follow, then its footer.
    func headerItem(ofSection section: Int) -> Int {
        rowStarts[section] + 2 * section
    }

    /// The item of flat row `row`, in `section`.
    func item(ofFlatRow row: Int, inSection section: Int) -> Int {
        row + 2 * section + 1
    }

    /// The flat index of `indexPath`, or nil when the row does not exist.
    func flatRow(of indexPath: IndexPath) -> Int? {
        guard rowCounts.indices.contains(indexPath.section), indexPath.row >= 0,
            indexPath.row < rowCounts[indexPath.section]
        else {
            return nil
        }
        return rowStarts[indexPath.section] + indexPath.row
    }

    /// The section holding flat row `row` (which must exist): a binary search of `rowStarts`, O(log sections).
    func section(ofFlatRow row: Int) -> Int {
        // The last section starting at or before `row`; empty sections share their start with the next one.
        (0..<rowCounts.count).partitioningIndex { rowStarts[$0] > row } - 1
    }

    /// The section holding item `item` (which must exist), O(log sections).
    func section(ofItem item: Int) -> Int {
        (0..<rowCounts.count).partitioningIndex { headerItem(ofSection: $0) > item } - 1
    }

    /// The index path of flat row `row`.
    func indexPath(ofFlatRow row: Int) -> IndexPath {
        let section = section(ofFlatRow: row)
        return IndexPath(row: row - rowStarts[section], section: section)
    }

    /// The frame of item `item` in content coordinates, the table's width wide.
    func frame(ofItem item: Int) -> Rect {
        let top = heightIndex.offset(of: item)
        return Rect(x: 0, y: top, width: viewportWidth, height: heightIndex.offset(of: item + 1) - top)
    }

    /// The width rows are laid out at: the bounds' width, or 0 when it is negative or not finite (a NaN width
    /// would differ from itself and make every query recompute the heights).
    var viewportWidth: Double {
        bounds.width.isFinite ? max(0, bounds.width) : 0
    }

    /// The height of the viewport: the bounds' height, or 0 when it is negative or not finite.
    var viewportHeight: Double {
        bounds.height.isFinite ? max(0, bounds.height) : 0
    }

    /// The frame of flat row `row`.
    func frame(ofFlatRow row: Int) -> Rect {
        frame(ofItem: item(ofFlatRow: row, inSection: section(ofFlatRow: row)))
    }

    /// Loads the data for a query that cannot throw, if it was never loaded, and recomputes template heights if
    /// the width changed; an error goes to `layoutError`.
    func loadDataForQuery() {
        guard !isLayingOut else {
            return
        }
        do {
            try loadDataIfNeeded()
        } catch {
            layoutError = error
        }
    }

    /// Asks the data source for the counts and everyone for the heights, and rebuilds the height index, in O(n).
    /// Throws, leaving the table empty, when the data source has more rows or sections than a table holds.
    func rebuildModel() throws(TableViewError) {
        do {
            setRowCounts(try loadRowCounts())
        } catch {
            setRowCounts([])
            rebuildHeights()
            throw error
        }
        rebuildHeights()
    }

    /// The data source's row count of each section, checked against `maximumNumberOfSections` and
    /// `maximumNumberOfRows` before anything is allocated for them, so no count can overflow a sum or an index.
    func loadRowCounts() throws(TableViewError) -> [Int] {
        let sections = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        guard sections <= Self.maximumNumberOfSections else {
            throw .tooManySections(count: sections)
        }
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        var total = 0
        for section in 0..<sections {
            let rows = max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
            counts.append(rows)
            let (sum, overflow) = total.addingReportingOverflow(rows)
            total = overflow ? Int.max : sum
        }
        guard total <= Self.maximumNumberOfRows else {
            throw .tooManyRows(count: total)
        }
        return counts
    }

    /// Sets the row counts and the first flat row of each section.
    func setRowCounts(_ counts: [Int]) {
        rowCounts = counts
        rowStarts = [0]
        rowStarts.reserveCapacity(counts.count + 1)
        for count in counts {
            rowStarts.append(rowStarts[rowStarts.count - 1] + count)
        }
    }

    /// Asks for every item's height and rebuilds the height index and the content size, in O(n).
    func rebuildHeights() {
        modelWidth = viewportWidth
        usesTemplateHeights = false
        var units = [Int64](repeating: Self.unknownHeight, count: totalRowCount + 2 * rowCounts.count)
        askForUnknownHeights(in: &units)
        extractSelfSizingFlags(from: &units)
        heightIndex = RowHeightIndex(units: consume units)
        updateContentSize()
    }

    /// Sets `contentSize` to the table's width and the total height of the items.
    func updateContentSize() {
        contentSize = Size(width: viewportWidth, height: heightIndex.totalHeight)
    }

    /// The height of the row at `indexPath` and whether the row is self-sizing: the delegate's height, else
    /// `rowHeight`, else the height of the template registered for the row's identifier (cached per identifier in
    /// `templateHeights`). A template answering `automaticDimension` (or any negative height) makes the row
    /// self-sizing; so does an estimate (`estimatedRowHeight` or the delegate's, positive) for a row with no known
    /// height. A self-sizing row's height is its estimate, else `defaultRowHeight`; any other row's is
    /// `defaultRowHeight`.
    func resolvedRowHeight(
        at indexPath: IndexPath,
        templateHeights: inout [String: Double]
    ) -> (height: Double, isSelfSizing: Bool) {
        if let height = delegate?.tableView(self, heightForRowAt: indexPath), height >= 0 {
            return (height, false)
        }
        if rowHeight >= 0 {
            return (rowHeight, false)
        }
        var templateIsAutomatic = false
        if let identifier = dataSource?.tableView(self, reuseIdentifierForRowAt: indexPath) {
            let height: Double
            if let cached = templateHeights[identifier] {
                height = cached
            } else {
                height = reuseQueue.templateHeight(forIdentifier: identifier, width: viewportWidth) ?? -.infinity
                templateHeights[identifier] = height
            }
            if height >= 0 {
                usesTemplateHeights = true
                return (height, false)
            }
            // -infinity stands for no template height; any other negative or NaN answer is automatic.
            templateIsAutomatic = height != -.infinity
        }
        let estimate = estimatedHeight(at: indexPath)
        guard templateIsAutomatic || estimate != nil else {
            return (Self.defaultRowHeight, false)
        }
        // A measured height depends on the width as a template's does.
        usesTemplateHeights = true
        return (estimate ?? Self.defaultRowHeight, true)
    }

    /// The estimate of the row at `indexPath`: the delegate's, else `estimatedRowHeight`, when positive; nil when
    /// neither gives one.
    func estimatedHeight(at indexPath: IndexPath) -> Double? {
        if let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath), estimate > 0 {
            return estimate
        }
        return estimatedRowHeight > 0 ? estimatedRowHeight : nil
    }

    /// The height of `section`'s header: the delegate's, else `sectionHeaderHeight`, else (automatic) the style's
    /// height for a header with a title or without, asking the data source whether the section has one.
    func headerHeight(inSection section: Int) -> Double {
        if let height = delegate?.tableView(self, heightForHeaderInSection: section), height >= 0 {
            return height
        }
        if sectionHeaderHeight >= 0 {
            return sectionHeaderHeight
        }
        let hasTitle = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        switch style {
        case .plain:
            return hasTitle ? Self.plainTitleHeaderHeight : 0
        case .grouped:
            return hasTitle ? Self.groupedTitleHeaderHeight : Self.groupedSectionSpacing
        }
    }

    /// The height of `section`'s footer: the delegate's, else `sectionFooterHeight`.
    func footerHeight(inSection section: Int) -> Double {
        if let height = delegate?.tableView(self, heightForFooterInSection: section), height >= 0 {
            return height
        }
        return max(0, sectionFooterHeight)
    }
}
