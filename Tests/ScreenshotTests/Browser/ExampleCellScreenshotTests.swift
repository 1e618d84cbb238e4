import CellKit
import CellPreview
import ExampleCells
import Foundation
import Testing

/// Every template of every example file (Examples/*.cell), drawn by the SVG renderer and opened in headless
/// Chromium, in light and dark mode: each colour the laid-out tree says a view draws (an opaque background where no
/// later view covers it, a label's text, a button's current title, a control's tint, a cell's accessory) is in the
/// screenshot inside that view's visible frame. Then what colour alone does not say: a button shows its state's
/// title colour and not its normal one, an asset colour switches with the appearance, Dynamic Type text grows with
/// the content size category, and an accessory takes the tint its cell sets.
@MainActor
@Suite(
    "Example cells in a browser", .serialized,
    .enabled(
        if: Chromium.testsRun,
        "no chromium found (install Debian's chromium, set CHROMIUM, or run .ci/run); under CI it fails"))
struct ExampleCellScreenshotTests {
    /// The width every template is laid out at: a phone's.
    private static let width = 375.0

    /// Each example file's registration, by the file's base name.
    private static let examples: [(name: String, register: @MainActor (CellRegistry) -> Void)] = [
        ("Account", AccountTemplates.register), ("Comments", CommentsTemplates.register),
        ("Fruit", FruitTemplates.register), ("Gallery", GalleryTemplates.register),
        ("Photos", PhotosTemplates.register), ("SmartNews", SmartNewsTemplates.register),
        ("StackList", StackListTemplates.register), ("Transit", TransitTemplates.register),
        ("Vocabulary", VocabularyTemplates.register),
    ]

    /// The repository's root, from this file's path.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The asset catalog Account.cell's `.asset` colours come from, as the app gives it to its window.
    private static func colorAssets() throws -> ColorAssets {
        try ColorAssets(directory: root.appendingPathComponent("Examples/Assets/Account.xcassets").path)
    }

    @Test("the suite draws every example file")
    func everyExampleFileIsDrawn() throws {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Examples").path)
        let names = files.filter { $0.hasSuffix(".cell") }.map { String($0.dropLast(".cell".count)) }.sorted()
        #expect(names == Self.examples.map(\.name))
    }

