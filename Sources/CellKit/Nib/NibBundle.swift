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
    ///
    /// A resource is a file of the bundle's own directory: a name or extension with a `/` (`../other/Gallery`),
    /// which could reach a file outside the bundle, or with a NUL, which would cut the path short, finds nothing.
    public func path(forResource name: String, ofType ext: String?) -> String? {
        resourcePath(name, ofType: ext).flatMap { FileBytes.isFile(atPath: $0) ? $0 : nil }
    }

    /// Where the resource `name.ext` would be, without asking whether it exists; nil for a name that could reach
    /// outside the bundle.
    package func resourcePath(_ name: String, ofType ext: String?) -> String? {
        var fileName = name
        if let ext, !ext.isEmpty {
            fileName += ext.hasPrefix(".") ? ext : "." + ext
        }
        guard !fileName.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == 0 }) else {
            return nil
        }
        return path.hasSuffix("/") ? path + fileName : path + "/" + fileName
    }
}
