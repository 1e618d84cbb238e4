/// The view a table shows in the header of a section that has a title (UIKit's `UITableViewHeaderFooterView` with
/// its `textLabel`), drawn as UIKit draws it for the table's style:
///
/// - plain: a light grey bar (`plainBackgroundColor`) with the title in bold 17 pt black, `titleInset` from the
///   leading edge, centred vertically;
/// - grouped: no background, the title uppercased in 13 pt `groupedTextColor`, `titleInset` from the leading edge,
///   its line ending `groupedBottomInset` above the header's bottom.
///
/// The table makes these views for the headers on screen only and reuses them (see `TableView`); a view shows one
/// section's title at a time.
@MainActor
public final class TableViewHeaderView: View {
    /// The background of a plain table's headers, UIKit's light grey (#F7F7F7).
    nonisolated public static let plainBackgroundColor = Color(rgb: 0xF7F7F7)
    /// The colour of a grouped table's header titles, UIKit's grey (#6D6D72).
    nonisolated public static let groupedTextColor = Color(rgb: 0x6D6D72)
    /// The font of a plain table's header titles: bold 17 pt.
    nonisolated public static let plainFont = Font.boldSystemFont(ofSize: 17)
    /// The font of a grouped table's header titles: 13 pt.
    nonisolated public static let groupedFont = Font.systemFont(ofSize: 13)
    /// The distance of the title from each side of the header, UIKit's 15 points.
    nonisolated public static let titleInset = 15.0
    /// The room between a grouped header's title and the header's bottom, UIKit's 8 points.
    nonisolated public static let groupedBottomInset = 8.0

    /// The style of the table the header is in, which decides its look.
    public let style: TableViewStyle
    /// The label showing the title.
    public let textLabel = Label()

    /// The title the header shows: as given in a plain table, uppercased in a grouped one, as UIKit shows it.
    public var title: String? {
        didSet {
            textLabel.text = style == .grouped ? title.map(Self.uppercasedIfNeeded) : title
        }
    }

    /// `title` in capitals. A title already in capitals is returned as is: uppercasing would copy it, and a grouped
    /// table whose titles come in capitals then allocates nothing as headers come on screen.
    private static func uppercasedIfNeeded(_ title: String) -> String {
        title.allSatisfy { !$0.isCased || $0.isUppercase } ? title : title.uppercased()
    }

    /// Creates an empty header with the look of a `style` table's headers.
    public init(style: TableViewStyle) {
        self.style = style
        super.init(frame: .zero)
        switch style {
        case .plain:
            backgroundColor = Self.plainBackgroundColor
            textLabel.font = Self.plainFont
            textLabel.textColor = .black
        case .grouped:
            textLabel.font = Self.groupedFont
            textLabel.textColor = Self.groupedTextColor
        }
        addSubview(textLabel)
    }

    /// Places the title: the header's height, centred, in a plain table; one line above the bottom inset in a
    /// grouped one.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(0, bounds.width - 2 * Self.titleInset)
        switch style {
        case .plain:
            textLabel.frame = Rect(x: Self.titleInset, y: 0, width: width, height: bounds.height)
        case .grouped:
            let lineHeight = textLabel.font.lineHeight
            let y = max(0, bounds.height - Self.groupedBottomInset - lineHeight)
            textLabel.frame = Rect(x: Self.titleInset, y: y, width: width, height: lineHeight)
        }
    }
}
