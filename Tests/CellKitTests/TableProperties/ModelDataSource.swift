import CellKit
import CellTestSupport

/// The data source and delegate of a property test's table, backed by a `TableModel`: it dequeues each row's cell
/// by the item's identifier and binds the item into it, answers heights from the model, and records what it is
/// asked and told (in `log`, with the queue's trace) and every question it should never have been asked (B5).
@MainActor
final class ModelDataSource: TableViewDataSource, TableViewDelegate {
    var model: TableModel
    let setup: TableSetup
    /// Everything the table did, in order, the queue's trace included (the harness's `trace` hook appends to it).
    var log: [LogEntry] = []
    /// Invariants broken inside callbacks, where nothing can be thrown to the test.
    var failures: [InvariantFailure] = []
    /// How many row heights the delegate was asked, since the harness last reset it.
    var heightQueries = 0
    /// Every cell the data source returned and that is not known to be discarded, by serial.
    var cells: [Int: ProbeCell] = [:]
    /// The origin each identifier's new cells must carry: the latest registration's (A2).
    var expectedOrigins: [String: String] = [:]
    /// When set, `cellForRowAt` returns a wrong cell of this kind instead of dequeuing (A10).
    var foreignCell: ForeignCell?
    private var previousCell: ProbeCell?

    init(model: TableModel, setup: TableSetup) {
        self.model = model
        self.setup = setup
    }

    func numberOfSections(in tableView: TableView) -> Int {
        model.sections.count
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        guard model.sections.indices.contains(section) else {
            fail("B5", "asked the row count of section \(section) of \(model.sections.count)")
            return 0
        }
        return model.sections[section].items.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        guard let item = model.item(at: indexPath) else {
            fail("B5", "asked for the cell of \(indexPath), which does not exist (rows \(model.rowCounts))")
            return ProbeCell()
        }
        if let foreignCell, let cell = foreign(foreignCell) {
            return cell
        }
        let name = TableSetup.name(item.identifier)
        let dequeued = try tableView.dequeueReusableCell(withIdentifier: name, for: indexPath)
        guard let cell = dequeued as? ProbeCell else {
            fail("A1", "dequeue('\(name)') returned a \(type(of: dequeued)), not a cell of its registration")
            return dequeued
        }
        if cell.reuseIdentifier != name {
            fail("A1", "dequeue('\(name)') returned a cell whose identifier is \(cell.reuseIdentifier ?? "nil")")
        }
        let serial = cell.reuseSerialNumber
        if cells[serial] == nil, cell.origin != expectedOrigins[name] {
            fail("A2", "a new '\(name)' cell came from \(cell.origin), not the latest registration")
        }
        if setup.probesDoubleDequeue, item.id % 3 == 0 {
            probeSecondDequeue(tableView, name: name, at: indexPath)
        }
        cell.bind(item, identifier: name)
        cells[serial] = cell
        previousCell = cell
        log.append(.cellForRow(serial, indexPath))
        return cell
    }

    /// A second dequeue for the row in the same pass must fail with UIKit's message (A6).
    private func probeSecondDequeue(_ tableView: TableView, name: String, at indexPath: IndexPath) {
        do {
            let extra = try tableView.dequeueReusableCell(withIdentifier: name, for: indexPath)
            fail("A6", "a second dequeue for \(indexPath) in one pass returned #\(extra.reuseSerialNumber)")
            tableView.reuseQueue.enqueue(extra)
        } catch {
            let expected =
                "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really "
                + "need to dequeue more cells than the table view is requesting, use the "
                + "-dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: \(name), "
                + "index path: \(indexPath.uikit)"
            if "\(error)" != expected {
                fail("A6", "a second dequeue for \(indexPath) threw '\(error)', expected '\(expected)'")
            }
        }
    }

    /// The wrong cell to return, nil to dequeue as usual (no displayed cell to return yet).
    private func foreign(_ kind: ForeignCell) -> ProbeCell? {
        switch kind {
        case .unmanaged:
            return ProbeCell()
        case .displayed:
            return previousCell?.superview == nil ? nil : previousCell
        case .queued:
            let queued = cells.filter { $0.value.superview == nil }.min { $0.key < $1.key }
            return queued?.value ?? ProbeCell()
        }
    }

    func tableView(_ tableView: TableView, reuseIdentifierForRowAt indexPath: IndexPath) -> String? {
        guard let item = model.item(at: indexPath) else {
            fail("B5", "asked the identifier of \(indexPath), which does not exist (rows \(model.rowCounts))")
            return nil
        }
        return TableSetup.name(item.identifier)
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        heightQueries += 1
        guard let item = model.item(at: indexPath) else {
            fail("B5", "asked the height of \(indexPath), which does not exist (rows \(model.rowCounts))")
            return TableView.automaticDimension
        }
        return setup.delegateAnswersHeights ? item.height ?? TableView.automaticDimension : TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        guard model.sections.indices.contains(section) else {
            fail("B5", "asked the header height of section \(section) of \(model.sections.count)")
            return TableView.automaticDimension
        }
        return model.sections[section].header ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        guard model.sections.indices.contains(section) else {
            fail("B5", "asked the footer height of section \(section) of \(model.sections.count)")
            return TableView.automaticDimension
        }
        return model.sections[section].footer ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append(.willDisplay(cell.reuseSerialNumber, indexPath))
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append(.didEndDisplaying(cell.reuseSerialNumber, indexPath))
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append(.didSelect(indexPath))
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        log.append(.didDeselect(indexPath))
    }

    private func fail(_ invariant: String, _ message: String) {
        failures.append(InvariantFailure(invariant, message))
    }
}
