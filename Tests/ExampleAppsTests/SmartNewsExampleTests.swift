import CellKit
import CellPreview
import ExampleApps
import ExampleCells
import Testing

/// Seed 004's app: the three article cells registered as Cell1x1, Cell1x3 and Cell3x1, the rows that follow the
/// tutorial's patterns with each feed once, the bars over the table, and taps on articles reaching the delegate.
@MainActor
@Suite struct SmartNewsExampleTests {
    /// A window showing the Beaunosy screen for `feeds`, its taps logged, laid out.
    private func showScreen(feeds: [Feed] = Feed.samples) -> (Window, SmartNewsViewController, FeedSelectionLog) {
        let screen = SmartNewsViewController(feeds: feeds)
        let log = FeedSelectionLog()
        screen.delegate = log
        let window = Window()
        window.rootViewController = screen
        window.layoutIfNeeded()
        return (window, screen, log)
    }

    /// A cell of each pattern, laid out at `width`.
    private func laidOutCells(width: Double) -> [(ArticlePattern, any ArticleCell)] {
        let cells: [(ArticlePattern, any ArticleCell)] = [
            (.oneByOne, Article1x1TableViewCell()), (.oneByThree, Article1x3TableViewCell()),
            (.threeByOne, Article3x1TableViewCell()),
        ]
        for (pattern, cell) in cells {
            cell.frame = Rect(x: 0, y: 0, width: width, height: pattern == .oneByOne ? 109 : 240)
            cell.layoutIfNeeded()
        }
        return cells
    }

    @Test func theThreeCellsHaveTheTutorialsIdentifiersAndHeights() {
        #expect(Article1x1TableViewCell.reuseIdentifier == "Cell1x1")
        #expect(Article1x3TableViewCell.reuseIdentifier == "Cell1x3")
        #expect(Article3x1TableViewCell.reuseIdentifier == "Cell3x1")
        for width in [320.0, 414.0] {
            #expect(Article1x1TableViewCell.height(forWidth: width) == 109)
            #expect(Article1x3TableViewCell.height(forWidth: width) == 240)
            #expect(Article3x1TableViewCell.height(forWidth: width) == 240)
        }
    }

    @Test(arguments: [320.0, 414.0])
    func everySlotIsAThumbnailButtonTaggedWithItsIndexBesideATitle(width: Double) {
        for (pattern, cell) in laidOutCells(width: width) {
            #expect(cell.slots.count == pattern.slotCount)
            for (index, slot) in cell.slots.enumerated() {
                #expect(slot.thumbnailButton.tag == index)
                #expect(slot.thumbnailButton.actionNames == ["feedPressed"])
                #expect(slot.thumbnailButton.isDescendant(of: cell.contentView))
                #expect(slot.titleLabel.font.weight == .bold)
                let button = slot.thumbnailButton.frame
                #expect(button.minX >= 0 && button.maxX <= width && button.maxY <= cell.frame.height)
            }
        }
    }

    @Test(arguments: [320.0, 414.0])
    func theLargeArticleIsLeftIn1x3AndRightIn3x1(width: Double) throws {
        let cells = laidOutCells(width: width)
        for (pattern, cell) in cells where pattern != .oneByOne {
            let large = cell.slots[0].thumbnailButton.frame
            let small = cell.slots[1...].map(\.thumbnailButton.frame)
            #expect(small.allSatisfy { large.width > $0.width && large.height > $0.height })
            // The small ones are stacked top to bottom, in one column on the other side of the large one.
            #expect(small.map(\.minY) == small.map(\.minY).sorted())
            #expect(Set(small.map(\.minX)).count == 1)
            if pattern == .oneByThree {
                #expect(small.allSatisfy { $0.minX >= large.maxX })
            } else {
                #expect(small.allSatisfy { $0.maxX <= large.minX })
            }
        }
        let pair = try #require(cells.first { $0.0 == .oneByOne }?.1)
        #expect(pair.slots[0].thumbnailButton.frame.maxX <= width / 2)
        #expect(pair.slots[1].thumbnailButton.frame.minX >= width / 2)
    }

