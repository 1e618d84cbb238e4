import CellKit
import ExampleApps
import ExampleCells
import Testing

/// `swift run photos`: a grid of photos in albums under pinned headers, and above it a row of tag chips each as wide
/// as its label; tapping a photo selects it, tapping a chip filters the grid.
@MainActor
@Suite struct PhotosExampleTests {
    /// The screen in a window, laid out.
    static func show() -> (Window, PhotoGridViewController) {
        let screen = PhotoGridViewController()
        let window = Window()
        window.rootViewController = NavigationController(rootViewController: screen)
        window.layoutIfNeeded()
        return (window, screen)
    }

    /// The frames of every album's header (item 0 of the section) and photos, laid out eagerly by the flow layout's
    /// rules: a header as wide as the grid, the section inset, lines of three photos the spacing apart, the inset.
    /// A line is justified, the spare room spread between its photos; a section's photos are all as large, so its
    /// last line is spaced as a full one and its photos stand in the columns above.
    static func referenceFrames(
        _ screen: PhotoGridViewController
    ) -> (headers: [Rect], items: [IndexPath: Rect], height: Double) {
        let layout = screen.gridView.collectionViewLayout
        let inset = PhotoGridViewController.gridInset
        let side = layout.itemSize.width
        let width = screen.gridView.bounds.width
        let perLine = Int(PhotoGridViewController.photosPerLine)
        let spacing = (width - inset.left - inset.right - Double(perLine) * side) / Double(perLine - 1)
        var headers: [Rect] = []
        var items: [IndexPath: Rect] = [:]
        var y = 0.0
        for (section, album) in screen.albums.enumerated() {
            headers.append(Rect(x: 0, y: y, width: width, height: layout.headerReferenceSize.height))
            y += layout.headerReferenceSize.height + inset.top
            let count = album.photos.count
            for item in 0..<count {
                let line = item / perLine
                let column = item % perLine
                items[IndexPath(item: item, section: section)] = Rect(
                    x: inset.left + Double(column) * (side + spacing),
                    y: y + Double(line) * (side + PhotoGridViewController.gridSpacing), width: side, height: side)
            }
            let lines = (count + perLine - 1) / perLine
            y += Double(lines) * side + Double(max(0, lines - 1)) * PhotoGridViewController.gridSpacing + inset.bottom
        }
        return (headers, items, y)
    }

