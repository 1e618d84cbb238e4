/// Lays out a collection view's items, headers and footers as a `CollectionViewFlowLayout` says (see it for UIKit's
/// rules), lazily and through an index, for the collection view to query.
///
/// Better than UIKit, which asks every item's size before showing anything:
/// - Loading data asks each section's metrics and no item's size. Lines are built in order, only as far as a query
///   needs (the visible rect's far edge, an item, a point), asking each item's size once and keeping it, 8 bytes an
///   item, until the data is reloaded; building a line asks, besides its own items, only the first item of the next.
///   Everything beyond the last built line is estimated arithmetically, items at the estimated size (`itemSize` when
///   self-sizing is off), so `contentSize` is exact for items of that size and converges as lines are built. It is
///   O(1): sums for the sections beyond are kept.
/// - Built lines are an array ordered along the scrolling axis, and sections an array of records: the elements of a
///   rect are found by a binary search and a walk over the lines and sections they touch, so a query costs the same
///   for a thousand items as for a million. At steady state nothing is allocated: lines are appended to storage
///   reserved at loading for the estimated number of lines (growing, by doubling, only when lines are smaller than
///   estimated), and a measurement or update truncates them in place.
/// - A measured size (`setMeasuredSize`) or a batch update (`apply`) drops the lines from the first one it changes;
///   they are rebuilt lazily from the kept sizes, with no delegate call.
///
/// Only the sizes are clamped (see `CollectionViewFlowLayout.maximumDimension`); counts beyond the layout's limits
/// are cut down to them, so a collection view checks them first with `checkedItemCounts`.
@MainActor
final class FlowLayoutEngine {
    /// The marker of an item whose size is not known yet in the size store.
    static let unknownSize: Float = -1

    /// The layout whose parameters `reload` reads.
    let layout: CollectionViewFlowLayout

    var axis = FlowAxis(isVertical: true)
    /// The viewport's extent across the scrolling axis: the width of every header, footer and line.
    var crossExtent = 0.0
    var usesEstimatedSizes = false
    /// The size unmeasured items stand at when self-sizing, and that lines not built yet are estimated with,
    /// clamped and in single precision as stored sizes are.
    var estimate = Size.zero
    var pinsHeaders = false
    var pinsFooters = false

    /// Each item's size, width then height, in single precision, or `unknownSize` when not asked (or, when
    /// self-sizing, not measured) yet: two entries per item, in flat order.
    var sizes: [Float] = []
    /// One past the largest flat index whose size is stored, so an update moves only what is known.
    var knownLimit = 0
    var sections: [FlowSectionRecord] = []
    /// `estimatedExtents[s]`: the estimated extent along the scrolling axis of sections `s...` together.
    var estimatedExtents: [Double] = [0]
    var lines: [FlowLine] = []

    // The frontier: sections before `completeSections` are laid out; when `frontierEntered`, the next section has
    // its start placed and its items before `frontierItem` in lines.
    var completeSections = 0
    var frontierEntered = false
    var frontierItem = 0
    /// Where the frontier section's next line starts.
    var nextLineStart = 0.0
    /// Where the frontier section's last line ends (its first line's start when it has none).
    var linesEnd = 0.0
    /// Whether the frontier section's items so far all have the size of its first item.
    var frontierUniform = true

    /// Creates an engine for `layout`, holding no data until `reload`.
    init(layout: CollectionViewFlowLayout) {
        self.layout = layout
    }

    /// The item counts of a data source with `sectionCount` sections, checked against
    /// `CollectionViewFlowLayout.maximumNumberOfSections` and `maximumNumberOfItems` before anything is allocated
    /// for them (negative counts are 0), so that no count can overflow a sum or an index.
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

