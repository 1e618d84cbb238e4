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
        _ = FileDescriptorWriter.writeAll(Array(text.utf8), to: fileDescriptor)
    }
}
