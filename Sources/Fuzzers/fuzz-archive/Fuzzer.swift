import CellFuzz

/// `fuzz-archive`: built by `.ci/fuzz archive` with libFuzzer, it fuzzes the archive surface; built normally, it runs the
/// files named on its command line through the same entry point.
@main
enum Fuzzer {
    static func main() {
        FuzzTarget.archive.main()
    }
}
