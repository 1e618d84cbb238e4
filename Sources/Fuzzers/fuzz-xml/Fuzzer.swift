import CellFuzz

/// `fuzz-xml`: built by `.ci/fuzz xml` with libFuzzer, it fuzzes Interface Builder files (the XML reader, the
/// xib model, the linter); built normally, it runs the files named on its command line through the same entry point.
@main
enum Fuzzer {
    static func main() {
        FuzzTarget.xml.main()
    }
}
