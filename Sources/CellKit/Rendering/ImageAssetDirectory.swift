/// Image assets read from a folder: the image `name` is the file `name.svg`, `name.png`, `name.jpg` or
/// `name.jpeg` there (tried in that order), or `name` itself when it has one of those extensions.
public struct ImageAssetDirectory: ImageAssetSource {
    /// The folder's path.
    public let path: String

    /// The extensions tried, with their media types.
    private static let mediaTypes: [(extension: String, type: String)] = [
        ("svg", "image/svg+xml"), ("png", "image/png"), ("jpg", "image/jpeg"), ("jpeg", "image/jpeg"),
    ]

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
                if let bytes = try? FileBytes.read(atPath: folder + candidate) {
                    return ImageAsset(mediaType: type, bytes: bytes)
                }
            }
        }
        return nil
    }
}
