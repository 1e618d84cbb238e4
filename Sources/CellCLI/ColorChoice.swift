/// The `--color` option: whether diagnostics are coloured.
enum ColorChoice: String, Sendable, CaseIterable {
    /// Colour when writing to a terminal, unless `NO_COLOR` is set and not empty (no-color.org) or `TERM` is `dumb`.
    case auto
    /// Always colour, even into a file or a pipe, and even with `NO_COLOR`: an explicit option wins.
    case always
    /// Never colour.
    case never

    /// Whether to colour output going to a stream that is or is not a terminal, in `environment`.
    func enablesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always:
            true
        case .never:
            false
        case .auto:
            isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}