    @Test(
        "every colour each example template draws is in the screenshot", arguments: [UserInterfaceStyle.light, .dark])
    func everyDrawnColorIsOnScreen(style: UserInterfaceStyle) throws {
        for (name, register) in Self.examples {
            let registry = CellRegistry()
            register(registry)
            let templates = try registry.classNames.compactMap { className -> View? in
                let view = try registry.make(className: className)
                return view is any Template ? view : nil
            }
            #expect(!templates.isEmpty, "\(name) has no template")
            for template in templates {
                let window = try window(holding: template, style: style)
                let image = try screenshot(of: window)
                let colors = DrawnColor.all(in: window, names: outlets(of: template))
                #expect(!colors.isEmpty, "\(name) \(type(of: template)): nothing to check")
                for drawn in colors {
                    let found = image.nearest(
                        to: drawn.color, in: drawn.rect, excluding: drawn.covered, wholePixels: drawn.kind == .fill)
                    // A fill is its colour exactly; text and strokes are antialiased at their edges.
                    let tolerance = drawn.kind == .fill ? 2 : 24
                    if let found {
                        #expect(
                            found.distance <= tolerance,
                            "\(name) \(type(of: template)) in \(style): \(drawn); nearest is \(found.pixel)")
                    }
                }
            }
        }
    }

    @Test("a selected button shows its selected title's colour and a disabled one its disabled colour, not the normal")
    func stateColors() throws {
        let cell = SignInCell()
        let window = try window(holding: cell, style: .light)
        let image = try screenshot(of: window)
        let follow = cell.followButton.convert(cell.followButton.bounds, to: window)
        let offline = cell.offlineButton.convert(cell.offlineButton.bounds, to: window)
        #expect(cell.followButton.currentTitle == "Following")
        #expect(try #require(image.nearest(to: .systemRed, in: follow)).distance <= 24)
        #expect(try #require(image.nearest(to: .systemTeal, in: follow)).distance > 60, "the normal title's tint")
        #expect(cell.offlineButton.currentTitle == "Offline")
        #expect(try #require(image.nearest(to: .systemRed, in: offline)).distance <= 24)
        #expect(try #require(image.nearest(to: .systemBlue, in: offline)).distance > 60, "the normal title's colour")
    }

    @Test("a label's text shadow is drawn in its colour, beneath the text and moved by its offset")
    func textShadow() throws {
        let cell = VocabularyCell()
        let window = try window(holding: cell, style: .light)
        let image = try screenshot(of: window)
        let label = cell.titleLabel
        let frame = label.convert(label.bounds, to: window)
        #expect(try #require(image.nearest(to: .systemIndigo, in: frame)).distance <= 24, "the shadow's colour")
        #expect(try #require(image.nearest(to: .black, in: frame)).distance <= 24, "the text over it")
        // The shadow is 2 points right of the text: its ink ends further right.
        #expect(inkWidth(of: .systemIndigo, in: frame, of: image) > 0)
        let textRight = inkRight(of: .black, in: frame, of: image)
        let shadowRight = inkRight(of: .systemIndigo, in: frame, of: image)
        #expect(shadowRight == textRight + 2, "shadow ends at \(shadowRight), text at \(textRight)")
    }

    @Test("an asset colour is its light entry in light mode and its dark entry in dark mode")
    func assetColorFollowsTheAppearance() throws {
        let assets = try Self.colorAssets()
        let teal = try assets.color(named: "AccountTeal")
        var seen: [PNGImage.Pixel] = []
        for style in [UserInterfaceStyle.light, .dark] {
            let cell = ProfileHeaderCell()
            let image = try screenshot(of: try window(holding: cell, style: style))
            // The header's background shows right of the text, below the rating.
            let free = Rect(x: Self.width - 30, y: 60, width: 10, height: 10)
            let expected = teal.resolved(with: TraitCollection(userInterfaceStyle: style))
            let found = try #require(image.nearest(to: expected, in: free))
            #expect(found.distance <= 2, "\(style): \(found.pixel), expected \(expected)")
            seen.append(found.pixel)
        }
        #expect(seen[0] != seen[1])
    }

    @Test("Dynamic Type text is drawn wider at a larger content size category")
    func textGrowsWithTheCategory() throws {
        var widths: [Int] = []
        for category in [ContentSizeCategory.extraSmall, .large, .extraExtraExtraLarge] {
            let cell = PlanCell()
            let window = try window(holding: cell, style: .light)
            window.traitOverrides.preferredContentSizeCategory = category
            window.layoutIfNeeded()
            let image = try screenshot(of: window)
            let frame = cell.planLabel.convert(cell.planLabel.bounds, to: window)
            widths.append(inkWidth(of: .systemPurple, in: frame, of: image))
        }
        #expect(widths[0] + 8 < widths[1] && widths[1] + 8 < widths[2], "widths of 'Family plan': \(widths)")
    }

    @Test("a cell's accessory takes the tint the cell sets: a purple checkmark, an orange detail button")
    func accessoriesTakeTheTint() throws {
        for (cell, tint) in [(PlanCell() as TableViewCell, Color.systemPurple), (DeviceCell(), .systemOrange)] {
            let image = try screenshot(of: try window(holding: cell, style: .light))
            let strip = Rect(
                x: Self.width - cell.accessoryWidth, y: 0, width: cell.accessoryWidth, height: cell.frame.height)
            #expect(try #require(image.nearest(to: tint, in: strip)).distance <= 24, "\(type(of: cell))")
            #expect(try #require(image.nearest(to: .systemBlue, in: strip)).distance > 60, "not the default tint")
        }
    }

    /// A window as wide as a phone holding `template` at its height for that width, in `style`, with the example
    /// app's asset catalog.
    private func window(holding template: View, style: UserInterfaceStyle) throws -> Window {
        var size = template.frame.size
        if let cell = template as? TableViewCell, let type = type(of: template) as? any CellTemplate.Type {
            size = Size(width: Self.width, height: type.height(forWidth: Self.width))
            if size.height == TableView.automaticDimension {
                cell.frame = Rect(x: 0, y: 0, width: Self.width, height: 44)
                size.height = cell.systemLayoutSizeFitting(Size(width: Self.width, height: 0)).height
            }
        } else if let type = type(of: template) as? any CollectionTemplate.Type {
            size = type.nominalSize
        }
        // Headless Chromium draws only the top of a window less than about 150 pixels high: at least 200.
        let window = Window(size: Size(width: max(Self.width, size.width), height: max(200, size.height)))
        window.traitOverrides.userInterfaceStyle = style
        window.traitOverrides.colorAssets = try Self.colorAssets()
        template.frame = Rect(origin: .zero, size: size)
        window.addSubview(template)
        window.layoutIfNeeded()
        return window
    }

    /// The browser's screenshot of `window`.
    private func screenshot(of window: Window) throws -> PNGImage {
        let svg = SVGRenderer().render(window)
        let png = try Chromium.screenshot(
            ofSVG: svg, width: Int(window.frame.width), height: Int(window.frame.height))
        return try PNGImage(bytes: png)
    }

    /// How many pixels wide the run of `color` (within 24 of it) is in `rect`: from its leftmost to its rightmost
    /// pixel, 0 when it is not there.
    private func inkWidth(of color: Color, in rect: Rect, of image: PNGImage) -> Int {
        var columns: [Int] = []
        for x in Int(rect.minX)..<min(Int(rect.maxX), image.width) {
            let column = Rect(x: Double(x), y: rect.minY, width: 1, height: rect.height)
            if let found = image.nearest(to: color, in: column), found.distance <= 24 {
                columns.append(x)
            }
        }
        guard let first = columns.first, let last = columns.last else { return 0 }
        return last - first + 1
    }

    /// The rightmost pixel column of `rect` that has `color` (within 24 of it), -1 when none has.
    private func inkRight(of color: Color, in rect: Rect, of image: PNGImage) -> Int {
        for x in (Int(rect.minX)..<min(Int(rect.maxX), image.width)).reversed() {
            let column = Rect(x: Double(x), y: rect.minY, width: 1, height: rect.height)
            if let found = image.nearest(to: color, in: column), found.distance <= 24 {
                return x
            }
        }
        return -1
    }

    /// The views a template holds in stored properties, by name, for messages.
    private func outlets(of view: View) -> [ObjectIdentifier: String] {
        var outlets: [ObjectIdentifier: String] = [:]
        var mirror: Mirror? = Mirror(reflecting: view)
        while let current = mirror {
            for child in current.children {
                if let label = child.label, let subview = child.value as? View {
                    outlets[ObjectIdentifier(subview)] = label
                }
            }
            mirror = current.superclassMirror
        }
        return outlets
    }
}
