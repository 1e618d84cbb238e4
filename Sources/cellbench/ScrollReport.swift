/// Prints scroll benchmark results as text for people or as one JSON object for tools: one result (a table), or the
/// results of several sizes of the same list side by side (a collection view).
enum ScrollReport {
    static func render(_ result: ScrollResult, json: Bool) -> String {
        json ? jsonObject(result) + "\n" : renderText(result)
    }

    /// The results of one list at several sizes, smallest first, with the figures of each size in one table so
    /// that flat frame times read down a column.
    static func render(_ results: [ScrollResult], json: Bool) -> String {
        guard let first = results.first else {
            return json ? "{\"benchmark\":\"scroll\",\"sizes\":[]}\n" : "no sizes to scroll\n"
        }
        if json {
            return "{\"benchmark\":\"scroll\",\"mode\":\"\(first.mode)\",\"sizes\":["
                + results.map(jsonObject).joined(separator: ",") + "]}\n"
        }
        var text = "scroll (\(first.mode)): \(results.count) sizes, \(points(first.step)) pt a frame in a "
        text += "\(points(first.viewport.width))x\(points(first.viewport.height)) viewport"
        text += results.allSatisfy(\.reachedBottom) ? ", top to bottom" : ", stopped before the bottom"
        text += " (after \(first.warmupFrames) warm-up frames)\n"
        let header = [first.unit, "sections", "frames", "build ms", "ns/frame mean", "p50", "p99", "peak RSS MB"]
        let rows = results.map { result in
            [
                String(result.count), result.sections.map(String.init) ?? "1", String(result.frames),
                milliseconds(result.buildNanoseconds), String(result.nanosecondsPerFrame),
                String(result.nanosecondsPerFrameP50), String(result.nanosecondsPerFrameP99),
                megabytes(result.peakResidentBytes),
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        for row in [header] + rows {
            text += row.indices.map { pad(row[$0], widths[$0] + ($0 == 0 ? 0 : 2)) }.joined() + "\n"
        }
        text += "peak RSS is the process's high-water mark after each size; "
        text += "\(megabytes(first.baselineResidentBytes)) MB before the first\n"
        for result in results {
            text += "at \(result.count) \(result.unit):\n" + kindTable(result)
        }
        text += "cells created <= peak visible + 1 for every identifier at every size: "
        text += results.allSatisfy(\.createdWithinPeakVisible) ? "yes\n" : "no\n"
        return text
    }

    private static func renderText(_ result: ScrollResult) -> String {
        var text = "scroll (\(result.mode)): \(result.count) \(result.unit), \(result.frames) frames of "
        text += "\(points(result.step)) pt in a \(points(result.viewport.width))x\(points(result.viewport.height)) "
        text += "viewport"
        text += result.reachedBottom ? ", top to bottom" : ", stopped before the bottom"
        text += " (after \(result.warmupFrames) warm-up frames)\n"
        text += "build          \(milliseconds(result.buildNanoseconds)) ms\n"
        text += "ns per frame   mean \(result.nanosecondsPerFrame), p50 \(result.nanosecondsPerFrameP50), "
        text += "p99 \(result.nanosecondsPerFrameP99)\n"
        text +=
            "peak RSS       \(megabytes(result.peakResidentBytes)) MB (\(megabytes(result.baselineResidentBytes)) MB "
        text += "before building)\n"
        text += kindTable(result)
        text += "cells created <= peak visible + 1 for every identifier: "
        text += result.createdWithinPeakVisible ? "yes\n" : "no\n"
        return text
    }

    /// The cells created, reused and discarded of each identifier beside its peak of visible rows or items.
    private static func kindTable(_ result: ScrollResult) -> String {
        let width = max(12, (result.kinds.map(\.identifier.count).max() ?? 0) + 1)
        var text = pad("identifier", -width) + "   created   reused  discarded  peak visible\n"
        for kind in result.kinds {
            text += pad(kind.identifier, -width) + pad(String(kind.created), 10) + pad(String(kind.reused), 9)
            text += pad(String(kind.discarded), 11) + pad(String(kind.peakVisible), 14) + "\n"
        }
        return text
    }

    /// One result as a JSON object, without a newline.
    private static func jsonObject(_ result: ScrollResult) -> String {
        func perKind(_ value: (ScrollResult.Kind) -> Int) -> String {
            "{" + result.kinds.map { "\"\($0.identifier)\":\(value($0))" }.joined(separator: ",") + "}"
        }
        var fields = [("benchmark", "\"scroll\""), ("mode", "\"\(result.mode)\""), (result.unit, "\(result.count)")]
        if let sections = result.sections {
            fields.append(("sections", "\(sections)"))
        }
        fields += [
            ("frames", "\(result.frames)"), ("warmupFrames", "\(result.warmupFrames)"),
            ("viewport", "\"\(points(result.viewport.width))x\(points(result.viewport.height))\""),
            ("stepPoints", "\(result.step)"), ("contentHeight", "\(result.contentHeight)"),
            ("reachedBottom", "\(result.reachedBottom)"), ("buildNanoseconds", "\(result.buildNanoseconds)"),
            ("nsPerFrame", "\(result.nanosecondsPerFrame)"), ("nsPerFrameP50", "\(result.nanosecondsPerFrameP50)"),
            ("nsPerFrameP99", "\(result.nanosecondsPerFrameP99)"), ("cellsCreated", perKind(\.created)),
            ("cellsReused", perKind(\.reused)), ("cellsDiscarded", perKind(\.discarded)),
            ("peakVisible", perKind(\.peakVisible)),
            ("createdWithinPeakVisible", "\(result.createdWithinPeakVisible)"),
            ("baselineRSSBytes", result.baselineResidentBytes.map(String.init) ?? "null"),
            ("peakRSSBytes", result.peakResidentBytes.map(String.init) ?? "null"),
        ]
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// `value` without a fractional part when it has none.
    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 100).rounded() / 100)
    }

    static func milliseconds(_ nanoseconds: Int64) -> String {
        String((Double(nanoseconds) / 1e4).rounded() / 100)
    }

    static func megabytes(_ bytes: Int?) -> String {
        bytes.map { String((Double($0) / 1e4).rounded() / 100) } ?? "?"
    }

    /// `text` right-aligned in `width` columns, or left-aligned in `-width`.
    private static func pad(_ text: String, _ width: Int) -> String {
        let padding = String(repeating: " ", count: max(0, abs(width) - text.count))
        return width < 0 ? text + padding : padding + text
    }
}
