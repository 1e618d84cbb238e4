import CellKit
import CellTestSupport

/// A table view under test with its model-backed data source: it runs a scenario's operations one by one, each
/// against the model too, and after every step checks the table against the model and the queue's trace.
///
/// The checks that apply at every quiescent point are in `TableHarness+Checks.swift`; each operation's own
/// expectations (errors, offsets, callbacks) are in `TableHarness+Operations.swift`.
@MainActor
final class TableHarness {
    let setup: TableSetup
    let table: TableView
    let source: ModelDataSource
    /// The model's geometry at the table's current width, rebuilt whenever the model or the width changes.
    var geometry: ModelGeometry
    var ledger = CellLedger()
    /// How many log entries the ledger has taken.
    var processed = 0
    /// How many times each identifier has been registered.
    var generations: [Int]
    /// The queue's default cap and the identifiers' own caps, as the steps set them.
    var defaultCap: Int?
    var caps: [String: Int] = [:]
    /// The most cells of each identifier visible at once, at quiescent points (B10, B11).
    var peakVisible: [String: Int] = [:]
    /// The selected rows the model implies; recomputed when the model or the selection changes.
    var selectedPaths: [IndexPath] = []
    /// The step running, counted from 1; 0 while setting up.
    var step = 0

    var model: TableModel {
        get { source.model }
        set { source.model = newValue }
    }

    /// A table set up as `scenario` says, loaded and checked.
    init(_ scenario: TableScenario) throws {
        setup = scenario.setup
        let queue = ReuseQueue(maximumQueuedCellsPerIdentifier: setup.poolCap)
        defaultCap = setup.poolCap
        table = TableView(
            frame: Rect(x: 0, y: 0, width: setup.width, height: setup.height), style: setup.style, reuseQueue: queue)
        table.rowHeight = setup.rowHeight
        table.allowsSelection = setup.allowsSelection
        table.allowsMultipleSelection = setup.allowsMultipleSelection
        let model = TableModel(spec: scenario.spec, setup: setup)
        source = ModelDataSource(model: model, setup: setup)
        geometry = ModelGeometry(model: model, setup: setup, width: setup.width)
        generations = Array(repeating: 0, count: setup.registrations.count)
        queue.trace = { [weak source] event in source?.log.append(.trace(event)) }
        for index in setup.registrations.indices {
            try register(index)
        }
        table.dataSource = source
        table.delegate = source
        try settle(expectedOffset: 0, offsetInvariant: "B4")
    }

    /// Runs `operations` in turn, checking after each.
    func run(_ operations: [TableOperation]) throws {
        for operation in operations {
            try perform(operation)
        }
    }

    /// Registers identifier `index` as the setup says, as a new generation of its registration.
    func register(_ index: Int) throws {
        let name = TableSetup.name(index)
        generations[index] += 1
        let origin = "\(setup.registrations[index]) #\(generations[index])"
        switch setup.registrations[index] {
        case .factory:
            try table.register(
                factory: {
                    let cell = ProbeCell()
                    cell.origin = origin
                    return cell
                }, forCellReuseIdentifier: name)
        case .nib:
            try table.register(
                nibInstantiator: { [ProbeCell(nibIdentifier: nil, origin: origin)] }, forCellReuseIdentifier: name)
        case .nibWithOwnIdentifier:
            try table.register(
                nibInstantiator: { [ProbeCell(nibIdentifier: name, origin: origin)] }, forCellReuseIdentifier: name)
        case .template(0):
            try table.register(ShortProbeCell.self, forCellReuseIdentifier: name)
        case .template(1):
            try table.register(WideProbeCell.self, forCellReuseIdentifier: name)
        case .template:
            try table.register(TallProbeCell.self, forCellReuseIdentifier: name)
        }
        if case .template = setup.registrations[index] {
            source.expectedOrigins[name] = ProbeCell.madeByClass
        } else {
            source.expectedOrigins[name] = origin
        }
    }

    /// Notes the state before a step.
    func snapshot() -> TableSnapshot {
        let offset = table.contentOffset.y
        var rows: [TableSnapshot.Row] = []
        var visible: [String: Int] = [:]
        for (cell, indexPath) in zip(table.visibleCells, table.indexPathsForVisibleRows) {
            let item = (cell as? ProbeCell)?.boundItem ?? -1
            rows.append(
                TableSnapshot.Row(
                    indexPath: indexPath, serial: cell.reuseSerialNumber, item: item, screenY: cell.frame.minY - offset)
            )
            visible[cell.reuseIdentifier ?? "", default: 0] += 1
        }
        var queued: [String: Int] = [:]
        for name in TableSetup.identifierNames {
            queued[name] = table.reuseQueue.statistics(for: name).queued
        }
        return TableSnapshot(
            offset: offset, rows: rows, contentHeight: table.contentSize.height, visible: visible, queued: queued,
            logCount: source.log.count)
    }

    /// Rebuilds the model's geometry after the model or the width changed.
    func refreshGeometry() {
        geometry = ModelGeometry(model: model, setup: setup, width: table.bounds.width)
    }

    /// The selected rows the model implies, in order.
    func refreshSelectedPaths() {
        selectedPaths = model.indexPaths(of: model.selected).values.sorted()
    }

    /// Where a failure happened, to start its message.
    var here: String {
        step == 0 ? "after loading" : "after step \(step)"
    }
}
