import CellInterfaceBuilder
import Foundation

/// `cellbench xml`: the XML reader against libxml2's streaming reader, `xmllint --stream --noout`, on the same
/// large file in one run. The file is the corpus's xibs (both formats) inside one root, repeated to the size asked
/// for; each side reads it whole, the reader as a separate process too (this one, with `--read FILE`), so both
/// pay for starting and for reading the file. Prints the best of the repetitions of each and their ratio.
enum XMLCommand {
    static let usage =
        "usage: cellbench xml [--corpus ../shared/corpus/xib] [--megabytes 10] [--repetitions 5] [--xmllint PATH]"

    /// Runs the command with `arguments` (after `xml`) and returns the exit code: 0; 64 for bad usage; 74 when
    /// the corpus cannot be read or a reader fails.
    static func main(_ arguments: [String]) -> Int32 {
        var corpus = "../shared/corpus/xib"
        var megabytes = 10.0
        var repetitions = 5
        var xmllint = "xmllint"
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let value = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch (argument, value) {
            case ("--help", _):
                print(usage)
                return 0
            case ("--read", let path?):
                return read(path)
            case ("--corpus", let path?): corpus = path
            case ("--xmllint", let path?): xmllint = path
            case ("--megabytes", let number?) where (Double(number) ?? 0) > 0 && (Double(number) ?? 0) <= 60:
                megabytes = Double(number) ?? megabytes
            case ("--repetitions", let number?) where (Int(number) ?? 0) > 0:
                repetitions = Int(number) ?? repetitions
            default:
                print("cellbench: bad option '\(argument)'\n\(usage)")
                return 64
            }
            index += 2
        }
        guard let file = makeFile(from: corpus, bytes: Int(megabytes * 1_000_000)) else {
            print("cellbench: cannot read the xibs of '\(corpus)'")
            return 74
        }
        defer { try? FileManager.default.removeItem(atPath: file.path) }
        let ours = [CommandLine.arguments[0], "xml", "--read", file.path]
        let theirs = ["/usr/bin/env", xmllint, "--stream", "--noout", file.path]
        guard let reader = best(of: repetitions, running: ours), let libxml2 = best(of: repetitions, running: theirs)
        else {
            print("cellbench: a reader failed on \(file.path) (is xmllint installed? apt-get install libxml2-utils)")
            return 74
        }
        print("\(file.bytes) bytes of the corpus's xibs, best of \(repetitions) runs each")
        print("XMLReader              \(milliseconds(reader)) ms")
        print("xmllint --stream       \(milliseconds(libxml2)) ms")
        print("ratio (reader/xmllint) \(String(format: "%.2f", Double(reader) / Double(libxml2)))x")
        return 0
    }

    /// Reads the file at `path` with the XML reader, decoding every name and attribute value, and exits 0 when
    /// it is well formed.
    private static func read(_ path: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else { return 74 }
        do {
            var reader = try XMLReader(bytes: Array(data))
            var decoded = 0
            while let event = try reader.next() {
                guard event == .startElement else { continue }
                decoded += reader.name.utf8.count
                for position in 0..<reader.attributeCount {
                    decoded += reader.attributeName(at: position).utf8.count
                    decoded += reader.attributeValue(at: position).utf8.count
                }
            }
            return decoded > 0 ? 0 : 74
        } catch {
            print("cellbench: \(path):\(error)")
            return 74
        }
    }

    /// The corpus's files, their XML declarations left out, inside one `<corpus>` element, repeated to at least
    /// `bytes`, written to a temporary file; with its size.
    private static func makeFile(from corpus: String, bytes: Int) -> (path: String, bytes: Int)? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpus) else { return nil }
        var body: [UInt8] = []
        for name in names.sorted() where name.hasSuffix(".xib") {
            guard var text = FileManager.default.contents(atPath: corpus + "/" + name).map(Array.init) else {
                return nil
            }
            if text.starts(with: "<?xml".utf8), let end = text.firstIndex(of: UInt8(ascii: ">")) {
                text.removeSubrange(...end)
            }
            body += text + [UInt8(ascii: "\n")]
        }
        guard !body.isEmpty else { return nil }
        var file = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<corpus>\n".utf8)
        while file.count < bytes {
            file += body
        }
        file += Array("</corpus>\n".utf8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellbench-\(getpid()).xml").path
        guard FileManager.default.createFile(atPath: path, contents: Data(file)) else { return nil }
        return (path, file.count)
    }

    /// The fastest of `repetitions` runs of `command`, in nanoseconds; nil when one fails.
    private static func best(of repetitions: Int, running command: [String]) -> Int64? {
        var best: Int64?
        for _ in 0..<repetitions {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst())
            let start = ContinuousClock.now
            guard (try? process.run()) != nil else { return nil }
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            best = min(best ?? .max, (ContinuousClock.now - start).nanoseconds)
        }
        return best
    }

    private static func milliseconds(_ nanoseconds: Int64) -> String {
        String(format: "%.1f", Double(nanoseconds) / 1e6)
    }
}
