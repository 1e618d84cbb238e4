import CellTestSupport

/// A generated collection-view case: the items per section and the operations to run. Sections, items and
/// positions are picked by numbers taken modulo what the model has at that step, so every operation means
/// something for any model and shrinks toward the first section and item.
struct CollectionScenario: Sendable, CustomStringConvertible {
    enum Operation: Sendable, CustomStringConvertible {
        /// Scrolls to `thousandths` of the way to the largest offset.
        case scroll(thousandths: Int)
        case insertItems(section: Int, at: Int, count: Int)
        case deleteItems(section: Int, at: Int, count: Int)
        case reloadItems(section: Int, at: Int)
        case moveItem(fromSection: Int, from: Int, toSection: Int, to: Int)
        case insertSection(at: Int, count: Int)
        case deleteSection(Int)
        /// Appends `count` items to the last section and calls `reloadData()`.
        case reloadData(appending: Int)
        /// A tap at thousandths of the viewport's width and height.
        case tap(x: Int, y: Int)

        var description: String {
            switch self {
            case .scroll(let thousandths): "scroll(\(Double(thousandths) / 10)% of the range)"
            case .insertItems(let section, let at, let count): "insertItems(section \(section), at \(at), \(count))"
            case .deleteItems(let section, let at, let count): "deleteItems(section \(section), at \(at), \(count))"
            case .reloadItems(let section, let at): "reloadItems(section \(section), at \(at))"
            case .moveItem(let fromSection, let from, let toSection, let to):
                "moveItem(section \(fromSection) item \(from) to section \(toSection) item \(to))"
            case .insertSection(let at, let count): "insertSection(at \(at), \(count) items)"
            case .deleteSection(let section): "deleteSection(\(section))"
            case .reloadData(let appending): "reloadData(appending \(appending))"
            case .tap(let x, let y): "tap(\(Double(x) / 10)%, \(Double(y) / 10)% of the viewport)"
            }
        }
    }

    var counts: [Int]
    var operations: [Operation]

    var description: String {
        (["sections of \(counts) items"] + operations.enumerated().map { "  \($0.offset + 1). \($0.element)" })
            .joined(separator: "\n")
    }

    static func generator(maximumOperations: Int) -> Gen<CollectionScenario> {
        let small = Gen.int(in: 0...40)
        let operation = Gen.frequency([
            (4, Gen.int(in: 0...1000).map { Operation.scroll(thousandths: $0) }),
            (
                2,
                Gen.zip(small, small, Gen.int(in: 1...4)).map { Operation.insertItems(section: $0, at: $1, count: $2) }
            ),
            (
                2,
                Gen.zip(small, small, Gen.int(in: 1...4)).map { Operation.deleteItems(section: $0, at: $1, count: $2) }
            ),
            (1, Gen.zip(small, small).map { Operation.reloadItems(section: $0, at: $1) }),
            (
                1,
                Gen.zip(small, small, small, small).map {
                    Operation.moveItem(fromSection: $0, from: $1, toSection: $2, to: $3)
                }
            ),
            (1, Gen.zip(small, Gen.int(in: 0...12)).map { Operation.insertSection(at: $0, count: $1) }),
            (1, small.map { Operation.deleteSection($0) }),
            (1, Gen.int(in: 0...20).map { Operation.reloadData(appending: $0) }),
            (1, Gen.zip(Gen.int(in: 0...999), Gen.int(in: 0...999)).map { Operation.tap(x: $0, y: $1) }),
        ])
        return Gen.zip(
            Gen.array(of: Gen.int(in: 0...30), count: 0...4),
            Gen.array(of: operation, count: 0...maximumOperations)
        ).map { CollectionScenario(counts: $0, operations: $1) }
    }
}
