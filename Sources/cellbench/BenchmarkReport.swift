/// Prints compile benchmark results as a table for people or as one JSON object for tools.
enum BenchmarkReport {
    static func render(_ results: [CompileBenchmark.Result], json: Bool) -> String {
        json ? renderJSON(results) : renderTable(results)
    }

    private static func perByte(_ nanoseconds: Int64, _ bytes: Int) -> Double {
        (Double(nanoseconds) / Double(max(bytes, 1)) * 100).rounded() / 100
    }

    private static func renderTable(_ results: [CompileBenchmark.Result]) -> String {
        var text = "templates      bytes   lex ns/B  parse ns/B  check ns/B  emit ns/B\n"
        for result in results {
            let columns = result.nanoseconds.map { pad(String(perByte($0.value, result.bytes)), 10) }
            text +=
                pad(String(result.templates), 9) + pad(String(result.bytes), 11) + " " + columns.joined(separator: "  ")
                + "\n"
        }
        return text
    }

    private static func renderJSON(_ results: [CompileBenchmark.Result]) -> String {
        let entries = results.map { result in
            let nanoseconds = result.nanoseconds.map { "\"\($0.phase)\":\($0.value)" }.joined(separator: ",")
            let rates = result.nanoseconds.map { "\"\($0.phase)\":\(perByte($0.value, result.bytes))" }
                .joined(separator: ",")
            return "{\"templates\":\(result.templates),\"bytes\":\(result.bytes),\"nanoseconds\":{\(nanoseconds)},"
                + "\"nanosecondsPerByte\":{\(rates)}}"
        }
        return "{\"benchmark\":\"compile\",\"results\":[\(entries.joined(separator: ","))]}\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