    /// New data: the item count of each section and the viewport (the collection view's bounds size). Reads the
    /// layout's parameters, asks every section's metrics (O(sections)) and no item's size, and forgets every size
    /// and line. Allocates 8 bytes per item for sizes and reserves the estimated number of lines.
    func reload(itemCounts: [Int], viewport: Size, source: any FlowLayoutSource) {
        axis = FlowAxis(isVertical: layout.scrollDirection == .vertical)
        crossExtent = FlowAxis.clamped(axis.cross(viewport))
        usesEstimatedSizes = layout.usesEstimatedSizes
        let estimated = layout.effectiveEstimatedItemSize
        estimate = Size(width: Double(Self.stored(estimated.width)), height: Double(Self.stored(estimated.height)))
        pinsHeaders = layout.sectionHeadersPinToVisibleBounds
        pinsFooters = layout.sectionFootersPinToVisibleBounds
        sections = Self.records(itemCounts: itemCounts, source: source, axis: axis)
        let total = sections.last?.itemEnd ?? 0
        sizes = []
        sizes = [Float](repeating: Self.unknownSize, count: 2 * total)
        knownLimit = 0
        lines.removeAll(keepingCapacity: true)
        completeSections = 0
        frontierEntered = false
        frontierItem = 0
        updateEstimates()
    }

    /// Section records for `itemCounts` (negative counts are 0; counts beyond the layout's limits are cut down to
    /// them) with the metrics `source` gives.
    static func records(itemCounts: [Int], source: any FlowLayoutSource, axis: FlowAxis) -> [FlowSectionRecord] {
        let counts = itemCounts.prefix(CollectionViewFlowLayout.maximumNumberOfSections)
        var records: [FlowSectionRecord] = []
        records.reserveCapacity(counts.count)
        var start = 0
        for (section, count) in counts.enumerated() {
            let items = min(max(0, count), CollectionViewFlowLayout.maximumNumberOfItems - start)
            records.append(
                FlowSectionRecord(
                    itemStart: start, itemCount: items,
                    metrics: FlowSectionMetrics(section: section, source: source, axis: axis)))
            start += items
        }
        return records
    }

    /// `value` clamped as a size is and in single precision, as the size store keeps it.
    static func stored(_ value: Double) -> Float {
        Float(FlowAxis.clamped(value))
    }

    /// The content's size: the viewport's across the scrolling axis; along it, the laid-out sections' exact extent
    /// and the rest's estimate. O(1).
    var contentSize: Size {
        axis.size(main: contentExtent, cross: crossExtent)
    }

    private var contentExtent: Double {
        let section = completeSections
        guard section < sections.count else {
            return sections.last?.end ?? 0
        }
        guard frontierEntered else {
            return (section == 0 ? 0 : sections[section - 1].end) + estimatedExtents[section]
        }
        let record = sections[section]
        let hasLines = lines.count > record.firstLine
        let remainingLines = estimatedLineCount(items: record.itemCount - frontierItem, in: record)
        let extent = axis.main(estimate)
        let rest =
            hasLines
            ? Double(remainingLines) * (record.metrics.lineSpacing + extent)
            : Self.linesExtent(count: remainingLines, thickness: extent, spacing: record.metrics.lineSpacing)
        return linesEnd + rest + record.metrics.trailingInset + record.metrics.footer
            + estimatedExtents[section + 1]
    }

    /// The estimated number of lines `items` items of `record` take, at the estimated size.
    func estimatedLineCount(items: Int, in record: FlowSectionRecord) -> Int {
        guard items > 0 else {
            return 0
        }
        let perLine =
            FlowLineRules.fitCount(
                extent: axis.cross(estimate), spacing: record.metrics.interitemSpacing,
                room: record.metrics.room(crossExtent: crossExtent)) ?? items
        return (items + perLine - 1) / perLine
    }

    /// The extent of `count` lines `thickness` thick, `spacing` apart.
    static func linesExtent(count: Int, thickness: Double, spacing: Double) -> Double {
        count > 0 ? Double(count) * thickness + Double(count - 1) * spacing : 0
    }

