import CellKit

/// A plain cell class with a label, registered with its `init(frame:)` as a factory, as an app's hand-written
/// UIKit cell is.
@MainActor
final class LabelCell: CollectionViewCell {
    static let identifier = "Label"

    let label = Label()
    let button = Button()
    /// The frame the cell was made in.
    let initialFrame: Rect

    override init(frame: Rect) {
        initialFrame = frame
        super.init(frame: frame)
        contentView.addSubview(label)
        button.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        contentView.addSubview(button)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = Rect(x: 12, y: 0, width: bounds.width - 12, height: bounds.height)
    }
}

/// A template cell class, as cellc generates one.
@MainActor
final class GridCell: CollectionViewCell, CollectionTemplate {
    nonisolated static let templateName = "GridCell"
    nonisolated static let templateSchema: [String] = []
    nonisolated static let reuseIdentifier = "Grid"
    nonisolated static let nominalSize = Size(width: 80, height: 80)

    required init() {
        super.init(frame: Rect(origin: .zero, size: Self.nominalSize))
    }

    convenience init(nib decoder: NibDecoder) throws(NibError) {
        self.init()
    }
}

/// A chip whose width is its text's: 10 points per character plus 20, 30 high, measured by
/// `systemLayoutSizeFitting(_:)` as a generated `width = auto` template would be.
@MainActor
final class ChipCell: CollectionViewCell {
    static let identifier = "Chip"

    var text = ""
    private(set) var measurements = 0

    override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        measurements += 1
        return Size(width: Double(text.count * 10 + 20), height: 30)
    }
}

/// A full-width note 20 points high per character of its text, measured by `systemLayoutSizeFitting(_:)`.
@MainActor
final class NoteCell: CollectionViewCell {
    static let identifier = "Note"

    var text = ""

    override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        Size(width: 300, height: Double(text.count * 20))
    }
}

/// A section header, registered for both headers and footers.
@MainActor
final class HeaderView: CollectionReusableView {
    static let identifier = "Header"

    var title = ""
}

/// A data source and flow-layout delegate over titles in sections that records every callback as text.
@MainActor
final class ItemsSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var sections: [[String]]
    var identifier = LabelCell.identifier
    var events: [String] = []
    var itemSizes: [IndexPath: Size] = [:]
    var headerSize: Size?
    var cellRequests = 0
    var supplementaryRequests = 0
    var sizeRequests = 0
    var countRequests = 0
    /// Whether `shouldSelectItemAt` answers true.
    var selects = true
    /// Whether `shouldHighlightItemAt` answers true.
    var highlights = true
    /// The highlight state of the tapped cell seen in `didHighlightItemAt`.
    var highlightSeen: Bool?
    /// What `cellForItemAt` does instead of dequeuing, when set.
    var makeCell: ((CollectionView, IndexPath) throws -> CollectionViewCell)?
    /// What `viewForSupplementaryElementOfKind` does instead of dequeuing, when set.
    var makeSupplementary: ((CollectionView, String, IndexPath) throws -> CollectionReusableView)?

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    convenience init(items: Int) {
        self.init([(0..<items).map { "Item \($0)" }])
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        sections.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        countRequests += 1
        return sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws
        -> CollectionViewCell
    {
        cellRequests += 1
        events.append("cellForItem \(indexPath)")
        if let makeCell {
            return try makeCell(collectionView, indexPath)
        }
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        let title = sections[indexPath.section][indexPath.item]
        if let cell = cell as? LabelCell {
            cell.label.text = title
            cell.button.tag = indexPath.item
        }
        if let cell = cell as? ChipCell {
            cell.text = title
        }
        if let cell = cell as? NoteCell {
            cell.text = title
        }
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView,
        viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) throws -> CollectionReusableView {
        supplementaryRequests += 1
        events.append("viewFor \(Self.short(kind)) \(indexPath.section)")
        if let makeSupplementary {
            return try makeSupplementary(collectionView, kind, indexPath)
        }
        let view = try collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: HeaderView.identifier, for: indexPath)
        (view as? HeaderView)?.title = "\(Self.short(kind)) \(indexPath.section)"
        return view
    }

    func collectionView(
        _ collectionView: CollectionView,
        layout: CollectionViewFlowLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> Size {
        sizeRequests += 1
        return itemSizes[indexPath] ?? layout.itemSize
    }

    func collectionView(
        _ collectionView: CollectionView,
        layout: CollectionViewFlowLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> Size {
        headerSize ?? layout.headerReferenceSize
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        events.append("willDisplay \(indexPath)")
    }

    func collectionView(
        _ collectionView: CollectionView,
        didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        events.append("didEndDisplaying \(indexPath)")
    }

    func collectionView(
        _ collectionView: CollectionView,
        willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {
        events.append("willDisplay \(Self.short(elementKind)) \(indexPath.section)")
    }

    func collectionView(
        _ collectionView: CollectionView,
        didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String,
        at indexPath: IndexPath
    ) {
        events.append("didEndDisplaying \(Self.short(elementKind)) \(indexPath.section)")
    }

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        highlights
    }

    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        highlightSeen = collectionView.cellForItem(at: indexPath)?.isHighlighted
        events.append("didHighlight \(indexPath)")
    }

    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        events.append("didUnhighlight \(indexPath)")
    }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        selects
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath)")
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath)")
    }

    /// The events since the last call, which it clears.
    func takeEvents() -> [String] {
        defer { events = [] }
        return events
    }

    private static func short(_ kind: String) -> String {
        switch kind {
        case CollectionView.elementKindSectionHeader: "header"
        case CollectionView.elementKindSectionFooter: "footer"
        default: kind
        }
    }
}

/// A vertical grid 300 x 200 of 100 x 100 items with no spacing: three items a row, two rows in view.
@MainActor
func makeGrid(
    _ source: ItemsSource,
    size: Size = Size(width: 300, height: 200),
    configure: (CollectionViewFlowLayout) -> Void = { _ in }
) throws -> CollectionView {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    configure(layout)
    let collectionView = CollectionView(frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
    try collectionView.register(factory: LabelCell.init(frame:), forCellWithReuseIdentifier: LabelCell.identifier)
    try collectionView.register(factory: ChipCell.init(frame:), forCellWithReuseIdentifier: ChipCell.identifier)
    try collectionView.register(factory: NoteCell.init(frame:), forCellWithReuseIdentifier: NoteCell.identifier)
    for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
        try collectionView.register(
            factory: HeaderView.init(frame:), forSupplementaryViewOfKind: kind,
            withReuseIdentifier: HeaderView.identifier)
    }
    collectionView.dataSource = source
    collectionView.delegate = source
    return collectionView
}

/// `items` index paths of section `section`, from `first`.
func itemPaths(_ items: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: section) }
}
