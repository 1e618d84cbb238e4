/// Lays out a collection view's items, headers and footers as a `CollectionViewFlowLayout` says (see it for UIKit's
/// rules), for the collection view to query.
///
/// This first version lays out everything at the first query after a change, asking every item's size, and scans
/// its elements; the API is the lazy, indexed engine's.
@MainActor
final class FlowLayoutEngine {
    /// The layout whose parameters `reload` reads.
    let layout: CollectionViewFlowLayout

    private var axis = FlowAxis(isVertical: true)
    private var viewport = Size.zero
    private var itemCounts: [Int] = []
    private var metrics: [FlowSectionMetrics] = []
    private var measured: [IndexPath: Size] = [:]
    private var known: [IndexPath: Size] = [:]
    private var elements: [FlowLayoutElement] = []
    private var sectionBounds: [(start: Double, headerEnd: Double, footerStart: Double, end: Double)] = []
    private var isLaidOut = false
    private var estimated = false
    private var estimate = Size.zero
    private var pinsHeaders = false
    private var pinsFooters = false

    /// Creates an engine for `layout`, holding no data until `reload`.
    init(layout: CollectionViewFlowLayout) {
        self.layout = layout
    }

    /// The section counts of a data source, checked against the limits before anything is allocated for them.
    static func checkedItemCounts(
        sectionCount: Int, itemCount: (Int) -> Int
    ) throws(FlowLayoutError) -> [Int] {
        let sections = max(0, sectionCount)
        guard sections <= CollectionViewFlowLayout.maximumNumberOfSections else {
            throw .tooManySections(count: sections)
        }
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        var total = 0
        for section in 0..<sections {
            let items = max(0, itemCount(section))
            counts.append(items)
            let (sum, overflow) = total.addingReportingOverflow(items)
            total = overflow ? Int.max : sum
        }
        guard total <= CollectionViewFlowLayout.maximumNumberOfItems else {
            throw .tooManyItems(count: total)
        }
        return counts
    }

    /// New data: item counts per section and the viewport (the collection view's bounds size). Reads the layout's
    /// parameters and asks each section's metrics.
    func reload(itemCounts: [Int], viewport: Size, source: any FlowLayoutSource) {
        axis = FlowAxis(isVertical: layout.scrollDirection == .vertical)
        self.viewport = Size(width: FlowAxis.clamped(viewport.width), height: FlowAxis.clamped(viewport.height))
        self.itemCounts = itemCounts.map { max(0, $0) }
        estimated = layout.usesEstimatedSizes
        estimate = Self.clamped(layout.effectiveEstimatedItemSize)
        pinsHeaders = layout.sectionHeadersPinToVisibleBounds
        pinsFooters = layout.sectionFootersPinToVisibleBounds
        metrics = (0..<self.itemCounts.count).map { FlowSectionMetrics(section: $0, source: source, axis: axis) }
        measured = [:]
        known = [:]
        isLaidOut = false
    }

    /// The content's size: the viewport's across the scrolling axis, the sections' extent along it.
    var contentSize: Size {
        axis.size(main: sectionBounds.last?.end ?? 0, cross: axis.cross(viewport))
    }

    /// Calls `body` with every element whose frame intersects `rect`, in order (each section's header, cells and
    /// footer), pinned headers and footers where pinning puts them relative to `rect`.
    func forEachElement(in rect: Rect, source: any FlowLayoutSource, _ body: (FlowLayoutElement) -> Void) {
        layOut(source: source)
        for element in elements {
            var element = element
            if element.kind != .cell {
                element.frame = pinnedFrame(element, in: rect)
            }
            if element.frame.intersects(rect) {
                body(element)
            }
        }
    }

    /// The frame of the item at `indexPath`, or nil when there is no such item.
    func frameForItem(at indexPath: IndexPath, source: any FlowLayoutSource) -> Rect? {
        layOut(source: source)
        return elements.first { $0.kind == .cell && $0.indexPath == indexPath }?.frame
    }

    /// The natural (unpinned) frame of `section`'s header or footer, or its pinned frame when `visibleRect` is
    /// given and pinning is on; nil when the section has none or does not exist.
    func frameForSupplementary(
        _ kind: FlowLayoutElement.Kind, inSection section: Int, visibleRect: Rect? = nil,
        source: any FlowLayoutSource
    ) -> Rect? {
        layOut(source: source)
        guard
            let element = elements.first(where: { $0.kind == kind && $0.indexPath.section == section && kind != .cell }
            )
        else {
            return nil
        }
        guard let visibleRect else {
            return element.frame
        }
        return pinnedFrame(element, in: visibleRect)
    }

