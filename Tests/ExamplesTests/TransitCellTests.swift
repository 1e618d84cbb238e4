import CellKit
import ExampleCells
import Testing

/// The cell of seed 001, built by the Swift that cellc generated from Examples/Transit.cell.
@MainActor
@Suite struct TransitCellTests {
    /// Lays a fresh cell out at `width` x the template's height and returns it.
    private func layOut(atWidth width: Double) -> TransitStatusTableViewCell {
        let cell = TransitStatusTableViewCell()
        cell.frame = Rect(x: 0, y: 0, width: width, height: TransitStatusTableViewCell.height(forWidth: width))
        cell.layoutIfNeeded()
        return cell
    }

    @Test func hasTheTutorialsOutletsAndIdentifier() {
        let cell = TransitStatusTableViewCell()
        #expect(TransitStatusTableViewCell.reuseIdentifier == "TransitStatusTableViewCell")
        #expect(cell.reuseIdentifier == "TransitStatusTableViewCell")
        #expect(TransitStatusTableViewCell.templateName == "TransitStatusTableViewCell")
        let outlets: [View] = [cell.backgroundImageView, cell.firstLineLabel, cell.secondLineLabel, cell.snippetLabel]
        #expect(cell.contentView.subviews.map(ObjectIdentifier.init) == outlets.map(ObjectIdentifier.init))
        #expect(cell.selectionStyle == .none)
    }

    @Test(arguments: [320.0, 414.0])
    func everyOutletIsWhereTheTemplatePutsIt(width: Double) {
        let cell = layOut(atWidth: width)
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: width, height: 72))
        #expect(cell.backgroundImageView.frame == Rect(x: 0, y: 0, width: width, height: 72))
        #expect(cell.firstLineLabel.frame == Rect(x: 12, y: 8, width: width - 24, height: 20))
        #expect(cell.secondLineLabel.frame == Rect(x: 12, y: 30, width: width - 24, height: 16))
        #expect(cell.snippetLabel.frame == Rect(x: 12, y: 48, width: width - 24, height: 16))
    }

    @Test func appliesItsStyleAndItsOwnPropertiesOverTheStyle() {
        let cell = TransitStatusTableViewCell()
        #expect(cell.secondLineLabel.font == Font.systemFont(ofSize: 12))
        #expect(cell.secondLineLabel.textColor == Color(rgb: 0xA4A4A4))
        #expect(cell.snippetLabel.font == Font.systemFont(ofSize: 11))
        #expect(cell.snippetLabel.numberOfLines == 1)
        #expect(cell.firstLineLabel.font == Font.boldSystemFont(ofSize: 15))
        #expect(cell.backgroundImageView.image?.name == "transit_row_background")
    }

    /// The usage example of README.md, step by step.
    @Test func theReadmeExampleWorksAsWritten() throws {
        let registry = CellRegistry()
        TransitTemplates.register(in: registry)
        let cell = try registry.make(TransitStatusTableViewCell.self)
        cell.firstLineLabel.text = "Línea B"
        cell.frame = Rect(x: 0, y: 0, width: 414, height: TransitStatusTableViewCell.height(forWidth: 414))
        cell.layoutIfNeeded()
        #expect(cell.firstLineLabel.frame == Rect(x: 12, y: 8, width: 390, height: 20))
        #expect(cell.firstLineLabel.text == "Línea B")
    }

    @Test func registersByClassName() throws {
        let registry = CellRegistry()
        TransitTemplates.register(in: registry)
        #expect(registry.classNames == ["TransitStatusTableViewCell"])
        let made = try registry.make(TransitStatusTableViewCell.self)
        #expect(made.firstLineLabel.superview === made.contentView)
    }
}
