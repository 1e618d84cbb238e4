import CellKit

/// A Transit-like cell written as cellc generates it (the contract's shape): four subviews, one unnamed, a height
/// that reads its labels' frames, and an accessory that narrows the content view.
@MainActor
class TransitCell: TableViewCell, CellTemplate {
    nonisolated static let templateName = "TransitCell"
    nonisolated static let reuseIdentifier = "TransitCell"
    nonisolated static let templateSchema: [String] = [
        "outlet backgroundImageView: ImageView",
        "outlet titleLabel: Label",
        "outlet detailLabel: Label",
        "subview 3: View",
        "reuseIdentifier \"TransitCell\"",
        "height = detailLabel.maxY + 8",
        "frame backgroundImageView = (0, 0, parent.width, parent.height)",
        "frame titleLabel = (12, 10, parent.width - 2 * 12, 18)",
        "frame detailLabel = (12, titleLabel.maxY + 4, parent.width - 2 * 12, 30)",
        "frame subview 3 = (0, parent.height - 1, parent.width, 1)",
    ]

    let backgroundImageView: ImageView
    let titleLabel: Label
    let detailLabel: Label
    private let view1: View

    required init() {
        backgroundImageView = {
            let view = ImageView()
            view.image = Image(named: "row_background")
            view.contentMode = .scaleAspectFill
            return view
        }()
        titleLabel = {
            let view = Label()
            view.font = .boldSystemFont(ofSize: 15)
            view.textColor = .white
            view.textAlignment = .center
            return view
        }()
        detailLabel = {
            let view = Label()
            view.font = .systemFont(ofSize: 12)
            view.textColor = Color(rgb: 0x333333)
            view.numberOfLines = 0
            view.lineBreakMode = .byWordWrapping
            return view
        }()
        view1 = {
            let view = View()
            view.backgroundColor = .lightGray
            return view
        }()
        super.init(style: .default, reuseIdentifier: Self.reuseIdentifier)
        self.frame = Rect(x: 0, y: 0, width: 320, height: 70)
        assembleTemplate()
        awakeFromNib()
    }

    required init(nib decoder: NibDecoder) throws(NibError) {
        backgroundImageView = try decoder.subview(0, as: ImageView.self)
        titleLabel = try decoder.subview(1, as: Label.self)
        detailLabel = try decoder.subview(2, as: Label.self)
        view1 = try decoder.subview(3, as: View.self)
        super.init(style: .default, reuseIdentifier: decoder.reuseIdentifier ?? Self.reuseIdentifier)
        try decoder.assemble(self)
    }

    private func assembleTemplate() {
        self.selectionStyle = .none
        self.backgroundColor = Color(rgb: 0xA4A4A4)
        self.accessoryType = .disclosureIndicator
        contentView.addSubview(backgroundImageView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(detailLabel)
        contentView.addSubview(view1)
    }

    nonisolated static func height(forWidth width: Double) -> Double {
        var titleLabel = Rect.zero
        titleLabel.origin.y = 10
        titleLabel.size.height = 18
        var detailLabel = Rect.zero
        detailLabel.origin.y = titleLabel.maxY + 4
        detailLabel.size.height = 30
        return detailLabel.maxY + 8
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        backgroundImageView.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        titleLabel.frame = Rect(x: 12, y: 10, width: bounds.width - 2 * 12, height: 18)
        detailLabel.frame = Rect(x: 12, y: titleLabel.frame.maxY + 4, width: bounds.width - 2 * 12, height: 30)
        view1.frame = Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
    }
}
