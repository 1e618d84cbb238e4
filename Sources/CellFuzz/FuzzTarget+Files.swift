import CellCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FuzzTarget {
    /// Runs every file in `paths` through the surface, as a fuzzer built without libFuzzer does with its
    /// arguments, printing each path first so the input that crashes is the last one named; returns the exit
    /// status: 0, or 74 when a file cannot be read.
    @MainActor
    public func runFiles(_ paths: [String], log: (String) -> Void = { print($0) }) -> Int32 {
        let fileSystem = LocalFileSystem()
        var status: Int32 = 0
        for path in paths {
            log("\(rawValue): \(path)")
            do throws(FileSystemError) {
                run(try fileSystem.contents(ofFile: path, limit: FuzzTarget.fileSizeLimit))
            } catch {
                log("\(rawValue): cannot read '\(path)': \(error.reason)")
                status = 74
            }
        }
        return status
    }
}

extension FuzzTarget {
    /// The main of a fuzzer: with `-DFUZZING` (and `-sanitize=fuzzer`), libFuzzer's driver, taking libFuzzer's
    /// flags and corpus folders, exits; otherwise the files given as arguments are run, and the status of
    /// ``runFiles(_:log:)`` is the exit status.
    ///
    /// SwiftPM links an executable with its entry point renamed and `main` defined as that name, so libFuzzer's
    /// own `main` cannot be the program's: the entry point starts the driver itself, as `LLVMFuzzerRunDriver` is
    /// there for.
    public func main() -> Never {
        #if FUZZING
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            let status =
                switch self {
                case .compile: runFuzzerDriver(&argc, &argv) { FuzzTarget.compile.run(data: $0, size: $1) }
                case .archive: runFuzzerDriver(&argc, &argv) { FuzzTarget.archive.run(data: $0, size: $1) }
                case .render: runFuzzerDriver(&argc, &argv) { FuzzTarget.render.run(data: $0, size: $1) }
                case .xml: runFuzzerDriver(&argc, &argv) { FuzzTarget.xml.run(data: $0, size: $1) }
                }
        #else
            let status = MainActor.assumeIsolated { runFiles(Array(CommandLine.arguments.dropFirst())) }
        #endif
        exit(status)
    }

    /// One input as libFuzzer hands it over, through the surface, on the main thread libFuzzer calls from; always
    /// 0, as libFuzzer requires.
    func run(data: UnsafePointer<UInt8>?, size: Int) -> Int32 {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        MainActor.assumeIsolated { run(bytes) }
        return 0
    }
}

#if FUZZING
    /// libFuzzer's driver (`int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *,
    /// size_t))`), linked in by `-sanitize=fuzzer`.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32
#endif
