/// A problem the registry met and worked around: a font file it could not find or read. Fonts never fail to
/// resolve; the warning says what was used instead.
public struct FontWarning: Sendable, Hashable, CustomStringConvertible {
    /// Why a file was not used.
    public enum Cause: Sendable, Hashable {
        /// No file of that name under the search paths.
        case notFound(searchPaths: [String])
        /// The file could not be read (`errno`).
        case unreadable(errorNumber: Int32)
        /// The file is larger than the registry reads.
        case tooLarge
        /// The file is not a font the reader understands.
        case malformed(FontFileError)
        /// No registered or known font has the name.
        case unknownName
    }

    /// The file name, path or font name the warning is about.
    public let subject: String
    /// What went wrong.
    public let cause: Cause
    /// What is used instead: the next face of the chain, or the approximation.
    public let fallback: String

    /// A warning about `subject`.
    public init(subject: String, cause: Cause, fallback: String) {
        self.subject = subject
        self.cause = cause
        self.fallback = fallback
    }

    /// The warning as one line: `warning: font file 'Inter-Regular.otf' not found in /usr/share/fonts; using ...`.
    public var description: String {
        let problem =
            switch cause {
            case .notFound(let paths): "font file '\(subject)' not found in \(paths.joined(separator: ":"))"
            case .unreadable(let code): "cannot read font file '\(subject)': \(FontFiles.message(forError: code))"
            case .tooLarge: "font file '\(subject)' is larger than \(FontFiles.maximumSize >> 20) MiB"
            case .malformed(let error): "cannot read font file '\(subject)': \(error)"
            case .unknownName: "no font named '\(subject)'"
            }
        return "warning: \(problem); using \(fallback) instead"
    }
}

extension FontWarning.Cause: Error {}
