import CellCLI

/// One surface of the package that the libFuzzer fuzzers drive, and the entry point each of them calls.
///
/// Each fuzzer executable (`fuzz-compile`, `fuzz-archive`, `fuzz-render`, `fuzz-xml`) hands every input to
/// ``run(_:)`` of its surface: under `-sanitize=fuzzer` from `LLVMFuzzerTestOneInput`, in a normal build from a small main that
/// runs the files it is given, as the regression tests do. An input passes when `run` returns; a crash, a failed
/// precondition, a hang or a sanitizer report is a finding.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A `.cell` file through the whole pipeline: parse, check, emit Swift, build and write the archive, render
    /// the diagnostics as text and JSON, then load the archive back and instantiate its templates.
    case compile
    /// A `.cellnib` archive through `ArchiveReader`, the dumper and `Nib`: load, plan, preview, instantiate and
    /// lay out, with the example templates registered so registered classes are made from it too.
    case archive
    /// A JSON data file through `cellc render` in memory, against a fixed template with every kind of view.
    case render
    /// An Interface Builder file through the XML reader, the element tree, both xib formats and `cellc lint`.
    case xml

    /// Runs one input through the surface.
    @MainActor
    public func run(_ bytes: [UInt8]) {
        switch self {
        case .compile: FuzzTarget.compile(bytes)
        case .archive: FuzzTarget.archive(bytes)
        case .render: FuzzTarget.render(bytes)
        case .xml: FuzzTarget.xml(bytes)
        }
    }

    /// The largest input the fuzzers read from a file: larger inputs are refused by the tools themselves.
    static let fileSizeLimit = CLI.inputSizeLimit
}
