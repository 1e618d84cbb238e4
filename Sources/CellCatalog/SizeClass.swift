/// How much room a trait environment has along one axis (UIKit's `UIUserInterfaceSizeClass`): an iPhone in
/// portrait is compact wide and regular high, an iPad full screen regular both ways.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    /// Not known: a view outside any window, or a window whose app set none. No variation matches it.
    case unspecified
    /// Constrained space.
    case compact
    /// Expansive space.
    case regular

    /// The code the archive writes for the class.
    public var code: UInt8 {
        switch self {
        case .unspecified: 0
        case .compact: 1
        case .regular: 2
        }
    }

    /// The class of an archive's code, or nil for a code that names none.
    public init?(code: UInt8) {
        guard let found = Self.allCases.first(where: { $0.code == code }) else { return nil }
        self = found
    }
}

/// The size classes an Interface Builder variation is installed for (`heightClass=regular-widthClass=regular`):
/// a class for the width and one for the height, where `.unspecified` stands for Interface Builder's "Any".
///
/// A view's frame follows the most specific of its variations that match the traits, and its own frame when none
/// does, as Interface Builder resolves them.
public struct SizeClassCondition: Sendable, Hashable {
    /// The horizontal size class it needs; `.unspecified` for any.
    public var width: SizeClass
    /// The vertical size class it needs; `.unspecified` for any.
    public var height: SizeClass

    /// Creates a condition; `.unspecified` matches any class.
    public init(width: SizeClass = .unspecified, height: SizeClass = .unspecified) {
        self.width = width
        self.height = height
    }

    /// Whether traits of these classes install the variation.
    public func matches(horizontal: SizeClass, vertical: SizeClass) -> Bool {
        (width == .unspecified || width == horizontal) && (height == .unspecified || height == vertical)
    }

    /// How many of the two classes it names: a variation for both wins over one for either.
    public var specificity: Int {
        (width == .unspecified ? 0 : 1) + (height == .unspecified ? 0 : 1)
    }

    /// The condition as a `.cell` file writes it: `variation(width: .regular, height: .regular)`.
    public var sourceText: String { "variation(\(arguments))" }

    /// The classes it names, as a variation's parentheses hold them: `width: .regular, height: .regular`.
    public var arguments: String {
        [("width", width), ("height", height)].filter { $0.1 != .unspecified }
            .map { "\($0.0): .\($0.1.rawValue)" }.joined(separator: ", ")
    }

    /// How an expression that chooses by the condition is written in schemas and dumps, a function of the
    /// variant and the otherwise: `sizeClass(width: .regular, ` followed by the two operands.
    public var functionPrefix: String { arguments.isEmpty ? "sizeClass(" : "sizeClass(\(arguments), " }
}
