import CellKit

/// The actions `ThumbnailCell`'s buttons send.
@MainActor
protocol ThumbnailCellActions: AnyObject {
    func buttonPressed(_ sender: Button)
}

/// A cell with a button action and a stack view of arranged subviews, written as cellc generates it.
@MainActor
class ThumbnailCell: TableViewCell, CellTemplate {
    nonisolated static let templateName = "ThumbnailCell"
    nonisolated static let reuseIdentifier = "Thumbnail"
    nonisolated static let templateSchema: [String] = [
        "outlet thumbnailButton: Button",
        "outlet titleLabel: Label",
        "subview 2: StackView",
        "outlet badgeLabel: Label",
        "subview 4: ImageView",
        "action buttonPressed",
        "reuseIdentifier \"Thumbnail\"",
        "height = 150",
        "frame thumbnailButton = ((parent.width - 100) / 2, 20, 100, 100)",
        "frame titleLabel = (thumbnailButton.minX, thumbnailButton.maxY + 8, thumbnailButton.width, 14)",
        "frame subview 2 = (10, 10, 60, 20)",
    ]

    weak var actionTarget: (any ThumbnailCellActions)?

    let thumbnailButton: Button
    let titleLabel: Label
    private let stackView1: StackView
    let badgeLabel: Label
    private let imageView1: ImageView

    required init() {
        thumbnailButton = {
            let view = Button()
            view.title = "Play"
            view.backgroundImage = Image(named: "thumbnail")
            return view
        }()
        titleLabel = Label()
        stackView1 = {
            let view = StackView()
            view.axis = .horizontal
            view.spacing = 4
            return view
        }()
        badgeLabel = {
            let view = Label()
            view.text = "New"
            view.preferredSize = Size(width: 30, height: 20)
            return view
        }()
        imageView1 = {
            let view = ImageView()
            view.image = Image(named: "star")
            return view
        }()
        super.init(style: .default, reuseIdentifier: Self.reuseIdentifier)
        self.frame = Rect(x: 0, y: 0, width: 320, height: 150)
        assembleTemplate()
        awakeFromNib()
    }

    required init(nib decoder: NibDecoder) throws(NibError) {
        thumbnailButton = try decoder.subview(0, as: Button.self)
        titleLabel = try decoder.subview(1, as: Label.self)
        stackView1 = try decoder.subview(2, as: StackView.self)
        badgeLabel = try decoder.subview(3, as: Label.self)
        imageView1 = try decoder.subview(4, as: ImageView.self)
        super.init(style: .default, reuseIdentifier: decoder.reuseIdentifier ?? Self.reuseIdentifier)
        try decoder.assemble(self)
        for action in decoder.actions {
            connectAction(named: action.name, of: action.control)
        }
    }

    private func assembleTemplate() {
        contentView.addSubview(thumbnailButton)
        contentView.addSubview(titleLabel)
        contentView.addSubview(stackView1)
        stackView1.addArrangedSubview(badgeLabel)
        stackView1.addArrangedSubview(imageView1)
        connectAction(named: "buttonPressed", of: thumbnailButton)
    }

    private func connectAction(named name: String, of control: Control) {
        switch name {
        case "buttonPressed":
            control.addAction(named: name) { [weak self] sender in
                guard let button = sender as? Button else { return }
                self?.actionTarget?.buttonPressed(button)
            }
        default:
            break
        }
    }

    nonisolated static func height(forWidth width: Double) -> Double {
        150
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        thumbnailButton.frame = Rect(x: (bounds.width - 100) / 2, y: 20, width: 100, height: 100)
        titleLabel.frame = Rect(
            x: thumbnailButton.frame.minX, y: thumbnailButton.frame.maxY + 8, width: thumbnailButton.frame.width,
            height: 14)
        stackView1.frame = Rect(x: 10, y: 10, width: 60, height: 20)
    }
}