    @Test func theRowsFollowThePlannerWithTheirPatternsCellsAndHeights() throws {
        let (_, screen, _) = showScreen()
        let table = screen.tableView
        let planner = screen.planner
        #expect(table.numberOfRows(inSection: 0) == planner.numberOfRows)
        var shown: [String] = []
        for row in 0..<planner.numberOfRows {
            let indexPath = IndexPath(row: row, section: 0)
            let pattern = planner.pattern(forRow: row)
            #expect(try table.rectForRow(at: indexPath).height == (pattern == .oneByOne ? 109 : 240))
            try table.scrollToRow(at: indexPath, at: .top)
            let cell = try #require(table.cellForRow(at: indexPath) as? any ArticleCell)
            #expect(cell.reuseIdentifier == pattern.reuseIdentifier)
            for slot in cell.slots where !slot.thumbnailButton.isHidden {
                shown.append(slot.titleLabel.text ?? "")
                #expect(slot.thumbnailButton.backgroundImage.map(\.name)?.hasPrefix("news_") == true)
            }
        }
        #expect(shown == screen.feeds.map(\.title))
        let created = ArticlePattern.allCases.map { table.reuseQueue.statistics(for: $0.reuseIdentifier).created }
        #expect(created.reduce(0, +) < planner.numberOfRows)
    }

