/// What `cellc compile` is doing with its outputs, kept in the output folder as `.cellc-journal` while it writes
/// them, so that the next compile into that folder can finish or undo one that was killed.
///
/// A compile writes the journal in the ``Phase/writing`` phase before it creates its first temporary file, and in
/// the ``Phase/renaming`` phase once every temporary file is written and flushed, before its first rename. So a
/// journal that says `writing` names temporary files that may be incomplete (they are removed, and no output was
/// touched), and one that says `renaming` names complete ones (those still there are renamed into place).
///
/// The bytes are a line `cellc journal 1 writing` (or `renaming`), then each temporary file's path followed by a
/// NUL byte, since a path may hold any other byte. A path in the journal's own folder is its name alone, so the
/// folder may be moved or named another way; one elsewhere (the target of a symbolic link) is absolute.
struct StagingJournal: Equatable {
    /// How far the compile had come.
    enum Phase: String {
        /// Temporary files are being written; no output has been replaced.
        case writing
        /// Every temporary file is complete; they are being renamed over the outputs.
        case renaming
    }

    /// The name of the journal in the output folder.
    static let fileName = ".cellc-journal"

    /// The first bytes of every journal, before the phase.
    private static let header = "cellc journal 1 "

    /// The extensions of the outputs a journal may name: a journal can only ever replace outputs of `compile`.
    private static let outputExtensions = OutputKind.allCases.map(\.fileExtension)

    var phase: Phase
    /// The temporary files, each beside the output it becomes (``TemporaryFile``).
    var temporaries: [String]

    /// The bytes of the journal kept in the folder `directory` (a prefix ending in `/`, or empty for the current
    /// directory); `absolute` turns a relative path into an absolute one.
    func encoded(inDirectory directory: String, absolute: (String) -> String) -> [UInt8] {
        var bytes = Array((StagingJournal.header + phase.rawValue + "\n").utf8)
        for temporary in temporaries {
            let (folder, name) = TemporaryFile.split(temporary)
            bytes += Array((folder == directory ? name : absolute(temporary)).utf8)
            bytes.append(0)
        }
        return bytes
    }

    /// Reads a journal found in the folder `directory`; nil when the bytes are not a journal cellc writes, or name
    /// a file that is not a temporary file of a `compile` output.
    init?(decoding bytes: [UInt8], inDirectory directory: String) {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")),
            let line = String(validating: bytes[..<newline], as: UTF8.self), line.hasPrefix(StagingJournal.header),
            let phase = Phase(rawValue: String(line.dropFirst(StagingJournal.header.count))),
            bytes.last == 0 || newline == bytes.count - 1
        else { return nil }
        var temporaries: [String] = []
        for entry in bytes[(newline + 1)...].split(separator: 0, omittingEmptySubsequences: false).dropLast() {
            guard let path = String(validating: entry, as: UTF8.self), !path.isEmpty,
                path.hasPrefix("/") || !path.contains("/")
            else { return nil }
            let temporary = path.hasPrefix("/") ? path : directory + path
            guard let target = TemporaryFile.target(of: temporary),
                StagingJournal.outputExtensions.contains(where: target.hasSuffix)
            else { return nil }
            temporaries.append(temporary)
        }
        self.phase = phase
        self.temporaries = temporaries
    }

    /// Creates a journal.
    init(phase: Phase, temporaries: [String]) {
        self.phase = phase
        self.temporaries = temporaries
    }
}
