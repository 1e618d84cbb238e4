import ExampleApps
import Testing

/// Seed 004's combination logic: the tutorial's row-to-pattern table, its `row*4` / `row*2` indexing that repeats
/// and skips feeds, and `FeedPlanner`, which shows every feed exactly once, in order.
@Suite struct SmartNewsFeedPlannerTests {
    /// How many times each feed index appears in `rows`.
    static func occurrences(_ rows: [Range<Int>]) -> [Int: Int] {
        var times: [Int: Int] = [:]
        for feed in rows.joined() {
            times[feed, default: 0] += 1
        }
        return times
    }

    /// The rows of `planner`, one range of feeds each.
    static func rows(of planner: FeedPlanner) -> [Range<Int>] {
        (0..<planner.numberOfRows).map(planner.feeds(forRow:))
    }

    @Test func theTutorialsIndexingShowsSomeFeedsTwiceAndSkipsOthers() {
        let rows = (0..<7).map(TutorialFeedIndexing.feeds(forRow:))
        let times = Self.occurrences(rows)
        let last = times.keys.max() ?? 0
        let twice = times.filter { $0.value > 1 }.keys.sorted()
        let skipped = (0..<last).filter { times[$0] == nil }
        #expect(twice == [2, 3, 8, 9])
        #expect(skipped == [4, 5, 14, 15, 16, 17, 18, 19])
        // Row 1 repeats the last two articles of row 0.
        #expect(rows[0].contains(rows[1].lowerBound))
    }

    @Test func thePlannerShowsTheSameRowsEachFeedOnce() {
        let planner = FeedPlanner(feedCount: 20)
        let rows = Self.rows(of: planner)
        #expect(rows.count == 7)
        #expect(Self.occurrences(rows).values.allSatisfy { $0 == 1 })
        #expect(Array(rows.joined()) == Array(0..<20))
    }

    @Test func thePatternsFollowTheTutorialsCodeNotItsTable() {
        let planner = FeedPlanner(feedCount: 1000)
        for row in 0..<planner.numberOfRows {
            // The code dequeues Cell3x1 for rows 0 and 5 and Cell1x3 for row 2, every seven rows here.
            #expect(planner.pattern(forRow: row) == TutorialFeedIndexing.pattern(forRow: row % 7))
        }
        #expect(planner.pattern(forRow: 0).reuseIdentifier == "Cell3x1")
        #expect(planner.pattern(forRow: 2).reuseIdentifier == "Cell1x3")
        #expect(planner.pattern(forRow: 1).reuseIdentifier == "Cell1x1")
    }

    @Test(arguments: Array(0...64) + [99, 100, 101, 1_000, 12_345])
    func everyFeedIsShownExactlyOnceInOrder(count: Int) {
        let planner = FeedPlanner(feedCount: count)
        let rows = Self.rows(of: planner)
        #expect(Array(rows.joined()) == Array(0..<count))
        for (row, feeds) in rows.enumerated() {
            let pattern = planner.pattern(forRow: row)
            #expect(!feeds.isEmpty)
            #expect(feeds.count <= pattern.slotCount)
            if row < rows.count - 1 {
                // Only the last row may leave a slot empty, and never a large one.
                #expect(feeds.count == pattern.slotCount)
            } else if feeds.count < pattern.slotCount {
                #expect(pattern == .oneByOne)
                #expect(feeds.count == 1)
            }
        }
    }

    @Test(arguments: [
        (42, 15, [ArticlePattern.oneByOne], [40..<42]),
        (43, 16, [.oneByOne, .oneByOne], [40..<42, 42..<43]),
        (41, 15, [.oneByOne], [40..<41]),
        (40, 14, [.oneByOne], [38..<40]),
        (45, 16, [.threeByOne, .oneByOne], [40..<44, 44..<45]),
    ])
    func feedsLeftOverInTheMiddleOfAPatternGoIntoOneByOneRows(
        count: Int, rows: Int, lastPatterns: [ArticlePattern], lastFeeds: [Range<Int>]
    ) {
        let planner = FeedPlanner(feedCount: count)
        #expect(planner.numberOfRows == rows)
        let tail = (rows - lastPatterns.count)..<rows
        #expect(tail.map(planner.pattern(forRow:)) == lastPatterns)
        #expect(tail.map(planner.feeds(forRow:)) == lastFeeds)
    }

    @Test func eachRowStartsWhereTheRowsBeforeItEnd() {
        // A running sum, row by row, is the model the prefix sums must agree with.
        let planner = FeedPlanner(feedCount: 5_000)
        var next = 0
        for row in 0..<planner.numberOfRows {
            let feeds = planner.feeds(forRow: row)
            #expect(feeds.lowerBound == next)
            next = feeds.upperBound
        }
        #expect(next == 5_000)
    }

    @Test func rowsThatDoNotExistShowNothing() {
        let planner = FeedPlanner(feedCount: 10)
        #expect(planner.feeds(forRow: -1).isEmpty)
        #expect(planner.feeds(forRow: planner.numberOfRows).isEmpty)
        #expect(FeedPlanner(feedCount: 0).numberOfRows == 0)
        #expect(FeedPlanner(feedCount: -3).numberOfRows == 0)
        #expect(FeedPlanner(feedCount: -3).feedCount == 0)
    }

    @Test func anotherTableOfPatternsIsFollowedAsWell() {
        let planner = FeedPlanner(feedCount: 11, patterns: [.oneByThree, .oneByOne])
        #expect(Self.rows(of: planner) == [0..<4, 4..<6, 6..<10, 10..<11])
        #expect((0..<4).map(planner.pattern(forRow:)) == [.oneByThree, .oneByOne, .oneByThree, .oneByOne])
    }
}
