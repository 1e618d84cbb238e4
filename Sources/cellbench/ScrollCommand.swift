import CellKit

/// `cellbench scroll`: reads its options, runs `ScrollBenchmark` (or, with `--self-sizing`, `SelfSizingBenchmark`)
/// and prints the result.
@MainActor
enum ScrollCommand {
    static let usage =
        "usage: cellbench scroll [--rows 100000] [--frames F] [--warmup 30] [--viewport 375x667] "
        + "[--no-reuse | --self-sizing] [--json]"

    /// Runs the command with `arguments` (after `scroll`) and returns the exit code: 0; 64 for bad usage, including
    /// too many rows for `--no-reuse`; 70 when the run fails.
    static func main(_ arguments: [String]) -> Int32 {
        var benchmark = ScrollBenchmark()
        var json = false
        var selfSizing = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let value = index + 1 < arguments.count ? arguments[index + 1] : ""
            switch argument {
            case "--json": json = true
            case "--no-reuse": benchmark.reuse = false
            case "--self-sizing": selfSizing = true
            case "--help":
                print(usage)
                return 0
            case "--rows", "--frames", "--warmup":
                guard let number = Int(value.filter { $0 != "_" }), number >= 0 else {
                    print("cellbench: \(argument) needs a whole number, not '\(value)'")
                    return 64
                }
                switch argument {
                case "--rows": benchmark.rows = number
                case "--frames": benchmark.frames = number
                default: benchmark.warmupFrames = number
                }
                index += 1
            case "--viewport":
                let sides = value.split(separator: "x").compactMap { Double($0) }
                guard sides.count == 2, sides.allSatisfy({ $0 > 0 }) else {
                    print("cellbench: --viewport needs WIDTHxHEIGHT, for example 375x667, not '\(value)'")
                    return 64
                }
                benchmark.viewport = Size(width: sides[0], height: sides[1])
                index += 1
            default:
                print("cellbench: unknown option '\(argument)'\n\(usage)")
                return 64
            }
            index += 1
        }
        do {
            if selfSizing {
                guard benchmark.reuse else {
                    print("cellbench: --self-sizing scrolls a table; it cannot be combined with --no-reuse")
                    return 64
                }
                let run = SelfSizingBenchmark(
                    rows: benchmark.rows, frames: benchmark.frames, viewport: benchmark.viewport)
                print(SelfSizingReport.render(try run.run(), json: json), terminator: "")
                return 0
            }
            print(ScrollReport.render(try benchmark.run(), json: json), terminator: "")
            return 0
        } catch {
            print("cellbench: \(error)")
            switch error {
            case .tooManyRowsWithoutReuse: return 64
            case .reuse, .layout, .visibleRowsDiffer: return 70
            }
        }
    }
}
