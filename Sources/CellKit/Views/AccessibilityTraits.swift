import CellCatalog

/// What kind of element a view is and what state it is in, for assistive technologies (UIKit's
/// `UIAccessibilityTraits`): an option set whose members are the catalog's cases, in its order.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The members, one bit each: bit `i` is the catalog's case `i + 1` (case 0, `none`, is the empty set). The
    /// archive stores this number.
    public let rawValue: UInt64

    /// The traits of `rawValue`'s bits.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The member the catalog's case `name` stands for: its bit, or the empty set for `none`; nil for an unknown
    /// name.
    public init?(catalogName name: String) {
        guard let index = EnumType.accessibilityTraits.cases.firstIndex(of: name) else { return nil }
        self.init(rawValue: index == 0 ? 0 : 1 << UInt64(index - 1))
    }

    /// The members' catalog names, in the catalog's order.
    public var catalogNames: [String] {
        EnumType.accessibilityTraits.cases.dropFirst().enumerated().compactMap { index, name in
            rawValue & (1 << UInt64(index)) != 0 ? name : nil
        }
    }

    /// The bits of every member the catalog names.
    static let known = AccessibilityTraits(rawValue: (1 << UInt64(EnumType.accessibilityTraits.cases.count - 1)) - 1)

    /// The members as `.cell` writes them: `.none`, `.button` or `(.button, .header)`.
    public var description: String {
        let names = catalogNames.map { "." + $0 }
        switch names.count {
        case 0: return ".none"
        case 1: return names[0]
        default: return "(" + names.joined(separator: ", ") + ")"
        }
    }

    private static func member(_ name: String) -> AccessibilityTraits {
        AccessibilityTraits(catalogName: name) ?? []
    }

    /// No traits.
    public static let none = AccessibilityTraits([])
    /// A button.
    public static let button = member("button")
    /// A link.
    public static let link = member("link")
    /// A heading that divides content.
    public static let header = member("header")
    /// A search field.
    public static let searchField = member("searchField")
    /// An image.
    public static let image = member("image")
    /// Selected, as a selected row or tab.
    public static let selected = member("selected")
    /// Plays its own sound when activated.
    public static let playsSound = member("playsSound")
    /// A key of a keyboard.
    public static let keyboardKey = member("keyboardKey")
    /// Text that does not change.
    public static let staticText = member("staticText")
    /// A summary of the app's state read when it starts.
    public static let summaryElement = member("summaryElement")
    /// Not enabled, not responding to the user.
    public static let notEnabled = member("notEnabled")
    /// Updates its label or value often.
    public static let updatesFrequently = member("updatesFrequently")
    /// Starts a media session when activated.
    public static let startsMediaSession = member("startsMediaSession")
    /// Adjusted by swiping up and down (a slider).
    public static let adjustable = member("adjustable")
    /// Takes touches directly (a piano keyboard).
    public static let allowsDirectInteraction = member("allowsDirectInteraction")
    /// Turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = member("causesPageTurn")
    /// A tab bar.
    public static let tabBar = member("tabBar")
}
