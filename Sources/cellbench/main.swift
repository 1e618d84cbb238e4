// cellbench: benchmarks for cellc and CellKit. Run `swift run -c release cellbench compile [--json]` or
// `swift run -c release cellbench scroll [--rows N] [--json]` or `swift run -c release cellbench scaling [--json]`,
// `swift run -c release cellbench make [--json]` or `swift run -c release cellbench fonts` (which face measures
// closest to San Francisco).

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "scroll" {
    exit(ScrollCommand.main(Array(arguments.dropFirst())))
}
if arguments.first == "make" {
    exit(MakeBenchmark.main(Array(arguments.dropFirst())))
}
if arguments.first == "scaling" {
    exit(ScalingCommand.main(Array(arguments.dropFirst())))
}
if arguments.first == "fonts" {
    exit(FontsCommand.main(Array(arguments.dropFirst())))
}
guard arguments.first == "compile" else {
    print("usage: cellbench compile [--sizes 100,1000,10000] [--views 8] [--repetitions 5] [--json]")
    print("       " + ScrollCommand.usage.dropFirst("usage: ".count))
    print("       " + ScalingCommand.usage.dropFirst("usage: ".count))
    print("       " + MakeBenchmark.usage.dropFirst("usage: ".count))
    print("       " + FontsCommand.usage.dropFirst("usage: ".count))
    exit(arguments.isEmpty || arguments.first == "--help" ? 0 : 64)
}
var benchmark = CompileBenchmark(sizes: [100, 1_000, 10_000], viewsPerTemplate: 8, repetitions: 5)
var json = false
var index = 1
while index < arguments.count {
    let argument = arguments[index]
    let value = index + 1 < arguments.count ? arguments[index + 1] : ""
    switch argument {
    case "--json": json = true
    case "--sizes":
        benchmark.sizes = value.split(separator: ",").compactMap { Int($0) }
        index += 1
    case "--views":
        benchmark.viewsPerTemplate = Int(value) ?? benchmark.viewsPerTemplate
        index += 1
    case "--repetitions":
        benchmark.repetitions = Int(value) ?? benchmark.repetitions
        index += 1
    default:
        print("cellbench: unknown option '\(argument)'")
        exit(64)
    }
    index += 1
}
print(BenchmarkReport.render(benchmark.run(), json: json), terminator: "")
