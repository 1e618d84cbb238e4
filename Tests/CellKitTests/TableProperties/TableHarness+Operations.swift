import CellKit
import CellTestSupport

extension TableHarness {
    /// Runs `operation` on the model and the table, checks what the step itself promises (the error it must throw,
    /// where the offset must be, the callbacks it must make), then everything that holds at any quiescent point.
    func perform(_ operation: TableOperation) throws {
        step += 1
        let before = snapshot()
        source.heightQueries = 0
        let resolution = model.resolve(operation)
        var expectedOffset = before.offset
        var offsetInvariant = "B4"
        var asksHeights = false
        switch operation {
        case .scroll(let target):
            let y: Double
            switch target {
            case .fraction(let tenThousandths):
                y = Double(tenThousandths) / 10_000 * geometry.maximumOffset(viewport: table.bounds.height)
            case .absolute(let absolute):
                y = absolute
            case .by(let distance):
                y = before.offset + distance
            }
            table.contentOffset = Point(x: 0, y: y)
            expectedOffset = geometry.clamp(y, viewport: table.bounds.height)
        case .resize(let width, let height):
            asksHeights = true
            table.frame = Rect(x: 0, y: 0, width: width, height: height)
            refreshGeometry()
            expectedOffset = geometry.clamp(before.offset, viewport: height)
        case .reloadData(let change):
            asksHeights = true
            if case .rowHeight(let height) = change {
                table.rowHeight = height
            }
            try reload(to: resolution, before: before)
            expectedOffset = geometry.clamp(before.offset, viewport: table.bounds.height)
        case .batch(let spec):
            asksHeights = true
            (expectedOffset, offsetInvariant) = try applyBatch(
                resolution, before: before, direct: false, nested: spec.isNested)
        case .reloadRows:
            asksHeights = true
            (expectedOffset, offsetInvariant) = try applyBatch(resolution, before: before, direct: true, nested: false)
        case .setHeight:
            asksHeights = true
            (expectedOffset, offsetInvariant) = try invalidateHeight(resolution, before: before)
        case .tap(let x, let y):
            try tap(x: x, y: y, before: before)
        case .register(let index):
            let index = index % setup.registrations.count
            try register(index)
            try check("A2", "\(here): not registered again", table.reuseQueue.isRegistered(TableSetup.name(index)))
        case .setCap(let cap, let index):
            if let index {
                let name = TableSetup.name(index % setup.registrations.count)
                table.reuseQueue.setMaximumQueuedCells(cap, forCellReuseIdentifier: name)
                caps[name] = cap
            } else {
                table.reuseQueue.maximumQueuedCellsPerIdentifier = cap
                defaultCap = cap
            }
        case .scrollToRow(_, let position, _):
            expectedOffset = try scrollToRow(resolution, position: position, before: before)
        case .registerEmptyIdentifier:
            try registerEmptyIdentifier()
        case .dequeueUnregistered:
            try dequeueUnregistered()
        case .returnForeignCell(let kind):
            asksHeights = true
            try returnForeignCell(kind, resolution: resolution, before: before)
            expectedOffset = geometry.clamp(before.offset, viewport: table.bounds.height)
        }
        if !asksHeights {
            try check(
                "B5", "\(here): \(operation) asked \(source.heightQueries) row heights; heights are known up front",
                source.heightQueries == 0)
        }
        try settle(expectedOffset: expectedOffset, offsetInvariant: offsetInvariant)
        if case .reloadData = operation {
            try checkNoCellsCreatedByReload(before: before)
        }
    }

    /// Changes the data as `resolution` says and reloads; the table must rebuild everything from it (C1).
    private func reload(to resolution: Resolution, before: TableSnapshot) throws {
        if let next = resolution.model {
            model = next
        }
        refreshGeometry()
        refreshSelectedPaths()
        do {
            try table.reloadData()
        } catch {
            throw InvariantFailure("C1", "\(here): reloadData threw '\(error)'")
        }
    }

    /// C1: with the same identifiers, a reload reuses the visible cells: no cell is made for an identifier whose
    /// visible rows the cells visible and queued before can cover.
    private func checkNoCellsCreatedByReload(before: TableSnapshot) throws {
        var created: [String: Int] = [:]
        for entry in source.log[before.logCount...] {
            if case .trace(let event) = entry, event.kind == .create {
                created[event.identifier, default: 0] += 1
            }
        }
        for (name, count) in created {
            let after = table.visibleCells.count { $0.reuseIdentifier == name }
            let available = before.visible[name, default: 0] + before.queued[name, default: 0]
            try check(
                "C1",
                "\(here): reloadData made \(count) '\(name)' cells for \(after) rows, with \(available) cells visible "
                    + "or queued before", after > available)
        }
    }

