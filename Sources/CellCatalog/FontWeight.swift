/// A weight of the system font, as `.cell` files write it after the size (`.system(17, .semibold)`) and as UIKit's
/// `UIFont.Weight` names it, lightest first.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    /// UIKit's `ultraLight`.
    case ultraLight
    /// UIKit's `thin`.
    case thin
    /// UIKit's `light`.
    case light
    /// UIKit's `regular`.
    case regular
    /// UIKit's `medium`.
    case medium
    /// UIKit's `semibold`.
    case semibold
    /// UIKit's `bold`.
    case bold
    /// UIKit's `heavy`.
    case heavy
    /// UIKit's `black`.
    case black

    /// UIKit's raw value of the weight (`UIFont.Weight.rawValue`, in `-1...1`, 0 regular), as printed on macOS
    /// (uikit-metrics.md section 2.1); Apple documents only the ends.
    public var value: Double {
        switch self {
        case .ultraLight: -0.8
        case .thin: -0.6
        case .light: -0.4
        case .regular: 0
        case .medium: 0.23
        case .semibold: 0.3
        case .bold: 0.4
        case .heavy: 0.56
        case .black: 0.62
        }
    }

    /// The OpenType weight class a CSS `font-weight` takes (100 to 900), by convention, for pictures.
    public var cssWeight: Int {
        (FontWeight.allCases.firstIndex(of: self) ?? 3) * 100 + 100
    }

    /// The names, lightest first, for messages and "did you mean".
    public static let names = allCases.map(\.rawValue)
}
