import CellFuzz

/// `fuzz-compile`: built by `.ci/fuzz compile` with libFuzzer, it fuzzes the compile surface; built normally, it runs the
/// files named on its command line through the same entry point.
@main
enum Fuzzer {
    static func main() {
        FuzzTarget.compile.main()
    }
}