    /// Applies a batch (or a reloadRows) plan: a valid one must succeed and keep the anchor (B6) and the surviving
    /// cells (C5); a faulty one must fail with its message and change nothing (C2, C3, C4).
    private func applyBatch(
        _ resolution: Resolution, before: TableSnapshot, direct: Bool, nested: Bool
    ) throws -> (Double, String) {
        guard let plan = resolution.plan else {
            return (before.offset, "B4")
        }
        let old = model
        model = plan.model
        var thrown: (any Error)?
        do {
            if direct {
                try table.reloadRows(at: plan.reloadedRows)
            } else {
                try declare(plan, nested: nested)
            }
        } catch {
            thrown = error
        }
        let message = thrown.map { "\($0)" }
        if let expected = plan.expectedError {
            let invariant = expected.hasPrefix("Invalid update") ? "C2" : expected.contains("same") ? "C4" : "C3"
            try check(
                invariant, "\(here): the batch threw '\(message ?? "nothing")', expected '\(expected)'",
                message == expected)
            model = old
            try checkUnchanged(since: before, by: "a refused batch", invariant: invariant)
            return (before.offset, "B4")
        }
        if let message {
            throw InvariantFailure("C5", "\(here): a valid batch threw '\(message)'")
        }
        refreshGeometry()
        if !model.selected.isEmpty || !old.selected.isEmpty {
            refreshSelectedPaths()
        }
        try checkSurvivorsKeepTheirCells(before: before, plan: plan)
        // A table scrolled to the top stays there, so rows inserted at the top show (as UIKit's does).
        guard before.offset > 0 else {
            return (geometry.clamp(before.offset, viewport: table.bounds.height), "B6")
        }
        return (anchoredOffset(before: before, skipping: plan.movedItems), "B6")
    }

    /// Declares `plan`'s changes to the table in one batch; `nested` wraps it in an outer `beginUpdates()`, which
    /// must make the two one batch, applied at the outer `endUpdates()` (C4).
    private func declare(_ plan: BatchPlan<TableModel>, nested: Bool) throws {
        if nested {
            table.beginUpdates()
        }
        try table.performBatchUpdates {
            try table.deleteSections(plan.deletedSections)
            try table.insertSections(plan.insertedSections)
            for move in plan.movedSections {
                try table.moveSection(move.from, toSection: move.to)
            }
            try table.deleteRows(at: plan.deletedRows)
            try table.insertRows(at: plan.insertedRows)
            for move in plan.movedRows {
                try table.moveRow(at: move.from, to: move.to)
            }
            try table.reloadRows(at: plan.reloadedRows)
        }
        if nested {
            try check(
                "C4", "\(here): a batch nested in beginUpdates() was applied before the outer endUpdates()",
                source.log.count == processed)
            try table.endUpdates()
        }
    }

    /// The offset that keeps the first visible row that survives in place (not moved explicitly) where it was on
    /// screen, clamped; the old offset, clamped, when none survives.
    func anchoredOffset(before: TableSnapshot, skipping moved: Set<Int>) -> Double {
        let candidates = before.rows.filter { !moved.contains($0.item) }
        let paths = model.indexPaths(of: Set(candidates.map(\.item)))
        let viewport = table.bounds.height
        for row in candidates {
            if let indexPath = paths[row.item] {
                return geometry.clamp(geometry.tops[geometry.flat(indexPath)] - row.screenY, viewport: viewport)
            }
        }
        return geometry.clamp(before.offset, viewport: viewport)
    }

    /// C5: rows visible before and after a batch keep their cells unless reloaded; reloaded rows that stay
    /// visible get a cell through the data source.
    private func checkSurvivorsKeepTheirCells(before: TableSnapshot, plan: BatchPlan<TableModel>) throws {
        let reloaded = Set(plan.reloadedRows)
        let cellsByItem = Dictionary(
            before.rows.filter { !reloaded.contains($0.indexPath) }.map { ($0.item, $0.serial) },
            uniquingKeysWith: { first, _ in first })
        var configured = Set<IndexPath>()
        for entry in source.log[before.logCount...] {
            if case .cellForRow(_, let indexPath) = entry {
                configured.insert(indexPath)
            }
        }
        for (cell, indexPath) in zip(table.visibleCells, table.indexPathsForVisibleRows) {
            guard let item = (cell as? ProbeCell)?.boundItem else {
                continue
            }
            if let serial = cellsByItem[item] {
                try check(
                    "C5",
                    "\(here): item \(item), visible before and after at \(indexPath), changed cell #\(serial) for "
                        + "#\(cell.reuseSerialNumber)", cell.reuseSerialNumber == serial)
            } else {
                try check(
                    "C5", "\(here): \(indexPath) shows a new or reloaded row without a cellForRow",
                    configured.contains(indexPath))
            }
        }
    }

