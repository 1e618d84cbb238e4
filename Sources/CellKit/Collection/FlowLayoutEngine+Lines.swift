/// Building lines at the frontier, as far as a query needs, and placing a built line's items.
extension FlowLayoutEngine {
    /// How far a query needs the layout to go.
    enum Goal {
        /// Every line (and section start and footer) that starts before `main` (at or before it when
        /// `inclusive`).
        case offset(Double, inclusive: Bool)
        /// The line holding the item at this flat index.
        case item(Int)
        /// The section's start.
        case sectionEntered(Int)
        /// The section's every line and its footer.
        case sectionComplete(Int)
    }

    /// Advances the frontier, entering sections, building lines and completing sections in order, until `goal` is
    /// met or all is laid out. Each step first checks whether the goal needs it, so nothing beyond is asked.
    func layOut(until goal: Goal, source: any FlowLayoutSource) {
        while completeSections < sections.count {
            let section = completeSections
            let record = sections[section]
            if !frontierEntered {
                let start = section == 0 ? 0 : sections[section - 1].end
                if isMet(goal, nextStart: start, nextItem: record.itemStart) {
                    return
                }
                enter(section, at: start)
            } else if frontierItem < record.itemCount {
                if isMet(goal, nextStart: nextLineStart, nextItem: record.itemStart + frontierItem) {
                    return
                }
                buildLine(in: section, source: source)
            } else {
                if isMet(goal, nextStart: linesEnd + record.metrics.trailingInset, nextItem: record.itemEnd) {
                    return
                }
                complete(section)
            }
        }
    }

    /// Whether `goal` is met when the next step would place something at `nextStart` and the next item to lay out
    /// is `nextItem`.
    private func isMet(_ goal: Goal, nextStart: Double, nextItem: Int) -> Bool {
        switch goal {
        case .offset(let main, let inclusive):
            return inclusive ? nextStart > main : nextStart >= main
        case .item(let flat):
            return flat < nextItem
        case .sectionEntered(let section):
            return completeSections > section || (completeSections == section && frontierEntered)
        case .sectionComplete(let section):
            return completeSections > section
        }
    }

    /// Places `section`'s start at `start`: its header, then its leading inset before its first line.
    private func enter(_ section: Int, at start: Double) {
        sections[section].start = start
        sections[section].firstLine = lines.count
        frontierEntered = true
        frontierItem = 0
        frontierUniform = true
        nextLineStart = sections[section].itemsStart
        linesEnd = nextLineStart
    }

    /// Places `section`'s footer after its last line and trailing inset; the next section starts after it.
    private func complete(_ section: Int) {
        let metrics = sections[section].metrics
        sections[section].footerStart = linesEnd + metrics.trailingInset
        sections[section].end = sections[section].footerStart + metrics.footer
        sections[section].lineCount = lines.count - sections[section].firstLine
        completeSections += 1
        frontierEntered = false
    }

    /// Builds the frontier section's next line: its first item, then each next one while it fits (asking the size of
    /// the one that does not, which starts the next line).
    private func buildLine(in section: Int, source: any FlowLayoutSource) {
        let record = sections[section]
        let room = record.metrics.room(crossExtent: crossExtent)
        let spacing = record.metrics.interitemSpacing
        let first = record.itemStart + frontierItem
        let sectionFirst = size(ofFlat: record.itemStart, in: section, source: source)
        let firstSize = size(ofFlat: first, in: section, source: source)
        var used = axis.cross(firstSize)
        var thickness = axis.main(firstSize)
        var uniform = frontierUniform && firstSize == sectionFirst
        var end = first + 1
        while end < record.itemEnd {
            let next = size(ofFlat: end, in: section, source: source)
            guard FlowLineRules.fits(axis.cross(next), after: used, spacing: spacing, room: room) else {
                break
            }
            used += spacing + axis.cross(next)
            thickness = max(thickness, axis.main(next))
            uniform = uniform && next == sectionFirst
            end += 1
        }
        lines.append(
            FlowLine(
                offset: nextLineStart, thickness: Float(thickness), firstItem: Int32(first),
                count: Int32(end - first), isUniformSoFar: uniform))
        linesEnd = nextLineStart + thickness
        nextLineStart = linesEnd + record.metrics.lineSpacing
        frontierItem = end - record.itemStart
        frontierUniform = uniform
    }

