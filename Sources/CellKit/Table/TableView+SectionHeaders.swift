extension TableView {
    /// The view showing `section`'s title, or nil when its header is not on screen, has no height, or the section
    /// has no title (laying the rows out first if needed), as UIKit's `headerView(forSection:)`.
    public func headerView(forSection section: Int) -> TableViewHeaderView? {
        layoutForQuery()
        guard let position = visibleHeaderSections.firstIndex(of: section) else {
            return nil
        }
        return visibleHeaderViews[position]
    }

    /// Brings the section headers on screen up to date, at the end of every pass: drops those that left (their
    /// views go back to the pool), then walks the sections that show anything, adding the headers that came on
    /// screen and placing them all.
    ///
    /// The walk jumps from each section to the first item with a height at or after the next section's start, in
    /// O(log n), so sections with nothing on screen are skipped and the cost is O(k log n) for k sections on
    /// screen, whatever the number of sections. At steady state it allocates nothing: the arrays are mutated in
    /// place and views come from the pool.
    func layoutSectionHeaders() {
        if headersNeedReload {
            headersNeedReload = false
            for view in visibleHeaderViews {
                if let view {
                    recycle(view)
                }
            }
            visibleHeaderSections.removeAll(keepingCapacity: true)
            visibleHeaderViews.removeAll(keepingCapacity: true)
        }
        let top = bounds.minY
        let bottom = top + viewportHeight
        let pinned = pinnedHeaderSection(top: top, bottom: bottom)

        var kept = 0
        for position in visibleHeaderSections.indices {
            let section = visibleHeaderSections[position]
            if section == pinned || headerIntersects(section, top: top, bottom: bottom) {
                visibleHeaderSections[kept] = section
                visibleHeaderViews[kept] = visibleHeaderViews[position]
                kept += 1
            } else if let view = visibleHeaderViews[position] {
                recycle(view)
            }
        }
        visibleHeaderSections.removeLast(visibleHeaderSections.count - kept)
        visibleHeaderViews.removeLast(visibleHeaderViews.count - kept)

        guard viewportHeight > 0, !rowCounts.isEmpty else {
            return
        }
        var position = 0
        var y = top
        while true {
            let item = heightIndex.firstItem(endingAfter: y)
            guard item < heightIndex.count, heightIndex.offset(of: item) < bottom else {
                break
            }
            let section = section(ofItem: item)
            if section == pinned || headerIntersects(section, top: top, bottom: bottom) {
                while position < visibleHeaderSections.count && visibleHeaderSections[position] < section {
                    position += 1
                }
                if position == visibleHeaderSections.count || visibleHeaderSections[position] != section {
                    visibleHeaderSections.insert(section, at: position)
                    visibleHeaderViews.insert(makeHeaderView(forSection: section), at: position)
                }
                if let view = visibleHeaderViews[position] {
                    view.frame = headerFrame(ofSection: section, pinnedTo: section == pinned ? pinTop(top) : nil)
                    view.layoutIfNeeded()
                }
                position += 1
            }
            guard section + 1 < rowCounts.count else {
                break
            }
            y = heightIndex.offset(of: headerItem(ofSection: section + 1))
        }
    }

    /// Where a plain table pins the header of the section at the top: the top of the viewport, below a top inset.
    private func pinTop(_ top: Double) -> Double {
        top + max(0, contentInset.top)
    }

    /// The section whose header a plain table pins at `pinTop`: the section the item there belongs to, when its
    /// header has a height; nil in a grouped table or when nothing is there.
    private func pinnedHeaderSection(top: Double, bottom: Double) -> Int? {
        let pin = pinTop(top)
        guard style == .plain, pin < bottom, !rowCounts.isEmpty else {
            return nil
        }
        let item = heightIndex.firstItem(endingAfter: pin)
        guard item < heightIndex.count else {
            return nil
        }
        let section = section(ofItem: item)
        let header = headerItem(ofSection: section)
        return heightIndex.offset(of: header + 1) > heightIndex.offset(of: header) ? section : nil
    }

    /// Whether `section` exists and its header has a height and overlaps `top..<bottom`, which is not empty.
    private func headerIntersects(_ section: Int, top: Double, bottom: Double) -> Bool {
        guard section < rowCounts.count, bottom > top else {
            return false
        }
        let header = headerItem(ofSection: section)
        let minY = heightIndex.offset(of: header)
        let maxY = heightIndex.offset(of: header + 1)
        return maxY > minY && maxY > top && minY < bottom
    }

    /// The frame of `section`'s header; pinned at `pin`, it goes no higher than `pin` and no lower than its
    /// section's end allows, so the next section's header pushes it up.
    private func headerFrame(ofSection section: Int, pinnedTo pin: Double?) -> Rect {
        let header = headerItem(ofSection: section)
        var frame = frame(ofItem: header)
        if let pin {
            let sectionEnd = heightIndex.offset(of: header + rowCounts[section] + 2)
            frame.origin.y = min(max(pin, frame.minY), sectionEnd - frame.height)
        }
        return frame
    }

    /// A view showing `section`'s title, from the pool or new, in front of the table's other subviews; nil when the
    /// data source gives the section no title.
    private func makeHeaderView(forSection section: Int) -> TableViewHeaderView? {
        guard let title = dataSource?.tableView(self, titleForHeaderInSection: section) else {
            return nil
        }
        let view = headerViewPool.popLast() ?? TableViewHeaderView(style: style)
        view.title = title
        addSubview(view)
        return view
    }

    /// Removes `view` from the table and puts it in the pool.
    private func recycle(_ view: TableViewHeaderView) {
        view.removeFromSuperview()
        headerViewPool.append(view)
    }

    /// The index in `subviews` a cell is inserted at so that it stays behind the header views: the backmost header
    /// view's, or the end when none is shown.
    ///
    /// Header views are added in front of everything, so they are the last subviews and the answer costs O(k) for k
    /// headers on screen; only when something else was added in front of them is `subviews` searched, by identity
    /// (a `TableViewHeaderView` someone else added is not one of the table's).
    func indexOfBackmostHeaderView() -> Int {
        let shown = visibleHeaderViews.count { $0 != nil }
        guard shown > 0 else {
            return subviews.count
        }
        func isShownHeader(_ view: View) -> Bool {
            visibleHeaderViews.contains { $0 === view }
        }
        let start = subviews.count - shown
        if start >= 0, subviews[start...].allSatisfy(isShownHeader) {
            return start
        }
        return subviews.firstIndex(where: isShownHeader) ?? subviews.count
    }
}
