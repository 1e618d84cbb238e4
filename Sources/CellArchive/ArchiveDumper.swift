import CellSupport

/// Renders an ``Archive`` as text for people: what `cellc dump Name.cellnib` prints.
///
/// The text has a header (source, format version, counts, top-level objects), the class table (each class with
/// its superclass, schema hash and schema lines), then every object as `#3 Label 'firstLineLabel' (Transit.cell:24:5)`
/// followed by its properties, one a line. Values are written as a `.cell` file writes them (`#A4A4A4`,
/// `.boldSystem(15)`, `"text"`, `.center`, `(320, 72)`), expressions in infix, and layout steps as assignments
/// (`secondLineLabel.y = firstLineLabel.maxY + 2`): a template's layout and height name the objects they refer to by
/// outlet where that is unambiguous, by object index (`#3.maxY`) otherwise. The same archive always gives the same
/// text, and the dumper accepts any archive, even one the reader would reject: an out-of-range index prints as it is.
///
/// No string of the archive can forge a line or a terminal escape: names that are not plain identifiers print as
/// string literals, and every control, format character (such as the bidirectional overrides) and line separator
/// in any string prints as an escape such as `\u{202E}`.
public enum ArchiveDumper {
    /// The text of `archive`, ending in a newline.
    public static func dump(_ archive: Archive) -> String {
        var lines: [String] = []
        let sourceName = escaped(archive.sourceName)
        lines.append("cellnib archive of \(sourceName), format version \(Archive.formatVersion)")
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
        let names = DumpedObjectNames(archive)
        for (index, object) in archive.objects.enumerated() {
            if index > 0 {
                lines.append("")
            }
            var heading = "#\(index) \(className(of: object, in: archive))"
            if case .string(let outlet) = object.value(for: "outlet") {
                heading += " " + (isPlainIdentifier(outlet) ? "'\(outlet)'" : quoted(outlet))
            }
            heading += " (\(sourceName):\(object.line):\(object.column))"
            if topLevelSet.contains(index) {
                heading += " [top-level]"
            }
            lines.append(heading)
            for property in object.properties {
                lines.append(contentsOf: describe(property) { names.name(of: $0, from: index) })
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ archivedClass: ArchivedClass, index: Int) -> [String] {
        var heading = "  \(index) \(name(archivedClass.name))"
        if let superclassName = archivedClass.superclassName {
            heading += ": \(name(superclassName))"
        }
        guard archivedClass.superclassName != nil || !archivedClass.schema.isEmpty else {
            return [heading]
        }
        heading += ", schema hash \(Hex.string(archivedClass.schemaHash, digits: 16))"
        if archivedClass.schema.isEmpty {
            return [heading + ", no schema lines"]
        }
        return [heading + ":"] + archivedClass.schema.map { "      " + escaped($0) }
    }

    private static func className(of object: ArchivedObject, in archive: Archive) -> String {
        archive.classes.indices.contains(object.classIndex)
            ? name(archive.classes[object.classIndex].name) : "<class \(object.classIndex)>"
    }

    /// The property's line, or its lines for a layout (a step a line); object references in it are named by
    /// `name`.
    private static func describe(_ property: ArchivedProperty, naming name: (Int) -> String) -> [String] {
        let prefix = "    \(self.name(property.key)):"
        guard case .layout(let steps) = property.value, !steps.isEmpty else {
            return ["\(prefix) \(text(of: property.value, naming: name))"]
        }
        return [prefix] + steps.map { "        " + text(of: $0, naming: name) }
    }

    /// `count` and the noun, singular or plural: `1 class`, `3 classes`.
    private static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }
}
