import CellCatalog

/// Spells names as Swift identifiers.
public enum SwiftIdentifier {
    /// `name`, in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        ReservedNames.swiftKeywords.contains(name) ? "`\(name)`" : name
    }

    /// CellKit's type `name`, qualified with its module: a class of the app's may take the same name
    /// (`TableViewCell`, `Label`), and the generated Swift must still mean CellKit's.
    public static func cellKit(_ name: String) -> String {
        "CellKit." + name
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
