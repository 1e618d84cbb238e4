/// The feed indexing of the tutorial's `tableView:cellForRowAtIndexPath:`, kept to show what `FeedPlanner` fixes.
///
/// The code picks Cell3x1 for rows 0 and 5, Cell1x3 for row 2 and Cell1x1 for every other row, and reads the feeds
/// `row*4 ..< row*4+4` for the big patterns and `row*2 ..< row*2+2` for 1x1. Row 1 then shows feeds 2 and 3 again,
/// which row 0 showed, and feeds 4 and 5 are never shown: the rows overlap and skip articles.
public enum TutorialFeedIndexing {
    /// The pattern the tutorial's code dequeues for `row`.
    public static func pattern(forRow row: Int) -> ArticlePattern {
        switch row {
        case 0, 5: .threeByOne
        case 2: .oneByThree
        default: .oneByOne
        }
    }

    /// The feeds the tutorial's code reads for `row`.
    public static func feeds(forRow row: Int) -> Range<Int> {
        let count = pattern(forRow: row).slotCount
        return row * count..<row * count + count
    }
}
