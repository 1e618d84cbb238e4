/// The `--diagnostics-format` option: how diagnostics are printed.
enum DiagnosticsFormat: String, Sendable, CaseIterable {
    /// For people, on standard error, with source excerpts.
    case text
    /// For tools: one JSON document covering every input, on standard output.
    case json
}
