#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole buffers to a file descriptor, the one loop both standard streams and output files use.
enum FileDescriptorWriter {
    /// Writes all of `bytes` to `descriptor`, retrying partial and interrupted writes; returns the `errno` of a
    /// write that failed otherwise, or nil when everything was written.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let count = remaining.withUnsafeBytes { buffer in
                #if canImport(Darwin)
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #elseif canImport(Musl)
                    Musl.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if count < 0 {
                guard errno == EINTR else { return errno }
                continue
            }
            remaining = remaining.dropFirst(count)
        }
        return nil
    }
}
