/// Spells names as Swift identifiers.
public enum SwiftIdentifier {
    /// Swift's keywords, which must be written in backticks to name a declaration.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// `name`, in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A type name made from a file's base name: `my-cells` gives `MyCells`, `001 list` gives `File001List`.
    public static func typeName(fromFileName name: String) -> String {
        var result = ""
        var capitalizeNext = true
        for scalar in name.unicodeScalars {
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) else {
                capitalizeNext = true
                continue
            }
            let character = Character(scalar)
            result += capitalizeNext ? character.uppercased() : String(character)
            capitalizeNext = false
        }
        if result.isEmpty { return "Cell" }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { return "File" + result }
        return result
    }
}
