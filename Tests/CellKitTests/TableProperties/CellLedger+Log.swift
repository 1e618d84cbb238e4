import CellKit
import CellTestSupport

extension CellLedger {
    /// Feeds the entries of `log` from `processed` on to the ledger, advancing `processed`, and checks that the data
    /// source's and delegate's calls sit next to the trace events they match (B8): the data source's answer comes
    /// just before the view reports it (`cellForRow`), `willDisplay` just after the view reports it,
    /// `didEndDisplaying` just before. `discarded` is told the serial of every view the trace discards.
    mutating func take(
        _ log: [LogEntry], from processed: inout Int, here: String, discarded: (Int) -> Void
    ) throws {
        while processed < log.count {
            let entry = log[processed]
            let previous = processed > 0 ? log[processed - 1] : nil
            let next = processed + 1 < log.count ? log[processed + 1] : nil
            switch entry {
            case .trace(let event):
                do {
                    try apply(event)
                } catch {
                    throw InvariantFailure(error.invariant, "\(here): \(error.message)")
                }
                let row = event.indexPath ?? IndexPath(row: -1, section: -1)
                switch event.kind {
                case .cellForRow:
                    let returned = LogEntry.cellForRow(event.serial, row)
                    try check("B8", "\(here): \(entry) follows \(previous.shown)", previous == returned)
                case .willDisplay:
                    let told = LogEntry.willDisplay(event.serial, row)
                    try check("B8", "\(here): \(entry) is followed by \(next.shown)", next == told)
                case .didEndDisplaying:
                    let told = LogEntry.didEndDisplaying(event.serial, row)
                    try check("B8", "\(here): \(entry) follows \(previous.shown)", previous == told)
                case .discard:
                    discarded(event.serial)
                default:
                    break
                }
            case .willDisplay(let serial, let indexPath):
                let reported = reportedEvent(.willDisplay, previous, serial: serial, at: indexPath)
                try check("B8", "\(here): \(entry) follows \(previous.shown)", previous == reported)
            case .didEndDisplaying(let serial, let indexPath):
                let reported = reportedEvent(.didEndDisplaying, next, serial: serial, at: indexPath)
                try check("B8", "\(here): \(entry) is followed by \(next.shown)", next == reported)
            case .cellForRow, .didSelect, .didDeselect:
                break
            }
            processed += 1
        }
    }

    /// The trace entry a delegate call about `serial` at `indexPath` must sit next to; its element kind is taken
    /// from the neighbour (`candidate`), which only a collection view's trace sets.
    private func reportedEvent(
        _ kind: ReuseEvent.Kind, _ candidate: LogEntry?, serial: Int, at indexPath: IndexPath
    ) -> LogEntry {
        var elementKind: String?
        if case .trace(let event) = candidate {
            elementKind = event.elementKind
        }
        return .trace(
            ReuseEvent(
                kind: kind, identifier: identifier(of: serial) ?? "", serial: serial, indexPath: indexPath,
                elementKind: elementKind))
    }

    /// A5, A8, A9, B10, B11: the view's statistics for each of `identifiers`, the ledger and the views `visible`
    /// (per identifier) agree; `peakVisible` is raised to what is visible now. `prepareCounts` gives the
    /// `prepareForReuseCount` of every view the data source returned, by serial; `cap` an identifier's pool cap.
    func checkCounters(
        here: String, identifiers: [String], visible: [String: Int], peakVisible: inout [String: Int],
        prepareCounts: [Int: Int], statistics: (String) -> ReuseStatistics, cap: (String) -> Int?
    ) throws {
        var live = 0
        var peaks = 0
        for name in identifiers {
            let statistics = statistics(name)
            let counts = counts(for: name)
            let visible = visible[name, default: 0]
            let peak = max(peakVisible[name, default: 0], visible)
            peakVisible[name] = peak
            let traced = ReuseStatistics(
                created: counts.created, reused: counts.reused, discarded: counts.discarded, queued: counts.pool.count)
            try check(
                "A9", "\(here): '\(name)' statistics \(statistics), the trace says \(traced)", statistics == traced)
            try check(
                "A9",
                "\(here): '\(name)': \(statistics.created) created, but \(visible) visible + \(statistics.queued) "
                    + "queued + \(statistics.discarded) discarded",
                statistics.created == visible + statistics.queued + statistics.discarded)
            if let cap = cap(name) {
                try check(
                    "A8", "\(here): '\(name)' has \(statistics.queued) cells queued, over its cap \(cap)",
                    statistics.queued <= cap)
            }
            try check(
                "B11",
                "\(here): '\(name)': \(statistics.created) created, more than the peak visible \(peak) + "
                    + "\(statistics.discarded) discarded", statistics.created <= peak + statistics.discarded)
            live += statistics.created - statistics.discarded
            peaks += peak
        }
        try check(
            "B10", "\(here): \(live) live cells, more than the \(peaks) the viewport ever needed at once", live <= peaks
        )
        for (serial, count) in prepareCounts {
            let prepared = prepares[serial, default: 0]
            try check(
                "A5", "\(here): cell #\(serial) ran prepareForReuse \(count) times, reused \(prepared)",
                count == prepared)
        }
    }
}
