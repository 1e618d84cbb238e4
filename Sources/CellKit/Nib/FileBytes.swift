#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The only file-system access of CellKit: whether a file exists and its bytes, by the C library, so the runtime
/// needs no Foundation.
package enum FileBytes {
    /// The largest file read: archives are kilobytes, so a larger file is not a nib. A regular file is refused by
    /// its size before any byte is read; a device or pipe, which has no size, once it gives one byte more.
    package static let maximumSize = 64 << 20

    /// `maximumSize` for messages.
    package static let limitDescription = "64 MiB"

    /// Whether a regular file (or a link to one) exists at `path`.
    package static func isFile(atPath path: String) -> Bool {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            var status = stat()
            return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        #else
            return false
        #endif
    }

    /// The bytes of the file at `path`: `NibError.unreadableFile` with the `errno` that stopped reading them,
    /// `NibError.fileTooLarge` for a file of more than `limit` bytes (a parameter for tests).
    package static func read(atPath path: String, limit: Int = maximumSize) throws(NibError) -> [UInt8] {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw .unreadableFile(path: path, errorNumber: errno)
            }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0 else {
                throw .unreadableFile(path: path, errorNumber: errno)
            }
            var bytes: [UInt8] = []
            if (status.st_mode & S_IFMT) == S_IFREG {
                // The size may still change while reading: the loop below enforces the limit all the same.
                let size = Int(status.st_size)
                guard size <= limit else {
                    throw .fileTooLarge(path: path, size: size)
                }
                bytes.reserveCapacity(size)
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                // Never ask for more than one byte past the limit, so a device costs at most `limit + 1` bytes.
                let room = limit - bytes.count
                let wanted = room >= chunk.count ? chunk.count : room + 1
                let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0, wanted) }
                if count < 0 {
                    if errno == EINTR {
                        continue
                    }
                    throw .unreadableFile(path: path, errorNumber: errno)
                }
                if count == 0 {
                    return bytes
                }
                bytes.append(contentsOf: chunk[0..<count])
                guard bytes.count <= limit else {
                    throw .fileTooLarge(path: path, size: nil)
                }
            }
        #else
            throw .unreadableFile(path: path, errorNumber: 38)  // ENOSYS: no C library to read files with.
        #endif
    }

    /// The system's text for `errno` value `code`.
    package static func message(forError code: Int32) -> String {
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
    /// `read(2)` of at most `count` bytes into `buffer`; at file scope, where `read` is the C function and not
    /// `FileBytes.read(atPath:limit:)`.
    private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer, _ count: Int) -> Int {
        read(descriptor, buffer.baseAddress, min(count, buffer.count))
    }
#endif
