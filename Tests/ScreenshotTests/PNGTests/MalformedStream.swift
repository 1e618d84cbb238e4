import Testing

/// A DEFLATE stream that Python's zlib refuses too, and the error ``Inflate`` must throw for it.
struct MalformedStream: Sendable, CustomTestStringConvertible {
    /// The stream's name in test output.
    let name: String
    /// The stream.
    let bytes: [UInt8]
    /// The error, with the offset and message the decoder must report.
    let error: PNGError

    var testDescription: String {
        name
    }
}
