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
    /// `limit` bytes: a regular file is measured before it is read, anything else (a device, a pipe) is read up to
    /// `limit + 1` bytes.
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
                guard Int(status.st_size) <= limit else { throw FileSystemError.tooLarge(path, limit: limit) }
                contents.reserveCapacity(Int(status.st_size))
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

    /// Writes a hidden temporary file beside `path` (`.Name.swift.cellc-XXXX.tmp`) and flushes it to storage.
    /// When `path` is a symbolic link, the file goes beside the file it names, which the rename then replaces.
    /// A file being replaced keeps its permissions, as with `>`; other hard links to it keep the old contents.
    public func writeTemporaryFile(_ contents: [UInt8], besideFile path: String) throws(FileSystemError) -> String {
        let target = try LocalFileSystem.outputTarget(path)
        let (directory, name) = LocalFileSystem.split(target)
        var existing = stat()
        let keptMode = stat(target, &existing) == 0 ? existing.st_mode & 0o7777 : nil
        var generator = SystemRandomNumberGenerator()
        var temporary = ""
        var descriptor: Int32 = -1
        // O_EXCL makes the name ours; a clash with a leftover of another run just draws again.
        for _ in 0..<16 {
            let suffix = String(generator.next() as UInt64, radix: 36)
            temporary = directory + "." + name + ".cellc-" + suffix + ".tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 || errno != EEXIST {
                break
            }
        }
        guard descriptor >= 0 else { throw LocalFileSystem.error(path) }
        do throws(FileSystemError) {
            if let keptMode, fchmod(descriptor, keptMode) != 0 {
                throw LocalFileSystem.error(path)
            }
            try LocalFileSystem.write(contents, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else { throw LocalFileSystem.error(path) }
            let closed = close(descriptor)
            descriptor = -1
            guard closed == 0 else { throw LocalFileSystem.error(path) }
            return temporary
        } catch {
            if descriptor >= 0 {
                close(descriptor)
            }
            unlink(temporary)
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
                current = target.hasPrefix("/") ? target : LocalFileSystem.split(current).directory + target
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

    /// Whether both paths name one file: the same device and inode, so links and spellings do not matter.
    public func isSameFile(_ path: String, _ other: String) -> Bool {
        var first = stat()
        var second = stat()
        return stat(path, &first) == 0 && stat(other, &second) == 0 && first.st_dev == second.st_dev
            && first.st_ino == second.st_ino
    }

    private static func write(_ contents: [UInt8], to descriptor: Int32, path: String) throws(FileSystemError) {
        if let code = FileDescriptorWriter.writeAll(contents, to: descriptor) {
            throw error(path, code: code)
        }
    }

    /// The directory part of `path` with its trailing slash (empty for the current directory), and the file name.
    private static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
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
