import CellKit
import Testing

@testable import cellbench

/// The collection benchmark's model of its grid, against a naive flow layout of every item written here: the same
/// rules (greedy lines inside the section insets, headers as wide as the grid), every frame computed eagerly.
@Suite struct GridPatternTests {
    /// The frames of every header (kind `GridPattern.headerIndex`) and item of `pattern`, laid out eagerly.
    private func naiveFrames(_ pattern: GridPattern) -> [(kind: Int, frame: Rect)] {
        let geometry = pattern.geometry
        var frames: [(kind: Int, frame: Rect)] = []
        var y = 0.0
        for section in 0..<pattern.sections {
            frames.append((GridPattern.headerIndex, Rect(x: 0, y: y, width: geometry.width, height: 40)))
            y += GridGeometry.headerHeight + GridGeometry.inset
            var line: [(kind: GridItemKind, size: Size)] = []
            func closeLine() {
                let height = line.map(\.size.height).max() ?? 0
                var x = GridGeometry.inset
                for (kind, size) in line {
                    let frame = Rect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height)
                    frames.append((kind.rawValue, frame))
                    x += size.width + GridGeometry.spacing
                }
                y += height + GridGeometry.spacing
                line = []
            }
            for item in 0..<pattern.itemCount(inSection: section) {
                let kind = GridItemKind(item: item)
                let size = geometry.size(of: kind)
                let used = line.reduce(0) { $0 + $1.size.width + GridGeometry.spacing }
                if !line.isEmpty, used + size.width > geometry.lineWidth {
                    closeLine()
                }
                line.append((kind, size))
            }
            closeLine()
            // The spacing after the last line is not the section's; the bottom inset is.
            y += GridGeometry.inset - GridGeometry.spacing
        }
        return frames
    }

    @Test(arguments: [60.0, 320, 375, 414, 1024])
    func theModelCountsWhatANaiveLayoutShows(width: Double) {
        for (items, sectionSize) in [(0, 100), (1, 100), (9, 100), (10, 100), (101, 100), (250, 100), (61, 7)] {
            let pattern = GridPattern(items: items, sectionSize: sectionSize, geometry: GridGeometry(width: width))
            let frames = naiveFrames(pattern)
            let naiveHeight = frames.map(\.frame.maxY).max().map { $0 + GridGeometry.inset } ?? 0
            #expect(pattern.contentHeight == naiveHeight, "\(items) items in sections of \(sectionSize)")
            let viewport = 300.0
            var top = -50.0
            while top < naiveHeight + 50 {
                var counts = [Int](repeating: 0, count: pattern.kindCount)
                pattern.countVisible(top: top, height: viewport, into: &counts)
                var expected = [Int](repeating: 0, count: pattern.kindCount)
                let band = Rect(x: 0, y: top, width: width, height: viewport)
                for (kind, frame) in frames where frame.intersects(band) {
                    expected[kind] += 1
                }
                #expect(counts == expected, "\(items) items in sections of \(sectionSize) at \(top)")
                top += 37
            }
        }
    }

    @Test func theLinesAreThePatternsAtEveryWidth() {
        for width in stride(from: GridGeometry.minimumWidth, through: 2_000, by: 17) {
            let geometry = GridGeometry(width: width)
            for line in GridItemKind.lines {
                let room = line.reduce(-GridGeometry.spacing) {
                    $0 + geometry.size(of: $1).width + GridGeometry.spacing
                }
                #expect(room <= geometry.lineWidth, "\(line) fits in \(width)")
                for next in GridItemKind.allCases {
                    #expect(room + GridGeometry.spacing + geometry.size(of: next).width > geometry.lineWidth)
                }
            }
        }
    }

    @Test func aMillionItemsAreAsTallAsTenThousandSections() {
        let pattern = GridPattern(items: 1_000_000, sectionSize: 100, geometry: GridGeometry(width: 375))
        #expect(pattern.sections == 10_000)
        #expect(pattern.contentHeight == 10_000 * pattern.sectionHeight(items: 100))
        // 40 header + 2 * 10 inset + 10 repetitions of (3 photo lines of 111 and 2 text lines of 64) + 49 spacings.
        let lines: Double = 10 * (3 * 111 + 2 * 64)
        #expect(pattern.sectionHeight(items: 100) == 40 + 20 + lines + 49 * 10)
    }
}
