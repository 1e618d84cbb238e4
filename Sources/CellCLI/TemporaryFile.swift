/// The names of the temporary files cellc writes beside an output before renaming them over it:
/// `.Name.swift.cellc-XXXX.tmp` beside `Name.swift`, hidden, and telling which output each one becomes.
enum TemporaryFile {
    /// The temporary file beside `target` with the random `suffix`.
    static func path(besideFile target: String, suffix: UInt64) -> String {
        let (directory, name) = split(target)
        return directory + "." + name + ".cellc-" + String(suffix, radix: 36) + ".tmp"
    }

    /// The output a temporary file named by ``path(besideFile:suffix:)`` becomes, or nil when `temporary` is not
    /// named so.
    static func target(of temporary: String) -> String? {
        let (directory, name) = split(temporary)
        let bytes = Array(name.utf8)
        let marker = Array(".cellc-".utf8)
        guard bytes.count > 1 + marker.count + 4, bytes.first == UInt8(ascii: "."), name.hasSuffix(".tmp") else {
            return nil
        }
        // The last marker: an output's own name may contain '.cellc-'.
        guard
            let start = stride(from: bytes.count - 4 - marker.count, through: 1, by: -1).first(where: {
                bytes[$0..<($0 + marker.count)].elementsEqual(marker)
            })
        else { return nil }
        let target = bytes[1..<start]
        let suffix = bytes[(start + marker.count)..<(bytes.count - 4)]
        let isBase36 = { (byte: UInt8) in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        }
        guard !target.isEmpty, !suffix.isEmpty, suffix.allSatisfy(isBase36),
            !target.elementsEqual(".".utf8), !target.elementsEqual("..".utf8)
        else { return nil }
        return directory + String(decoding: target, as: UTF8.self)
    }

    /// The directory part of `path` with its trailing slash (empty for the current directory), and the file name.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }
}
