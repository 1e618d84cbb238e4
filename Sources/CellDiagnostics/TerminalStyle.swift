/// The ANSI styles the text renderer uses when colours are on.
enum TerminalStyle {
    case bold
    case error
    case warning
    case note
    case marker
    case gutter
    case fixIt

    private var code: String {
        switch self {
        case .bold: "1"
        case .error: "1;31"
        case .warning: "1;35"
        case .note: "1;36"
        case .marker: "1;32"
        case .gutter: "1;34"
        case .fixIt: "1;32"
        }
    }

    /// `text` wrapped in this style when `enabled`, else `text` unchanged, so plain output has no escape byte.
    func apply(_ text: String, enabled: Bool) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[" + code + "m" + text + "\u{1B}[0m"
    }

    /// The style of a severity's label.
    static func of(_ severity: Severity) -> TerminalStyle {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
    }
}
