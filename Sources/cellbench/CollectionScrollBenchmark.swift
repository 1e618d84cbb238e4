import CellKit

/// `cellbench scroll --collection`: scrolls a vertical grid of three kinds of item (a square photo, a photo two
/// tiles wide, a line of text; each size given by the delegate item by item) in sections of `sectionSize` items
/// under a header each, from the top to the bottom, a third of the viewport per frame, at each of several sizes one
/// after the other in one run. For each size it measures what `ScrollBenchmark` measures of a table: the time of
/// each frame (set `contentOffset`, lay out), the cells made of each identifier against the most items of it ever
/// visible at once, and the process's peak memory. After every frame it checks that the collection view displays
/// exactly the items and headers its model of the grid (`GridPattern`) says intersect the viewport, and at the
/// bottom that the content is exactly as tall as the model's.
@MainActor
struct CollectionScrollBenchmark {
    /// The sizes a run scrolls by default: a thousand to a million items, ten times apart, so frame times that
    /// do not grow with the items read as a flat column.
    nonisolated static let defaultSizes = [1_000, 10_000, 100_000, 1_000_000]

    /// The numbers of items to scroll, one grid each, in this order.
    var sizes = defaultSizes
    /// The items of a section (the last may have fewer).
    var sectionSize = 100
    /// The frames to time at each size; nil scrolls until the bottom is reached.
    var frames: Int?
    /// The size of the collection view, which is its viewport.
    var viewport = Size(width: 375, height: 667)
    /// The frames scrolled at each size, from the top, before going back to the top and timing.
    var warmupFrames = 30
    /// Whether to check after every frame that the collection view displays what the model counts. The check runs
    /// outside the timing but asks the view for its visible cells and headers, two new arrays a frame; turning it
    /// off leaves only the frames' own allocations for a heap profiler to count.
    var checksFrames = true

    func run() throws(ScrollBenchmark.Failure) -> [ScrollResult] {
        var results: [ScrollResult] = []
        for items in sizes {
            results.append(try run(items: items))
        }
        return results
    }

    /// Builds and scrolls a grid of `items` items; the grid is gone when it returns, before the next size.
    private func run(items: Int) throws(ScrollBenchmark.Failure) -> ScrollResult {
        let baselineBytes = ProcessMemory.residentBytes
        let clock = ContinuousClock()
        let pattern = GridPattern(items: items, sectionSize: sectionSize, geometry: GridGeometry(width: viewport.width))
        let source = GridSource(pattern: pattern)
        let buildStart = clock.now
        let collectionView = try makeCollectionView(source)
        let buildNanoseconds = (clock.now - buildStart).nanoseconds

        let contentHeight = pattern.contentHeight
        let scroller = Scroller(
            view: collectionView, step: viewport.height / 3, maxOffset: max(0, contentHeight - viewport.height))
        let framesToBottom = scroller.framesToBottom
        let frameCount = max(0, frames ?? framesToBottom)
        let warmup = min(max(0, warmupFrames), framesToBottom)
        var tracker = VisibilityTracker(model: pattern, viewportHeight: viewport.height)
        let histogram = try scroller.timedScroll(frames: frameCount, warmup: warmup) {
            () throws(ScrollBenchmark.Failure) in
            let offset = collectionView.contentOffset.y
            _ = tracker.count(atOffset: offset)
            if checksFrames {
                try Self.check(collectionView, at: offset, counts: tracker.counts)
            }
        }
        let reachedBottom = frameCount >= framesToBottom
        if reachedBottom, collectionView.contentSize.height != contentHeight {
            throw .contentHeightDiffers(view: collectionView.contentSize.height, model: contentHeight)
        }
        withExtendedLifetime(source) {}

        let cellKinds = GridItemKind.allCases.map { kind in
            Self.kind(
                kind.identifier, of: CollectionView.elementKindCell, in: collectionView,
                peakVisible: tracker.peaks[kind.rawValue])
        }
        let header = Self.kind(
            GridHeaderView.identifier, of: CollectionView.elementKindSectionHeader, in: collectionView,
            peakVisible: tracker.peaks[GridPattern.headerIndex])
        return ScrollResult(
            mode: "collection", count: items, unit: "items", sections: pattern.sections, frames: frameCount,
            warmupFrames: warmup, viewport: viewport, step: scroller.step, contentHeight: contentHeight,
            reachedBottom: reachedBottom, buildNanoseconds: buildNanoseconds,
            nanosecondsPerFrame: histogram.mean, nanosecondsPerFrameP50: histogram.percentile(50),
            nanosecondsPerFrameP99: histogram.percentile(99), kinds: cellKinds + [header],
            baselineResidentBytes: baselineBytes, peakResidentBytes: ProcessMemory.peakResidentBytes)
    }

