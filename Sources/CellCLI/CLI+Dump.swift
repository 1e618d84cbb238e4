import CellArchive

extension CLI {
    /// `cellc dump FILE.cellnib`: the archive as text on standard output.
    ///
    /// A file that is not a valid archive is an error in the input, reported as a compiler reports one, with the
    /// file's path in front of the reader's sentence; a file that cannot be read is an I/O error. `-` is refused
    /// rather than read as a file of that name: it would look like standard input, which dump does not read.
    func dump(_ arguments: ParsedArguments, of command: Command) -> ExitCode {
        guard let path = arguments.inputs.first else {
            return fail("internal error: 'cellc dump' was given no input", .internalError)
        }
        if path == "-" {
            return fail(
                UsageError(
                    message: "'cellc dump' does not read standard input; give the path of a .cellnib file "
                        + "(./- for a file named '-')",
                    usage: command.usage))
        }
        guard let bytes = read(path) else { return .ioError }
        do throws(ArchiveError) {
            let archive = try ArchiveReader.decode(bytes)
            standardOutput.write(ArchiveDumper.dump(archive))
            return .success
        } catch {
            standardError.write("\(path): error: \(error.description)\n")
            return .inputErrors
        }
    }
}
