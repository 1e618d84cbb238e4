import CellSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The named colours of an app's asset catalog (an Xcode `Assets.xcassets` folder, each colour a
/// `Name.colorset/Contents.json`), which `Color(assetNamed:)` resolves against when a trait collection carries them.
public struct ColorAssets: Sendable, Hashable {
    /// Each colour by its name, the colour set's folder name without `.colorset`.
    public let colors: [String: Color]

    /// A catalog of `colors` by name, for an app that makes its colours in code (or a test).
    public init(colors: [String: Color]) {
        self.colors = colors
    }

    /// The catalog of `sets`, each colour set by name.
    init(_ sets: [String: ColorSet]) {
        colors = sets.mapValues { set in
            let light = Color(set.light)
            return set.dark.map { Color(light: light, dark: Color($0)) } ?? light
        }
    }

    /// The catalog in the folder at `path`: every `Name.colorset` in it or in its subfolders (Xcode's groups; ten
    /// levels at most), read from its `Contents.json`.
    public init(directory path: String) throws(ColorAssetError) {
        var sets: [String: ColorSet] = [:]
        var folders = [(path: path, depth: 0)]
        while let folder = folders.popLast() {
            for entry in try Self.entries(ofDirectory: folder.path) {
                let child = folder.path.hasSuffix("/") ? folder.path + entry : folder.path + "/" + entry
                if entry.hasSuffix(".colorset") {
                    let name = String(entry.dropLast(".colorset".count))
                    let file = child + "/Contents.json"
                    let bytes: [UInt8]
                    do throws(NibError) {
                        bytes = try FileBytes.read(atPath: file, limit: 1 << 20)
                    } catch {
                        throw .unreadable(path: file, reason: error.description)
                    }
                    do throws(ColorSetError) {
                        if sets[name] == nil { sets[name] = try ColorSet.parse(bytes) }
                    } catch {
                        throw .invalidColorSet(path: file, reason: error.message)
                    }
                } else if folder.depth < 10, !entry.contains(".") {
                    folders.append((child, folder.depth + 1))
                }
            }
        }
        self.init(sets)
    }

    /// The names, sorted.
    public var names: [String] {
        colors.keys.sorted()
    }

    /// The colour called `name`, or `ColorAssetError.missingColor` with a "did you mean".
    public func color(named name: String) throws(ColorAssetError) -> Color {
        guard let color = colors[name] else {
            throw .missingColor(name: name, suggestion: Suggestions.didYouMean(name, among: names))
        }
        return color
    }

    /// The names in the folder at `path` but `.` and `..`, sorted so that the catalog does not depend on the order
    /// the file system lists them in.
    private static func entries(ofDirectory path: String) throws(ColorAssetError) -> [String] {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            guard let directory = opendir(path) else {
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            defer { closedir(directory) }
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != ".", name != ".." { names.append(name) }
            }
            return names.sorted()
        #else
            throw .unreadable(path: path, reason: "no file system")
        #endif
    }
}

extension Color {
    /// The colour of a colour set's components.
    fileprivate init(_ components: ColorSet.Components) {
        self.init(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
    }
}
