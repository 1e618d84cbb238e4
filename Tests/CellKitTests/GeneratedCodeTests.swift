import CellKit
import Testing

/// The classes cellc generates (Fixtures/GeneratedCells.swift) compile against CellKit from another module and
/// behave as their templates say.
@Suite("Generated code")
@MainActor
struct GeneratedCodeTests {
    @Test func transitCellLaysOutItsOutletsInTheContentView() {
        let cell = TransitStatusTableViewCell()
        cell.layoutIfNeeded()
        #expect(cell.reuseIdentifier == "TransitStatusTableViewCell")
        #expect(cell.selectionStyle == .none)
        #expect(cell.backgroundColor?.hexString == "#A4A4A4")
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 320, height: 72))
        #expect(cell.backgroundImageView.frame == Rect(x: 0, y: 0, width: 320, height: 72))
        #expect(cell.firstLineLabel.frame.origin.x == 12)
        #expect(cell.firstLineLabel.frame.width == 296)
        #expect(cell.firstLineLabel.font == .boldSystemFont(ofSize: 15))
        let outlets: [View] = [cell.backgroundImageView, cell.firstLineLabel]
        #expect(cell.contentView.subviews.map(ObjectIdentifier.init) == outlets.map(ObjectIdentifier.init))
    }

    @Test(arguments: [320.0, 375.0, 414.0])
    func transitCellFollowsTheTableWidth(width: Double) {
        let cell = TransitStatusTableViewCell()
        cell.frame.size = Size(width: width, height: TransitStatusTableViewCell.height(forWidth: width))
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        let contentWidth = width - 34
        #expect(cell.contentView.frame.width == contentWidth)
        #expect(cell.backgroundImageView.frame.width == contentWidth)
        #expect(cell.firstLineLabel.frame.width == contentWidth - 24)
    }

    @Test func registryMakesGeneratedTemplatesByName() throws {
        let registry = CellRegistry()
        registry.register(TransitStatusTableViewCell.self)
        registry.register(GalleryDetailView.self)
        #expect(registry.classNames == ["GalleryDetailView", "TransitStatusTableViewCell"])
        let cell = try registry.make(TransitStatusTableViewCell.self)
        #expect(cell.reuseIdentifier == TransitStatusTableViewCell.reuseIdentifier)
        let gallery = try registry.make(GalleryDetailView.self, className: "GalleryDetailView")
        #expect(gallery.scrollView.contentSize == Size(width: 640, height: 480))
        #expect(gallery.scrollView.superview === gallery)
        #expect(gallery.frame.size == Size(width: 320, height: 480))
    }
}
