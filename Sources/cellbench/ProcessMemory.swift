import Foundation

/// The process's resident memory as Linux reports it in `/proc/self/status`; nil elsewhere.
enum ProcessMemory {
    /// The peak resident set size so far (`VmHWM`, the high-water mark), in bytes.
    static var peakResidentBytes: Int? { statusValue("VmHWM:") }

    /// The resident set size now (`VmRSS`), in bytes.
    static var residentBytes: Int? { statusValue("VmRSS:") }

    /// The value of the `/proc/self/status` line starting with `key` (`VmHWM:\t  12345 kB`), in bytes.
    private static func statusValue(_ key: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            return nil
        }
        for line in status.split(separator: "\n") where line.hasPrefix(key) {
            let fields = line.dropFirst(key.count).split(whereSeparator: { $0 == " " || $0 == "\t" })
            return fields.first.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }
}
