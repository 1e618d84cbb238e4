import CellTestSupport

/// A table scenario whose operations only change the data, run twice with different scrolls before each
/// operation, then scrolled to the same destination (B7).
struct PathScenario: Sendable, CustomStringConvertible {
    var table: TableScenario
    var firstPath: [ScrollTarget]
    var secondPath: [ScrollTarget]
    var destination: ScrollTarget

    static let generator: Gen<PathScenario> = Gen.zip(
        TableScenario.generator(mix: .dataOnly, maximumOperations: 12),
        Gen.array(of: target, count: 1...12),
        Gen.array(of: target, count: 1...12),
        Gen.int(in: 0...10_000).map { ScrollTarget.fraction($0) }
    ).map { PathScenario(table: $0, firstPath: $1, secondPath: $2, destination: $3) }

    static let target: Gen<ScrollTarget> = Gen.frequency([
        (3, Gen.int(in: 0...10_000).map { .fraction($0) }),
        (1, Gen.double(in: -2_000...2_000).map { .by($0.rounded()) }),
    ])

    var description: String {
        "\(table)\n  first path: \(firstPath)\n  second path: \(secondPath)\n  destination: \(destination)"
    }
}
