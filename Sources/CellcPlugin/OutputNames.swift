/// The names `cellc compile` gives a `.cell` file's outputs, and the pairs of files whose outputs would clash.
///
/// A plugin cannot link the compiler's modules, so the two naming rules are restated here: the outputs are named
/// after the file's base name (see `Compilation.baseName(ofPath:)`), and the registration enum after its type name
/// (see `SwiftIdentifier.typeName(fromFileName:)`). The consumer package of `.ci/run` checks both diagnostics.
enum OutputNames {
    /// Two input files that must not be compiled into one target, and why.
    struct Clash: Equatable {
        /// The file met first, in path order.
        var first: String
        /// The file that clashes with it.
        var second: String
        /// What both would write or declare.
        var message: String
    }

    /// Every file of `paths` whose outputs clash with an earlier file's, paths sorted: the same output file (compared
    /// ignoring case, as the file systems of macOS and Windows do), or the same `enum NameTemplates`.
    static func clashes(among paths: [String]) -> [Clash] {
        var fileOwners: [String: String] = [:]
        var enumOwners: [String: String] = [:]
        var clashes: [Clash] = []
        for path in paths.sorted() {
            let baseName = baseName(ofPath: path)
            let enumName = typeName(fromFileName: baseName) + "Templates"
            if let first = fileOwners[baseName.lowercased()] {
                clashes.append(
                    Clash(
                        first: first, second: path,
                        message: "'\(first)' and '\(path)' would both write '\(baseName).swift'; rename one"))
            } else if let first = enumOwners[enumName] {
                clashes.append(
                    Clash(
                        first: first, second: path,
                        message: "'\(first)' and '\(path)' would both declare 'enum \(enumName)'; rename one"))
            } else {
                fileOwners[baseName.lowercased()] = path
                enumOwners[enumName] = path
            }
        }
        return clashes
    }

    /// The last component of `path` without its final extension: `Examples/Transit.cell` gives `Transit`.
    static func baseName(ofPath path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The type name cellc derives from a base name: its ASCII letters and digits, each run of them after another
    /// character capitalised (`my-cells` gives `MyCells`); `Cell` for none, `File` before a leading digit.
    static func typeName(fromFileName name: String) -> String {
        var result = ""
        var atWordStart = true
        for scalar in name.unicodeScalars {
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            let isDigit = ("0"..."9").contains(scalar)
            if isLetter || isDigit {
                result += atWordStart ? String(scalar).uppercased() : String(scalar)
            }
            atWordStart = !(isLetter || isDigit)
        }
        guard let first = result.unicodeScalars.first else { return "Cell" }
        return ("0"..."9").contains(first) ? "File" + result : result
    }
}
