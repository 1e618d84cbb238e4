import Testing

@testable import CellKit

/// The engine on a million items: a correctness test of laziness, not a timing one (cellbench times it).
@Suite("FlowLayout scale")
@MainActor
struct FlowLayoutScaleTests {
    /// A source of uniform items that counts how often each item's size is asked.
    private final class CountingSource: FlowLayoutSource {
        let itemCounts: [Int]
        var requests: [[UInt8]]
        var total = 0

        init(itemCounts: [Int]) {
            self.itemCounts = itemCounts
            requests = itemCounts.map { [UInt8](repeating: 0, count: $0) }
        }

        func flowLayoutSizeForItem(at indexPath: IndexPath) -> Size {
            requests[indexPath.section][indexPath.item] &+= 1
            total += 1
            return Size(width: 100, height: 100)
        }

        func flowLayoutInset(forSection section: Int) -> EdgeInsets {
            EdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        }

        func flowLayoutMinimumLineSpacing(forSection section: Int) -> Double { 10 }

        func flowLayoutMinimumInteritemSpacing(forSection section: Int) -> Double { 10 }

        func flowLayoutHeaderSize(inSection section: Int) -> Size { Size(width: 0, height: 30) }

        func flowLayoutFooterSize(inSection section: Int) -> Size { Size(width: 0, height: 20) }
    }

    @Test func scrollingAMillionItemGridAsksEachSizeOnceWithAnExactContentSizeFromTheStart() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.sectionHeadersPinToVisibleBounds = true
        let source = CountingSource(itemCounts: [400_000, 600_000])
        let engine = FlowLayoutEngine(layout: layout)
        engine.reload(itemCounts: source.itemCounts, viewport: Size(width: 375, height: 667), source: source)
        #expect(source.total == 0)
        // Three 100-point items fit in 365 points; each section: header 30, insets 10 + 10, footer 20.
        let rows = [133_334, 200_000]
        let expected = rows.reduce(0.0) { $0 + 30 + 10 + Double($1) * 110 - 10 + 10 + 20 }
        #expect(engine.contentSize == Size(width: 375, height: expected))
        let capacity = engine.lines.capacity
        #expect(capacity >= rows.reduce(0, +))
        var offset = 0.0
        var frames = 0
        var cells = 0
        var headers = 0
        var contentSizeStayedExact = true
        while offset < expected {
            engine.forEachElement(in: Rect(x: 0, y: offset, width: 375, height: 667), source: source) { element in
                if element.kind == .cell {
                    cells += 1
                } else if element.kind == .header {
                    headers += 1
                }
            }
            contentSizeStayedExact = contentSizeStayedExact && engine.contentSize.height == expected
            offset += 997
            frames += 1
        }
        #expect(contentSizeStayedExact)
        #expect(source.total == 1_000_000)
        #expect(source.requests.allSatisfy { $0.allSatisfy { $0 == 1 } })
        #expect(engine.lines.count == rows.reduce(0, +))
        #expect(engine.lines.capacity == capacity)
        // A pinned header on every frame, and each frame shows six or seven rows of three.
        #expect(headers >= frames)
        #expect(cells >= frames * 15 && cells <= frames * 21)
        let last = IndexPath(item: 599_999, section: 1)
        #expect(engine.frameForItem(at: last, source: source)?.maxY == expected - 30)
        #expect(source.total == 1_000_000)
    }
}