    /// Recomputes the estimated extents of the sections, from the last: O(sections).
    func updateEstimates() {
        estimatedExtents = []
        estimatedExtents = [Double](repeating: 0, count: sections.count + 1)
        let thickness = axis.main(estimate)
        for section in sections.indices.reversed() {
            let record = sections[section]
            let metrics = record.metrics
            let linesExtent = Self.linesExtent(
                count: estimatedLineCount(items: record.itemCount, in: record), thickness: thickness,
                spacing: metrics.lineSpacing)
            estimatedExtents[section] =
                estimatedExtents[section + 1] + metrics.header + metrics.leadingInset + linesExtent
                + metrics.trailingInset + metrics.footer
        }
        // The lines the estimate expects, so that laying them out does not allocate as it goes.
        var expected = 0
        for record in sections {
            expected += estimatedLineCount(items: record.itemCount, in: record)
        }
        lines.reserveCapacity(expected)
    }

    /// Calls `body` with every element whose frame intersects `rect`, in order (each section's header, cells and
    /// footer); headers and footers are where pinning puts them relative to `rect`, when it is on. Lays out as far
    /// as `rect`'s far edge (and, for a pinned header taller than the rest of `rect`, its end); allocates nothing
    /// once the lines are built.
    func forEachElement(in rect: Rect, source: any FlowLayoutSource, _ body: (FlowLayoutElement) -> Void) {
        let (lower, upper) = axis.mainRange(rect)
        layOut(until: .offset(upper, inclusive: false), source: source)
        var first = lastEnteredSection(startingAtOrBefore: lower)
        if pinsHeaders, first >= 0, first >= completeSections, sections[first].metrics.header > 0 {
            layOut(until: .offset(lower + sections[first].metrics.header, inclusive: true), source: source)
        }
        first = max(first, 0)
        for section in first..<enteredSectionCount {
            let record = sections[section]
            if section > first && record.start >= upper {
                break
            }
            if let frame = headerFrame(of: section, visibleFrom: lower), frame.intersects(rect) {
                body(FlowLayoutElement(kind: .header, indexPath: IndexPath(item: 0, section: section), frame: frame))
            }
            let lineEnd = section < completeSections ? record.firstLine + record.lineCount : lines.count
            var line = record.firstLine
            if section == first {
                line = lines[record.firstLine..<lineEnd].partitioningIndex { $0.end > lower }
            }
            while line < lineEnd && lines[line].offset < upper {
                forEachItem(ofLine: line, in: record) { flat, frame in
                    if frame.intersects(rect) {
                        let indexPath = IndexPath(item: flat - record.itemStart, section: section)
                        body(FlowLayoutElement(kind: .cell, indexPath: indexPath, frame: frame))
                    }
                }
                line += 1
            }
            if let frame = footerFrame(of: section, visibleTo: upper), frame.intersects(rect) {
                body(FlowLayoutElement(kind: .footer, indexPath: IndexPath(item: 0, section: section), frame: frame))
            }
        }
    }

    /// The frame of the item at `indexPath`, or nil when there is no such item. Lays out through its line.
    func frameForItem(at indexPath: IndexPath, source: any FlowLayoutSource) -> Rect? {
        guard let flat = flatIndex(of: indexPath) else {
            return nil
        }
        layOut(until: .item(flat), source: source)
        let line = lines.partitioningIndex { Int($0.firstItem) > flat } - 1
        var result: Rect?
        forEachItem(ofLine: line, in: sections[indexPath.section]) { item, frame in
            if item == flat {
                result = frame
            }
        }
        return result
    }

    /// The frame of `section`'s header or footer, or nil when the section has none (its extent along the scrolling
    /// axis is 0) or does not exist. Without `visibleRect`, or with pinning off, it is the natural frame; with it,
    /// where pinning to `visibleRect` puts it. Lays out through the section's start for a header, through its end
    /// for a footer (only as far as `visibleRect` for a pinned one).
    func frameForSupplementary(
        _ kind: FlowLayoutElement.Kind, inSection section: Int, visibleRect: Rect? = nil,
        source: any FlowLayoutSource
    ) -> Rect? {
        guard section >= 0 && section < sections.count else {
            return nil
        }
        let range = visibleRect.map { axis.mainRange($0) }
        switch kind {
        case .cell:
            return nil
        case .header:
            guard sections[section].metrics.header > 0 else {
                return nil
            }
            layOut(until: .sectionEntered(section), source: source)
            guard pinsHeaders, let range else {
                return headerFrame(of: section, visibleFrom: nil)
            }
            layOut(until: .offset(range.lower + sections[section].metrics.header, inclusive: true), source: source)
            return headerFrame(of: section, visibleFrom: range.lower)
        case .footer:
            guard sections[section].metrics.footer > 0 else {
                return nil
            }
            guard pinsFooters, let range else {
                layOut(until: .sectionComplete(section), source: source)
                return footerFrame(of: section, visibleTo: nil)
            }
            layOut(until: .sectionEntered(section), source: source)
            layOut(until: .offset(range.upper, inclusive: false), source: source)
            return footerFrame(of: section, visibleTo: range.upper)
        }
    }

