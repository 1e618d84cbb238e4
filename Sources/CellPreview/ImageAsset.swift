import CellKit

/// The bytes of an image file and their media type, for embedding in an SVG document.
public struct ImageAsset: Sendable, Hashable {
    /// The media type, such as `image/png` or `image/svg+xml`.
    public let mediaType: String
    /// The file's bytes.
    public let bytes: [UInt8]

    /// Creates an asset from its media type and bytes.
    public init(mediaType: String, bytes: [UInt8]) {
        self.mediaType = mediaType
        self.bytes = bytes
    }

    /// The asset as a `data:` URL.
    var dataURL: String {
        "data:" + mediaType + ";base64," + Base64.encoded(bytes)
    }
}
