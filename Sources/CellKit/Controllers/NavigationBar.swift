/// The bar at the top of a navigation controller's screen (UIKit's `UINavigationBar`): the top controller's title
/// centred, and a back button naming the controller below it.
@MainActor
public final class NavigationBar: View {
    /// The bar's height, UIKit's 44 points.
    nonisolated public static let height = 44.0
    /// The margin of the back button from the bar's leading edge.
    nonisolated public static let margin = 8.0

    /// The label that shows the title.
    public let titleLabel = Label()
    /// The button that pops the top controller, hidden when there is nothing to go back to.
    public let backButton = Button()
    /// The line along the bar's bottom edge.
    private let hairline = View()

    /// Creates a bar with no title and a hidden back button.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(rgb: 0xF7F7F7)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        backButton.titleColor = .systemBlue
        backButton.titleFont = .systemFont(ofSize: 17)
        backButton.isHidden = true
        addSubview(titleLabel)
        addSubview(backButton)
        hairline.backgroundColor = Color(rgb: 0xB2B2B2)
        addSubview(hairline)
    }

    /// Centres the title between the back button and its mirror image, and draws the hairline at the bottom.
    public override func layoutSubviews() {
        let size = bounds.size
        let backWidth = backButton.isHidden ? 0 : backButtonWidth
        backButton.frame = Rect(x: Self.margin, y: 0, width: backWidth, height: size.height)
        let side = Self.margin + backWidth + Self.margin
        titleLabel.frame = Rect(x: side, y: 0, width: max(0, size.width - 2 * side), height: size.height)
        hairline.frame = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
    }

    /// Shows `title`, and a back button titled `backTitle` when it is not nil.
    func show(title: String?, backTitle: String?) {
        titleLabel.text = title
        backButton.title = backTitle.map { "‹ " + $0 }
        backButton.isHidden = backTitle == nil
        setNeedsLayout()
    }

    /// The back button's width: its title's, capped at a third of the bar so the title keeps the middle.
    private var backButtonWidth: Double {
        let titleWidth = TextMetrics.width(of: backButton.title ?? "", font: backButton.titleFont)
        return min(titleWidth.rounded(.up), (bounds.size.width / 3).rounded(.down))
    }
}
