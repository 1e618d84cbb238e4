/// Assigns the feeds, in order, to the slots of a table's rows, whose patterns follow a table that repeats (the
/// tutorial's seven rows by default), so that every feed is shown exactly once and none is skipped: the combination
/// logic the tutorial leaves to build.
///
/// Row `r` starts at the number of slots in the rows before it, which prefix sums over one period give in O(1):
/// `(r / period) * slotsPerPeriod + slotsBefore[r % period]`.
///
/// When the feeds run out in the middle of a pattern (fewer feeds are left than the next row's pattern has slots),
/// the rest go into 1x1 rows, two to a row: one row, or two when three are left. So a large slot is never left
/// empty, and at most one slot of the whole table is: the right one of the last row, when an odd number is left.
public struct FeedPlanner: Sendable, Hashable {
    /// The tutorial's table of patterns, row by row, repeated every seven rows.
    ///
    /// The article's table says rows 0 and 5 are pattern B (1x3) and row 2 pattern C (3x1), but its
    /// `cellForRowAtIndexPath:` dequeues "Cell3x1" for rows 0 and 5 and "Cell1x3" for row 2; this follows the code,
    /// which is what the app ran.
    public static let tutorialPatterns: [ArticlePattern] = [
        .threeByOne, .oneByOne, .oneByThree, .oneByOne, .oneByOne, .threeByOne, .oneByOne,
    ]

    /// The patterns of one period, row by row.
    public let patterns: [ArticlePattern]
    /// The number of feeds to show.
    public let feedCount: Int
    /// The number of rows the feeds take.
    public let numberOfRows: Int
    /// The number of slots in the rows of a period before each row; the last element counts the whole period.
    private let slotsBefore: [Int]
    /// The rows whose pattern comes from `patterns`, all their slots filled; the 1x1 rows of the rest follow them.
    private let patternedRows: Int
    /// The first feed of the rows after the patterned ones.
    private let firstRemainingFeed: Int

    /// Plans `feedCount` feeds (a negative count is none) in rows that follow `patterns`, which must not be empty.
    public init(feedCount: Int, patterns: [ArticlePattern] = FeedPlanner.tutorialPatterns) {
        precondition(!patterns.isEmpty, "a feed planner needs at least one pattern")
        var slotsBefore = [0]
        for pattern in patterns {
            slotsBefore.append((slotsBefore.last ?? 0) + pattern.slotCount)
        }
        let count = max(0, feedCount)
        let slotsPerPeriod = slotsBefore[patterns.count]
        let rest = count % slotsPerPeriod
        // The rows of the last, partial period whose slots the feeds left fill completely: at most a period's.
        var filledRows = 0
        while filledRows < patterns.count, slotsBefore[filledRows + 1] <= rest {
            filledRows += 1
        }
        self.patterns = patterns
        self.feedCount = count
        self.slotsBefore = slotsBefore
        patternedRows = count / slotsPerPeriod * patterns.count + filledRows
        firstRemainingFeed = count - (rest - slotsBefore[filledRows])
        numberOfRows = patternedRows + (count - firstRemainingFeed + 1) / 2
    }

    /// The pattern of `row`: the table's, or 1x1 for the rows that take the feeds left over.
    public func pattern(forRow row: Int) -> ArticlePattern {
        guard row >= 0, row < patternedRows else {
            return .oneByOne
        }
        return patterns[row % patterns.count]
    }

    /// The feeds `row` shows, in the order of its slots (see SmartNews.cell); fewer than its pattern's slots only
    /// in the last row. Empty for a row that does not exist.
    public func feeds(forRow row: Int) -> Range<Int> {
        guard row >= 0, row < numberOfRows else {
            return feedCount..<feedCount
        }
        if row < patternedRows {
            let first =
                row / patterns.count * slotsBefore[patterns.count] + slotsBefore[row % patterns.count]
            return first..<first + patterns[row % patterns.count].slotCount
        }
        let first = firstRemainingFeed + (row - patternedRows) * ArticlePattern.oneByOne.slotCount
        return first..<min(first + ArticlePattern.oneByOne.slotCount, feedCount)
    }
}