    /// A collection view of `source`'s grid with a flow layout of the grid's spacings, insets and header height,
    /// a factory registered for each kind of item and for the header, loaded. The layout's `itemSize` is a photo's:
    /// what the lines not laid out yet are estimated at.
    private func makeCollectionView(_ source: GridSource) throws(ScrollBenchmark.Failure) -> CollectionView {
        let geometry = source.pattern.geometry
        let layout = CollectionViewFlowLayout()
        layout.itemSize = geometry.size(of: .photo)
        layout.minimumLineSpacing = GridGeometry.spacing
        layout.minimumInteritemSpacing = GridGeometry.spacing
        let inset = GridGeometry.inset
        layout.sectionInset = EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        layout.headerReferenceSize = Size(width: viewport.width, height: GridGeometry.headerHeight)
        let collectionView = CollectionView(frame: Rect(origin: .zero, size: viewport), collectionViewLayout: layout)
        do throws(CollectionViewError) {
            try collectionView.register(
                factory: PhotoTileCell.init(frame:), forCellWithReuseIdentifier: GridItemKind.photo.identifier)
            try collectionView.register(
                factory: WideTileCell.init(frame:), forCellWithReuseIdentifier: GridItemKind.wide.identifier)
            try collectionView.register(
                factory: TextTileCell.init(frame:), forCellWithReuseIdentifier: GridItemKind.text.identifier)
            try collectionView.register(
                factory: GridHeaderView.init(frame:),
                forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                withReuseIdentifier: GridHeaderView.identifier)
            collectionView.dataSource = source
            collectionView.delegate = source
            try collectionView.reloadData()
        } catch {
            throw .collection(error)
        }
        return collectionView
    }

    /// Checks, after a frame, that the layout succeeded and that `collectionView` displays exactly the items of
    /// each kind and the headers that the model `counts` at `offset`.
    private static func check(
        _ collectionView: CollectionView, at offset: Double, counts: [Int]
    ) throws(ScrollBenchmark.Failure) {
        if let error = collectionView.layoutError {
            throw .collection(error)
        }
        var shown = (photo: 0, wide: 0, text: 0)
        for cell in collectionView.visibleCells {
            switch cell.reuseIdentifier {
            case GridItemKind.photo.identifier: shown.photo += 1
            case GridItemKind.wide.identifier: shown.wide += 1
            case GridItemKind.text.identifier: shown.text += 1
            default: break
            }
        }
        let headers = collectionView.indexPathsForVisibleSupplementaryElements(
            ofKind: CollectionView.elementKindSectionHeader
        ).count
        // One call per kind rather than a loop over an array literal, which would allocate in every frame.
        try expect(
            GridItemKind.photo.identifier, shown: shown.photo, model: counts[GridItemKind.photo.rawValue], at: offset)
        try expect(
            GridItemKind.wide.identifier, shown: shown.wide, model: counts[GridItemKind.wide.rawValue], at: offset)
        try expect(
            GridItemKind.text.identifier, shown: shown.text, model: counts[GridItemKind.text.rawValue], at: offset)
        try expect(
            GridHeaderView.identifier, shown: headers, model: counts[GridPattern.headerIndex], at: offset)
    }

    private static func expect(
        _ identifier: String, shown: Int, model: Int, at offset: Double
    ) throws(ScrollBenchmark.Failure) {
        guard shown == model else {
            throw .visibleItemsDiffer(offset: offset, identifier: identifier, shown: shown, model: model)
        }
    }

    /// What the collection view's pool of `identifier` under `elementKind` did, beside its peak of visible items.
    private static func kind(
        _ identifier: String, of elementKind: String, in collectionView: CollectionView, peakVisible: Int
    ) -> ScrollResult.Kind {
        let statistics = collectionView.reuseStatistics(forReuseIdentifier: identifier, ofKind: elementKind)
        return ScrollResult.Kind(
            identifier: identifier, created: statistics.created, reused: statistics.reused,
            discarded: statistics.discarded, peakVisible: peakVisible)
    }
}
