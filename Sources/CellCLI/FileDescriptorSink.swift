#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``TextSink`` that writes straight to a file descriptor, unbuffered, such as standard output or error.
public final class FileDescriptorSink: TextSink, Sendable {
    /// The descriptor written to.
    public let fileDescriptor: Int32

    /// Creates a sink writing to `fileDescriptor`.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Writes all of `text`, retrying partial and interrupted writes; other failures (a closed pipe) drop the rest,
    /// since there is nowhere left to report them.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Darwin)
                    Darwin.write(fileDescriptor, buffer.baseAddress, buffer.count)
                #elseif canImport(Musl)
                    Musl.write(fileDescriptor, buffer.baseAddress, buffer.count)
                #else
                    Glibc.write(fileDescriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                guard errno == EINTR else { return }
                continue
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
