import CellTestSupport

@testable import CellKit

/// A random flow layout and a random sequence of queries and changes for the property tests.
struct FlowLayoutScenario: Sendable, CustomStringConvertible {
    var sections: [FlowTestSection]
    var viewport: Size
    var vertical: Bool
    var pinsHeaders: Bool
    var pinsFooters: Bool
    /// Self-sizing's estimate, when on.
    var estimate: Size?
    var operations: [FlowLayoutOperation]

    var description: String {
        var lines = [
            "viewport \(viewport) \(vertical ? "vertical" : "horizontal")"
                + "\(pinsHeaders ? " pinned headers" : "")\(pinsFooters ? " pinned footers" : "")"
                + (estimate.map { " estimated \($0)" } ?? "")
        ]
        lines += sections.map { "  \($0)" }
        lines += operations.map { "  - \($0)" }
        return lines.joined(separator: "\n")
    }

    static let widths: [Double] = [50, 0, 10, 25, 60.5, 100, 150, 330]
    static let heights: [Double] = [40, 0, 12.5, 30, 75, 200]

    static let size: Gen<Size> = Gen.zip(Gen.element(of: widths), Gen.element(of: heights)).map {
        Size(width: $0, height: $1)
    }

    /// Self-sizing estimates: never zero, which turns self-sizing off; `automaticSize` stands for `itemSize`.
    static let estimate: Gen<Size> = Gen.element(of: [
        Size(width: 50, height: 40), CollectionViewFlowLayout.automaticSize, Size(width: 10, height: 12.5),
        Size(width: 330, height: 200), Size(width: 0, height: 30),
    ])

    static let section: Gen<FlowTestSection> = Gen.zip(
        Gen.oneOf(
            Gen.zip(size, Gen.int(in: 0...30)).map { Array(repeating: $0, count: $1) },
            Gen.array(of: size, count: 0...30)),
        Gen.zip(
            Gen.element(of: [0, 5, 12.5]), Gen.element(of: [0, 5, 12.5]), Gen.element(of: [0, 5, -5]),
            Gen.element(of: [0, 5, 40])),
        Gen.zip(Gen.element(of: [10, 0, 3.5]), Gen.element(of: [10, 0, 7])),
        Gen.zip(Gen.element(of: [0, 20, 7.5]), Gen.element(of: [0, 20, 7.5]))
    ).map { items, insets, spacings, supplementary in
        FlowTestSection(
            items: items, inset: EdgeInsets(top: insets.0, left: insets.2, bottom: insets.1, right: insets.3),
            lineSpacing: spacings.0, interitemSpacing: spacings.1,
            header: Size(width: supplementary.0, height: supplementary.0),
            footer: Size(width: supplementary.1, height: supplementary.1))
    }

    /// Scenarios with up to `maximumOperations` operations drawn from `operation`.
    static func generator(
        estimated: Bool, operation: Gen<FlowLayoutOperation>, maximumOperations: Int
    ) -> Gen<FlowLayoutScenario> {
        Gen.zip(
            Gen.array(of: section, count: 0...5),
            Gen.zip(Gen.element(of: [320, 0, 100, 375, 1000]), Gen.element(of: [480, 0, 200, 667])),
            Gen.zip(Gen.bool, Gen.bool, Gen.bool),
            estimated ? estimate.map { Optional($0) } : Gen.constant(nil),
            Gen.array(of: operation, count: 1...maximumOperations)
        ).map { sections, viewport, flags, estimate, operations in
            FlowLayoutScenario(
                sections: sections, viewport: Size(width: viewport.0, height: viewport.1), vertical: !flags.0,
                pinsHeaders: flags.1, pinsFooters: flags.2, estimate: estimate, operations: operations)
        }
    }
}

/// One step of a scenario. Positions are drawn large and resolved against the current data when the step runs.
enum FlowLayoutOperation: Sendable, CustomStringConvertible {
    /// `forEachElement` over a rect starting `main` points along the scrolling axis, `length` long.
    case elements(main: Int, length: Int, cross: Int)
    /// `frameForItem` of the item `pick` resolves to (or one past the end).
    case frame(pick: Int)
    /// `indexPathForItem(at:)`.
    case point(main: Int, cross: Int)
    /// `frameForSupplementary`, pinned relative to a visible rect at `pinnedAt` when given.
    case supplementary(header: Bool, section: Int, pinnedAt: Int?)
    /// `setMeasuredSize` for the item `pick` resolves to.
    case measure(pick: Int, size: Size)
    /// A batch update: each pick deletes, inserts, reloads or moves an item; `sectionEdit` may insert or delete a
    /// section.
    case update(picks: [Int], size: Size, sectionEdit: Int)

    var description: String {
        switch self {
        case .elements(let main, let length, let cross): "elements(main: \(main), length: \(length), cross: \(cross))"
        case .frame(let pick): "frame(pick: \(pick))"
        case .point(let main, let cross): "point(main: \(main), cross: \(cross))"
        case .supplementary(let header, let section, let pinnedAt):
            "\(header ? "header" : "footer")(section: \(section), pinnedAt: \(pinnedAt.map(String.init) ?? "nil"))"
        case .measure(let pick, let size): "measure(pick: \(pick), size: \(size))"
        case .update(let picks, let size, let sectionEdit):
            "update(picks: \(picks), size: \(size), sectionEdit: \(sectionEdit))"
        }
    }

    static let query: Gen<FlowLayoutOperation> = Gen.oneOf(
        Gen.zip(Gen.int(in: 0...3_000), Gen.int(in: 0...700), Gen.int(in: -20...200)).map {
            .elements(main: $0, length: $1, cross: $2)
        },
        Gen.int(in: 0...1_000).map { .frame(pick: $0) },
        Gen.zip(Gen.int(in: 0...3_000), Gen.int(in: 0...400)).map { .point(main: $0, cross: $1) },
        Gen.zip(Gen.bool, Gen.int(in: 0...6), Gen.oneOf(Gen.constant(nil), Gen.int(in: 0...3_000).map { $0 })).map {
            .supplementary(header: $0, section: $1, pinnedAt: $2)
        })

    static let measurement: Gen<FlowLayoutOperation> = Gen.zip(Gen.int(in: 0...1_000), FlowLayoutScenario.size).map {
        .measure(pick: $0, size: $1)
    }

    static let update: Gen<FlowLayoutOperation> = Gen.zip(
        Gen.array(of: Gen.int(in: 0...4_000), count: 0...6), FlowLayoutScenario.size, Gen.int(in: 0...20)
    ).map { .update(picks: $0, size: $1, sectionEdit: $2) }
}
