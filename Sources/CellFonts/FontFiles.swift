#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The registry's file-system access, by the C library: reading a font file, listing the font files under a folder.
enum FontFiles {
    /// The largest font file read (Noto Color Emoji is about 10 MiB; CJK collections reach 30).
    static let maximumSize = 64 << 20

    /// The bytes of the file at `path`, or the `errno` that stopped reading it.
    static func read(atPath path: String) -> Result<[UInt8], FontWarning.Cause> {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            guard let file = fopen(path, "rb") else {
                return .failure(.unreadable(errorNumber: errno))
            }
            defer { fclose(file) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
                if count > 0 {
                    bytes.append(contentsOf: chunk[0..<count])
                    guard bytes.count <= maximumSize else {
                        return .failure(.tooLarge)
                    }
                }
                if count < chunk.count {
                    return ferror(file) != 0 ? .failure(.unreadable(errorNumber: errno)) : .success(bytes)
                }
            }
        #else
            return .failure(.unreadable(errorNumber: 38))
        #endif
    }

    /// The `.ttf`, `.otf`, `.ttc` and `.otc` files under `folder`, by file name (the first found wins), at most
    /// `depth` folders down so a link cycle ends.
    static func fontFiles(under folder: String, depth: Int = 8, into found: inout [String: String]) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            guard depth > 0, let directory = opendir(folder) else {
                return
            }
            defer { closedir(directory) }
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != ".", name != ".." {
                    names.append(name)
                }
            }
            // Sorted, so the file a name finds does not depend on the order the file system lists them in.
            for name in names.sorted() {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var status = stat()
                guard stat(path, &status) == 0 else {
                    continue
                }
                if (status.st_mode & S_IFMT) == S_IFDIR {
                    fontFiles(under: path, depth: depth - 1, into: &found)
                } else if isFontFile(name), found[name] == nil {
                    found[name] = path
                }
            }
        #endif
    }

    /// Whether `name` ends in a font file's extension.
    private static func isFontFile(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return [".ttf", ".otf", ".ttc", ".otc"].contains { lowered.hasSuffix($0) }
    }

    /// The value of the environment variable `name`.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The system's text for `errno` value `code`.
    static func message(forError code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
