import CellFonts
import Foundation

/// `cellbench fonts`: which freely licensed face measures text closest to San Francisco. It reads the labels and
/// buttons of a folder of Interface Builder files whose frames are their text's width (`SizedToFitText` says which),
/// measures each text with every candidate face at its size and weight, and prints per candidate how far its
/// widths are from the recorded ones.
enum FontsCommand {
    static let usage =
        "usage: cellbench fonts [--corpus ../shared/corpus/xib] [--fonts /usr/share/fonts:...] [--list] "
        + "[--text TEXT --size 17 [--weight 400]]"

    /// Runs the command with `arguments` (after `fonts`) and returns the exit code: 0; 64 for bad usage; 74 when
    /// the corpus or the fonts cannot be read.
    static func main(_ arguments: [String]) -> Int32 {
        var corpus = "../shared/corpus/xib"
        var fonts = FontRegistry.defaultSearchPaths
        var list = false
        var text: String?
        var size = 17.0
        var weight = 400
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help":
                print(usage)
                return 0
            case "--list": list = true
            case "--text":
                guard index + 1 < arguments.count else {
                    print("cellbench: --text needs a text\n\(usage)")
                    return 64
                }
                text = arguments[index + 1]
                index += 1
            case "--size", "--weight":
                guard index + 1 < arguments.count, let number = Double(arguments[index + 1]), number > 0,
                    number < 1000
                else {
                    print("cellbench: \(argument) needs a positive number below 1000\n\(usage)")
                    return 64
                }
                if argument == "--size" { size = number } else { weight = Int(number) }
                index += 1
            case "--corpus", "--fonts":
                guard index + 1 < arguments.count else {
                    print("cellbench: \(argument) needs a folder\n\(usage)")
                    return 64
                }
                if argument == "--corpus" {
                    corpus = arguments[index + 1]
                } else {
                    fonts = arguments[index + 1].split(separator: ":").map(String.init)
                }
                index += 1
            default:
                print("cellbench: unknown option '\(argument)'\n\(usage)")
                return 64
            }
            index += 1
        }
        let registry = FontRegistry(searchPaths: fonts)
        let candidates = FontCandidate.all.filter { $0.face(weight: 400, in: registry) != nil }
        guard !candidates.isEmpty else {
            print("cellbench: no candidate face found under '\(fonts.joined(separator: ":"))'")
            return 74
        }
        if let text {
            // One text, as the issue quotes one: each candidate's width for it.
            for candidate in candidates {
                let width = candidate.width(of: text, weight: weight, size: size, in: registry)
                print("\(candidate.name): \(points(width))")
            }
            return 0
        }
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: corpus) else {
            print("cellbench: cannot read the folder '\(corpus)'")
            return 74
        }
        var texts: [SizedToFitText] = []
        for file in files.sorted() where file.hasSuffix(".xib") {
            guard let data = FileManager.default.contents(atPath: corpus + "/" + file),
                let document = XIBElement.parse(Array(data))
            else {
                print("cellbench: skipping '\(file)', which is not well nested")
                continue
            }
            texts += SizedToFitText.all(in: document, file: file)
        }
        for warning in registry.warnings {
            print("cellbench: \(warning)")
        }
        for family in SizedToFitText.Family.allCases {
            // Only texts every candidate can draw, so that each is measured on the same set.
            let measured = texts.filter { text in
                text.family == family
                    && candidates.allSatisfy { $0.covers(text.text, weight: text.weight, in: registry) }
            }
            print(report(family, measured, candidates, registry: registry, list: list))
        }
        return 0
    }

    /// The table for one family: per candidate, the mean and median absolute error, how many are within 1 and
    /// 3 points, how many the recorded width rounds up to (it is at most a point wider), and the mean signed error
    /// (positive: the candidate is wider).
    static func report(
        _ family: SizedToFitText.Family, _ texts: [SizedToFitText], _ candidates: [FontCandidate],
        registry: FontRegistry, list: Bool
    ) -> String {
        let files = Set(texts.map(\.file)).count
        var output = "\(family == .system ? "System font" : "Helvetica and Helvetica Neue"): "
        output += "\(texts.count) labels and buttons sized to their text, from \(files) files\n"
        guard !texts.isEmpty else {
            return output
        }
        output += "| candidate | mean abs error | median abs error | within 1 pt | within 3 pt | rounds up to it "
        output += "| mean signed error |\n|---|---|---|---|---|---|---|\n"
        let rows = candidates.map { candidate in
            (
                candidate,
                texts.map {
                    candidate.width(of: $0.text, weight: $0.weight, size: $0.pointSize, in: registry) - $0.width
                }
            )
        }
        for (candidate, errors) in rows.sorted(by: { mean($0.1.map(abs)) < mean($1.1.map(abs)) }) {
            let absolute = errors.map(abs)
            output += "| \(candidate.name) | \(points(mean(absolute))) | \(points(median(absolute))) | "
            output += "\(absolute.filter { $0 <= 1 }.count) of \(errors.count) | "
            output += "\(absolute.filter { $0 <= 3 }.count) of \(errors.count) | "
            // Interface Builder rounds a label's size up (to the point or half point): the recorded width is then
            // at least the text's and less than a point more.
            output +=
                "\(errors.filter { (-1 < $0) && ($0 <= 0) }.count) of \(errors.count) | \(points(mean(errors))) |\n"
        }
        if list {
            output += "\n| file | text | size | weight | width |" + rows.map { " \($0.0.name) |" }.joined() + "\n"
            for (index, text) in texts.enumerated() {
                output += "| \(text.file.prefix(24)) | \(text.text) | \(points(text.pointSize)) | \(text.weight) | "
                output += "\(points(text.width)) |" + rows.map { " \(points($0.1[index])) |" }.joined() + "\n"
            }
        }
        return output
    }

    private static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else {
            return 0
        }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    private static func points(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
