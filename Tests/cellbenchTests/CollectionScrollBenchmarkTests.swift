import CellKit
import Testing

@testable import cellbench

/// `cellbench scroll --collection` as a correctness check, not a timing: at small sizes, the real collection view
/// scrolled top to bottom shows after every frame exactly what the grid's model says, ends exactly as tall, and makes
/// no more cells of any identifier than one beyond its peak of visible items.
@MainActor
@Suite struct CollectionScrollBenchmarkTests {
    @Test func smallGridsScrollToTheBottomShowingWhatTheModelSays() throws {
        var benchmark = CollectionScrollBenchmark()
        benchmark.sizes = [0, 1, 99, 250, 2_000]
        benchmark.warmupFrames = 5
        let results = try benchmark.run()
        #expect(results.map(\.count) == benchmark.sizes)
        for result in results {
            #expect(result.reachedBottom, "\(result.count) items")
            #expect(result.createdWithinPeakVisible, "\(result.count) items: \(result.kinds)")
            #expect(result.kinds.map(\.identifier) == ["PhotoTile", "WideTile", "TextTile", "GridHeader"])
        }
        let large = try #require(results.last)
        #expect(large.sections == 20)
        #expect(large.frames > 100)
        #expect(large.kinds.allSatisfy { $0.peakVisible > 0 && $0.reused > 0 }, "every kind is shown and reused")
    }

    @Test func aWiderViewportAndAShortRunStillCheckEveryFrame() throws {
        var benchmark = CollectionScrollBenchmark()
        benchmark.sizes = [5_000]
        benchmark.viewport = Size(width: 1_024, height: 768)
        benchmark.frames = 40
        let result = try #require(try benchmark.run().first)
        #expect(result.frames == 40)
        #expect(!result.reachedBottom)
        #expect(result.createdWithinPeakVisible)
    }

    @Test func theReportPutsEverySizeInOneTable() throws {
        var benchmark = CollectionScrollBenchmark()
        benchmark.sizes = [100, 1_000]
        benchmark.warmupFrames = 2
        let results = try benchmark.run()
        let text = ScrollReport.render(results, json: false)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("scroll (collection): 2 sizes") == true)
        #expect(lines[1].hasPrefix("items  sections"))
        #expect(lines[2].hasPrefix("  100         1"))
        #expect(lines[3].hasPrefix(" 1000        10"))
        #expect(lines.contains("at 1000 items:"))
        #expect(lines.last == "cells created <= peak visible + 1 for every identifier at every size: yes")
        let json = ScrollReport.render(results, json: true)
        #expect(json.hasPrefix("{\"benchmark\":\"scroll\",\"mode\":\"collection\",\"sizes\":[{"))
        #expect(json.contains("\"items\":1000,\"sections\":10,"))
    }

    @Test(arguments: [
        ["--collection", "--rows", "10"], ["--items", "10"], ["--collection", "--items", "10,x"],
        ["--collection", "--items", ""], ["--collection", "--self-sizing"], ["--collection", "--no-reuse"],
        ["--collection", "--viewport", "40x600"], ["--collection", "--item", "10"],
    ])
    func badCommandLinesAreUsageErrors(arguments: [String]) {
        #expect(ScrollCommand.main(arguments) == 64)
    }

    @Test func aCommandLineRunsTheSizesItNames() {
        #expect(ScrollCommand.main(["--collection", "--items", "1_000,30", "--warmup", "3", "--json"]) == 0)
    }
}
