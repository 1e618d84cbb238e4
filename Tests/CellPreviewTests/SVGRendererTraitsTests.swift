import CellKit
import Testing

@testable import CellPreview

/// The picture in light and dark mode: dynamic colours drawn as the view's trait collection resolves them, fonts of
/// every weight, and the tint on a cell's accessory.
@MainActor @Suite("SVG renderer: traits, weights and tint")
struct SVGRendererTraitsTests {
    /// A card: a system-background view with a `.label` title and a `.secondaryLabel` subtitle.
    private func card() -> (root: View, title: Label) {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 60))
        root.backgroundColor = .systemBackground
        let title = Label(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        title.text = "Title"
        let subtitle = Label(frame: Rect(x: 0, y: 30, width: 200, height: 30))
        subtitle.text = "Subtitle"
        subtitle.textColor = .secondaryLabel
        root.addSubview(title)
        root.addSubview(subtitle)
        return (root, title)
    }

    @Test("light mode draws the light values, dark mode the dark ones, for the same views")
    func darkModePicture() {
        let (root, _) = card()
        let light = SVGRenderer().render(root)
        #expect(light.contains(##"<rect x="0" y="0" width="200" height="60" fill="#FFFFFF"/>"##))
        #expect(light.contains(##"fill="#000000">Title</text>"##))
        #expect(light.contains(##"fill="#3C3C43" fill-opacity="0.6">Subtitle</text>"##))
        root.traitOverrides.userInterfaceStyle = .dark
        let dark = SVGRenderer().render(root)
        #expect(dark.contains(##"<rect x="0" y="0" width="200" height="60" fill="#000000"/>"##))
        #expect(dark.contains(##"fill="#FFFFFF">Title</text>"##))
        #expect(dark.contains(##"fill="#EBEBF5" fill-opacity="0.6">Subtitle</text>"##))
    }

    @Test("a subtree drawn alone takes the traits of the window it is in")
    func subtreeInDarkWindow() {
        let window = Window(size: Size(width: 200, height: 100))
        let (root, title) = card()
        window.addSubview(root)
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(SVGRenderer().render(title).contains(##"fill="#FFFFFF">Title</text>"##))
    }

    @Test(
        "a weight other than regular and bold is a numeric font-weight; italic is a font-style",
        arguments: [(Font.Weight.semibold, "600"), (.ultraLight, "100"), (.black, "900"), (.medium, "500")])
    func weights(_ weight: Font.Weight, css: String) {
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20))
        label.text = "W"
        label.font = .systemFont(ofSize: 12, weight: weight)
        #expect(SVGRenderer().render(label).contains(#"font-weight="\#(css)""#))
        label.font = .italicSystemFont(ofSize: 12)
        #expect(SVGRenderer().render(label).contains(#"font-style="italic""#))
    }

    @Test("a cell's checkmark takes its tint, inherited from the table's window")
    func tintedAccessory() {
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        cell.accessoryType = .checkmark
        #expect(SVGRenderer().render(cell).contains(##"stroke="#007AFF""##))
        let window = Window()
        window.tintColor = .systemPink
        window.addSubview(cell)
        #expect(SVGRenderer().render(cell).contains(##"stroke="#FF2D55""##))
    }
}
