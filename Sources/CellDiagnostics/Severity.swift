/// How serious a diagnostic is. Only errors make a compile fail.
public enum Severity: String, Sendable, Hashable {
    /// A note attached to another diagnostic, or standing alone.
    case note
    /// Something suspicious that does not stop the compile.
    case warning
    /// Something that makes the input invalid.
    case error
}