    /// Changes one row's height and invalidates it: the first visible row keeps its place on screen (B6).
    private func invalidateHeight(_ resolution: Resolution, before: TableSnapshot) throws -> (Double, String) {
        guard let indexPath = resolution.indexPath, let next = resolution.model else {
            let indexPath = resolution.indexPath ?? IndexPath(row: 0, section: 0)
            do {
                try table.invalidateHeight(at: indexPath)
                throw InvariantFailure("C3", "\(here): invalidateHeight(at: \(indexPath)) accepted a missing row")
            } catch let error as TableViewError {
                try check(
                    "C3", "\(here): invalidateHeight threw '\(error)'",
                    "\(error)" == "invalid index path (\(indexPath.uikit))")
            }
            return (before.offset, "B4")
        }
        model = next
        refreshGeometry()
        do {
            try table.invalidateHeight(at: indexPath)
        } catch {
            throw InvariantFailure("B6", "\(here): invalidateHeight(at: \(indexPath)) threw '\(error)'")
        }
        return (anchoredOffset(before: before, skipping: []), "B6")
    }

    /// Taps a point of the viewport: it must hit the model's row there, and select as the selection rules say.
    private func tap(x: Int, y: Int, before: TableSnapshot) throws {
        let size = table.bounds.size
        let point = Point(x: Double(x) / 1_000 * size.width, y: before.offset + Double(y) / 1_000 * size.height)
        let inside = point.x < size.width && point.y < before.offset + size.height
        let row = inside ? geometry.row(containing: point.y) : nil
        let expectedRow = row.map { geometry.indexPath(ofFlat: $0) }
        let tapped = table.tap(at: point)
        try check(
            "B2",
            "\(here): a tap at \(point) hit \(tapped.shown), expected \(expectedRow.shown)",
            tapped == expectedRow)
        var expectedCalls: [LogEntry] = []
        if let expectedRow, setup.allowsSelection, let item = model.item(at: expectedRow) {
            if setup.allowsMultipleSelection {
                if model.selected.remove(item.id) != nil {
                    expectedCalls = [.didDeselect(expectedRow)]
                } else {
                    model.selected.insert(item.id)
                    expectedCalls = [.didSelect(expectedRow)]
                }
            } else {
                expectedCalls = selectedPaths.filter { $0 != expectedRow }.map { .didDeselect($0) }
                expectedCalls.append(.didSelect(expectedRow))
                model.selected = [item.id]
            }
            refreshSelectedPaths()
        }
        let calls = source.log[before.logCount...].filter {
            switch $0 {
            case .didSelect, .didDeselect: true
            default: false
            }
        }
        try check(
            "B8", "\(here): the tap made the calls \(calls), expected \(expectedCalls)", Array(calls) == expectedCalls)
    }

    /// Scrolls to a row: the offset must put it where `position` says (clamped); an invalid row must fail.
    private func scrollToRow(
        _ resolution: Resolution, position: TableView.ScrollPosition, before: TableSnapshot
    ) throws -> Double {
        let indexPath = resolution.indexPath ?? IndexPath(row: 0, section: 0)
        guard model.contains(indexPath) else {
            do {
                try table.scrollToRow(at: indexPath, at: position)
                throw InvariantFailure("C3", "\(here): scrollToRow(at: \(indexPath)) accepted a missing row")
            } catch let error as TableViewError {
                try check(
                    "C3", "\(here): scrollToRow threw '\(error)'",
                    "\(error)" == "attempt to scroll to invalid index path: \(indexPath.uikit)")
            }
            return before.offset
        }
        try table.scrollToRow(at: indexPath, at: position)
        let frame = geometry.frame(ofFlat: geometry.flat(indexPath))
        let viewport = table.bounds.height
        var y = before.offset
        switch position {
        case .top:
            y = frame.minY
        case .middle:
            y = frame.midY - viewport / 2
        case .bottom:
            y = frame.maxY - viewport
        case .none:
            // As little scrolling as shows the row; a row taller than the viewport shows when it fills it.
            if frame.height > viewport {
                if frame.minY > y || frame.maxY < y + viewport {
                    y = frame.minY
                }
            } else if frame.minY < y {
                y = frame.minY
            } else if frame.maxY > y + viewport {
                y = frame.maxY - viewport
            }
        }
        return geometry.clamp(y, viewport: viewport)
    }

