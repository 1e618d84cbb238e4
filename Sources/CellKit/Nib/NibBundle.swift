/// A directory of compiled nibs (`Name.cellnib` files), as a `Bundle` is for UIKit's nibs.
public struct NibBundle: Sendable, Hashable {
    /// The directory's path.
    public let path: String

    /// Creates a bundle for the directory at `path`; nothing is read until a resource is asked for.
    public init(path: String) {
        self.path = path
    }

    /// The path of the file `name.ext` (or `name` when `ext` is nil or empty) in the bundle, or nil when there is
    /// no such regular file.
    public func path(forResource name: String, ofType ext: String?) -> String? {
        var fileName = name
        if let ext, !ext.isEmpty {
            fileName += ext.hasPrefix(".") ? ext : "." + ext
        }
        let candidate = path.hasSuffix("/") ? path + fileName : path + "/" + fileName
        return FileBytes.isFile(atPath: candidate) ? candidate : nil
    }
}
