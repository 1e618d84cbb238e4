import CellKit
import CellTestSupport

/// A generated case for a table of self-sizing text rows: its rows' random texts (from a seed), how heights are
/// estimated, the viewport, and the operations to run. Rows are picked by ten-thousandths of the way through the
/// rows, so an operation means something for any table and shrinks toward the first row.
struct SelfSizingScenario: Sendable, CustomStringConvertible {
    /// One step.
    enum Operation: Sendable, CustomStringConvertible {
        case scroll(ScrollTarget)
        case scrollToRow(pick: Int, position: TableView.ScrollPosition)
        case resize(width: Double)
        case reloadData
        /// Gives the picked rows new texts of `seed`, then reloads them.
        case reloadRows(picks: [Int], seed: UInt64)
        /// Deletes, inserts (with new texts) and moves rows in one batch.
        case batch(deletes: Int, inserts: Int, moves: Int, seed: UInt64)
        /// Changes the text of a visible row in its cell and in the model, then runs an empty batch.
        case editInPlace(pick: Int, seed: UInt64)
        case measureRows(picks: [Int])

        var description: String {
            switch self {
            case .scroll(let target): "scroll(\(target))"
            case .scrollToRow(let pick, let position): "scrollToRow(row pick \(pick), .\(position))"
            case .resize(let width): "resize(width \(width.compact))"
            case .reloadData: "reloadData"
            case .reloadRows(let picks, let seed): "reloadRows(picks \(picks), texts of seed \(seed))"
            case .batch(let deletes, let inserts, let moves, let seed):
                "batch(\(deletes) deletes, \(inserts) inserts, \(moves) moves, seed \(seed))"
            case .editInPlace(let pick, let seed): "editInPlace(visible pick \(pick), text of seed \(seed))"
            case .measureRows(let picks): "measureRows(picks \(picks))"
            }
        }
    }

    var rowCount: Int
    var textSeed: UInt64
    /// `estimatedRowHeight`; `TableView.automaticDimension` estimates at 44.
    var estimate: Double
    /// Whether the data source names the cells' identifier, so their automatic template height makes them
    /// self-sizing; when not, only a positive estimate does.
    var reportsIdentifiers: Bool
    var viewportHeight: Double
    var operations: [Operation]

    var description: String {
        var lines = [
            "\(rowCount) rows of texts of seed \(textSeed), estimatedRowHeight \(estimate.compact), "
                + "\(reportsIdentifiers ? "template identifiers" : "no identifiers"), viewport height "
                + "\(viewportHeight.compact)"
        ]
        for (index, operation) in operations.enumerated() {
            lines.append("  \(index + 1). \(operation)")
        }
        return lines.joined(separator: "\n")
    }

    /// A random text of 0 to 60 words of 1 to 12 letters (a few rows empty, a few very long), from `seed`.
    static func text(seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        let words = random.next() % 8 == 0 ? Int(random.next() % 61) : Int(random.next() % 12)
        return (0..<words).map { _ in String(repeating: "x", count: 1 + Int(random.next() % 12)) }
            .joined(separator: " ")
    }

    static let pick = Gen.int(in: 0...9_999)
    static let seed = Gen.int(in: 0...1_000_000).map { UInt64($0) }

    static let operation: Gen<Operation> = Gen.frequency([
        (8, Gen.int(in: 0...10_000).map { .scroll(.fraction($0)) }),
        (6, Gen.double(in: -900...900).map { .scroll(.by($0.rounded())) }),
        (
            2,
            Gen.zip(pick, Gen.element(of: TableView.ScrollPosition.allCases)).map {
                .scrollToRow(pick: $0, position: $1)
            }
        ),
        (1, Gen.element(of: [320.0, 375, 200]).map { .resize(width: $0) }),
        (1, Gen.constant(.reloadData)),
        (2, Gen.zip(Gen.array(of: pick, count: 1...3), seed).map { .reloadRows(picks: $0, seed: $1) }),
        (
            3,
            Gen.zip(Gen.int(in: 0...3), Gen.int(in: 0...3), Gen.int(in: 0...2), seed).map {
                .batch(deletes: $0, inserts: $1, moves: $2, seed: $3)
            }
        ),
        (2, Gen.zip(pick, seed).map { .editInPlace(pick: $0, seed: $1) }),
        (1, Gen.array(of: pick, count: 1...3).map { .measureRows(picks: $0) }),
    ])

    static let generator: Gen<SelfSizingScenario> = Gen.zip(
        Gen.frequency([(2, Gen.int(in: 0...3)), (12, Gen.int(in: 4...300)), (1, Gen.int(in: 1_000...3_000))]),
        seed,
        Gen.element(of: [TableView.automaticDimension, 20, 60, 200, 0]),
        Gen.frequency([(4, Gen.constant(true)), (1, Gen.constant(false))]),
        Gen.frequency([(6, Gen.element(of: [440.0, 667])), (1, Gen.element(of: [44.0, 0]))]),
        Gen.array(of: operation, count: 0...25)
    ).map {
        SelfSizingScenario(
            rowCount: $0, textSeed: $1, estimate: $2, reportsIdentifiers: $3, viewportHeight: $4, operations: $5)
    }
}
