/// A Dynamic Type text style (UIKit's `UIFont.TextStyle`), as `.cell` files write it in `.textStyle(.body)`: its
/// weight and its point size in each content size category.
public enum FontTextStyle: String, Sendable, Hashable, CaseIterable {
    /// UIKit's `largeTitle`.
    case largeTitle
    /// UIKit's `title1`.
    case title1
    /// UIKit's `title2`.
    case title2
    /// UIKit's `title3`.
    case title3
    /// UIKit's `headline`, the one semibold style.
    case headline
    /// UIKit's `body`.
    case body
    /// UIKit's `callout`.
    case callout
    /// UIKit's `subheadline`.
    case subheadline
    /// UIKit's `footnote`.
    case footnote
    /// UIKit's `caption1`.
    case caption1
    /// UIKit's `caption2`.
    case caption2

    /// The weight: semibold for the headline, regular for the others (Apple's HIG, Typography).
    public var weight: FontWeight {
        self == .headline ? .semibold : .regular
    }

    /// The point size in `category`, from Apple's HIG typography table (uikit-metrics.md section 1, which iOS 13's
    /// `preferredFont(forTextStyle:)` printed cell for cell).
    public func pointSize(in category: SizeCategory) -> Double {
        Double(sizes[category.index])
    }

    /// The point size in the default category, `large`.
    public var defaultPointSize: Double {
        pointSize(in: .large)
    }

    /// The sizes from extra small to AX5.
    private var sizes: [Int] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The names, in UIKit's order, for messages and "did you mean".
    public static let names = allCases.map(\.rawValue)
}
