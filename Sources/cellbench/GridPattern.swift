/// The collection benchmark's grid as its `VisibilityTracker` counts it, computed from the pattern and the rules of
/// UIKit's vertical flow layout, independently of the layout under test: `items` items in sections of
/// `sectionSize` (the last may be shorter), each section a header as wide as the grid, the section inset, the
/// pattern's lines `GridGeometry.spacing` apart, and the inset again. Items count by `GridItemKind.rawValue`,
/// headers at `headerIndex`.
struct GridPattern: VisibleItemModel {
    /// The number of items in all sections.
    let items: Int
    /// The items of each section but the last.
    let sectionSize: Int
    /// The grid's sizes.
    let geometry: GridGeometry

    /// Where headers are counted, after the kinds of item.
    static let headerIndex = GridItemKind.allCases.count

    var kindCount: Int { GridItemKind.allCases.count + 1 }

    /// The number of sections.
    var sections: Int { sectionSize > 0 ? (items + sectionSize - 1) / sectionSize : 0 }

    /// The number of items in `section`.
    func itemCount(inSection section: Int) -> Int {
        min(sectionSize, items - section * sectionSize)
    }

    /// The height of the grid: every section's.
    var contentHeight: Double {
        guard sections > 0 else {
            return 0
        }
        let full = sectionHeight(items: sectionSize)
        return Double(sections - 1) * full + sectionHeight(items: itemCount(inSection: sections - 1))
    }

    /// The height of line `line` of the pattern: its items are all as tall.
    private func lineHeight(_ line: Int) -> Double {
        geometry.size(of: GridItemKind.lines[line][0]).height
    }

    /// The height of one repetition of the pattern's lines, each followed by the spacing.
    private var repetitionHeight: Double {
        GridItemKind.lines.indices.reduce(0) { $0 + lineHeight($1) + GridGeometry.spacing }
    }

    /// The height of a section of `count` items: header, insets, and the lines with the spacings between them.
    func sectionHeight(items count: Int) -> Double {
        let period = GridItemKind.pattern.count
        var height = GridGeometry.headerHeight + 2 * GridGeometry.inset
        height += Double(count / period) * repetitionHeight
        var placed = 0
        var line = 0
        while placed < count % period {
            height += lineHeight(line) + GridGeometry.spacing
            placed += GridItemKind.lines[line].count
            line += 1
        }
        // No spacing after the last line.
        return count > 0 ? height - GridGeometry.spacing : height
    }

    /// Adds the items and headers whose frames intersect `top..<top + height`: it jumps to the section holding `top`
    /// (all but the last are as tall) and to the repetition of the pattern holding it, then walks the visible lines.
    func countVisible(top: Double, height: Double, into counts: inout [Int]) {
        guard sections > 0 else {
            return
        }
        let bottom = top + height
        let period = GridItemKind.pattern.count
        let fullHeight = sectionHeight(items: sectionSize)
        var section = min(sections - 1, max(0, Int((top / fullHeight).rounded(.down))))
        // A quotient rounded up would start one section too far.
        while section > 0, Double(section) * fullHeight > top {
            section -= 1
        }
        var sectionTop = Double(section) * fullHeight
        while section < sections, sectionTop < bottom {
            let count = itemCount(inSection: section)
            if sectionTop + GridGeometry.headerHeight > top {
                counts[Self.headerIndex] += 1
            }
            let linesTop = sectionTop + GridGeometry.headerHeight + GridGeometry.inset
            var repetition = min(count / period, max(0, Int(((top - linesTop) / repetitionHeight).rounded(.down))))
            while repetition > 0, linesTop + Double(repetition) * repetitionHeight > top {
                repetition -= 1
            }
            var item = repetition * period
            var lineTop = linesTop + Double(repetition) * repetitionHeight
            var line = 0
            while item < count, lineTop < bottom {
                let kinds = GridItemKind.lines[line]
                let placed = min(kinds.count, count - item)
                if lineTop + lineHeight(line) > top {
                    for index in 0..<placed {
                        counts[kinds[index].rawValue] += 1
                    }
                }
                item += placed
                lineTop += lineHeight(line) + GridGeometry.spacing
                line = (line + 1) % GridItemKind.lines.count
            }
            sectionTop += sectionHeight(items: count)
            section += 1
        }
    }
}
