@testable import CellKit

/// A flow layout computed eagerly and naively from a test's sections, the reference the lazy engine must agree with:
/// every size known up front, every line built, every query a scan. It follows the rules as
/// `CollectionViewFlowLayout` states them, written out for rows and swapped for columns only at the end.
struct FlowLayoutReference {
    struct SectionBounds {
        var start: Double
        var headerEnd: Double
        var footerStart: Double
        var end: Double
    }

    /// Every element in order (each section's header, cells and footer) with its natural frame.
    private(set) var elements: [FlowLayoutElement] = []
    private(set) var bounds: [SectionBounds] = []
    /// The lines of cells in order: their section, first item, item count and main-axis start.
    private(set) var lines: [(section: Int, first: Int, count: Int, start: Double)] = []
    private(set) var contentSize = Size.zero
    let vertical: Bool
    let pinsHeaders: Bool
    let pinsFooters: Bool

    /// Lays out `sections` in `viewport`; item sizes are `sizeOf(section, item)`, clamped and rounded to single
    /// precision as the engine keeps them.
    init(
        sections: [FlowTestSection], viewport: Size, vertical: Bool, pinsHeaders: Bool = false,
        pinsFooters: Bool = false, sizeOf: (Int, Int) -> Size
    ) {
        self.vertical = vertical
        self.pinsHeaders = pinsHeaders
        self.pinsFooters = pinsFooters
        let limit = CollectionViewFlowLayout.maximumDimension
        func clamp(_ value: Double) -> Double { value.isNaN || value < 0 ? 0 : min(value, limit) }
        func single(_ value: Double) -> Double { Double(Float(clamp(value))) }
        // In row terms: "width" is across the scrolling axis, "height" along it.
        func across(_ size: Size) -> Double { vertical ? size.width : size.height }
        func along(_ size: Size) -> Double { vertical ? size.height : size.width }
        let width = clamp(across(viewport))
        var y = 0.0
        for (section, spec) in sections.enumerated() {
            let top = clamp(vertical ? spec.inset.top : spec.inset.left)
            let bottom = clamp(vertical ? spec.inset.bottom : spec.inset.right)
            let left = vertical ? spec.inset.left : spec.inset.top
            let right = vertical ? spec.inset.right : spec.inset.bottom
            let lineSpacing = clamp(spec.lineSpacing)
            let spacing = clamp(spec.interitemSpacing)
            let header = clamp(along(spec.header))
            let footer = clamp(along(spec.footer))
            let room = max(0, width - left - right)
            let start = y
            if header > 0 {
                elements.append(Self.element(.header, section, 0, x: 0, y: y, w: width, h: header, vertical))
            }
            y += header
            let headerEnd = y
            y += top
            let items = spec.items.indices.map { item in
                let size = sizeOf(section, item)
                return (w: single(across(size)), h: single(along(size)))
            }
            let uniform = items.allSatisfy { $0 == items[0] }
            var lineStart = y
            var first = 0
            while first < items.count {
                var count = 1
                var used = items[first].w
                while first + count < items.count && used + spacing + items[first + count].w <= room + 1.0 / 1024 {
                    used += spacing + items[first + count].w
                    count += 1
                }
                let line = items[first..<(first + count)]
                let isLast = first + count == items.count
                var x = 0.0
                var gap = spacing
                var slots = count
                var occupied = line.reduce(0) { $0 + $1.w }
                var leftAligned = false
                if isLast {
                    if uniform && items[0].w + spacing > 0 {
                        let fit = ((room + 1.0 / 1024 + spacing) / (items[0].w + spacing)).rounded(.down)
                        slots = max(count, max(1, Int(fit)))
                        occupied = Double(slots) * items[0].w
                    } else {
                        leftAligned = true
                    }
                }
                if !leftAligned {
                    if slots == 1 {
                        x = max(0, room - occupied) / 2
                    } else {
                        gap = spacing + max(0, room - occupied - Double(slots - 1) * spacing) / Double(slots - 1)
                    }
                }
                let thickness = line.map(\.h).max() ?? 0
                lines.append((section, first, count, lineStart))
                for (offset, item) in line.enumerated() {
                    elements.append(
                        Self.element(
                            .cell, section, first + offset, x: left + x, y: lineStart + (thickness - item.h) / 2,
                            w: item.w, h: item.h, vertical))
                    x += item.w + gap
                }
                y = lineStart + thickness
                lineStart = y + lineSpacing
                first += count
            }
            y += bottom
            let footerStart = y
            if footer > 0 {
                elements.append(Self.element(.footer, section, 0, x: 0, y: y, w: width, h: footer, vertical))
            }
            y += footer
            bounds.append(SectionBounds(start: start, headerEnd: headerEnd, footerStart: footerStart, end: y))
        }
        contentSize = vertical ? Size(width: width, height: y) : Size(width: y, height: width)
    }

