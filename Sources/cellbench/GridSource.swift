import CellKit

/// The data source and delegate of the collection benchmark's grid: `pattern.items` items in sections of
/// `pattern.sectionSize`, each dequeued under its kind's identifier and bound to prebuilt content, each as large as
/// its kind (asked item by item through the delegate), and a header per section. Nothing here allocates per item.
@MainActor
final class GridSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    let pattern: GridPattern

    init(pattern: GridPattern) {
        self.pattern = pattern
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        pattern.sections
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        pattern.itemCount(inSection: section)
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws
        -> CollectionViewCell
    {
        let cell = try collectionView.dequeueReusableCell(
            withReuseIdentifier: GridItemKind(item: indexPath.item).identifier, for: indexPath)
        (cell as? any BenchmarkCell)?.configure(row: indexPath.section * pattern.sectionSize + indexPath.item)
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> CollectionReusableView {
        let header = try collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: GridHeaderView.identifier, for: indexPath)
        (header as? any BenchmarkCell)?.configure(row: indexPath.section)
        return header
    }

    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath
    ) -> Size {
        pattern.geometry.size(of: GridItemKind(item: indexPath.item))
    }
}
