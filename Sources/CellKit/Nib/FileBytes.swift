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

    /// What identifies a file's contents without reading them: a file replaced, rewritten or touched gets another
    /// identity (its device and inode, size and modification time to the nanosecond), so a cache keyed by it never
    /// serves stale bytes.
    package struct Identity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
        let size: Int
        let seconds: Int
        let nanoseconds: Int
    }

    /// The identity of the regular file (or link to one) at `path`, nil when there is none; one `stat(2)`.
    package static func identity(atPath path: String) -> Identity? {
        #if canImport(Glibc) || canImport(Musl)
            var status = stat()
            guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
                return nil
            }
            return Identity(
                device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int(status.st_size),
                seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
        #elseif canImport(Darwin)
            var status = stat()
            guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
                return nil
            }
            return Identity(
                device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int(status.st_size),
                seconds: Int(status.st_mtimespec.tv_sec), nanoseconds: Int(status.st_mtimespec.tv_nsec))
        #else
            return nil
        #endif
    }

    /// The bytes of the file at `path`: `NibError.unreadableFile` with the `errno` that stopped reading them,
    /// `NibError.fileTooLarge` for a file of more than `limit` bytes (a parameter for tests).
    ///
    /// A regular file is read straight into an array of its size, which is not zero-filled first; a device or pipe,
    /// which has no size, and a file that grows while it is read, go on in chunks.
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
                let size = Int(status.st_size)
                guard size <= limit else {
                    throw .fileTooLarge(path: path, size: size)
                }
                // One byte of room past the size: filling it shows that the file grew while it was read.
                var failure: Int32?
                bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
                    failure = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), count: &count)
                }
                if let failure {
                    throw .unreadableFile(path: path, errorNumber: failure)
                }
                if bytes.count <= size {
                    return bytes
                }
            }
            return try readInChunks(descriptor, appendingTo: bytes, path: path, limit: limit)
        #else
            throw .unreadableFile(path: path, errorNumber: 38)  // ENOSYS: no C library to read files with.
        #endif
    }

    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        /// Reads from `descriptor` until `buffer` is full or the file ends, counting the bytes read in `count`; the
        /// `errno` of a failed read, or nil. The command line's file system reads regular files with it too.
        package static func readFully(
            _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, count: inout Int
        ) -> Int32? {
            while count < buffer.count {
                let read = systemRead(descriptor, UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
                if read < 0 {
                    if errno == EINTR {
                        continue
                    }
                    return errno
                }
                if read == 0 {
                    break
                }
                count += read
            }
            return nil
        }

        /// Reads the rest of `descriptor` after `bytes` in chunks, refusing more than `limit` bytes in all.
        private static func readInChunks(
            _ descriptor: Int32, appendingTo bytes: consuming [UInt8], path: String, limit: Int
        ) throws(NibError) -> [UInt8] {
            var bytes = bytes
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                // Never ask for more than one byte past the limit, so a device costs at most `limit + 1` bytes.
                let room = limit - bytes.count
                let wanted = room >= chunk.count ? chunk.count : room + 1
                let count = chunk.withUnsafeMutableBytes {
                    systemRead(descriptor, UnsafeMutableRawBufferPointer(rebasing: $0[..<wanted]))
                }
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
        }
    #endif

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
    /// `read(2)` into `buffer`; at file scope, where `read` is the C function and not `FileBytes.read(atPath:limit:)`.
    private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        read(descriptor, buffer.baseAddress, buffer.count)
    }
#endif
