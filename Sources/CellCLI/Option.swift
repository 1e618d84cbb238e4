/// A named option a command accepts, such as `-o, --output DIR`.
struct Option: Sendable, Hashable {
    /// What follows the option's name.
    enum Value: Sendable, Hashable {
        /// Nothing: the option is a flag.
        case none
        /// Any text, shown in help as `placeholder`.
        case text(placeholder: String)
        /// One of a fixed list of words.
        case choice([String])
        /// Some of a fixed list of words, separated by commas: `swift,archive`.
        case list([String])
    }

    /// The long name with its dashes, `--output`; options are stored under it.
    let name: String
    /// The one-letter alias with its dash, `-o`, if any.
    let shortName: String?
    /// What follows the name.
    let value: Value
    /// The value used when the option is absent, shown in help.
    let defaultValue: String?
    /// One sentence for the help text.
    let help: String
    /// Whether the command needs it; the command checks, the usage shows it without brackets.
    let isRequired: Bool

    init(
        _ name: String, short shortName: String? = nil, value: Value = .none, default: String? = nil,
        required isRequired: Bool = false, help: String
    ) {
        self.name = name
        self.shortName = shortName
        self.value = value
        self.defaultValue = `default`
        self.isRequired = isRequired
        self.help = help
    }

    /// The names a user may type.
    var names: [String] { [shortName, name].compactMap(\.self) }

    /// How the value is shown: `DIR`, `auto|always|never`; nil for a flag.
    var placeholder: String? {
        switch value {
        case .none: nil
        case .text(let placeholder): placeholder
        case .choice(let words): words.joined(separator: "|")
        case .list(let words): words.joined(separator: ",")
        }
    }

    /// `--output DIR`, `--color auto|always|never` or `--help`.
    var synopsis: String { placeholder.map { name + " " + $0 } ?? name }
}
