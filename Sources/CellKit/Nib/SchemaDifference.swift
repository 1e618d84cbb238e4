/// The first difference between a registered class's schema lines and an archive's, as a sentence.
enum SchemaDifference {
    /// The first line at which `classSchema` and `archiveSchema` differ, described for a developer: a line only
    /// one side has ("outlet 'title: Label' is in the archive but not in the class"), or the two lines where both
    /// sides have a line the other lacks ("the class has 'frame title = …' where the archive has '…'"); nil when
    /// the schemas are equal.
    static func first(classSchema: [String], archiveSchema: [String]) -> String? {
        var index = 0
        while index < classSchema.count || index < archiveSchema.count {
            let classLine = index < classSchema.count ? classSchema[index] : nil
            let archiveLine = index < archiveSchema.count ? archiveSchema[index] : nil
            if classLine == archiveLine {
                index += 1
                continue
            }
            switch (classLine, archiveLine) {
            case (nil, let archiveLine?):
                return quoted(archiveLine) + " is in the archive but not in the class"
            case (let classLine?, nil):
                return quoted(classLine) + " is in the class but not in the archive"
            case (let classLine?, let archiveLine?):
                // A line only one side has shifts the rest; name it rather than the pair it misaligns.
                let archiveLineInClass = classSchema.contains(archiveLine)
                let classLineInArchive = archiveSchema.contains(classLine)
                if !archiveLineInClass && classLineInArchive {
                    return quoted(archiveLine) + " is in the archive but not in the class"
                }
                if archiveLineInClass && !classLineInArchive {
                    return quoted(classLine) + " is in the class but not in the archive"
                }
                return "the class has '\(classLine)' where the archive has '\(archiveLine)'"
            case (nil, nil):
                return nil
            }
        }
        return nil
    }

    /// `outlet 'title: Label'`: the line's first word, then the rest in quotes.
    private static func quoted(_ line: String) -> String {
        guard let space = line.firstIndex(of: " ") else {
            return "'\(line)'"
        }
        return "\(line[..<space]) '\(line[line.index(after: space)...])'"
    }
}
