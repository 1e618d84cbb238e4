import CellKit

/// `cellbench scroll`: reads its options, runs `ScrollBenchmark` (or, with `--self-sizing`, `SelfSizingBenchmark`;
/// with `--collection`, `CollectionScrollBenchmark`) and prints the result.
@MainActor
enum ScrollCommand {
    static let usage =
        "usage: cellbench scroll [--rows 100000] [--frames F] [--warmup 30] [--viewport 375x667] "
        + "[--no-reuse | --self-sizing] [--json]\n"
        + "       cellbench scroll --collection [--items 1000,10000,100000,1000000] [--frames F] [--warmup 30] "
        + "[--viewport 375x667] [--no-check] [--json]"

    /// The options of one command line.
    private struct Options {
        var benchmark = ScrollBenchmark()
        var json = false
        var selfSizing = false
        var collection = false
        var items: [Int]?
        var rowsGiven = false
        var checksFrames = true
    }

    /// Runs the command with `arguments` (after `scroll`) and returns the exit code: 0; 64 for bad usage, including
    /// too many rows for `--no-reuse`; 70 when the run fails.
    static func main(_ arguments: [String]) -> Int32 {
        var options = Options()
        if let status = parse(arguments, into: &options) {
            return status
        }
        let benchmark = options.benchmark
        do {
            if options.collection {
                guard benchmark.reuse, !options.selfSizing, !options.rowsGiven else {
                    print(
                        "cellbench: --collection scrolls a grid of --items; it takes no --rows, --no-reuse or --self-sizing"
                    )
                    return 64
                }
                var run = CollectionScrollBenchmark()
                run.sizes = options.items ?? run.sizes
                run.frames = benchmark.frames
                run.viewport = benchmark.viewport
                run.warmupFrames = benchmark.warmupFrames
                run.checksFrames = options.checksFrames
                print(ScrollReport.render(try run.run(), json: options.json), terminator: "")
                return 0
            }
            guard options.items == nil, options.checksFrames else {
                print("cellbench: --items and --no-check are for a collection view's grid; pass --collection")
                return 64
            }
            if options.selfSizing {
                guard benchmark.reuse else {
                    print("cellbench: --self-sizing scrolls a table; it cannot be combined with --no-reuse")
                    return 64
                }
                let run = SelfSizingBenchmark(
                    rows: benchmark.rows, frames: benchmark.frames, viewport: benchmark.viewport)
                print(SelfSizingReport.render(try run.run(), json: options.json), terminator: "")
                return 0
            }
            print(ScrollReport.render(try benchmark.run(), json: options.json), terminator: "")
            return 0
        } catch {
            print("cellbench: \(error)")
            switch error {
            case .tooManyRowsWithoutReuse: return 64
            case .reuse, .layout, .visibleRowsDiffer, .collection, .visibleItemsDiffer, .contentHeightDiffers:
                return 70
            }
        }
    }

    /// Reads `arguments` into `options`; returns the exit code when the command ends here (help, or bad usage).
    private static func parse(_ arguments: [String], into options: inout Options) -> Int32? {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let value = index + 1 < arguments.count ? arguments[index + 1] : ""
            switch argument {
            case "--json": options.json = true
            case "--no-reuse": options.benchmark.reuse = false
            case "--self-sizing": options.selfSizing = true
            case "--collection": options.collection = true
            case "--no-check": options.checksFrames = false
            case "--help":
                print(usage)
                return 0
            case "--rows", "--frames", "--warmup":
                guard let number = wholeNumber(value) else {
                    print("cellbench: \(argument) needs a whole number, not '\(value)'")
                    return 64
                }
                switch argument {
                case "--rows":
                    options.benchmark.rows = number
                    options.rowsGiven = true
                case "--frames": options.benchmark.frames = number
                default: options.benchmark.warmupFrames = number
                }
                index += 1
            case "--items":
                let sizes = value.split(separator: ",", omittingEmptySubsequences: false).map { wholeNumber($0) }
                guard !sizes.isEmpty, sizes.allSatisfy({ $0 != nil }) else {
                    print(
                        "cellbench: --items needs whole numbers separated by commas, for example 1000,1000000, not '\(value)'"
                    )
                    return 64
                }
                options.items = sizes.compactMap { $0 }
                index += 1
            case "--viewport":
                let sides = value.split(separator: "x").compactMap { Double($0) }
                guard sides.count == 2, sides.allSatisfy({ $0 > 0 }) else {
                    print("cellbench: --viewport needs WIDTHxHEIGHT, for example 375x667, not '\(value)'")
                    return 64
                }
                options.benchmark.viewport = Size(width: sides[0], height: sides[1])
                index += 1
            default:
                print("cellbench: unknown option '\(argument)'\n\(usage)")
                return 64
            }
            index += 1
        }
        if options.collection, options.benchmark.viewport.width < GridGeometry.minimumWidth {
            print("cellbench: --collection needs a viewport at least \(Int(GridGeometry.minimumWidth)) points wide")
            return 64
        }
        return nil
    }

    /// `text` as a whole number of zero or more, `_` allowed between digits (`1_000_000`); nil otherwise.
    private static func wholeNumber(_ text: some StringProtocol) -> Int? {
        Int(String(text.filter { $0 != "_" })).flatMap { $0 >= 0 ? $0 : nil }
    }
}
