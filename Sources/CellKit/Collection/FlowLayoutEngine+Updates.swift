/// Changes that keep what they can: measured sizes and batch updates.
extension FlowLayoutEngine {
    /// Replaces the item's size (its estimate, or the size asked) by its measured size, clamped. When the item is
    /// in a built line and its size changes, that line and the ones after it are dropped, to be rebuilt lazily from
    /// the kept sizes; an item beyond the built lines only has its size stored. O(log lines).
    func setMeasuredSize(_ size: Size, forItemAt indexPath: IndexPath) {
        guard let flat = flatIndex(of: indexPath) else {
            return
        }
        let old = laidOutSize(ofFlat: flat)
        store(size, atFlat: flat)
        if laidOutSize(ofFlat: flat) != old {
            dropLines(dependingOn: flat)
        }
    }

    /// Drops the built lines whose layout depends on the item at `flat`, and every line after them: the line
    /// holding it, and the one before when the item starts its line in the same section (that line ended because
    /// the item did not fit); when the item is the next to lay out, the last line of its section. Nothing when the
    /// item is beyond.
    func dropLines(dependingOn flat: Int) {
        let next = frontierFlat
        var line = lines.partitioningIndex { Int($0.firstItem) > flat } - 1
        guard line >= 0, flat <= next else {
            return
        }
        if flat == next {
            guard frontierEntered && frontierItem > 0 else {
                return
            }
        } else if Int(lines[line].firstItem) == flat && line > sections[section(ofFlat: flat)].firstLine {
            line -= 1
        }
        resetFrontier(toLine: line)
    }

    /// Whether the item's size is final, so the collection view need not measure it: always when the layout does
    /// not use estimated sizes, else once `setMeasuredSize` has given it one (until a reload, or an update that
    /// reloads it). False for an index path that does not exist.
    func hasMeasuredSize(forItemAt indexPath: IndexPath) -> Bool {
        guard let flat = flatIndex(of: indexPath) else {
            return false
        }
        return !usesEstimatedSizes || storedSize(ofFlat: flat) != nil
    }

    /// The flat index of the next item to lay out: every item before it is in a built line.
    var frontierFlat: Int {
        guard completeSections < sections.count else {
            return sections.last?.itemEnd ?? 0
        }
        return sections[completeSections].itemStart + (frontierEntered ? frontierItem : 0)
    }

    /// Batch updates: the new item count of each section, and for each old item its new index path, or nil when it
    /// was deleted or reloaded.
    ///
    /// Moves the known sizes of surviving items to their new index paths and forgets the rest (reloaded and
    /// inserted items are asked again when laid out); asks every section's metrics again; keeps the built lines
    /// before the first change: the first section whose count or metrics changed, or the first item that does not
    /// stay where it was (or the one after the built lines, which ended the last), whichever comes first. Costs O(sections) for the metrics, O(k) calls of `survivingItems`
    /// for the k items up to the last whose size is known (those laid out, and measured ones), and O(n) to fill a new
    /// size store of 8 bytes per item; no item's size is asked.
    func apply(
        newItemCounts: [Int], survivingItems: (IndexPath) -> IndexPath?, source: any FlowLayoutSource
    ) {
        let newSections = Self.records(itemCounts: newItemCounts, source: source, axis: axis)
        // The first section whose count or metrics changed.
        var changedSection = 0
        while changedSection < min(sections.count, newSections.count)
            && sections[changedSection].itemCount == newSections[changedSection].itemCount
            && sections[changedSection].metrics == newSections[changedSection].metrics
        {
            changedSection += 1
        }
        let keptLimit = min(
            frontierFlat, changedSection < sections.count ? sections[changedSection].itemStart : frontierFlat)
        // One pass over the old items whose size is known or that are laid out: move the sizes, find the first item
        // that moved.
        var newSizes = [Float](repeating: Self.unknownSize, count: 2 * (newSections.last?.itemEnd ?? 0))
        var newKnownLimit = 0
        var firstMoved: Int?
        let scanned = max(knownLimit, keptLimit + 1)
        var section = 0
        var flat = 0
        while flat < scanned && section < sections.count {
            let record = sections[section]
            guard flat < record.itemEnd else {
                section += 1
                continue
            }
            let oldPath = IndexPath(item: flat - record.itemStart, section: section)
            let newPath = survivingItems(oldPath)
            if firstMoved == nil && flat <= keptLimit && newPath != oldPath {
                firstMoved = flat
            }
            if let newPath, let size = storedSize(ofFlat: flat), newPath.section >= 0,
                newPath.section < newSections.count, newPath.item >= 0,
                newPath.item < newSections[newPath.section].itemCount
            {
                let target = newSections[newPath.section].itemStart + newPath.item
                newSizes[2 * target] = Float(size.width)
                newSizes[2 * target + 1] = Float(size.height)
                newKnownLimit = max(newKnownLimit, target + 1)
            }
            flat += 1
        }
        if let firstMoved {
            dropLines(dependingOn: firstMoved)
        }
        resetFrontier(toSection: changedSection)
        // The kept sections (before the frontier, and the frontier's when entered) keep where they stand.
        var records = newSections
        for kept in 0..<min(enteredSectionCount, records.count) {
            records[kept].start = sections[kept].start
            records[kept].footerStart = sections[kept].footerStart
            records[kept].end = sections[kept].end
            records[kept].firstLine = sections[kept].firstLine
            records[kept].lineCount = sections[kept].lineCount
        }
        sections = records
        sizes = newSizes
        knownLimit = newKnownLimit
        updateEstimates()
    }
}
