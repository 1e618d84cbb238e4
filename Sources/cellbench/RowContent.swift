import CellKit

/// The content the benchmark's rows show, built once: a row takes entry `row % count` of each table. Formatting a
/// string per row would allocate on every bind and hide the table's own allocations behind the data source's.
enum RowContent {
    static let titles = [
        "Morning commute", "Lunch with Ada", "Quarterly report", "Gym", "Flight to Lisbon", "Dentist",
        "Team retrospective",
    ]
    static let subtitles = [
        "Platform 4, 08:12", "Café Central", "Draft due Friday", "Legs and core", "Terminal 2, gate 31",
    ]
    static let bodies = [
        "Bring the printed tickets and the passport; the gate closes forty minutes before departure.",
        "The venue moved to the second floor. Parking is free after six.",
        "Notes from last week are attached; please read them before the call.",
    ]
    static let footnotes = ["2 comments", "Shared with 3 people", "Updated yesterday", "Pinned"]
    static let icons = [
        Image(named: "calendar", size: Size(width: 24, height: 24)),
        Image(named: "person", size: Size(width: 24, height: 24)),
        Image(named: "airplane", size: Size(width: 24, height: 24)),
    ]
    static let photos = [
        Image(named: "photo_lisbon", size: Size(width: 96, height: 96)),
        Image(named: "photo_office", size: Size(width: 96, height: 96)),
    ]

    /// Entry `row % values.count` of `values`.
    static func pick<Value>(_ values: [Value], _ row: Int) -> Value {
        values[row % values.count]
    }
}
