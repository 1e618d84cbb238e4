/// Prints a scroll benchmark result as text for people or as one JSON object for tools.
enum ScrollReport {
    static func render(_ result: ScrollResult, json: Bool) -> String {
        json ? renderJSON(result) : renderText(result)
    }

    private static func renderText(_ result: ScrollResult) -> String {
        var text = "scroll (\(result.mode)): \(result.rows) rows, \(result.frames) frames of \(points(result.step)) pt "
        text += "in a \(points(result.viewport.width))x\(points(result.viewport.height)) viewport"
        text += result.reachedBottom ? ", top to bottom" : ", stopped before the bottom"
        text += " (after \(result.warmupFrames) warm-up frames)\n"
        text += "build          \(milliseconds(result.buildNanoseconds)) ms\n"
        text += "ns per frame   mean \(result.nanosecondsPerFrame), p50 \(result.nanosecondsPerFrameP50), "
        text += "p99 \(result.nanosecondsPerFrameP99)\n"
        text +=
            "peak RSS       \(megabytes(result.peakResidentBytes)) MB (\(megabytes(result.baselineResidentBytes)) MB "
        text += "before building)\n"
        text += "identifier     created   reused  discarded  peak visible\n"
        for kind in result.kinds {
            text += pad(kind.identifier, -12) + pad(String(kind.created), 10) + pad(String(kind.reused), 9)
            text += pad(String(kind.discarded), 11) + pad(String(kind.peakVisible), 14) + "\n"
        }
        text += "cells created <= peak visible + 1 for every identifier: "
        text += result.createdWithinPeakVisible ? "yes\n" : "no\n"
        return text
    }

    private static func renderJSON(_ result: ScrollResult) -> String {
        func perKind(_ value: (ScrollResult.Kind) -> Int) -> String {
            "{" + result.kinds.map { "\"\($0.identifier)\":\(value($0))" }.joined(separator: ",") + "}"
        }
        let fields = [
            ("benchmark", "\"scroll\""), ("mode", "\"\(result.mode)\""), ("rows", "\(result.rows)"),
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
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n"
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
