@testable import CellKit

/// One section as a test describes it: its items' sizes and its metrics.
struct FlowTestSection: Equatable, CustomStringConvertible {
    var items: [Size]
    var inset = EdgeInsets.zero
    var lineSpacing = 10.0
    var interitemSpacing = 10.0
    var header = Size.zero
    var footer = Size.zero

    var description: String {
        let sizes = items.map { "\($0.width.compact)x\($0.height.compact)" }.joined(separator: " ")
        return "section(items: [\(sizes)], inset: \(inset), line: \(lineSpacing.compact), "
            + "interitem: \(interitemSpacing.compact), header: \(header), footer: \(footer))"
    }
}

/// A flow layout source that answers from `sections` (or `itemSize` for every item, when set) and records every
/// item size it is asked for.
@MainActor
final class FlowTestSource: FlowLayoutSource {
    var sections: [FlowTestSection]
    /// When set, every item's size, for sources too large to list (a million items).
    var itemSize: Size?
    private(set) var sizeRequests: [IndexPath] = []
    private(set) var sizeRequestCount = 0
    /// Whether to keep each request in `sizeRequests` (a million-item test only counts them).
    var recordsRequests = true
    private(set) var metricRequestCount = 0

    init(_ sections: [FlowTestSection]) {
        self.sections = sections
    }

    var itemCounts: [Int] { sections.map(\.items.count) }

    func forgetRequests() {
        sizeRequests = []
        sizeRequestCount = 0
        metricRequestCount = 0
    }

    func flowLayoutSizeForItem(at indexPath: IndexPath) -> Size {
        sizeRequestCount += 1
        if recordsRequests {
            sizeRequests.append(indexPath)
        }
        return itemSize ?? sections[indexPath.section].items[indexPath.item]
    }

    func flowLayoutInset(forSection section: Int) -> EdgeInsets {
        metricRequestCount += 1
        return sections[section].inset
    }

    func flowLayoutMinimumLineSpacing(forSection section: Int) -> Double { sections[section].lineSpacing }

    func flowLayoutMinimumInteritemSpacing(forSection section: Int) -> Double { sections[section].interitemSpacing }

    func flowLayoutHeaderSize(inSection section: Int) -> Size { sections[section].header }

    func flowLayoutFooterSize(inSection section: Int) -> Size { sections[section].footer }
}

/// Sizes `width` x `height`, `count` times.
func sizes(_ count: Int, _ width: Double, _ height: Double) -> [Size] {
    Array(repeating: Size(width: width, height: height), count: count)
}
