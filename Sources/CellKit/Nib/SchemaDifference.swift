/// The first difference between a registered class's schema lines and an archive's, as a sentence.
enum SchemaDifference {
    /// The first line at which `classSchema` and `archiveSchema` differ, described for a developer; nil when the
    /// schemas are equal.
    ///
    /// A line that replaces another is named with it ("the class has 'action buttonPressed' where the archive has
    /// 'action thumbnailTapped'"): two different lines at the same position, or a line one side lacks and a line
    /// of the same kind (`action`, `frame title`, …) the other side lacks, when both sides have as many lines of
    /// that kind (a renamed action moves in the sorted action lines). Otherwise the line is named alone ("outlet
    /// 'title: Label' is in the archive but not in the class").
    static func first(classSchema: [String], archiveSchema: [String]) -> String? {
        guard classSchema != archiveSchema else {
            return nil
        }
        let common = min(classSchema.count, archiveSchema.count)
        let index = (0..<common).first { classSchema[$0] != archiveSchema[$0] } ?? common
        let classLine = index < classSchema.count ? classSchema[index] : nil
        let archiveLine = index < archiveSchema.count ? archiveSchema[index] : nil
        let classOnly = classLine.flatMap { archiveSchema.contains($0) ? nil : $0 }
        let archiveOnly = archiveLine.flatMap { classSchema.contains($0) ? nil : $0 }
        switch (classOnly, archiveOnly) {
        case (let classLine?, let archiveLine?):
            return replaced(classLine, by: archiveLine)
        case (let classLine?, nil):
            // The archive lacks the class's line; the rest is shifted, so look for what replaced it.
            if let archiveLine = counterpart(of: classLine, in: archiveSchema, lacking: classSchema) {
                return replaced(classLine, by: archiveLine)
            }
            return quoted(classLine) + " is in the class but not in the archive"
        case (nil, let archiveLine?):
            if let classLine = counterpart(of: archiveLine, in: classSchema, lacking: archiveSchema) {
                return replaced(classLine, by: archiveLine)
            }
            return quoted(archiveLine) + " is in the archive but not in the class"
        case (nil, nil):
            // Both lines are on both sides, in another order.
            return replaced(classLine ?? "", by: archiveLine ?? "")
        }
    }

    /// The first line of `lines` of the same kind as `line` that `others` lacks, when both have as many lines of
    /// that kind: the line that replaced `line`.
    private static func counterpart(of line: String, in lines: [String], lacking others: [String]) -> String? {
        let key = kind(of: line)
        let sameKind = lines.filter { kind(of: $0) == key }
        guard sameKind.count == others.count(where: { kind(of: $0) == key }) else {
            return nil
        }
        return sameKind.first { !others.contains($0) }
    }

    /// What a line declares, without its value: `action` for `action refresh`, `frame title` for `frame title =
    /// (…)`, `height` for `height = …`; the first word for any other line.
    private static func kind(of line: String) -> Substring {
        if line.hasPrefix("frame "), let equals = line.firstRange(of: " = ") {
            return line[..<equals.lowerBound]
        }
        return line.split(separator: " ", maxSplits: 1).first ?? Substring(line)
    }

    private static func replaced(_ classLine: String, by archiveLine: String) -> String {
        "the class has '\(classLine)' where the archive has '\(archiveLine)'"
    }

    /// `outlet 'title: Label'`: a line that declares something by name, its first word, then the rest in quotes;
    /// any other line (`height = 150`, `reuseIdentifier "Cell"`) in quotes.
    private static func quoted(_ line: String) -> String {
        let named: Set<Substring> = ["outlet", "subview", "action", "owner", "frame"]
        guard let space = line.firstIndex(of: " "), named.contains(line[..<space]) else {
            return "'\(line)'"
        }
        return "\(line[..<space]) '\(line[line.index(after: space)...])'"
    }
}