    @Test func aSlotWithoutAFeedIsHiddenAndAReusedCellShowsItsNewRowOnly() throws {
        // Three feeds are fewer than the first pattern's four slots: they go into two 1x1 rows, the second with its
        // right slot empty.
        let feeds = Array(Feed.samples.prefix(3))
        let (_, screen, _) = showScreen(feeds: feeds)
        let table = screen.tableView
        #expect(table.numberOfRows(inSection: 0) == 2)
        let last = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? any ArticleCell)
        #expect(last.slots[0].titleLabel.text == feeds[2].title)
        #expect(last.slots[1].thumbnailButton.isHidden)
        #expect(last.slots[1].titleLabel.isHidden)
        #expect(last.slots[1].titleLabel.text == nil)
    }

    @Test(arguments: [(0, 0), (0, 3), (1, 1), (2, 2), (5, 0), (7, 1), (14, 1)])
    func aTapOnAnArticleTellsTheDelegateItsFeed(row: Int, slot: Int) throws {
        let (window, screen, log) = showScreen()
        let table = screen.tableView
        let indexPath = IndexPath(row: row, section: 0)
        try table.scrollToRow(at: indexPath, at: .top)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: indexPath) as? any ArticleCell)
        let button = cell.slots[slot].thumbnailButton
        let shownTitle = cell.slots[slot].titleLabel.text
        let point = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: window)
        #expect(window.tap(at: point) === button)
        let selected = try #require(log.selectedFeeds.first)
        #expect(log.selectedFeeds.count == 1)
        #expect(selected.title == shownTitle)
        #expect(selected == screen.feeds[screen.planner.feeds(forRow: row).lowerBound + slot])
        // The tapped headline is dimmed as read, and stays so when its row is reused.
        #expect(cell.slots[slot].titleLabel.alpha == ArticleSlot.readTitleAlpha)
        #expect(cell.slots.enumerated().filter { $0.element.titleLabel.alpha < 1 }.map(\.offset) == [slot])
        try table.scrollToRow(at: IndexPath(row: row < 7 ? 14 : 0, section: 0), at: .top)
        try table.scrollToRow(at: indexPath, at: .top)
        let again = try #require(table.cellForRow(at: indexPath) as? any ArticleCell)
        #expect(again.slots[slot].titleLabel.alpha == ArticleSlot.readTitleAlpha)
    }

    @Test func theBarsSitOverTheTable() throws {
        let (window, screen, _) = showScreen()
        #expect(screen.headerView.frame == Rect(x: 0, y: 0, width: 320, height: 64))
        #expect(screen.headerView.titleLabel.text == "Beaunosy")
        #expect(screen.headerView.updateLabel.text == "5/26(日) 20:54 発行")
        #expect(screen.headerView.titleBar.frame.height == 44)
        #expect(screen.tableView.frame == Rect(x: 0, y: 64, width: 320, height: 416))
        let lines = ScreenText.lines(of: window)
        #expect(lines.first?.hasSuffix("\"Beaunosy\"") == true)
        #expect(lines.contains { $0.hasSuffix("\"5/26(日) 20:54 発行\"") })
    }

    @Test func theScenarioShowsTheEditionAndCountsEveryFeedOnce() throws {
        let recorder = ScreenRecorder()
        try SmartNewsExample.run(recorder)
        #expect(recorder.captions.count == 3)
        let transcript = recorder.transcript
        #expect(transcript.contains("42 feeds in 15 rows; rows 0...6: 3x1, 1x1, 1x3, 1x1, 1x1, 3x1, 1x1, repeated"))
        #expect(
            transcript.contains(
                "0-3 | 2-3 | 8-11 | 6-7 | 8-9 | 20-23 | 12-13: feeds 2, 3, 8, 9 twice, 4, 5, 14-19 never"))
        #expect(transcript.contains("FeedPlanner, rows 0...6: 0-3 | 4-5 | 6-9 | 10-11 | 12-13 | 14-17 | 18-19: each"))
        #expect(transcript.contains("ArticleCellDelegate: didSelect feed 8, \"\(Feed.samples[8].title)\""))
        #expect(transcript.contains("showed 42 articles: feeds 0...41 in order, each once"))
        #expect(transcript.contains("\"\(Feed.samples[41].title)\""))
        let document = recorder.storyboard.document
        for text in [">Beaunosy<", ">5/26(日) 20:54 発行<", "news_everest", "news_diet"] {
            #expect(document.contains(text))
        }
    }

    /// The lines `label` shows, as its layout breaks them.
    private func shownLines(of label: Label) -> [Substring] {
        TextMetrics.lines(
            of: label.text ?? "", font: label.font, numberOfLines: label.numberOfLines, maxWidth: label.frame.width,
            lineBreakMode: label.lineBreakMode)
    }

    @Test func titlesWrapWithRealMetricsAtTheRightWordAndThePictureDrawsThoseLines() throws {
        let (window, screen, _) = showScreen()
        let table = screen.tableView
        let pair = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? any ArticleCell)
        let wwdc = pair.slots[0].titleLabel
        #expect(wwdc.text == "WWDC keynote set for June 10")
        #expect(wwdc.frame.width == 144)
        #expect(shownLines(of: wwdc) == ["WWDC keynote set for", "June 10"])
        // A small article's 82 points hold "from the World" in bold 11 pt Inter (0.55 em a character, CellKit's old
        // rule, made it "from the" and "World Cup").
        let small = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? any ArticleCell)
        let cup = small.slots[1].titleLabel
        #expect(cup.text == "Japan one win from the World Cup")
        #expect(cup.frame.width == 82)
        #expect(shownLines(of: cup) == ["Japan one win", "from the World", "Cup"])
        // Japanese breaks between any two characters, here after the tenth.
        let fuji = pair.slots[1].titleLabel
        #expect(shownLines(of: fuji) == ["富士山、世界文化遺産へ登", "録勧告"])
        for label in [wwdc, cup, fuji] {
            #expect(
                shownLines(of: label).allSatisfy { TextMetrics.width(of: $0, font: label.font) <= label.frame.width })
            #expect(Double(shownLines(of: label).count) * label.font.lineHeight <= label.frame.height)
        }
        // The picture draws each of those lines as a text of its own.
        let picture = SVGRenderer().render(window)
        for line in shownLines(of: wwdc) + shownLines(of: cup) + shownLines(of: fuji) {
            #expect(picture.contains(">\(line)</text>"), "the picture lacks the line '\(line)'")
        }
    }
}
