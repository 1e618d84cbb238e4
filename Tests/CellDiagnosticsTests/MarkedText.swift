import CellDiagnostics

/// Source text with location markers (`1️⃣` … `9️⃣`) taken out and their UTF-8 offsets kept, so tests name places
/// instead of counting bytes.
struct MarkedText {
    /// The text without its markers.
    let text: String
    private let offsets: [Character: Int]

    init(_ marked: String) {
        let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
        var text = ""
        var offsets: [Character: Int] = [:]
        for character in marked {
            if markers.contains(character) {
                offsets[character] = text.utf8.count
            } else {
                text.append(character)
            }
        }
        self.text = text
        self.offsets = offsets
    }

    /// The offset of `marker`; a missing marker is a broken test, reported as offset -1, which no range equals.
    subscript(_ marker: Character) -> Int {
        offsets[marker] ?? -1
    }

    /// The range from one marker to another.
    func range(_ start: Character, _ end: Character) -> SourceRange {
        SourceRange(start: self[start], end: max(self[start], self[end]))
    }
}