    /// The item whose frame contains `point`, or nil. Lays out through `point`.
    func indexPathForItem(at point: Point, source: any FlowLayoutSource) -> IndexPath? {
        let main = axis.main(point)
        layOut(until: .offset(main, inclusive: true), source: source)
        let line = lines.partitioningIndex { $0.offset > main } - 1
        guard line >= 0 && main < lines[line].end else {
            return nil
        }
        let section = section(ofFlat: Int(lines[line].firstItem))
        var result: IndexPath?
        forEachItem(ofLine: line, in: sections[section]) { flat, frame in
            if frame.contains(point) {
                result = IndexPath(item: flat - sections[section].itemStart, section: section)
            }
        }
        return result
    }

    /// The number of sections whose start is placed: the complete ones and the frontier's when entered.
    var enteredSectionCount: Int {
        completeSections + (frontierEntered ? 1 : 0)
    }

    /// The last entered section that starts at or before `main`, or -1.
    private func lastEnteredSection(startingAtOrBefore main: Double) -> Int {
        sections[..<enteredSectionCount].partitioningIndex { $0.start > main } - 1
    }

    /// The flat index of the item at `indexPath`, or nil when there is no such item.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        guard
            indexPath.section >= 0 && indexPath.section < sections.count && indexPath.item >= 0
                && indexPath.item < sections[indexPath.section].itemCount
        else {
            return nil
        }
        return sections[indexPath.section].itemStart + indexPath.item
    }

    /// The section holding the item at `flat` (a valid flat index): the last section starting at or before it, as
    /// empty sections at the same flat index come before it.
    func section(ofFlat flat: Int) -> Int {
        sections.partitioningIndex { $0.itemStart > flat } - 1
    }

    /// The header's frame of an entered section, pinned when pinning is on and `visibleFrom` is given (the visible
    /// area's leading edge); nil when it has none.
    private func headerFrame(of section: Int, visibleFrom lower: Double?) -> Rect? {
        let record = sections[section]
        let length = record.metrics.header
        guard length > 0 else {
            return nil
        }
        var main = record.start
        if pinsHeaders, let lower {
            main = max(lower, main)
            // A section not yet complete ends beyond the laid-out lines, which reach past `lower + length` (see
            // `forEachElement`), so only a complete one can push its header up.
            if section < completeSections {
                main = min(main, record.footerStart - length)
            }
        }
        return axis.rect(main: main, cross: 0, mainLength: length, crossLength: crossExtent)
    }

    /// The footer's frame of an entered section, pinned when pinning is on and `visibleTo` is given (the visible
    /// area's trailing edge); nil when it has none, or when it is not laid out and cannot be shown.
    private func footerFrame(of section: Int, visibleTo upper: Double?) -> Rect? {
        let record = sections[section]
        let length = record.metrics.footer
        guard length > 0 else {
            return nil
        }
        var main: Double
        if section < completeSections {
            main = record.footerStart
            if pinsFooters, let upper {
                main = max(min(upper - length, main), record.headerEnd)
            }
        } else {
            // The footer starts beyond the laid-out lines, which reach `upper`: pinned, it is at the visible end.
            guard pinsFooters, let upper else {
                return nil
            }
            main = max(upper - length, record.headerEnd)
        }
        return axis.rect(main: main, cross: 0, mainLength: length, crossLength: crossExtent)
    }
}