    /// The item whose frame contains `point`, or nil.
    func indexPathForItem(at point: Point, source: any FlowLayoutSource) -> IndexPath? {
        layOut(source: source)
        return elements.first { $0.kind == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// Replaces the item's size (its estimate) by its measured size; lines after it move.
    func setMeasuredSize(_ size: Size, forItemAt indexPath: IndexPath) {
        guard contains(indexPath) else {
            return
        }
        measured[indexPath] = Self.clamped(size)
        isLaidOut = false
    }

    /// Whether the item's size is final: always when the layout does not use estimated sizes, else once measured.
    func hasMeasuredSize(forItemAt indexPath: IndexPath) -> Bool {
        contains(indexPath) && (!estimated || measured[indexPath] != nil)
    }

    /// Batch updates: `survivingItems` maps each old item's index path to its new one, or nil when it was deleted
    /// or reloaded; sizes of surviving items are kept, the rest forgotten, and every section's metrics asked again.
    func apply(
        newItemCounts: [Int], survivingItems: (IndexPath) -> IndexPath?, source: any FlowLayoutSource
    ) {
        var newMeasured: [IndexPath: Size] = [:]
        var newKnown: [IndexPath: Size] = [:]
        for (old, size) in measured {
            if let new = survivingItems(old) {
                newMeasured[new] = size
            }
        }
        for (old, size) in known {
            if let new = survivingItems(old) {
                newKnown[new] = size
            }
        }
        itemCounts = newItemCounts.map { max(0, $0) }
        metrics = (0..<itemCounts.count).map { FlowSectionMetrics(section: $0, source: source, axis: axis) }
        measured = newMeasured
        known = newKnown
        isLaidOut = false
    }

    private func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < itemCounts.count && indexPath.item >= 0
            && indexPath.item < itemCounts[indexPath.section]
    }

    private static func clamped(_ size: Size) -> Size {
        // Single precision, as the lazy engine keeps sizes.
        Size(
            width: Double(Float(FlowAxis.clamped(size.width))), height: Double(Float(FlowAxis.clamped(size.height))))
    }

    private func size(of indexPath: IndexPath, source: any FlowLayoutSource) -> Size {
        if let size = measured[indexPath] {
            return size
        }
        if estimated {
            return estimate
        }
        if let size = known[indexPath] {
            return size
        }
        let size = Self.clamped(source.flowLayoutSizeForItem(at: indexPath))
        known[indexPath] = size
        return size
    }

    private func pinnedFrame(_ element: FlowLayoutElement, in rect: Rect) -> Rect {
        let bounds = sectionBounds[element.indexPath.section]
        let frame = element.frame
        let (visibleStart, visibleEnd) = axis.mainRange(rect)
        let length = axis.main(frame.size)
        var main = axis.main(frame.origin)
        if element.kind == .header && pinsHeaders {
            main = min(max(visibleStart, main), bounds.footerStart - length)
        } else if element.kind == .footer && pinsFooters {
            main = max(min(visibleEnd - length, main), bounds.headerEnd)
        }
        return axis.rect(
            main: main, cross: axis.cross(frame.origin), mainLength: length, crossLength: axis.cross(frame.size))
    }

    private func layOut(source: any FlowLayoutSource) {
        guard !isLaidOut else {
            return
        }
        isLaidOut = true
        elements = []
        sectionBounds = []
        let crossExtent = axis.cross(viewport)
        var offset = 0.0
        for (section, count) in itemCounts.enumerated() {
            let metric = metrics[section]
            let start = offset
            if metric.header > 0 {
                elements.append(
                    FlowLayoutElement(
                        kind: .header, indexPath: IndexPath(item: 0, section: section),
                        frame: axis.rect(main: start, cross: 0, mainLength: metric.header, crossLength: crossExtent)))
            }
            let headerEnd = start + metric.header
            var lineStart = headerEnd + metric.leadingInset
            var linesEnd = lineStart
            let room = metric.room(crossExtent: crossExtent)
            let sizes = (0..<count).map { size(of: IndexPath(item: $0, section: section), source: source) }
            let uniform = sizes.allSatisfy { $0 == sizes.first }
            var first = 0
            while first < count {
                var end = first + 1
                var used = axis.cross(sizes[first])
                while end < count
                    && FlowLineRules.fits(
                        axis.cross(sizes[end]), after: used, spacing: metric.interitemSpacing, room: room)
                {
                    used += metric.interitemSpacing + axis.cross(sizes[end])
                    end += 1
                }
                let line = sizes[first..<end]
                let thickness = line.map { axis.main($0) }.max() ?? 0
                let placement = FlowLineRules.placement(
                    count: end - first, extentSum: line.reduce(0) { $0 + axis.cross($1) }, room: room,
                    spacing: metric.interitemSpacing, isLast: end == count,
                    uniformExtent: uniform ? axis.cross(sizes[0]) : nil)
                var cross = metric.crossLeadingInset + placement.start
                for item in first..<end {
                    let size = sizes[item]
                    let main = lineStart + (thickness - axis.main(size)) / 2
                    elements.append(
                        FlowLayoutElement(
                            kind: .cell, indexPath: IndexPath(item: item, section: section),
                            frame: axis.rect(
                                main: main, cross: cross, mainLength: axis.main(size), crossLength: axis.cross(size))))
                    cross += axis.cross(size) + placement.gap
                }
                linesEnd = lineStart + thickness
                lineStart = linesEnd + metric.lineSpacing
                first = end
            }
            let footerStart = linesEnd + metric.trailingInset
            if metric.footer > 0 {
                elements.append(
                    FlowLayoutElement(
                        kind: .footer, indexPath: IndexPath(item: 0, section: section),
                        frame: axis.rect(
                            main: footerStart, cross: 0, mainLength: metric.footer, crossLength: crossExtent)))
            }
            offset = footerStart + metric.footer
            sectionBounds.append((start, headerEnd, footerStart, offset))
        }
    }
}
