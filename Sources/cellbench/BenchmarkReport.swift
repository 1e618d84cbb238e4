/// Prints compile benchmark results as a table for people or as one JSON object for tools.
enum BenchmarkReport {
    static func render(_ results: [CompileBenchmark.Result], json: Bool) -> String {
        json ? renderJSON(results) : renderTable(results)
    }

    private static func perByte(_ nanoseconds: Int64, _ bytes: Int) -> Double {
        (Double(nanoseconds) / Double(max(bytes, 1)) * 100).rounded() / 100
    }

    /// `cellc compile`'s time over `swiftc -parse`'s, to three decimals; nil when swiftc was not measured.
    private static func ratio(_ result: CompileBenchmark.Result) -> Double? {
        result.swiftcParse.map { (Double(result.total) / Double(max($0, 1)) * 1000).rounded() / 1000 }
    }

    private static func renderTable(_ results: [CompileBenchmark.Result]) -> String {
        let phases = CompileBenchmark.phases.map { pad($0 + " ns/B", 14) }.joined()
        var text = "templates       bytes" + phases + pad("total ms", 10) + pad("swift bytes", 13)
        text += pad("swiftc -parse ms", 18) + pad("ratio", 8) + "\n"
        for result in results {
            text += pad(String(result.templates), 9) + pad(String(result.bytes), 12)
            text += result.nanoseconds.map { pad(String(perByte($0.value, result.bytes)), 14) }.joined()
            text += pad(milliseconds(result.total), 10) + pad(String(result.swiftBytes), 13)
            text += pad(result.swiftcParse.map(milliseconds) ?? "-", 18)
            text += pad(ratio(result).map { "\($0)x" } ?? "-", 8) + "\n"
        }
        return text
    }

    private static func renderJSON(_ results: [CompileBenchmark.Result]) -> String {
        let entries = results.map { result in
            let nanoseconds = result.nanoseconds.map { "\"\($0.phase)\":\($0.value)" }.joined(separator: ",")
            let rates = result.nanoseconds.map { "\"\($0.phase)\":\(perByte($0.value, result.bytes))" }
                .joined(separator: ",")
            let parse = result.swiftcParse.map(String.init) ?? "null"
            let ratio = ratio(result).map { "\($0)" } ?? "null"
            return "{\"templates\":\(result.templates),\"bytes\":\(result.bytes),\"nanoseconds\":{\(nanoseconds)},"
                + "\"nanosecondsPerByte\":{\(rates)},\"totalNanoseconds\":\(result.total),"
                + "\"swiftBytes\":\(result.swiftBytes),\"swiftcParseNanoseconds\":\(parse),\"ratio\":\(ratio)}"
        }
        return "{\"benchmark\":\"compile\",\"results\":[\(entries.joined(separator: ","))]}\n"
    }

    private static func milliseconds(_ nanoseconds: Int64) -> String {
        String((Double(nanoseconds) / 1e5).rounded() / 10)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
