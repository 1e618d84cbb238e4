/// The names an app's asset catalog (`Assets.xcassets`) holds, which a xib's images and named colours must be
/// among: the `Name.imageset`, `Name.symbolset` and `Name.colorset` folders anywhere in it (groups are folders).
public struct XIBAssetCatalog: Sendable {
    /// The images' names (image and symbol sets).
    public var imageNames: Set<String>
    /// The colours' names.
    public var colorNames: Set<String>

    /// A catalog of these names.
    public init(imageNames: Set<String> = [], colorNames: Set<String> = []) {
        self.imageNames = imageNames
        self.colorNames = colorNames
    }

    /// The catalog in the folder at `path`, listed by `entries` (a directory's names, nil for no directory):
    /// walked without recursion, not into the sets themselves, to at most `maximumDepth` levels of groups.
    public init(directory path: String, entries: (String) -> [String]?, maximumDepth: Int = 32) {
        self.init()
        var pending = [(path: path, depth: 0)]
        while let (folder, depth) = pending.popLast() {
            for name in entries(folder) ?? [] {
                let child = folder + "/" + name
                if name.hasSuffix(".imageset") {
                    imageNames.insert(String(name.dropLast(".imageset".count)))
                } else if name.hasSuffix(".symbolset") {
                    imageNames.insert(String(name.dropLast(".symbolset".count)))
                } else if name.hasSuffix(".colorset") {
                    colorNames.insert(String(name.dropLast(".colorset".count)))
                } else if depth < maximumDepth, entries(child) != nil {
                    pending.append((child, depth + 1))
                }
            }
        }
    }
}
