#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CLI {
    /// The environment variables cellc reads.
    private static let environmentNames = ["NO_COLOR", "TERM"]

    /// The command line of this process: its standard streams, the real file system and its environment.
    public static func live() -> CLI {
        var environment: [String: String] = [:]
        for name in environmentNames {
            if let value = getenv(name) {
                environment[name] = String(cString: value)
            }
        }
        return CLI(
            standardOutput: FileDescriptorSink(fileDescriptor: STDOUT_FILENO),
            standardError: FileDescriptorSink(fileDescriptor: STDERR_FILENO),
            fileSystem: LocalFileSystem(),
            environment: environment,
            standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
            standardErrorIsTerminal: isatty(STDERR_FILENO) == 1
        )
    }

    /// Runs ``live()`` with the process's arguments and exits with the status it returns.
    public static func main() -> Never {
        exit(live().run(arguments: Array(CommandLine.arguments.dropFirst())))
    }
}
