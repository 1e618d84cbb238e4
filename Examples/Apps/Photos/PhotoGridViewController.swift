import CellKit
import ExampleCells

/// A photo library: at the top a row of tag chips (a horizontal `CollectionView` of Photos.cell's `TagChipCell`s,
/// each as wide as its label, measured by the collection view through `systemLayoutSizeFitting(_:)` because the
/// layout has an `estimatedItemSize`), under it a grid of `PhotoCell`s, three to a line, one section per album under
/// a `SectionHeaderView` that stays pinned at the top while its album is on screen.
///
/// Tapping a photo selects it (its cell shows the template's selected background around the picture); tapping a
/// chip selects it and filters the grid to the photos with that tag, dropping the albums left empty ("All" shows
/// every photo) and going back to the top.
@MainActor
public final class PhotoGridViewController: ViewController, CollectionViewDataSource,
    CollectionViewDelegateFlowLayout
{
    /// The chip that shows every photo.
    public static let allTag = "All"
    /// The height of the row of chips.
    public static let chipRowHeight = 48.0
    /// The grid's margins inside each section.
    public static let gridInset = EdgeInsets(top: 4, left: 8, bottom: 12, right: 8)
    /// The least room between photos, across and down.
    public static let gridSpacing = 4.0
    /// The photos of a line of the grid.
    public static let photosPerLine = 3.0

    /// Every album, unfiltered.
    public let library: [Album]
    /// The chips: "All", then every tag in the order the library first uses it.
    public let tags: [String]
    /// The albums the grid shows now, each with the photos of the selected tag.
    public private(set) var albums: [Album]
    /// The chip selected now.
    public private(set) var selectedTag = PhotoGridViewController.allTag
    /// The photo selected last, until a filter changes the grid.
    public private(set) var selectedPhoto: Photo?
    /// Why the last filter could not reload the grid, if it could not; a delegate method cannot throw.
    public private(set) var filterError: CollectionViewError?
    /// The row of chips, across the top of the view from `viewDidLoad()`.
    public let tagsView: CollectionView
    /// The grid, filling the view below the chips from `viewDidLoad()`.
    public let gridView: CollectionView

    /// Creates the screen of `library`.
    public init(library: [Album] = Album.library) {
        self.library = library
        albums = library
        var tags = [Self.allTag]
        for tag in library.flatMap({ $0.photos.flatMap(\.tags) }) where !tags.contains(tag) {
            tags.append(tag)
        }
        self.tags = tags

        let chipLayout = CollectionViewFlowLayout()
        chipLayout.scrollDirection = .horizontal
        chipLayout.itemSize = TagChipCell.nominalSize
        chipLayout.estimatedItemSize = TagChipCell.nominalSize
        chipLayout.sectionInset = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        // Across a horizontal layout's lines: the room between chips.
        chipLayout.minimumLineSpacing = 8
        tagsView = CollectionView(frame: .zero, collectionViewLayout: chipLayout)

        let gridLayout = CollectionViewFlowLayout()
        gridLayout.sectionInset = Self.gridInset
        gridLayout.minimumLineSpacing = Self.gridSpacing
        gridLayout.minimumInteritemSpacing = Self.gridSpacing
        gridLayout.sectionHeadersPinToVisibleBounds = true
        gridView = CollectionView(frame: .zero, collectionViewLayout: gridLayout)
        super.init()
    }

    /// Titles the screen, puts the chips over the grid, sizes the photos so that three fill a line, and selects
    /// "All".
    public override func viewDidLoad() {
        title = "Photos"
        let bounds = view.bounds
        tagsView.frame = Rect(x: 0, y: 0, width: bounds.width, height: Self.chipRowHeight)
        gridView.frame = Rect(
            x: 0, y: Self.chipRowHeight, width: bounds.width, height: max(0, bounds.height - Self.chipRowHeight))
        let room = bounds.width - Self.gridInset.left - Self.gridInset.right
        let side = ((room - (Self.photosPerLine - 1) * Self.gridSpacing) / Self.photosPerLine).rounded(.down)
        gridView.collectionViewLayout.itemSize = Size(width: side, height: side)
        gridView.collectionViewLayout.headerReferenceSize = Size(
            width: bounds.width, height: SectionHeaderView.nominalSize.height)
        // Registering fails only for an empty identifier, and these are the templates' names.
        try? tagsView.register(TagChipCell.self)
        try? gridView.register(PhotoCell.self)
        try? gridView.register(
            SectionHeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader)
        for collectionView in [tagsView, gridView] {
            collectionView.dataSource = self
            collectionView.delegate = self
            view.addSubview(collectionView)
        }
        try? tagsView.selectItem(at: IndexPath(item: 0, section: 0))
    }

    /// Shows the photos tagged `tag` (every photo for "All"), dropping the albums left empty, from the top of the
    /// grid, and selects its chip. The grid reloads; its selection is cleared, as `reloadData()` does.
    public func filter(by tag: String) throws(CollectionViewError) {
        selectedTag = tag
        selectedPhoto = nil
        albums = tag == Self.allTag ? library : library.compactMap { $0.filtered(by: tag) }
        if let chip = tags.firstIndex(of: tag) {
            try tagsView.selectItem(at: IndexPath(item: chip, section: 0))
        }
        gridView.contentOffset = .zero
        try gridView.reloadData()
    }

    /// The photo at `indexPath` of the grid.
    public func photo(at indexPath: IndexPath) -> Photo {
        albums[indexPath.section].photos[indexPath.item]
    }

    /// One section of chips; a section per album in the grid.
    public func numberOfSections(in collectionView: CollectionView) -> Int {
        collectionView === tagsView ? 1 : albums.count
    }

    /// The chips, or the album's photos.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        collectionView === tagsView ? tags.count : albums[section].photos.count
    }

    /// A chip showing its tag, or a photo with its caption.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws
        -> CollectionViewCell
    {
        if collectionView === tagsView {
            let chip = try collectionView.dequeueReusableCell(TagChipCell.self, for: indexPath)
            chip.titleLabel.text = tags[indexPath.item]
            return chip
        }
        let cell = try collectionView.dequeueReusableCell(PhotoCell.self, for: indexPath)
        let photo = photo(at: indexPath)
        cell.photoView.image = photo.image(size: collectionView.collectionViewLayout.itemSize)
        cell.captionLabel.text = photo.title
        return cell
    }

    /// The header of an album: its title and how many of its photos the grid shows.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> CollectionReusableView {
        let header = try collectionView.dequeueReusableSupplementaryView(
            SectionHeaderView.self, ofKind: kind, for: indexPath)
        let album = albums[indexPath.section]
        header.titleLabel.text = album.title
        header.countLabel.text = album.photos.count == 1 ? "1 photo" : "\(album.photos.count) photos"
        return header
    }

    /// A chip filters the grid by its tag; a photo becomes the selected photo.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        guard collectionView === tagsView else {
            selectedPhoto = photo(at: indexPath)
            return
        }
        do {
            try filter(by: tags[indexPath.item])
            filterError = nil
        } catch {
            filterError = error
        }
    }
}
