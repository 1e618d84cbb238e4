/// Renders an ``Archive`` as text for people: what `cellc dump Name.cellnib` prints.
///
/// The text has a header (source, format version, counts, top-level objects), the class table (each class with
/// its superclass, schema hash and schema lines), then every object as `#3 Label 'firstLineLabel' (Transit.cell:24:5)`
/// followed by its properties, one a line. Values are written as a `.cell` file writes them (`#A4A4A4`,
/// `.boldSystem(15)`, `"text"`, `.center`, `(320, 72)`), expressions in infix with object references such as
/// `#3.maxY`, and layout steps as `#3.y = #2.maxY + 2`. The same archive always gives the same text, and the dumper
/// accepts any archive, even one the reader would reject: an out-of-range index prints as it is.
public enum ArchiveDumper {
    /// The text of `archive`, ending in a newline.
    public static func dump(_ archive: Archive) -> String {
        var lines: [String] = []
        lines.append("cellnib archive of \(archive.sourceName), format version \(Archive.formatVersion)")
        let topLevel = archive.topLevelObjects.map { "#\($0)" }.joined(separator: ", ")
        lines.append(
            "\(counted(archive.classes.count, "class", "classes")), \(counted(archive.objects.count, "object")), "
                + "\(counted(archive.topLevelObjects.count, "top-level object"))"
                + (archive.topLevelObjects.isEmpty ? "" : ": \(topLevel)"))

        lines.append("")
        lines.append("classes:")
        for (index, archivedClass) in archive.classes.enumerated() {
            lines.append(contentsOf: describe(archivedClass, index: index))
        }

        lines.append("")
        lines.append("objects:")
        let topLevelSet = Set(archive.topLevelObjects)
        for (index, object) in archive.objects.enumerated() {
            if index > 0 {
                lines.append("")
            }
            var heading = "#\(index) \(className(of: object, in: archive))"
            if case .string(let outlet) = object.value(for: "outlet") {
                heading += " '\(outlet)'"
            }
            heading += " (\(archive.sourceName):\(object.line):\(object.column))"
            if topLevelSet.contains(index) {
                heading += " [top-level]"
            }
            lines.append(heading)
            for property in object.properties {
                lines.append(contentsOf: describe(property))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ archivedClass: ArchivedClass, index: Int) -> [String] {
        var heading = "  \(index) \(archivedClass.name)"
        if let superclassName = archivedClass.superclassName {
            heading += ": \(superclassName)"
        }
        guard archivedClass.superclassName != nil || !archivedClass.schema.isEmpty else {
            return [heading]
        }
        heading += ", schema hash \(Hex.string(archivedClass.schemaHash, digits: 16))"
        if archivedClass.schema.isEmpty {
            return [heading + ", no schema lines"]
        }
        return [heading + ":"] + archivedClass.schema.map { "      " + $0 }
    }

    private static func className(of object: ArchivedObject, in archive: Archive) -> String {
        archive.classes.indices.contains(object.classIndex)
            ? archive.classes[object.classIndex].name : "<class \(object.classIndex)>"
    }

    private static func describe(_ property: ArchivedProperty) -> [String] {
        let prefix = "    \(property.key):"
        guard case .layout(let steps) = property.value, !steps.isEmpty else {
            return ["\(prefix) \(text(of: property.value))"]
        }
        return [prefix] + steps.map { "        " + text(of: $0) }
    }

    /// `count` and the noun, singular or plural: `1 class`, `3 classes`.
    private static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }
}
