/// A wrong command line: the message and the usage line to print under it; exits with status 64.
struct UsageError: Error, Sendable, Equatable {
    /// What is wrong, lowercase, such as `unknown option '--ouput'; did you mean '--output'?`.
    let message: String
    /// The usage text of the command concerned.
    let usage: String
}
