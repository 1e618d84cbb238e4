extension ReuseQueue {
    /// A table whose stale-content detector hears this queue's cell events; weak, so a table that goes away stops
    /// listening.
    struct DetectingTable {
        weak var table: TableView?
    }

    /// Updates the tables told of cell events after `table`'s detector changed from `old`: each table's detector
    /// hears them, so tables sharing the queue neither silence nor replace each other's.
    func staleContentDetectorChanged(on table: TableView, from old: StaleContentDetector?) {
        let new = table.staleContentDetector
        guard new !== old else {
            return
        }
        old?.detach()
        detectingTables.removeAll { $0.table == nil || $0.table === table }
        if let new {
            detectingTables.append(DetectingTable(table: table))
            new.attach(to: table)
        }
    }

    /// Tells each detector of the tables using the queue, once even if several tables share it, about `cell`.
    func tellStaleContentDetectors(
        _ event: StaleContentDetector.CellEvent,
        _ cell: TableViewCell,
        at indexPath: IndexPath? = nil
    ) {
        for position in detectingTables.indices {
            guard let detector = detectingTables[position].table?.staleContentDetector else {
                continue
            }
            let toldAlready = detectingTables[..<position].contains { $0.table?.staleContentDetector === detector }
            if !toldAlready {
                detector.observe(event, cell, at: indexPath)
            }
        }
    }
}
