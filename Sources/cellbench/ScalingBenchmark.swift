import CellCLI
import CellKit

/// Runs shapes of input at two sizes ten times apart and compares their costs: a ratio near 10 is linear, near
/// 100 quadratic.
@MainActor
struct ScalingBenchmark {
    /// Runs per size; the fastest counts, as the least disturbed.
    var repetitions = 3

    /// One shape's measurements.
    struct Result {
        var shape: ScalingShape
        var smallNanoseconds: Int64
        var largeNanoseconds: Int64
        var ratio: Double { Double(largeNanoseconds) / Double(max(1, smallNanoseconds)) }
    }

    /// A run that did not end as its shape says it must, which would make its cost meaningless.
    struct Failure: Error {
        var message: String
    }

    func run(_ shapes: [ScalingShape]) throws(Failure) -> [Result] {
        var results: [Result] = []
        for shape in shapes {
            let small = try best(shape, size: shape.smallSize)
            let large = try best(shape, size: shape.smallSize * 10)
            results.append(Result(shape: shape, smallNanoseconds: small, largeNanoseconds: large))
        }
        return results
    }

    /// The fastest of ``repetitions`` runs of `shape` at `size`; the input is made once, outside the timing.
    private func best(_ shape: ScalingShape, size: Int) throws(Failure) -> Int64 {
        let work = shape.make(size)
        var fastest = Int64.max
        for _ in 0..<max(1, repetitions) {
            fastest = min(fastest, try Self.measure(work, of: shape, size: size))
        }
        return fastest
    }

    /// Runs `work` once and returns its time in nanoseconds, checking that it ended as expected.
    static func measure(_ work: ScalingShape.Work, of shape: ScalingShape, size: Int) throws(Failure) -> Int64 {
        let clock = ContinuousClock()
        switch work {
        case .command(let arguments, let files, let status):
            let output = CountingSink()
            let errors = CountingSink()
            let cli = CLI(
                standardOutput: output, standardError: errors,
                fileSystem: InMemoryFileSystem(files: files, directories: ["out"]))
            var exit: Int32 = 0
            let duration = clock.measure { exit = cli.run(arguments: arguments) }
            guard exit == status else {
                throw Failure(
                    message: "\(shape.name) at \(size): 'cellc \(arguments.joined(separator: " "))' exited with "
                        + "\(exit), not \(status):\n\(errors.head)\(output.head)")
            }
            return duration.nanoseconds
        case .textLayout(let text):
            var size = Size.zero
            let duration = clock.measure {
                size = TextMetrics.size(
                    of: text, font: .systemFont(ofSize: 17), numberOfLines: 0, maxWidth: 320)
            }
            guard size.height > 0 else {
                throw Failure(message: "\(shape.name): the text was laid out in no lines")
            }
            return duration.nanoseconds
        }
    }

    /// The results as a table, or as one JSON object.
    static func render(_ results: [Result], json: Bool) -> String {
        if json {
            let rows = results.map { result in
                "{\"shape\": \"\(result.shape.name)\", \"smallSize\": \(result.shape.smallSize), "
                    + "\"largeSize\": \(result.shape.smallSize * 10), \"smallNanoseconds\": \(result.smallNanoseconds), "
                    + "\"largeNanoseconds\": \(result.largeNanoseconds), \"ratio\": \(rounded(result.ratio))}"
            }
            return "{\"scaling\": [\n  " + rows.joined(separator: ",\n  ") + "\n]}\n"
        }
        let header = ["shape", "small N", "large N", "small ms", "large ms", "ratio"]
        let rows = results.map { result in
            [
                result.shape.name, String(result.shape.smallSize), String(result.shape.smallSize * 10),
                milliseconds(result.smallNanoseconds), milliseconds(result.largeNanoseconds), rounded(result.ratio),
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let lines = ([header] + rows).map { row in
            row.indices.map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        let legend = results.map { "  \($0.shape.name): \($0.shape.summary)" }
        return lines.joined(separator: "\n") + "\n\nN is:\n" + legend.joined(separator: "\n") + "\n"
    }

    private static func milliseconds(_ nanoseconds: Int64) -> String {
        rounded(Double(nanoseconds) / 1_000_000)
    }

    /// `value` with one decimal.
    private static func rounded(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
