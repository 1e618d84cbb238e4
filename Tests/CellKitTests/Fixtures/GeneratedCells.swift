// swift-format-ignore-file
// This is the Swift cellc emits for two templates, kept byte for byte as the contract CellKit's public API must
// compile against from another module; the formatter's rules are for hand-written code, so it is left alone.
import CellKit

@MainActor
open class TransitStatusTableViewCell: TableViewCell, CellTemplate {
    nonisolated public static let templateName = "TransitStatusTableViewCell"
    nonisolated public static let reuseIdentifier = "TransitStatusTableViewCell"
    nonisolated public static let templateSchema: [String] = [
        "outlet backgroundImageView: ImageView",
        "outlet firstLineLabel: Label",
        "height = 72",
        "frame backgroundImageView = (0, 0, parent.width, parent.height)",
        "frame firstLineLabel = (12, 0, parent.width - 2 * 12, 0)",
    ]
    public let backgroundImageView: ImageView
    public let firstLineLabel: Label
    public required init() {
        backgroundImageView = ImageView()
        firstLineLabel = Label()
        super.init(style: .default, reuseIdentifier: Self.reuseIdentifier)
        frame = Rect(x: 0, y: 0, width: 320, height: 72)
        selectionStyle = .none
        backgroundColor = Color(rgb: 0xA4A4A4)
        firstLineLabel.font = .boldSystemFont(ofSize: 15)
        firstLineLabel.textColor = .white
        firstLineLabel.textAlignment = .center
        backgroundImageView.image = Image(named: "row_background")
        contentView.addSubview(backgroundImageView)
        contentView.addSubview(firstLineLabel)
        awakeFromNib()
    }
    public required init(nib decoder: NibDecoder) throws(NibError) {
        backgroundImageView = try decoder.subview(0, as: ImageView.self)
        firstLineLabel = try decoder.subview(1, as: Label.self)
        super.init(style: .default, reuseIdentifier: decoder.reuseIdentifier ?? Self.reuseIdentifier)
        try decoder.assemble(self)
    }
    public static func height(forWidth width: Double) -> Double { 72 }
    override open func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        backgroundImageView.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        firstLineLabel.frame.origin.x = 12
        firstLineLabel.frame.size.width = bounds.width - 2 * 12
    }
}

@MainActor
open class GalleryDetailView: View, Template {
    nonisolated public static let templateName = "GalleryDetailView"
    nonisolated public static let templateSchema: [String] = ["outlet scrollView: ScrollView"]
    public let scrollView: ScrollView
    public required init() {
        scrollView = ScrollView()
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = Size(width: 640, height: 480)
        addSubview(scrollView)
        awakeFromNib()
    }
    public required init(nib decoder: NibDecoder) throws(NibError) {
        scrollView = try decoder.subview(0, as: ScrollView.self)
        super.init(frame: .zero)
        try decoder.assemble(self)
    }
}
