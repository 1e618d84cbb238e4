import CellKit

/// The outlets of `GalleryView` that `Nib.instantiate(withOwner:)` connects on its owner, a `GalleryController`.
@MainActor
protocol GalleryViewOwner: AnyObject {
    var scrollView: ScrollView? { get set }
    var captionLabel: Label? { get set }
}

/// A view template with an owner, written as cellc generates it; unlike generated code, it remembers the owner it
/// was connected to, so that tests can see when `awakeFromNib()` runs.
@MainActor
class GalleryView: View, Template {
    nonisolated static let templateName = "GalleryView"
    nonisolated static let templateSchema: [String] = [
        "outlet scrollView: ScrollView",
        "outlet captionLabel: Label",
        "owner GalleryController",
        "frame scrollView = (0, 0, parent.width, parent.height - 40)",
        "frame captionLabel = (10, scrollView.maxY + 8, parent.width - 20, 24)",
    ]

    let scrollView: ScrollView
    let captionLabel: Label
    private weak var connectedOwner: GalleryController?

    required init() {
        scrollView = {
            let view = ScrollView()
            view.contentSize = Size(width: 640, height: 480)
            view.isPagingEnabled = true
            return view
        }()
        captionLabel = Label()
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        assembleTemplate()
        awakeFromNib()
    }

    required init(nib decoder: NibDecoder) throws(NibError) {
        scrollView = try decoder.subview(0, as: ScrollView.self)
        captionLabel = try decoder.subview(1, as: Label.self)
        super.init(frame: .zero)
        try decoder.assemble(self)
    }

    private func assembleTemplate() {
        addSubview(scrollView)
        addSubview(captionLabel)
    }

    func connectOutlets(toOwner owner: AnyObject) -> Bool {
        guard let owner = owner as? any GalleryViewOwner else { return false }
        owner.scrollView = scrollView
        owner.captionLabel = captionLabel
        connectedOwner = owner as? GalleryController
        return true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        connectedOwner?.viewDidAwake(self)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        scrollView.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - 40)
        captionLabel.frame = Rect(x: 10, y: scrollView.frame.maxY + 8, width: bounds.width - 20, height: 24)
    }
}

/// The owner of `GalleryView`s: it receives their outlets and records when each wakes.
@MainActor
final class GalleryController: GalleryViewOwner {
    var scrollView: ScrollView?
    var captionLabel: Label?
    /// The tag of each gallery view that woke, with the scroll view the owner held at that moment.
    private(set) var awakenings: [(tag: Int, ownerScrollView: ScrollView?)] = []

    func viewDidAwake(_ view: GalleryView) {
        awakenings.append((view.tag, scrollView))
    }
}