    /// A2: an empty identifier is refused and registers nothing.
    private func registerEmptyIdentifier() throws {
        let registered = table.reuseQueue.registeredIdentifiers
        var thrown: ReuseQueueError?
        do throws(ReuseQueueError) {
            try table.register(factory: { ProbeCell() }, forCellReuseIdentifier: "")
        } catch {
            thrown = error
        }
        try check(
            "A2", "\(here): registering '' threw \(thrown.shown)", thrown == .emptyIdentifier)
        try check(
            "A2", "\(here): registered \(table.reuseQueue.registeredIdentifiers), before \(registered)",
            table.reuseQueue.registeredIdentifiers == registered)
    }

    /// A3: a dequeue for an identifier nothing is registered under fails with UIKit's message, and the legacy
    /// dequeue returns nil; neither makes or hands out a cell.
    private func dequeueUnregistered() throws {
        let count = source.log.count
        let name = "Unregistered"
        var thrown: ReuseQueueError?
        do throws(ReuseQueueError) {
            _ = try table.dequeueReusableCell(withIdentifier: name, for: IndexPath(row: 0, section: 0))
        } catch {
            thrown = error
        }
        let expected =
            "unable to dequeue a cell with identifier \(name) - must register a nib or a class for the "
            + "identifier or connect a prototype cell in a storyboard"
        let message = thrown.shown
        try check("A3", "\(here): dequeue('\(name)', for:) threw '\(message)'", message == expected)
        let legacy = try table.dequeueReusableCell(withIdentifier: name)
        try check("A3", "\(here): dequeue('\(name)') returned a cell", legacy == nil)
        try check("A3", "\(here): the failed dequeues left events \(source.log[count...])", source.log.count == count)
    }

    /// A10: a reload whose data source returns a wrong cell fails with the table's message; a second reload with
    /// a correct data source recovers.
    private func returnForeignCell(_ kind: ForeignCell, resolution: Resolution, before: TableSnapshot) throws {
        if let next = resolution.model {
            model = next
        }
        refreshSelectedPaths()
        let rows = geometry.visibleRows(
            top: geometry.clamp(before.offset, viewport: table.bounds.height), height: table.bounds.height)
        var failing: IndexPath?
        switch kind {
        case .unmanaged, .queued:
            failing = rows.isEmpty ? nil : geometry.indexPath(ofFlat: rows.lowerBound)
        case .displayed:
            failing = rows.count < 2 ? nil : geometry.indexPath(ofFlat: rows.lowerBound + 1)
        }
        source.foreignCell = kind
        defer { source.foreignCell = nil }
        var thrown: TableViewError?
        do {
            try table.reloadData()
        } catch {
            thrown = error
        }
        if let failing {
            let expected =
                kind == .displayed
                ? "the cell returned from tableView(_:cellForRowAt:) for index path \(failing.uikit) is already "
                    + "displayed at another index path"
                : "the cell returned from tableView(_:cellForRowAt:) for index path \(failing.uikit) does not have a "
                    + "reuseIdentifier - cells must be retrieved by calling dequeueReusableCell(withIdentifier:for:)"
            try check(
                "A10", "\(here): the reload threw '\(thrown.shown)', expected '\(expected)'",
                thrown.map { "\($0)" } == expected)
        } else {
            try check(
                "A10", "\(here): the reload threw '\(thrown.shown)' with no row to fail", thrown == nil)
        }
        source.foreignCell = nil
        do {
            try table.reloadData()
        } catch {
            throw InvariantFailure("A10", "\(here): reloading after the failure threw '\(error)'")
        }
    }

    /// Nothing a refused step could change has changed: offset, rows, cells, content size, log (C2–C4).
    func checkUnchanged(since before: TableSnapshot, by cause: String, invariant: String) throws {
        let after = snapshot()
        try check(
            invariant, "\(here): \(cause) moved the offset from \(before.offset) to \(after.offset)",
            after.offset == before.offset)
        try check(
            invariant, "\(here): \(cause) changed the visible rows",
            after.rows.map(\.indexPath) == before.rows.map(\.indexPath)
                && after.rows.map(\.serial) == before.rows.map(\.serial))
        try check(
            invariant, "\(here): \(cause) changed the content height", after.contentHeight == before.contentHeight)
        try check(
            invariant, "\(here): \(cause) made calls or events: \(source.log[before.logCount...].prefix(4))",
            source.log.count == before.logCount)
        let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        try check(
            invariant, "\(here): \(cause) left row counts \(counts), expected \(model.rowCounts)",
            counts == model.rowCounts)
    }
}