    @Test func theGridShowsTheItemsAndHeadersOfEachOffset() throws {
        let (_, screen) = Self.show()
        let grid = screen.gridView
        let reference = Self.referenceFrames(screen)
        let contentHeight = reference.height
        #expect(grid.contentSize.height == contentHeight)
        #expect(grid.contentSize.width == grid.bounds.width)
        for offset in [0.0, 90, 250, 420, 700, contentHeight - grid.bounds.height] {
            grid.contentOffset = Point(x: 0, y: offset)
            try grid.layoutElements()
            let viewport = Rect(x: 0, y: offset, width: grid.bounds.width, height: grid.bounds.height)
            let expected = reference.items.filter { $0.value.intersects(viewport) }.keys.sorted()
            #expect(grid.indexPathsForVisibleItems == expected, "at \(offset)")
            for indexPath in expected {
                #expect(grid.cellForItem(at: indexPath)?.frame == reference.items[indexPath], "\(indexPath)")
                let cell = try #require(grid.cellForItem(at: indexPath) as? PhotoCell)
                #expect(cell.captionLabel.text == screen.photo(at: indexPath).title)
            }
            // The section at the top keeps its header pinned to the top until its section scrolls away.
            let top = try #require(reference.headers.lastIndex { $0.minY <= offset })
            let header = try #require(
                grid.supplementaryView(
                    forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: top))
                    as? SectionHeaderView)
            #expect(header.titleLabel.text == screen.albums[top].title)
            #expect(header.countLabel.text == "\(screen.albums[top].photos.count) photos")
            let sectionEnd = top + 1 < reference.headers.count ? reference.headers[top + 1].minY : contentHeight
            #expect(header.frame.minY == min(offset, sectionEnd - header.frame.height), "at \(offset)")
        }
    }

    @Test func everyChipIsAsWideAsItsLabelAndItsMargins() throws {
        let (_, screen) = Self.show()
        let chips = screen.tagsView
        try chips.scrollToItem(at: IndexPath(item: screen.tags.count - 1, section: 0), at: .right)
        try chips.layoutElements()
        try chips.scrollToItem(at: IndexPath(item: 0, section: 0), at: .left)
        try chips.layoutElements()
        var previousMaxX: Double?
        for item in screen.tags.indices {
            let indexPath = IndexPath(item: item, section: 0)
            let frame = try #require(chips.layoutAttributesForItem(at: indexPath)?.frame)
            #expect(chips.hasMeasuredSizeForItem(at: indexPath), "\(screen.tags[item]) was measured")
            let label = Label()
            label.font = .systemFont(ofSize: 15)
            label.text = screen.tags[item]
            let fitting = label.sizeThatFits(Size(width: .infinity, height: .infinity)).width
            #expect(abs(frame.width - (14 + fitting + 14)) < 0.001, "\(screen.tags[item])")
            #expect(frame.height == TagChipCell.nominalSize.height)
            if let previousMaxX {
                #expect(frame.minX == previousMaxX + 8)
            }
            previousMaxX = frame.maxX
        }
        let widths = screen.tags.indices.compactMap {
            chips.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
        }
        .map(\.frame.width)
        #expect(Set(widths).count > 3, "labels of different lengths make chips of different widths")
        #expect(chips.contentSize.width > chips.bounds.width, "the chips scroll across")
    }

    @Test func tappingAPhotoSelectsItAndOnlyIt() throws {
        let (_, screen) = Self.show()
        let grid = screen.gridView
        for indexPath in [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1)] {
            let frame = try #require(grid.layoutAttributesForItem(at: indexPath)?.frame)
            #expect(grid.tap(at: Point(x: frame.midX, y: frame.midY)) == indexPath)
            #expect(grid.indexPathsForSelectedItems == [indexPath])
            #expect(screen.selectedPhoto == screen.photo(at: indexPath))
            let cell = try #require(grid.cellForItem(at: indexPath))
            #expect(cell.isSelected)
            #expect(cell.selectedBackgroundView?.superview === cell, "the selection shows")
        }
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
    }

    @Test func tappingAChipFiltersTheGridAndAllShowsEveryPhotoAgain() throws {
        let (_, screen) = Self.show()
        let grid = screen.gridView
        let chips = screen.tagsView
        let food = try #require(screen.tags.firstIndex(of: "Food"))
        try chips.scrollToItem(at: IndexPath(item: food, section: 0), at: .centeredHorizontally)
        try chips.layoutElements()
        let frame = try #require(chips.layoutAttributesForItem(at: IndexPath(item: food, section: 0))?.frame)
        #expect(chips.tap(at: Point(x: frame.midX, y: frame.midY)) == IndexPath(item: food, section: 0))
        #expect(screen.filterError == nil)
        #expect(chips.indexPathsForSelectedItems == [IndexPath(item: food, section: 0)])
        let expected = Album.library.compactMap { $0.filtered(by: "Food") }
        #expect(screen.albums == expected)
        #expect(expected.count < Album.library.count, "an album with no food is dropped")
        #expect(grid.numberOfSections == expected.count)
        for (section, album) in expected.enumerated() {
            #expect(grid.numberOfItems(inSection: section) == album.photos.count)
        }
        try grid.layoutElements()
        #expect(!grid.visibleCells.isEmpty)
        for cell in grid.visibleCells {
            let cell = try #require(cell as? PhotoCell)
            let indexPath = try #require(grid.indexPath(for: cell))
            #expect(screen.photo(at: indexPath).tags.contains("Food"))
            #expect(cell.captionLabel.text == screen.photo(at: indexPath).title)
        }

        try chips.scrollToItem(at: IndexPath(item: 0, section: 0), at: .left)
        try chips.layoutElements()
        let all = try #require(chips.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        #expect(chips.tap(at: Point(x: all.midX, y: all.midY)) == IndexPath(item: 0, section: 0))
        #expect(screen.albums == Album.library)
        #expect(grid.numberOfSections == Album.library.count)
        #expect(chips.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func theTranscriptShowsTheFiveScreens() throws {
        let recorder = ScreenRecorder()
        try PhotosExample.run(recorder)
        #expect(
            recorder.captions == [
                "Photos: the albums", "Photos: scrolled into Peru, its header pinned", "Photos: Bike ride selected",
                "Photos: filtered by Food", "Photos: the chips scrolled to the end, filtered by Sport",
            ])
        #expect(recorder.transcript.contains("Food: 3 albums, 10 photos"))
    }
}
