/// The status `cellc` exits with; the numbers above 1 are those of BSD's `sysexits.h`.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Everything worked.
    case success = 0
    /// An input has errors (or, for `dump`, is not a valid archive); they were reported and nothing was written.
    case inputErrors = 1
    /// The command line is wrong (`EX_USAGE`).
    case usage = 64
    /// A bug in cellc (`EX_SOFTWARE`).
    case internalError = 70
    /// An input could not be read or an output could not be written (`EX_IOERR`).
    case ioError = 74

    /// What the status means for any command, for the overview; each command's help says what it means for it.
    var meaning: String {
        switch self {
        case .success: "success"
        case .inputErrors: "an input has errors (an archive, for dump: it is not valid); nothing was written"
        case .usage: "the command line is wrong"
        case .internalError: "internal error, a bug in cellc"
        case .ioError: "an input could not be read or an output could not be written"
        }
    }
}
