import CellKit
import CellTestSupport
import Testing

/// What the nib-equivalence test compares of two trees tells apart what a template can set differently: fonts that
/// share a name and size, and a cell's selected background while it is not shown.
@MainActor
@Suite struct ViewDescriptionTests {
    private func label(_ font: Font) -> Label {
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20))
        label.font = font
        return label
    }

    @Test("a font's traits and text style are compared, not only its name and size")
    func fonts() {
        let system = ViewDescription.lines(of: label(.systemFont(ofSize: 13, weight: .medium)))
        let digits = ViewDescription.lines(of: label(.monospacedDigitSystemFont(ofSize: 13, weight: .medium)))
        #expect(ViewDescription.difference(digits, from: system) != nil)
        let body = ViewDescription.lines(of: label(.preferredFont(forTextStyle: .body)))
        let plain = ViewDescription.lines(of: label(.systemFont(ofSize: 17)))
        #expect(ViewDescription.difference(body, from: plain) != nil)
        #expect(ViewDescription.difference(body, from: body) == nil)
    }

    @Test("a cell's selected background is compared while the cell is not selected, when it is no subview")
    func unshownSelectedBackground() {
        let cells = [Color.systemRed, .systemBlue].map { color in
            let cell = TableViewCell(style: .default, reuseIdentifier: "cell")
            let background = View()
            background.backgroundColor = color
            cell.selectedBackgroundView = background
            #expect(background.superview == nil)
            return cell
        }
        let lines = cells.map { ViewDescription.lines(of: $0) }
        #expect(lines[0].contains { $0.contains("unshown selectedBackgroundView") })
        #expect(ViewDescription.difference(lines[0], from: lines[1]) != nil)
    }
}
