#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The only file-system access of CellKit: whether a file exists and its bytes, by the C library, so the runtime
/// needs no Foundation.
enum FileBytes {
    /// The largest file read: archives are kilobytes; a larger file is not a nib and is refused before reading.
    static let maximumSize = 64 << 20

    /// Whether a regular file (or a link to one) exists at `path`.
    static func isFile(atPath path: String) -> Bool {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            var status = stat()
            return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        #else
            return false
        #endif
    }

    /// The bytes of the file at `path`; `NibError.unreadableFile` with the `errno` that stopped reading them.
    static func read(atPath path: String) throws(NibError) -> [UInt8] {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw .unreadableFile(path: path, errorNumber: errno)
            }
            defer { close(descriptor) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0) }
                if count < 0 {
                    if errno == EINTR {
                        continue
                    }
                    throw .unreadableFile(path: path, errorNumber: errno)
                }
                if count == 0 {
                    return bytes
                }
                guard bytes.count + count <= maximumSize else {
                    throw .unreadableFile(path: path, errorNumber: EFBIG)
                }
                bytes.append(contentsOf: chunk[0..<count])
            }
        #else
            throw .unreadableFile(path: path, errorNumber: 38)  // ENOSYS: no C library to read files with.
        #endif
    }

    /// The system's text for `errno` value `code`.
    static func message(forError code: Int32) -> String {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            guard let text = strerror(code) else {
                return "error \(code)"
            }
            return String(cString: text)
        #else
            return "error \(code)"
        #endif
    }
}

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    /// `read(2)` into `buffer`; at file scope, where `read` is the C function and not `FileBytes.read(atPath:)`.
    private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        read(descriptor, buffer.baseAddress, buffer.count)
    }
#endif
