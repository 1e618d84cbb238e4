import CellKit
import CompiledCells
import Testing

/// Trial23's scroll view sets `alwaysBounceHorizontal`, as its xib does: both paths carry it, and leave
/// `alwaysBounceVertical` at UIKit's default.
@MainActor
@Suite struct ScrollViewBounceTests {
    @Test func theScrollViewAlwaysBouncesHorizontally() throws {
        for cell in try CompiledSource.bothPaths(of: MediaCollectionViewCell.self, "MediaCollectionViewCell") {
            #expect(cell.scrollView.alwaysBounceHorizontal)
            #expect(!cell.scrollView.alwaysBounceVertical)
        }
        #expect(!ScrollView().alwaysBounceHorizontal && !ScrollView().alwaysBounceVertical)
    }
}
