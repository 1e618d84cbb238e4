import CellKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real file system, through the C library, so every failure keeps its precise `errno`.
public struct LocalFileSystem: FileSystem, Sendable {
    /// Creates the file system of this process.
    public init() {}

    /// The bytes of the file at `path`; a directory is an error, not an empty file, and so is a file of more than
    /// `limit` bytes: a regular file is measured, then read straight into an array of its size (nothing zero-filled
    /// first), with one byte of room that shows whether it grew meanwhile; anything else (a device, a pipe), and the
    /// rest of a file that grew, is read in chunks up to `limit + 1` bytes.
    public func contents(ofFile path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw LocalFileSystem.error(path) }
        defer { close(descriptor) }
        var status = stat()
        var contents: [UInt8] = []
        if fstat(descriptor, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                throw LocalFileSystem.error(path, code: EISDIR)
            case S_IFREG:
                let size = Int(status.st_size)
                guard size <= limit else { throw FileSystemError.tooLarge(path, limit: limit) }
                var failure: Int32?
                contents = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
                    let room = UnsafeMutableRawBufferPointer(buffer)
                    failure = FileBytes.readFully(descriptor, into: room, count: &count)
                }
                if let failure { throw LocalFileSystem.error(path, code: failure) }
                if contents.count <= size { return contents }
                guard contents.count <= limit else { throw FileSystemError.tooLarge(path, limit: limit) }
            default:
                break
            }
        }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            // Never more than one byte past the limit, which is enough to know the file is too large.
            let room = limit - contents.count
            let wanted = room >= buffer.count ? buffer.count : room + 1
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                guard errno == EINTR else { throw LocalFileSystem.error(path) }
                continue
            }
            if count == 0 {
                return contents
            }
            contents.append(contentsOf: buffer[0..<count])
            if contents.count > limit {
                throw FileSystemError.tooLarge(path, limit: limit)
            }
        }
    }

    /// Creates `path` with `O_EXCL`, so a file already there is never written over, and flushes it to storage. The
    /// permissions are those of `original` when it exists, as with `>`; other hard links to `original` keep the old
    /// contents when the new file is renamed over it.
    public func createFile(_ contents: [UInt8], at path: String, permissionsOf original: String) throws(FileSystemError)
    {
        var existing = stat()
        let keptMode = stat(original, &existing) == 0 ? existing.st_mode & 0o7777 : nil
        var descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        // Errors name the output the file is for, which is what the user knows.
        guard descriptor >= 0 else { throw LocalFileSystem.error(original) }
        do throws(FileSystemError) {
            if let keptMode, fchmod(descriptor, keptMode) != 0 {
                throw LocalFileSystem.error(original)
            }
            try LocalFileSystem.write(contents, to: descriptor, path: original)
            guard fsync(descriptor) == 0 else { throw LocalFileSystem.error(original) }
            let closed = close(descriptor)
            descriptor = -1
            guard closed == 0 else { throw LocalFileSystem.error(original) }
        } catch {
            if descriptor >= 0 {
                close(descriptor)
            }
            unlink(path)
            throw error
        }
    }

    /// `rename(2)`, which replaces `destination` atomically; errors name `destination`. A symbolic link is written
    /// through: the file it names is replaced, and the link stays.
    public func moveFile(_ source: String, to destination: String) throws(FileSystemError) {
        let target = try LocalFileSystem.outputTarget(destination)
        guard rename(source, target) == 0 else { throw LocalFileSystem.error(destination) }
    }

    /// The file an output at `path` replaces: `path` itself when it is missing or a regular file; when it is a
    /// symbolic link, the file at the end of the chain of links, which must be missing (the output creates it, as
    /// `>` would) or regular. A directory, a device such as `/dev/full`, a FIFO or a socket is refused: renaming over
    /// it would replace it with a regular file, which as root breaks the system. A loop of links is refused too.
    public func outputTarget(ofFile path: String) throws(FileSystemError) -> String {
        try LocalFileSystem.outputTarget(path)
    }

    /// ``outputTarget(ofFile:)``, for ``moveFile(_:to:)``.
    static func outputTarget(_ path: String) throws(FileSystemError) -> String {
        var current = path
        // Linux's own limit on the links followed in one path.
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                let code = errno
                guard code == ENOENT else {
                    throw LocalFileSystem.error(path, code: code)
                }
                return current
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                return current
            case S_IFDIR:
                throw FileSystemError(path: path, reason: "is a directory")
            case S_IFLNK:
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let length = readlink(current, &buffer, buffer.count - 1)
                guard length > 0 else {
                    throw LocalFileSystem.error(path)
                }
                let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                current = target.hasPrefix("/") ? target : TemporaryFile.split(current).directory + target
            default:
                throw FileSystemError(path: path, reason: "not a regular file")
            }
        }
        throw LocalFileSystem.error(path, code: ELOOP)
    }

    /// `unlink(2)`, ignoring failures.
    public func removeFile(_ path: String) {
        unlink(path)
    }

    /// `lstat(2)`, so a dangling symbolic link exists too.
    public func fileExists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// `fsync(2)` on the directory. A file system that cannot flush a directory (`EINVAL`) has nothing to flush.
    public func synchronizeDirectory(_ path: String) throws(FileSystemError) {
        let directory = path.isEmpty ? "." : path
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw LocalFileSystem.error(directory) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 || errno == EINVAL else { throw LocalFileSystem.error(directory) }
    }

    /// `flock(2)` on the directory itself, so no lock file is left in it; the lock goes when the descriptor is
    /// closed, after `body` or when the process dies.
    public func withLockedDirectory<Result>(_ path: String, _ body: () -> Result) throws(FileSystemError) -> Result {
        let directory = path.isEmpty ? "." : path
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw LocalFileSystem.error(directory) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw LocalFileSystem.error(directory) }
        }
        return body()
    }

    /// `path` after the current directory (`getcwd(3)`), or `path` itself when it is absolute or the current
    /// directory cannot be named.
    public func absolutePath(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let directory = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// Creates each missing component of `path` in turn, like `mkdir -p`.
    public func createDirectory(_ path: String) throws(FileSystemError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0 {
                let code = errno
                guard code == EEXIST else { throw LocalFileSystem.error(path, code: code) }
                guard isDirectory(prefix) else {
                    throw FileSystemError(path: path, reason: "'\(prefix)' exists and is not a directory")
                }
            }
            prefix += "/"
        }
    }

    /// Whether `path` names a directory, following symbolic links.
    public func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The directory's names by `readdir(3)`, sorted, so that what is done with them is in a fixed order.
    public func entries(ofDirectory path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Whether both paths name one file: the same device and inode, so links and spellings do not matter.
    public func identity(ofFile path: String) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    private static func write(_ contents: [UInt8], to descriptor: Int32, path: String) throws(FileSystemError) {
        if let code = FileDescriptorWriter.writeAll(contents, to: descriptor) {
            throw error(path, code: code)
        }
    }

    /// The error for `path` with the reason of `code` (by default the current `errno`).
    private static func error(_ path: String, code: Int32 = errno) -> FileSystemError {
        FileSystemError(path: path, reason: reason(code))
    }

    /// Our own wording of the common codes: stable across C libraries, and `strerror` is not thread-safe.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or directory"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "is a directory"
        case ENOTDIR: "a component of the path is not a directory"
        case EEXIST: "file exists"
        case ENOSPC: "no space left on device"
        case EDQUOT: "disk quota exceeded"
        case EROFS: "read-only file system"
        case ENAMETOOLONG: "file name too long"
        case ELOOP: "too many levels of symbolic links"
        case EMFILE, ENFILE: "too many open files"
        case EIO: "input/output error"
        case EBUSY: "device or resource busy"
        default: "system error \(code)"
        }
    }
}
