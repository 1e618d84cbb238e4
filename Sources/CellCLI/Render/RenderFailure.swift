/// Why `cellc render` cannot make the template it was asked for, held until the file's diagnostics are reported.
enum RenderFailure: Error {
    /// The command line names no template of the file.
    case usage(UsageError)
    /// The file defines no template: an error in the input.
    case input(String)
    /// The compiler's archive does not load: a bug.
    case internalError(String)
}
