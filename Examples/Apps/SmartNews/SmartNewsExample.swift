import CellKit
import ExampleCells

/// Seed 004 played through: the edition's first screen, a tap on an article of row 2 that reaches the delegate, and
/// a scroll to the end that checks every feed was shown once, in order, where the tutorial's indexing repeats and
/// skips some.
@MainActor
public enum SmartNewsExample {
    /// The row whose article the scenario taps: the first 1x3 row.
    public static let tappedRow = 2
    /// The slot of that row the scenario taps: the middle one of the three small articles.
    public static let tappedSlot = 2
    /// How far each step of the scroll to the end moves.
    public static let scrollStep = 60.0

    /// Plays the scenario.
    public static func run(_ recorder: ScreenRecorder) throws {
        let window = Window()
        let screen = SmartNewsViewController()
        let log = FeedSelectionLog()
        screen.delegate = log
        log.onSelect = { feed in
            let index = screen.feeds.firstIndex(of: feed).map(String.init) ?? "?"
            recorder.note("ArticleCellDelegate: didSelect feed \(index), \"\(feed.title)\"")
        }
        window.rootViewController = screen
        window.layoutIfNeeded()
        try screen.tableView.layoutRows()
        recorder.show(window, caption: "Beaunosy: the first screen")
        let planner = screen.planner
        let period = planner.patterns.count
        recorder.note(
            "\(planner.feedCount) feeds in \(planner.numberOfRows) rows; rows 0...\(period - 1): "
                + (0..<period).map { planner.pattern(forRow: $0).name }.joined(separator: ", ") + ", repeated")
        let lastRow = planner.numberOfRows - 1
        if lastRow >= 0 {
            recorder.note(
                "row \(lastRow): \(planner.pattern(forRow: lastRow).name) with feeds "
                    + describe(planner.feeds(forRow: lastRow)) + ", the feeds left over")
        }
        recorder.note("the tutorial's indexing, rows 0...6: " + describeCoverage(of: TutorialFeedIndexing.feeds))
        recorder.note("FeedPlanner, rows 0...6: " + describeCoverage(of: planner.feeds))

        let tapped = IndexPath(row: tappedRow, section: 0)
        try screen.tableView.scrollToRow(at: tapped, at: .top)
        try screen.tableView.layoutRows()
        guard let cell = screen.tableView.cellForRow(at: tapped) as? any ArticleCell, cell.slots.count > tappedSlot
        else {
            throw ScenarioError("row \(tappedRow) is not on screen with a slot \(tappedSlot)")
        }
        let button = cell.slots[tappedSlot].thumbnailButton
        let point = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: window)
        recorder.note("tap at \(point): row \(tappedRow), slot \(tappedSlot)")
        window.tap(at: point)
        recorder.show(
            window, caption: "Row \(tappedRow) (\(planner.pattern(forRow: tappedRow).name)): an article tapped")

        let shown = try feedsShownScrollingToTheEnd(of: screen)
        recorder.show(window, caption: "The end of the edition")
        let inOrder = shown == Array(screen.feeds.indices)
        recorder.note(
            "scrolling through all \(planner.numberOfRows) rows showed \(shown.count) articles: "
                + (inOrder
                    ? "feeds 0...\(screen.feeds.count - 1) in order, each once"
                    : "not each feed once, in order"))
        let created = ArticlePattern.allCases.map { pattern in
            "\(pattern.reuseIdentifier) \(screen.tableView.reuseQueue.statistics(for: pattern.reuseIdentifier).created)"
        }
        recorder.note("cells created: " + created.joined(separator: ", "))
    }

    /// Scrolls `screen`'s table from the top to the end a step at a time, and returns the feeds its rows showed,
    /// row by row in slot order, read from the visible cells' titles.
    public static func feedsShownScrollingToTheEnd(of screen: SmartNewsViewController) throws -> [Int] {
        let tableView = screen.tableView
        var indexByTitle: [String: Int] = [:]
        for (index, feed) in screen.feeds.enumerated() {
            indexByTitle[feed.title] = index
        }
        var shownByRow: [Int: [Int]] = [:]
        try tableView.scroll(from: 0, to: tableView.contentSize.height, step: scrollStep) {
            for cell in tableView.visibleCells {
                guard let articles = cell as? any ArticleCell, let row = tableView.indexPath(for: cell)?.row else {
                    continue
                }
                shownByRow[row] = articles.slots.compactMap { slot in
                    slot.thumbnailButton.isHidden ? nil : slot.titleLabel.text.flatMap { indexByTitle[$0] }
                }
            }
        }
        return shownByRow.keys.sorted().flatMap { shownByRow[$0] ?? [] }
    }

    /// The feeds that `feedsForRow` gives rows 0...6, and which of them it shows twice or skips.
    static func describeCoverage(of feedsForRow: (Int) -> Range<Int>) -> String {
        let rows = (0..<FeedPlanner.tutorialPatterns.count).map(feedsForRow)
        var times: [Int: Int] = [:]
        for feed in rows.joined() {
            times[feed, default: 0] += 1
        }
        let last = times.keys.max() ?? -1
        let twice = times.filter { $0.value > 1 }.keys.sorted()
        let never = (0..<max(0, last)).filter { times[$0] == nil }
        var text = rows.map(describe).joined(separator: " | ")
        if twice.isEmpty && never.isEmpty {
            text += ": each of feeds 0...\(last) once"
        } else {
            text += ": feeds \(list(twice)) twice, \(list(never)) never"
        }
        return text
    }

    /// A range of feeds as "4-5", or "4" for one feed, or "none".
    static func describe(_ feeds: Range<Int>) -> String {
        switch feeds.count {
        case 0: "none"
        case 1: "\(feeds.lowerBound)"
        default: "\(feeds.lowerBound)-\(feeds.upperBound - 1)"
        }
    }

    /// Sorted feed numbers, runs written as ranges: "2, 3, 8, 9", "14-19".
    static func list(_ feeds: [Int]) -> String {
        guard !feeds.isEmpty else {
            return "none"
        }
        var runs: [Range<Int>] = []
        for feed in feeds {
            if let run = runs.last, run.upperBound == feed {
                runs[runs.count - 1] = run.lowerBound..<feed + 1
            } else {
                runs.append(feed..<feed + 1)
            }
        }
        return runs.map { $0.count > 2 ? describe($0) : $0.map(String.init).joined(separator: ", ") }
            .joined(separator: ", ")
    }
}
