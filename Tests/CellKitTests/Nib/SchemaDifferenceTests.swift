import Testing

@testable import CellKit

@Suite("Schema differences")
struct SchemaDifferenceTests {
    private static let actions = [
        "outlet thumbnailButton: Button", "outlet infoButton: Button", "action buttonPressed", "action infoPressed",
        "reuseIdentifier \"ThumbnailCell\"", "height = 150",
    ]

    private static func changed(_ change: (inout [String]) -> Void) -> [String] {
        var lines = actions
        change(&lines)
        return lines
    }

    @Test(
        arguments: [
            // A renamed action that sorts after the others moves: both names, not only the old one.
            (
                changed { $0[2...3] = ["action infoPressed", "action thumbnailTapped"] },
                "the class has 'action buttonPressed' where the archive has 'action thumbnailTapped'"
            ),
            // The class's line moved the other way.
            (
                changed { $0[2...3] = ["action aboutPressed", "action buttonPressed"] },
                "the class has 'action infoPressed' where the archive has 'action aboutPressed'"
            ),
            // Two different lines at the same position.
            (
                changed { $0[0] = "outlet playButton: Button" },
                "the class has 'outlet thumbnailButton: Button' where the archive has 'outlet playButton: Button'"
            ),
            (
                changed { $0[4] = "reuseIdentifier \"Thumbnail\"" },
                "the class has 'reuseIdentifier \"ThumbnailCell\"' where the archive has "
                    + "'reuseIdentifier \"Thumbnail\"'"
            ),
            // A line only one side has: no counterpart, as the other side has fewer lines of its kind.
            (
                changed { $0.insert("action sharePressed", at: 4) },
                "action 'sharePressed' is in the archive but not in the class"
            ),
            (changed { $0.remove(at: 2) }, "action 'buttonPressed' is in the class but not in the archive"),
            (changed { $0.removeLast() }, "'height = 150' is in the class but not in the archive"),
            (
                changed { $0.append("frame title = (0, 0, 10, 10)") },
                "frame 'title = (0, 0, 10, 10)' is in the archive but not in the class"
            ),
            // The same lines in another order.
            (
                changed { $0.swapAt(0, 1) },
                "the class has 'outlet thumbnailButton: Button' where the archive has 'outlet infoButton: Button'"
            ),
        ])
    func firstDifference(archive: [String], expected: String) {
        #expect(SchemaDifference.first(classSchema: Self.actions, archiveSchema: archive) == expected)
    }

    @Test func equalSchemasHaveNoDifference() {
        #expect(SchemaDifference.first(classSchema: Self.actions, archiveSchema: Self.actions) == nil)
        #expect(SchemaDifference.first(classSchema: [], archiveSchema: []) == nil)
    }

    /// Frames pair by the view they place: a changed frame names both lines, another view's frame does not.
    @Test func framesPairByTheirView() {
        let base = ["outlet a: Label", "outlet b: Label", "frame a = (0, 0, 1, 1)", "frame b = (0, 0, 2, 2)"]
        #expect(
            SchemaDifference.first(
                classSchema: base, archiveSchema: ["outlet a: Label", "outlet b: Label", "frame b = (0, 0, 2, 2)"])
                == "frame 'a = (0, 0, 1, 1)' is in the class but not in the archive")
        var moved = base
        moved[2] = "frame a = (5, 0, 1, 1)"
        #expect(
            SchemaDifference.first(classSchema: base, archiveSchema: moved)
                == "the class has 'frame a = (0, 0, 1, 1)' where the archive has 'frame a = (5, 0, 1, 1)'")
    }
}
