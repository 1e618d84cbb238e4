import CellKit
import CellTestSupport

extension TableScenario {
    /// Scenarios of up to `maximumOperations` operations drawn from `mix`. Most tables are small (0 to 300 rows per
    /// section), some are empty or tiny, and about one in ten has a huge section: 1 000 to 5 000 rows, or one time
    /// in four 5 000 to 100 000 (every batch costs O(n) in the table and in the model).
    static func generator(mix: OperationMix, maximumOperations: Int) -> Gen<TableScenario> {
        Gen.zip(setup, spec, Gen.array(of: operation(mix), count: 0...maximumOperations)).map {
            TableScenario(setup: $0, spec: $1, operations: $2)
        }
    }

    // No `rowHeight` of 0: rows of height 0 strictly inside the viewport are displayed (as UIKit displays rows
    // hidden by a zero height), so a huge table of them would display every row; single rows of height 0 come from
    // the mixed height profile and from setHeight steps instead.
    static let setup: Gen<TableSetup> = Gen.zip(
        Gen.element(of: TableViewStyle.allCases),
        Gen.element(of: [320.0, 375, 414, 768]),
        Gen.frequency([(6, Gen.element(of: [480.0, 667, 200, 1_000])), (1, Gen.element(of: [44.0, 1, 0]))]),
        Gen.array(of: registration, count: 1...3),
        Gen.frequency([(2, Gen.constant(true)), (1, Gen.constant(false))]),
        Gen.frequency([(6, Gen.constant(TableView.automaticDimension)), (1, Gen.element(of: [44.0, 8, 120]))]),
        Gen.zip(Gen.bool, Gen.bool, Gen.bool),
        Gen.element(of: [nil, nil, 5, 0, 1] as [Int?])
    ).map { style, width, height, registrations, delegateHeights, rowHeight, flags, cap in
        TableSetup(
            style: style, width: width, height: height, registrations: registrations,
            delegateAnswersHeights: delegateHeights, rowHeight: rowHeight, allowsSelection: !flags.0,
            allowsMultipleSelection: flags.1, probesDoubleDequeue: flags.2, poolCap: cap)
    }

    static let registration: Gen<RegistrationKind> = Gen.frequency([
        (4, Gen.constant(RegistrationKind.factory)), (1, Gen.constant(.nib)), (1, Gen.constant(.nibWithOwnIdentifier)),
        (3, Gen.int(in: 0...(RegistrationKind.templateCount - 1)).map { .template($0) }),
    ])

    static let rowCount: Gen<Int> = Gen.frequency([
        (3, Gen.int(in: 0...3)), (12, Gen.int(in: 0...300)),
        (1, Gen.frequency([(3, Gen.int(in: 1_000...5_000)), (1, Gen.int(in: 5_000...100_000))])),
    ])

    static let spec: Gen<ModelSpec> = Gen.zip(
        Gen.frequency([
            (1, Gen.constant([])), (6, Gen.array(of: rowCount, count: 1...1)),
            (3, Gen.array(of: rowCount, count: 2...4)),
        ]),
        Gen.element(of: HeightProfile.allCases),
        Gen.bool,
        seed
    ).map { ModelSpec(rowCounts: $0, heights: $1, answersSectionHeights: $2, seed: $3) }

    /// Small data for replacing a table's content in a reload.
    static let smallSpec: Gen<ModelSpec> = Gen.zip(
        Gen.array(of: Gen.int(in: 0...40), count: 0...3), Gen.element(of: HeightProfile.allCases), Gen.bool, seed
    ).map { ModelSpec(rowCounts: $0, heights: $1, answersSectionHeights: $2, seed: $3) }

    static let seed: Gen<UInt64> = Gen.int(in: 0...1_000_000).map { UInt64($0) }

    static let pick = Gen.int(in: 0...9_999)

    static func operation(_ mix: OperationMix) -> Gen<TableOperation> {
        let weighted: [(weight: Int, generator: Gen<TableOperation>)] = [
            (mix.scroll, scroll), (mix.resize, resize), (mix.reloadData, reloadData), (mix.batch, batch),
            (mix.setHeight, setHeight), (mix.reloadRows, reloadRows), (mix.tap, tap), (mix.register, register),
            (mix.setCap, setCap), (mix.scrollToRow, scrollToRow), (mix.probes, probe),
        ]
        return Gen.frequency(weighted.filter { $0.weight > 0 })
    }

    static let scroll: Gen<TableOperation> = Gen.frequency([
        (6, Gen.int(in: 0...10_000).map { .scroll(.fraction($0)) }),
        (2, Gen.double(in: -2_000...2_000).map { .scroll(.by($0.rounded())) }),
        (1, Gen.double(in: -500...3_000_000).map { .scroll(.absolute($0)) }),
    ])

    static let resize: Gen<TableOperation> = Gen.zip(
        Gen.element(of: [320.0, 375, 414, 768]), Gen.element(of: [480.0, 667, 200, 1_000, 44, 1, 0])
    ).map { .resize(width: $0, height: $1) }

    static let reloadData: Gen<TableOperation> = Gen.frequency([
        (4, Gen.constant(TableOperation.reloadData(.none))),
        (2, Gen.zip(Gen.int(in: 1...5), seed).map { .reloadData(.reloadItems(count: $0, seed: $1)) }),
        (2, Gen.int(in: 0...10_000).map { .reloadData(.truncate($0)) }),
        (1, smallSpec.map { .reloadData(.replace($0)) }),
        (1, Gen.element(of: [TableView.automaticDimension, 44, 8, 120]).map { .reloadData(.rowHeight($0)) }),
    ])

    static let batch: Gen<TableOperation> = BatchSpec.generator.map { .batch($0) }

    static let setHeight: Gen<TableOperation> = Gen.zip(
        pick,
        Gen.frequency([
            (6, Gen.int(in: 0...200).map { Double($0) as Double? }),
            (1, Gen.element(of: [nil, 2_000.0, 0.25] as [Double?])),
        ])
    ).map { .setHeight(pick: $0, height: $1) }

    static let reloadRows: Gen<TableOperation> = Gen.array(of: pick, count: 0...3).map { .reloadRows(picks: $0) }

    static let tap: Gen<TableOperation> = Gen.zip(Gen.int(in: 0...999), Gen.int(in: 0...999)).map {
        .tap(x: $0, y: $1)
    }

    static let register: Gen<TableOperation> = Gen.int(in: 0...2).map { .register(index: $0) }

    static let setCap: Gen<TableOperation> = Gen.zip(
        Gen.element(of: [nil, 0, 5, 1] as [Int?]), Gen.element(of: [nil, nil, 0, 1, 2] as [Int?])
    ).map { .setCap($0, index: $1) }

    static let scrollToRow: Gen<TableOperation> = Gen.zip(
        pick, Gen.element(of: TableView.ScrollPosition.allCases),
        Gen.frequency([(5, Gen.constant(true)), (1, Gen.constant(false))])
    ).map { .scrollToRow(pick: $0, position: $1, valid: $2) }

    static let probe: Gen<TableOperation> = Gen.frequency([
        (1, Gen.constant(TableOperation.registerEmptyIdentifier)),
        (1, Gen.constant(TableOperation.dequeueUnregistered)),
        (2, Gen.element(of: ForeignCell.allCases).map { .returnForeignCell($0) }),
    ])
}
