// cellbench: benchmarks for cellc and CellKit. Run `swift run -c release cellbench compile [--json]` or
// `swift run -c release cellbench scroll [--rows N] [--json]` or `swift run -c release cellbench scaling [--json]`,
// `swift run -c release cellbench make [--json]`, `swift run -c release cellbench fonts` (which face measures
// closest to San Francisco) or `swift run -c release cellbench xml` (the XML reader against xmllint).

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
if arguments.first == "xml" {
    exit(XMLCommand.main(Array(arguments.dropFirst())))
}
guard arguments.first == "compile" else {
    print("usage: cellbench compile [--megabytes 1,10] [--repetitions 3] [--swiftc PATH | --no-swiftc] [--json]")
    print("       " + ScrollCommand.usage.dropFirst("usage: ".count))
    print("       " + ScalingCommand.usage.dropFirst("usage: ".count))
    print("       " + MakeBenchmark.usage.dropFirst("usage: ".count))
    print("       " + FontsCommand.usage.dropFirst("usage: ".count))
    print("       " + XMLCommand.usage.dropFirst("usage: ".count))
    exit(arguments.isEmpty || arguments.first == "--help" ? 0 : 64)
}
var benchmark = CompileBenchmark()
var json = false
var index = 1
while index < arguments.count {
    let argument = arguments[index]
    let value = index + 1 < arguments.count ? arguments[index + 1] : ""
    switch argument {
    case "--json": json = true
    case "--no-swiftc": benchmark.swiftc = nil
    case "--megabytes":
        benchmark.sizes = value.split(separator: ",").compactMap { Double($0) }.map { Int($0 * 1_000_000) }
        index += 1
    case "--swiftc":
        benchmark.swiftc = value
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
