import CellKit
import ExampleCells
import Foundation

/// `cellbench make`: the ways of making a cell, side by side in one run: the generated initializer,
/// `Nib.instantiate` of a nib loaded once, `CellRegistry.customView(for:)` (which loads its nib through the
/// registry's cache), and loading the nib from its file on every call, as `customView(for:)` did before the cache.
///
/// A round makes every template of Transit.cell and SmartNews.cell once (five templates of 4 to 16 views), as a
/// nib makes every top-level object of its file and `customView(for:)` with it; each way runs `--rounds` rounds
/// per repetition, and the report gives the median nanoseconds per template over the repetitions and the ratio
/// to the generated initializer.
@MainActor
enum MakeBenchmark {
    static let usage = "usage: cellbench make [--rounds 5000] [--repetitions 5] [--json]"

    /// One way of making the templates of a round.
    private struct Way {
        let name: String
        let makeRound: @MainActor () throws -> Int
    }

    /// The templates of a round.
    nonisolated private static let templatesPerRound = 5

    /// Runs the command with `arguments` (after `make`) and returns the exit code: 0; 64 for bad usage; 70 when a
    /// way fails to make its cell.
    static func main(_ arguments: [String]) -> Int32 {
        var rounds = 5_000
        var repetitions = 5
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
            case "--rounds", "--repetitions":
                guard let number = Int(value.filter { $0 != "_" }), number > 0 else {
                    print("cellbench: \(argument) needs a positive whole number, not '\(value)'")
                    return 64
                }
                if argument == "--rounds" { rounds = number } else { repetitions = number }
                index += 1
            default:
                print("cellbench: unknown option '\(argument)'\n\(usage)")
                return 64
            }
            index += 1
        }
        do {
            print(try run(rounds: rounds, repetitions: repetitions, json: json), terminator: "")
            return 0
        } catch {
            print("cellbench: \(error)")
            return 70
        }
    }

    private static func run(rounds: Int, repetitions: Int, json: Bool) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellbench-make-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(TransitTemplates.archiveBytes).write(to: folder.appendingPathComponent("Transit.cellnib"))
        try Data(SmartNewsTemplates.archiveBytes).write(to: folder.appendingPathComponent("SmartNews.cellnib"))
        let bundle = NibBundle(path: folder.path)
        let registry = CellRegistry(bundle: bundle)
        TransitTemplates.register(in: registry)
        SmartNewsTemplates.register(in: registry)
        let transit = try Nib(named: "Transit", in: bundle, registry: registry)
        let smartNews = try Nib(named: "SmartNews", in: bundle, registry: registry)
        let ways = [
            Way(name: "generated init()") {
                let views: [View] = [
                    TransitStatusTableViewCell(), Article1x1TableViewCell(), Article1x3TableViewCell(),
                    Article3x1TableViewCell(), SmartNewsHeaderView(),
                ]
                return views.count
            },
            Way(name: "Nib.instantiate") {
                try transit.instantiate(withOwner: nil).count + smartNews.instantiate(withOwner: nil).count
            },
            Way(name: "customView(for:)") {
                _ = try registry.customView(for: TransitStatusTableViewCell.self)
                _ = try registry.customView(for: Article1x3TableViewCell.self)
                return templatesPerRound
            },
            Way(name: "nib read per call") {
                try Nib(named: "Transit", in: bundle, registry: registry).instantiate(withOwner: nil).count
                    + Nib(named: "SmartNews", in: bundle, registry: registry).instantiate(withOwner: nil).count
            },
        ]
        let clock = ContinuousClock()
        var medians: [Double] = []
        for way in ways {
            var samples: [Double] = []
            for _ in 0..<repetitions {
                var made = 0
                let duration = try clock.measure {
                    for _ in 0..<rounds {
                        made += try way.makeRound()
                    }
                }
                guard made == rounds * templatesPerRound else {
                    throw Failure(way: way.name, made: made)
                }
                samples.append(Double(duration.nanoseconds) / Double(made))
            }
            medians.append(samples.sorted()[samples.count / 2])
        }
        let base = medians[0]
        if json {
            let rows = zip(ways, medians).map { way, median in
                "{\"way\":\"\(way.name)\",\"nsPerTemplate\":\(Int(median)),\"ratio\":\(rounded(median / base))}"
            }
            return "[" + rows.joined(separator: ",") + "]\n"
        }
        var text = "making the 5 templates of Transit.cell and SmartNews.cell, "
        text += "\(rounds) rounds, median of \(repetitions)\n"
        for (way, median) in zip(ways, medians) {
            let name = way.name.padding(toLength: 20, withPad: " ", startingAt: 0)
            text += "\(name) \(Int(median)) ns a template  \(rounded(median / base))x\n"
        }
        return text
    }

    /// A way that made another number of templates than a round has.
    private struct Failure: Error, CustomStringConvertible {
        let way: String
        let made: Int
        var description: String { "\(way) made \(made) templates, not \(templatesPerRound) a round" }
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
