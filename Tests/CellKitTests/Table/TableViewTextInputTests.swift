import CellKit
import Testing

/// A form row: a text field on the left, a text view on the right.
@MainActor
private final class FormCell: TableViewCell {
    let field = TextField(frame: Rect(x: 10, y: 5, width: 140, height: 34))
    let notes = TextView(frame: Rect(x: 160, y: 2, width: 150, height: 40))

    init() {
        super.init(style: .default, reuseIdentifier: "Form")
        contentView.addSubview(field)
        contentView.addSubview(notes)
    }
}

/// Form rows, each with its row's text, telling what the table's delegate hears.
@MainActor
private final class FormSource: TableViewDataSource, TableViewDelegate {
    var selections: [IndexPath] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "Form", for: indexPath)
        if let cell = cell as? FormCell {
            cell.field.text = "Name \(indexPath.row)"
            cell.notes.text = "Notes \(indexPath.row)"
        }
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath)
    }
}

/// A tap on a text field or text view in a cell edits it, as in UIKit, and does not select the row.
@Suite("TableView text input")
@MainActor
struct TableViewTextInputTests {
    private func makeForm() throws -> (TableView, FormSource, Window) {
        let source = FormSource()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 440))
        try table.register(factory: { FormCell() }, forCellReuseIdentifier: "Form")
        table.dataSource = source
        table.delegate = source
        let window = Window(size: Size(width: 320, height: 440))
        window.addSubview(table)
        window.layoutIfNeeded()
        return (table, source, window)
    }

    enum Tapper: CaseIterable, Sendable {
        case window
        case table
    }

    @Test("a tap on a cell's text view begins editing it and selects no row", arguments: Tapper.allCases)
    func textViewTakesTheTap(tapper: Tapper) throws {
        let (table, source, window) = try makeForm()
        let point = Point(x: 200, y: 44 * 3 + 20)
        switch tapper {
        case .window: window.tap(at: point)
        case .table: table.tap(at: point)
        }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)) as? FormCell)
        #expect(cell.notes.isEditing)
        #expect(table.indexPathForSelectedRow == nil && source.selections.isEmpty)
        cell.notes.insertText("!")
        #expect(cell.notes.text == "Notes 3!")
    }

    @Test(
        "a tap on a cell's text field begins editing it, ending the text view's, and selects no row",
        arguments: Tapper.allCases)
    func textFieldTakesTheTap(tapper: Tapper) throws {
        let (table, source, window) = try makeForm()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? FormCell)
        cell.notes.becomeFirstResponder()
        let point = Point(x: 50, y: 44 + 20)
        switch tapper {
        case .window: window.tap(at: point)
        case .table: table.tap(at: point)
        }
        #expect(cell.field.isEditing && !cell.notes.isEditing)
        #expect(table.indexPathForSelectedRow == nil && source.selections.isEmpty)
        let other = Point(x: 155, y: 44 * 5 + 22)
        window.tap(at: other)
        #expect(source.selections == [IndexPath(row: 5, section: 0)], "a tap beside the inputs still selects the row")
    }

    @Test("a text view that is not editable lets the tap through to the row")
    func readOnlyTextViewSelectsTheRow() throws {
        let (table, source, _) = try makeForm()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? FormCell)
        cell.notes.isEditable = false
        table.tap(at: Point(x: 200, y: 44 * 2 + 20))
        #expect(!cell.notes.isEditing && source.selections == [IndexPath(row: 2, section: 0)])
    }
}
