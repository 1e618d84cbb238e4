import CellKit

/// Image assets read from a folder: the image `name` is the file `name.svg`, `name.png`, `name.jpg` or
/// `name.jpeg` there (tried in that order), or `name` itself when it has one of those extensions. A file is used only
/// if it is what its extension says (an SVG document, a PNG or JPEG signature) and at most 16 MiB, so a stray file
/// cannot put something else in a picture.
public struct ImageAssetDirectory: ImageAssetSource {
    /// The folder's path.
    public let path: String

    /// The extensions tried, with their media types.
    private static let mediaTypes: [(extension: String, type: String)] = [
        ("svg", "image/svg+xml"), ("png", "image/png"), ("jpg", "image/jpeg"), ("jpeg", "image/jpeg"),
    ]
    /// The largest image file embedded.
    static let maximumSize = 16 << 20

    /// Creates a source reading images from the folder at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The image's file, or nil when no such file exists or it cannot be read. Names that could leave the folder
    /// (with a `/` or a leading `.`) find nothing.
    public func asset(named name: String) -> ImageAsset? {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            return nil
        }
        let folder = path.hasSuffix("/") ? path : path + "/"
        for (fileExtension, type) in Self.mediaTypes {
            let candidates = name.hasSuffix("." + fileExtension) ? [name] : [name + "." + fileExtension]
            for candidate in candidates where FileBytes.isFile(atPath: folder + candidate) {
                if let bytes = try? FileBytes.read(atPath: folder + candidate, limit: Self.maximumSize),
                    Self.looksLike(type, bytes)
                {
                    return ImageAsset(mediaType: type, bytes: bytes)
                }
            }
        }
        return nil
    }

    /// Whether `bytes` begin as a file of the media type `type` does.
    private static func looksLike(_ type: String, _ bytes: [UInt8]) -> Bool {
        switch type {
        case "image/png": bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        case "image/jpeg": bytes.starts(with: [0xFF, 0xD8, 0xFF])
        case "image/svg+xml": String(validating: bytes, as: UTF8.self) != nil && contains(Array("<svg".utf8), in: bytes)
        default: false
        }
    }

    /// Whether `needle` occurs in `bytes`.
    private static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else {
            return false
        }
        return (0...(bytes.count - needle.count)).contains { start in
            bytes[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
