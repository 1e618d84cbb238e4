import CellTestSupport

/// The generated part of a table's initial content: row counts per section and a seed from which every row's
/// identifier and height, and every section's header and footer, are derived. Rows made later (inserted, reloaded)
/// come from the same seed, so a huge table costs a few choices to generate and to shrink, not one per row.
struct ModelSpec: Sendable, CustomStringConvertible {
    var rowCounts: [Int]
    var heights: HeightProfile
    /// Whether sections answer header and footer heights (else the style's defaults apply).
    var answersSectionHeights: Bool
    var seed: UInt64

    /// The row with `id` and content `version`, drawn for `identifierCount` identifiers.
    func item(id: Int, version: Int = 0, identifierCount: Int) -> ModelItem {
        var random = SplitMix64(seed: seed ^ (UInt64(id) &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(version) << 48))
        let identifier = Int(random.next() % UInt64(identifierCount))
        return ModelItem(id: id, identifier: identifier, height: heights.height(using: &random), version: version)
    }

    /// Section `index`'s header and footer answers.
    func section(_ index: Int, items: [ModelItem]) -> ModelSection {
        guard answersSectionHeights else {
            return ModelSection(header: nil, footer: nil, items: items)
        }
        var random = SplitMix64(seed: seed &+ UInt64(index) &+ 0x5EC7)
        let header = random.next() % 3 == 0 ? nil : Double(random.next() % 41)
        let footer = random.next() % 3 == 0 ? nil : Double(random.next() % 41)
        return ModelSection(header: header, footer: footer, items: items)
    }

    var description: String {
        let total = rowCounts.reduce(0, +)
        let sections = rowCounts.count == 1 ? "1 section" : "\(rowCounts.count) sections"
        let headers = answersSectionHeights ? ", section heights" : ""
        return "\(sections) of \(rowCounts) rows (\(total) in all), heights \(heights)\(headers), seed \(seed)"
    }
}