    private static func element(
        _ kind: FlowLayoutElement.Kind, _ section: Int, _ item: Int, x: Double, y: Double, w: Double, h: Double,
        _ vertical: Bool
    ) -> FlowLayoutElement {
        let frame = vertical ? Rect(x: x, y: y, width: w, height: h) : Rect(x: y, y: x, width: h, height: w)
        return FlowLayoutElement(kind: kind, indexPath: IndexPath(item: item, section: section), frame: frame)
    }

    /// The elements whose frames, pinned relative to `rect`, intersect `rect`, in order.
    func elements(in rect: Rect) -> [FlowLayoutElement] {
        elements.map { pinned($0, in: rect) }.filter { $0.frame.intersects(rect) }
    }

    /// `element` with its frame where pinning relative to `rect` puts it.
    func pinned(_ element: FlowLayoutElement, in rect: Rect) -> FlowLayoutElement {
        var element = element
        let section = bounds[element.indexPath.section]
        let top = vertical ? rect.minY : rect.minX
        let bottom = vertical ? rect.maxY : rect.maxX
        let length = vertical ? element.frame.height : element.frame.width
        var y = vertical ? element.frame.minY : element.frame.minX
        if element.kind == .header && pinsHeaders {
            y = min(max(top, y), section.footerStart - length)
        } else if element.kind == .footer && pinsFooters {
            y = max(min(bottom - length, y), section.headerEnd)
        } else {
            return element
        }
        if vertical {
            element.frame.origin.y = y
        } else {
            element.frame.origin.x = y
        }
        return element
    }

    func frame(of indexPath: IndexPath) -> Rect? {
        elements.first { $0.kind == .cell && $0.indexPath == indexPath }?.frame
    }

    func supplementary(_ kind: FlowLayoutElement.Kind, _ section: Int) -> Rect? {
        elements.first { $0.kind == kind && $0.indexPath.section == section }?.frame
    }

    func item(at point: Point) -> IndexPath? {
        elements.first { $0.kind == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// The index paths of the items of lines that start before `main` (at or before it when `inclusive`), plus the
    /// first item of the line after the last of them in the same section: what a lazy engine may have asked for to
    /// answer a query reaching `main`.
    func itemsNeeded(through main: Double, inclusive: Bool) -> Set<IndexPath> {
        var needed = Set<IndexPath>()
        for (index, line) in lines.enumerated() where inclusive ? line.start <= main : line.start < main {
            for item in line.first..<(line.first + line.count) {
                needed.insert(IndexPath(item: item, section: line.section))
            }
            if index + 1 < lines.count && lines[index + 1].section == line.section {
                needed.insert(IndexPath(item: lines[index + 1].first, section: line.section))
            }
        }
        return needed
    }

    /// The main-axis start of the line holding `indexPath`.
    func lineStart(of indexPath: IndexPath) -> Double? {
        lines.first {
            $0.section == indexPath.section && $0.first <= indexPath.item && indexPath.item < $0.first + $0.count
        }?.start
    }
}
