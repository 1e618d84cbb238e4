/// A `.cell` file after checking: its templates in source order.
public struct CheckedFile: Sendable, Hashable {
    /// The templates.
    public var templates: [CheckedTemplate]

    /// Creates a checked file.
    public init(templates: [CheckedTemplate]) {
        self.templates = templates
    }
}
