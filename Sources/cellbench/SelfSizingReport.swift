/// Prints a self-sizing benchmark result as text for people or as one JSON object for tools.
enum SelfSizingReport {
    static func render(_ result: SelfSizingResult, json: Bool) -> String {
        json ? renderJSON(result) : renderText(result)
    }

    private static func renderText(_ result: SelfSizingResult) -> String {
        var text =
            "scroll (self-sizing): \(result.rows) rows of random text, \(ScrollReport.points(result.step)) pt a frame in a "
        text +=
            "\(ScrollReport.points(result.viewport.width))x\(ScrollReport.points(result.viewport.height)) viewport\n"
        text +=
            "build             \(ScrollReport.milliseconds(result.buildNanoseconds)) ms (content \(ScrollReport.points(result.estimatedContentHeight)) pt "
        text += "at the estimates, \(ScrollReport.points(result.contentHeight)) pt measured)\n"
        text +=
            "measuring pass    \(result.measuringFrames) frames, ns per frame \(frames(result.measuringNanoseconds))\n"
        text += "measured pass     \(result.measuredFrames) frames"
        text += result.reachedBottom ? " (top to bottom)" : " (stopped before the bottom)"
        text += ", ns per frame \(frames(result.measuredNanoseconds))\n"
        text +=
            "height asks       \(result.rowsAsked) of \(result.rows) rows asked, \(result.repeatedAsks) asked again, "
        text += "\(result.asksInSecondPass) in the measured pass\n"
        text += "cells created     \(result.cellsCreated)\n"
        text += "peak RSS          \(ScrollReport.megabytes(result.peakResidentBytes)) MB "
        text += "(\(ScrollReport.megabytes(result.baselineResidentBytes)) MB before building)\n"
        text += "each row's height asked exactly once: \(result.eachRowAskedOnce ? "yes" : "no")\n"
        return text
    }

    private static func renderJSON(_ result: SelfSizingResult) -> String {
        func frames(_ value: SelfSizingResult.Frames) -> String {
            "{\"mean\":\(value.mean),\"p50\":\(value.p50),\"p99\":\(value.p99)}"
        }
        let fields = [
            ("benchmark", "\"scroll\""), ("mode", "\"self-sizing\""), ("rows", "\(result.rows)"),
            (
                "viewport",
                "\"\(ScrollReport.points(result.viewport.width))x\(ScrollReport.points(result.viewport.height))\""
            ),
            ("stepPoints", "\(result.step)"), ("buildNanoseconds", "\(result.buildNanoseconds)"),
            ("estimatedContentHeight", "\(result.estimatedContentHeight)"),
            ("contentHeight", "\(result.contentHeight)"),
            ("measuringFrames", "\(result.measuringFrames)"),
            ("measuringNsPerFrame", frames(result.measuringNanoseconds)),
            ("measuredFrames", "\(result.measuredFrames)"), ("reachedBottom", "\(result.reachedBottom)"),
            ("measuredNsPerFrame", frames(result.measuredNanoseconds)), ("rowsAsked", "\(result.rowsAsked)"),
            ("repeatedAsks", "\(result.repeatedAsks)"), ("asksInMeasuredPass", "\(result.asksInSecondPass)"),
            ("cellsCreated", "\(result.cellsCreated)"), ("eachRowAskedOnce", "\(result.eachRowAskedOnce)"),
            ("baselineRSSBytes", result.baselineResidentBytes.map(String.init) ?? "null"),
            ("peakRSSBytes", result.peakResidentBytes.map(String.init) ?? "null"),
        ]
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n"
    }

    private static func frames(_ value: SelfSizingResult.Frames) -> String {
        "mean \(value.mean), p50 \(value.p50), p99 \(value.p99)"
    }
}
