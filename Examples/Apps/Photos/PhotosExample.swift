import CellKit
import ExampleCells

/// The photo library played headless: the albums with the chips above them, the grid scrolled so the second
/// album's header is pinned, a photo tapped and selected, the Food chip tapped (the grid filtered), and the chips
/// scrolled to their end and Sport tapped.
@MainActor
public enum PhotosExample {
    /// Runs the scenario.
    public static func run(_ recorder: ScreenRecorder) throws {
        let screen = PhotoGridViewController()
        let window = Window()
        window.rootViewController = NavigationController(rootViewController: screen)
        window.layoutIfNeeded()
        let grid = screen.gridView
        recorder.show(window, caption: "Photos: the albums")
        for (cell, indexPath) in zip(screen.tagsView.visibleCells, screen.tagsView.indexPathsForVisibleItems) {
            guard let chip = cell as? TagChipCell else {
                throw ScenarioError("chip \(indexPath.item) is a \(type(of: cell)), not a TagChipCell")
            }
            recorder.note(
                "chip \(screen.tags[indexPath.item]): \(points(chip.frame.width)) pt wide, its label "
                    + "\(points(chip.titleLabel.frame.width)) pt")
        }
        recorder.note(summary(screen))

        // Into the second album, its header stays at the top of the grid, over the top of its first photos.
        let secondAlbum = IndexPath(item: 0, section: 1)
        guard
            let header = grid.layoutAttributesForSupplementaryElement(
                ofKind: CollectionView.elementKindSectionHeader, at: secondAlbum)
        else {
            throw ScenarioError("the grid has no header for \(screen.albums[1].title)")
        }
        grid.contentOffset = Point(x: 0, y: header.frame.minY + 40)
        try grid.layoutElements()
        recorder.show(window, caption: "Photos: scrolled into \(screen.albums[1].title), its header pinned")
        recorder.note(summary(screen))

        let bikeRide = IndexPath(item: 1, section: 1)
        try tap(bikeRide, in: grid)
        guard let selected = screen.selectedPhoto, grid.indexPathsForSelectedItems == [bikeRide] else {
            throw ScenarioError("tapping \(screen.photo(at: bikeRide).title) selected nothing")
        }
        recorder.show(window, caption: "Photos: \(selected.title) selected")
        recorder.note("selected: \(selected.title), tagged \(selected.tags.joined(separator: ", "))")

        try filter(screen, by: "Food")
        recorder.show(window, caption: "Photos: filtered by Food")
        recorder.note(summary(screen))

        guard let last = screen.tags.indices.last else {
            throw ScenarioError("there are no chips")
        }
        let lastChip = IndexPath(item: last, section: 0)
        try screen.tagsView.scrollToItem(at: lastChip, at: .right)
        try screen.tagsView.layoutElements()
        try filter(screen, by: screen.tags[last])
        recorder.show(window, caption: "Photos: the chips scrolled to the end, filtered by \(screen.tags[last])")
        recorder.note(summary(screen))
    }

    /// Scrolls the chips as little as shows the chip of `tag`, taps it and checks that the grid shows its photos.
    private static func filter(_ screen: PhotoGridViewController, by tag: String) throws {
        guard let chip = screen.tags.firstIndex(of: tag) else {
            throw ScenarioError("there is no chip \(tag)")
        }
        let indexPath = IndexPath(item: chip, section: 0)
        try screen.tagsView.scrollToItem(at: indexPath, at: [])
        try screen.tagsView.layoutElements()
        try tap(indexPath, in: screen.tagsView)
        if let error = screen.filterError {
            throw error
        }
        guard screen.selectedTag == tag else {
            throw ScenarioError("tapping the chip \(tag) did not filter the grid")
        }
        try screen.gridView.layoutElements()
    }

    /// Taps the middle of the item at `indexPath`, which must be on screen.
    private static func tap(_ indexPath: IndexPath, in collectionView: CollectionView) throws {
        guard let item = collectionView.layoutAttributesForItem(at: indexPath),
            collectionView.tap(at: Point(x: item.frame.midX, y: item.frame.midY)) == indexPath
        else {
            throw ScenarioError("item \(indexPath.item) of section \(indexPath.section) is not on screen to tap")
        }
    }

    /// What the grid shows: its albums and photos, the cells made for them, and its content's height.
    static func summary(_ screen: PhotoGridViewController) -> String {
        let grid = screen.gridView
        let photos = screen.albums.map(\.photos.count).reduce(0, +)
        let created = grid.reuseStatistics(
            forReuseIdentifier: PhotoCell.reuseIdentifier, ofKind: CollectionView.elementKindCell
        ).created
        return "\(screen.selectedTag): \(screen.albums.count) albums, \(photos) photos, \(grid.visibleCells.count) "
            + "on screen, \(created) photo cells made, content \(points(grid.contentSize.height)) pt high"
    }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 100).rounded() / 100)
    }
}
