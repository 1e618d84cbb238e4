/// How serious a diagnostic is. Only errors make a compile fail.
public enum Severity: String, Sendable, Hashable, Comparable {
    /// A note attached to another diagnostic, or standing alone.
    case note
    /// Something suspicious that does not stop the compile.
    case warning
    /// Something that makes the input invalid.
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Orders by seriousness: note < warning < error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
