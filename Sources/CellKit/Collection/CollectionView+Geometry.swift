extension CollectionView {
    /// The displayed cells, in index-path order (laying the items out first if the offset, size, layout or data
    /// changed).
    public var visibleCells: [CollectionViewCell] {
        layoutForQuery()
        return visibleElements.compactMap { $0.kind == .cell ? $0.view as? CollectionViewCell : nil }
    }

    /// The index paths of the displayed items, sorted (laying the items out first if needed).
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutForQuery()
        return visibleElements.compactMap { $0.kind == .cell ? $0.indexPath : nil }
    }

    /// The cell displayed at `indexPath`, or nil when the item is not displayed or does not exist.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        layoutForQuery()
        return visiblePosition(of: .cell, at: indexPath).flatMap { visibleElements[$0].view as? CollectionViewCell }
    }

    /// The index path of the displayed `cell`, or nil when this collection view does not display it.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        layoutForQuery()
        return visibleElements.first { $0.kind == .cell && $0.view === cell }?.indexPath
    }

    /// The supplementary view of `kind` displayed at `indexPath` (item 0 of its section), or nil when none is.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        layoutForQuery()
        guard let elementKind = Self.supplementaryKind(kind) else {
            return nil
        }
        return visiblePosition(of: elementKind, at: indexPath).map { visibleElements[$0].view }
    }

    /// The index paths of the displayed supplementary views of `kind`, sorted.
    public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
        layoutForQuery()
        guard let elementKind = Self.supplementaryKind(kind) else {
            return []
        }
        return visibleElements.compactMap { $0.kind == elementKind ? $0.indexPath : nil }
    }

    /// The displayed supplementary views of `kind`, in section order.
    public func visibleSupplementaryViews(ofKind kind: String) -> [CollectionReusableView] {
        layoutForQuery()
        guard let elementKind = Self.supplementaryKind(kind) else {
            return []
        }
        return visibleElements.compactMap { $0.kind == elementKind ? $0.view : nil }
    }

    /// The index path of the item whose frame contains `point` (in content coordinates), or nil when the point is
    /// in no item (between items, in a header or footer, or past the content). Found through the layout's index.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        loadDataForQuery()
        return engine.indexPathForItem(at: point, source: self)
    }

    /// Where the layout puts the item at `indexPath`, whether displayed or not; nil when it does not exist. A
    /// self-sizing item not measured yet stands at its estimate (see `measureItems(at:)`).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        loadDataForQuery()
        guard itemExists(indexPath), let frame = engine.frameForItem(at: indexPath, source: self) else {
            return nil
        }
        return CollectionViewLayoutAttributes(indexPath: indexPath, frame: frame)
    }

    /// Where the layout puts the supplementary view of `kind` at `indexPath` (item 0 of its section), pinned where
    /// pinning puts it at the current offset; nil when the section has none (a zero reference size) or does not
    /// exist, or the kind is not a header or footer.
    public func layoutAttributesForSupplementaryElement(
        ofKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        loadDataForQuery()
        guard let elementKind = Self.supplementaryKind(kind), indexPath.item == 0,
            let frame = engine.frameForSupplementary(
                elementKind, inSection: indexPath.section, visibleRect: Rect(origin: contentOffset, size: viewportSize),
                source: self)
        else {
            return nil
        }
        return CollectionViewLayoutAttributes(indexPath: indexPath, representedElementKind: kind, frame: frame)
    }

    /// Scrolls so that the item at `indexPath` is at `position` (clamped to the content); `animated` is ignored.
    /// Along an axis `position` names nothing for, the offset moves as little as brings the item fully into view (an
    /// item longer than the viewport shows its leading edge). The items are laid out at the next pass or query.
    ///
    /// A self-sizing item not measured yet is measured first (with a sizing cell from the data source), so its own
    /// size is exact; the items before it may still stand at their estimates, and the next pass measures those that
    /// come into view while holding the item where this call put it, so it ends exactly at `position` (UIKit's lands
    /// wherever the estimates put it).
    ///
    /// Throws `CollectionViewError.scrollToInvalidIndexPath` when the item does not exist, `.invalidScrollPosition`
    /// for two positions on one axis, and what the data source throws when it measures the item.
    public func scrollToItem(
        at indexPath: IndexPath,
        at position: ScrollPosition,
        animated: Bool = false
    ) throws(CollectionViewError) {
        try loadDataIfNeeded()
        guard itemExists(indexPath) else {
            throw .scrollToInvalidIndexPath(indexPath)
        }
        guard position.isValid else {
            throw .invalidScrollPosition(position)
        }
        if needsMeasurement(of: indexPath) {
            try beginLayout()
            defer { endLayout() }
            try measureIfNeeded(at: indexPath)
        }
        guard let frame = engine.frameForItem(at: indexPath, source: self) else {
            return
        }
        let viewport = viewportSize
        let x = Self.offset(
            contentOffset.x, showing: frame.minX, frame.maxX, in: viewport.width,
            at: position.intersection(ScrollPosition.horizontal), leading: .left, centred: .centeredHorizontally)
        let y = Self.offset(
            contentOffset.y, showing: frame.minY, frame.maxY, in: viewport.height,
            at: position.intersection(ScrollPosition.vertical), leading: .top, centred: .centeredVertically)
        setContentOffset(Point(x: x, y: y), animated: animated)
        pendingAnchorItem = indexPath
    }

    /// The offset along one axis that puts the span `minimum...maximum` at `position` in a viewport `length` long
    /// (at the `leading` edge, `centred`, or the trailing edge for any other position), or moves `current` as
    /// little as shows the span when `position` is empty.
    private static func offset(
        _ current: Double,
        showing minimum: Double,
        _ maximum: Double,
        in length: Double,
        at position: ScrollPosition,
        leading: ScrollPosition,
        centred: ScrollPosition
    ) -> Double {
        if position == leading {
            return minimum
        }
        if position == centred {
            return (minimum + maximum - length) / 2
        }
        if !position.isEmpty {
            return maximum - length
        }
        if minimum < current || maximum - minimum > length {
            // Behind the viewport, or longer than it: its leading edge, unless it already fills the viewport.
            return minimum <= current && maximum >= current + length ? current : minimum
        }
        return maximum > current + length ? maximum - length : current
    }

    /// The layout element kind of the supplementary `kind`, nil for a kind a flow layout does not show.
    static func supplementaryKind(_ kind: String) -> FlowLayoutElement.Kind? {
        switch kind {
        case elementKindSectionHeader: .header
        case elementKindSectionFooter: .footer
        default: nil
        }
    }
}
