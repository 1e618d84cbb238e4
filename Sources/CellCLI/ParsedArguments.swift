/// What the user asked a command to do: option values, flags and positional inputs.
struct ParsedArguments: Sendable, Equatable {
    /// The values of the options given, by long name.
    var values: [String: String] = [:]
    /// The long names of the flags given.
    var flags: Set<String> = []
    /// The positional arguments, in order.
    var inputs: [String] = []
    /// Whether `-h` or `--help` was given; the rest then goes unchecked.
    var helpRequested = false

    /// The value of `option`, or its default when absent.
    func value(of option: Option) -> String? {
        values[option.name] ?? option.defaultValue
    }

    /// The words of a `.list` option, or of its default when absent.
    func list(_ option: Option) -> [String] {
        value(of: option).map { $0.split(separator: ",").map(String.init) } ?? []
    }

    /// The value of a `.choice` option as the enum listing its words.
    func choice<Choice: RawRepresentable<String>>(_ option: Option, as type: Choice.Type) -> Choice? {
        value(of: option).flatMap(Choice.init(rawValue:))
    }
}
