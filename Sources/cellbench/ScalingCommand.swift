/// `cellbench scaling`: runs every shape of ``ScalingShape/all`` (or those `--shape` names) at two sizes ten times
/// apart and prints the ratio of their costs; `--size N` runs one shape once at N, to be run under callgrind.
@MainActor
enum ScalingCommand {
    static let usage =
        "usage: cellbench scaling [--shape NAME[,NAME...]] [--size N] [--repetitions 3] [--json] [--list]"

    /// Runs the command with `arguments` (after `scaling`) and returns the exit code: 0; 64 for bad usage; 70
    /// when a run does not end as its shape expects.
    static func main(_ arguments: [String]) -> Int32 {
        var benchmark = ScalingBenchmark()
        var names: [String] = []
        var size: Int?
        var json = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let value = index + 1 < arguments.count ? arguments[index + 1] : ""
            switch argument {
            case "--json": json = true
            case "--help":
                print(usage)
                return 0
            case "--list":
                print(ScalingShape.all.map { "\($0.name): \($0.summary), N = \($0.smallSize)" }.joined(separator: "\n"))
                return 0
            case "--shape":
                names += value.split(separator: ",").map(String.init)
                index += 1
            case "--size", "--repetitions":
                guard let number = Int(value.filter { $0 != "_" }), number > 0 else {
                    print("cellbench: \(argument) needs a positive whole number, not '\(value)'")
                    return 64
                }
                if argument == "--size" { size = number } else { benchmark.repetitions = number }
                index += 1
            default:
                print("cellbench: unknown option '\(argument)'\n\(usage)")
                return 64
            }
            index += 1
        }
        var shapes = ScalingShape.all
        if !names.isEmpty {
            let unknown = names.filter { name in !shapes.contains { $0.name == name } }
            guard unknown.isEmpty else {
                print("cellbench: no shape '\(unknown[0])'; --list shows them")
                return 64
            }
            shapes = names.compactMap { name in shapes.first { $0.name == name } }
        }
        do throws(ScalingBenchmark.Failure) {
            if let size {
                guard shapes.count == 1 else {
                    print("cellbench: --size runs one shape; name it with --shape")
                    return 64
                }
                let nanoseconds = try ScalingBenchmark.measure(shapes[0].make(size), of: shapes[0], size: size)
                print("\(shapes[0].name) at \(size): \(Double(nanoseconds) / 1_000_000) ms")
                return 0
            }
            print(ScalingBenchmark.render(try benchmark.run(shapes), json: json), terminator: "")
            return 0
        } catch {
            print("cellbench: \(error.message)")
            return 70
        }
    }
}