    /// The size of the item at `flat` in `section`: the stored one; else, when self-sizing, the estimate; else the
    /// source's, asked now and stored.
    private func size(ofFlat flat: Int, in section: Int, source: any FlowLayoutSource) -> Size {
        if let size = storedSize(ofFlat: flat) {
            return size
        }
        if usesEstimatedSizes {
            return estimate
        }
        let asked = source.flowLayoutSizeForItem(
            at: IndexPath(item: flat - sections[section].itemStart, section: section))
        store(asked, atFlat: flat)
        return storedSize(ofFlat: flat) ?? estimate
    }

    /// The stored size of the item at `flat`, or nil.
    func storedSize(ofFlat flat: Int) -> Size? {
        let width = sizes[2 * flat]
        guard width != Self.unknownSize else {
            return nil
        }
        return Size(width: Double(width), height: Double(sizes[2 * flat + 1]))
    }

    /// The size a built line's item has: stored, or the estimate for an unmeasured self-sizing item.
    func laidOutSize(ofFlat flat: Int) -> Size {
        storedSize(ofFlat: flat) ?? estimate
    }

    /// Stores `size`, clamped and in single precision, for the item at `flat`.
    func store(_ size: Size, atFlat flat: Int) {
        sizes[2 * flat] = Self.stored(size.width)
        sizes[2 * flat + 1] = Self.stored(size.height)
        knownLimit = max(knownLimit, flat + 1)
    }

    /// Calls `body` with each item of the built line `line` of the section `record` and its frame: justified,
    /// centred or left-aligned across the line as `FlowLineRules` says, centred along it.
    func forEachItem(ofLine line: Int, in record: FlowSectionRecord, _ body: (Int, Rect) -> Void) {
        let built = lines[line]
        let first = Int(built.firstItem)
        let end = built.endItem
        var extentSum = 0.0
        for flat in first..<end {
            extentSum += axis.cross(laidOutSize(ofFlat: flat))
        }
        let isLast = end == record.itemEnd
        let placement = FlowLineRules.placement(
            count: end - first, extentSum: extentSum, room: record.metrics.room(crossExtent: crossExtent),
            spacing: record.metrics.interitemSpacing, isLast: isLast,
            uniformExtent: isLast && built.isUniformSoFar ? axis.cross(laidOutSize(ofFlat: record.itemStart)) : nil)
        let thickness = Double(built.thickness)
        var cross = record.metrics.crossLeadingInset + placement.start
        for flat in first..<end {
            let size = laidOutSize(ofFlat: flat)
            let main = built.offset + (thickness - axis.main(size)) / 2
            body(
                flat,
                axis.rect(main: main, cross: cross, mainLength: axis.main(size), crossLength: axis.cross(size)))
            cross += axis.cross(size) + placement.gap
        }
    }

    /// Forgets every line from `section`'s first on, when the frontier has reached it: the frontier goes back to
    /// entering it.
    func resetFrontier(toSection section: Int) {
        guard section < enteredSectionCount else {
            return
        }
        lines.removeSubrange(sections[section].firstLine...)
        completeSections = section
        frontierEntered = false
        frontierItem = 0
    }

    /// Forgets the built line `line` and every one after it: the frontier goes back to building it.
    func resetFrontier(toLine line: Int) {
        let built = lines[line]
        let section = section(ofFlat: Int(built.firstItem))
        let record = sections[section]
        lines.removeSubrange(line...)
        completeSections = section
        frontierEntered = true
        frontierItem = Int(built.firstItem) - record.itemStart
        nextLineStart = built.offset
        let previous = line > record.firstLine ? lines[line - 1] : nil
        linesEnd = previous?.end ?? record.itemsStart
        frontierUniform = previous?.isUniformSoFar ?? true
    }
}
