import CellFuzz

/// `fuzz-render`: built by `.ci/fuzz render` with libFuzzer, it fuzzes the render surface; built normally, it runs the
/// files named on its command line through the same entry point.
@main
enum Fuzzer {
    static func main() {
        FuzzTarget.render.main()
    }
}
