extension TableView {
    /// Rebuilds the height index after a batch update in O(items + changes), asking only for the heights of
    /// inserted and reloaded rows and of the headers, footers and rows of inserted and reloaded sections: every
    /// other item keeps the height the index stored for it before the update (of the sections `counts`, whose first
    /// rows were `starts`). After a width change it asks for every height. Besides the index it holds one array of
    /// heights: the old heights are taken apart and put back together in the index's own storage.
    func rebuildHeights(counts: [Int], starts: [Int], mapping: BatchUpdateMapping) {
        guard viewportWidth == modelWidth else {
            rebuildHeights()
            return
        }
        var units = [Int64](repeating: Self.unknownHeight, count: totalRowCount + 2 * rowCounts.count)
        var oldUnits = heightIndex.takeItemUnits()
        // The self-sizing flags travel with the heights, in their high bits, through the same copies.
        selfSizingItems.mark(&oldUnits, flag: Self.selfSizingFlag)
        unmeasuredItems.mark(&oldUnits, flag: Self.unmeasuredFlag)
        for section in counts.indices where !mapping.reloadedSections.contains(section) {
            guard let newSection = mapping.newSection(forOld: section) else {
                continue
            }
            copySurvivingHeights(
                of: section,
                count: counts[section],
                from: oldUnits,
                at: starts[section] + 2 * section,
                to: newSection,
                into: &units,
                mapping: mapping
            )
        }
        for (from, to) in mapping.itemMoves {
            let old = starts[from.section] + 2 * from.section + 1 + from.row
            units[item(ofFlatRow: rowStarts[to.section] + to.row, inSection: to.section)] = oldUnits[old]
        }
        for old in mapping.reloadedItems {
            if let new = mapping.newIndexPath(forOld: old), let row = flatRow(of: new) {
                units[item(ofFlatRow: row, inSection: new.section)] = Self.unknownHeight
            }
        }
        // An automatic header's height follows its title, which any batch may change (the headers' titles are
        // asked again too): every header's height is asked again, once per section.
        if sectionHeaderHeight < 0 {
            for section in rowCounts.indices {
                units[rowStarts[section] + 2 * section] = Self.unknownHeight
            }
        }
        // The delegate asked for heights may query the table's geometry: it sees the old index, as before the
        // update, rebuilt in place from the old heights.
        selfSizingItems.mark(&oldUnits, flag: Self.selfSizingFlag, on: false)
        unmeasuredItems.mark(&oldUnits, flag: Self.unmeasuredFlag, on: false)
        heightIndex = RowHeightIndex(units: consume oldUnits)
        askForUnknownHeights(in: &units)
        extractSelfSizingFlags(from: &units)
        heightIndex = RowHeightIndex(units: consume units)
        updateContentSize()
    }

    /// Marks an item whose height `askForUnknownHeights(in:)` must ask for.
    static var unknownHeight: Int64 { -1 }

    /// Copies the header, footer and surviving rows of old section `section` (`count` rows, header at item
    /// `header` of `oldUnits`) to new section `newSection` in `units`: the survivors fill, in their old order, the
    /// new rows that no insertion or move took, in one merge of the sorted changes.
    private func copySurvivingHeights(
        of section: Int,
        count: Int,
        from oldUnits: [Int64],
        at header: Int,
        to newSection: Int,
        into units: inout [Int64],
        mapping: BatchUpdateMapping
    ) {
        let newHeader = headerItem(ofSection: newSection)
        let newCount = rowCounts[newSection]
        units[newHeader] = oldUnits[header]
        units[newHeader + newCount + 1] = oldUnits[header + count + 1]
        let removed = mapping.removedItems(inOldSection: section)
        let occupied = mapping.occupiedItems(inNewSection: newSection)
        var removedIndex = 0
        var occupiedIndex = 0
        var newRow = 0
        for oldRow in 0..<count {
            if removedIndex < removed.count && removed[removedIndex] == oldRow {
                removedIndex += 1
                continue
            }
            while occupiedIndex < occupied.count && occupied[occupiedIndex] == newRow {
                occupiedIndex += 1
                newRow += 1
            }
            // A checked batch always leaves room for every survivor; the guard only keeps a bug from trapping.
            guard newRow < newCount else {
                return
            }
            units[newHeader + 1 + newRow] = oldUnits[header + 1 + oldRow]
            newRow += 1
        }
    }

    /// Asks for the height of every item of `units` (one per item) still unknown, walking the items in order:
    /// each section's header, its rows, then its footer. A self-sizing row's height carries `selfSizingFlags`.
    func askForUnknownHeights(in units: inout [Int64]) {
        var templateHeights: [String: Double] = [:]
        var item = 0
        for section in rowCounts.indices {
            if units[item] == Self.unknownHeight {
                units[item] = RowHeightIndex.units(headerHeight(inSection: section))
            }
            item += 1
            for row in 0..<rowCounts[section] {
                if units[item] == Self.unknownHeight {
                    let (height, isSelfSizing) = resolvedRowHeight(
                        at: IndexPath(row: row, section: section),
                        templateHeights: &templateHeights
                    )
                    units[item] = RowHeightIndex.units(height) | (isSelfSizing ? Self.selfSizingFlags : 0)
                }
                item += 1
            }
            if units[item] == Self.unknownHeight {
                units[item] = RowHeightIndex.units(footerHeight(inSection: section))
            }
            item += 1
        }
    }
}
