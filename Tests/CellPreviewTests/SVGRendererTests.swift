import CellKit
import Testing

@testable import CellPreview

/// What `SVGRenderer` draws for each kind of view, and that it draws the same bytes every time.
@MainActor @Suite("SVG renderer")
struct SVGRendererTests {
    private func render(_ view: View, assets: (any ImageAssetSource)? = nil) -> String {
        SVGRenderer(assets: assets).render(view)
    }

    @Test("the document has the view's size; a background is a rect with its colour, corners and opacity")
    func backgrounds() {
        let root = View(frame: Rect(x: 50, y: 50, width: 200, height: 100))
        let box = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        box.backgroundColor = Color(rgb: 0x336699, alpha: 0.5)
        box.cornerRadius = 4
        box.alpha = 0.25
        root.addSubview(box)
        let svg = render(root)
        #expect(
            svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100""#))
        #expect(svg.contains(#"<g transform="translate(10,20)" opacity="0.25">"#))
        #expect(svg.contains(##"<rect x="0" y="0" width="30" height="40" rx="4" fill="#336699" fill-opacity="0.5"/>"##))
    }

    @Test(
        "a label whose height over its line height is negative, infinite or not a number draws one line",
        arguments: [(-1e308, 17.0), (40, 0), (40, -12), (.nan, 17), (1e308, 1e-308)])
    func labelsOfHostileSizes(height: Double, fontSize: Double) {
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: height))
        label.text = "one two three"
        label.font = .systemFont(ofSize: fontSize)
        label.numberOfLines = 0
        #expect(render(label).hasPrefix("<svg"))
    }

    @Test("a switch is a capsule track, its on tint when on and light grey when off, with its thumb at the value's end")
    func switches() {
        let toggle = Switch(frame: Rect(x: 0, y: 0, width: 51, height: 31))
        let off = render(toggle)
        #expect(off.contains(##"<rect x="0" y="0" width="51" height="31" rx="15.5" ry="15.5" fill="#E9E9EA"/>"##))
        #expect(off.contains(##"<circle cx="15.5" cy="15.5" r="13.5" fill="#FFFFFF"/>"##))
        toggle.isOn = true
        toggle.onTintColor = .systemBlue
        let on = render(toggle)
        #expect(on.contains(##"<rect x="0" y="0" width="51" height="31" rx="15.5" ry="15.5" fill="#007AFF"/>"##))
        #expect(on.contains(##"<circle cx="35.5" cy="15.5" r="13.5" fill="#FFFFFF"/>"##))
    }

    @Test(
        "a label is text in its font's size, weight and colour, centred vertically, placed by alignment, never squeezed"
    )
    func labels() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        label.text = "LIMA <&>"
        label.font = .boldSystemFont(ofSize: 12)
        label.textColor = Color(red: 164 / 255, green: 164 / 255, blue: 164 / 255)
        label.textAlignment = .center
        let svg = render(label)
        #expect(
            svg.contains(
                ##"<text x="50" y="15" font-size="12" dominant-baseline="central" text-anchor="middle" font-weight="bold" font-family="CellKit-Inter-Bold, "##
            ))
        #expect(svg.contains(##"fill="#A4A4A4">LIMA &lt;&amp;&gt;</text>"##))
        // A line that fills its label is drawn at the font's own widths: nothing hides a disagreement.
        label.text = String(repeating: "LIMA ", count: 10)
        let long = render(label)
        #expect(long.contains("…</text>"))
        #expect(!long.contains("textLength") && !long.contains("lengthAdjust"))
    }

    @Test("wrapped lines stack from the centre; a line cut off by the limit ends with an ellipsis")
    func multilineAndTruncation() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 60, height: 40))
        label.font = .systemFont(ofSize: 10)
        label.text = "one two three four five six"
        label.numberOfLines = 2
        let svg = render(label)
        let texts = svg.split(separator: "\n").filter { $0.contains("<text") }
        #expect(texts.count == 2)
        // The two lines' block is centred: the first line's middle half a line below the block's top.
        let firstY = (40 - 2 * label.font.lineHeight) / 2 + label.font.lineHeight / 2
        #expect(texts.first?.contains("y=\"\(SVGWriter.number(firstY))\"") == true)
        #expect(texts.last?.contains("…</text>") == true)
    }

    @Test("hidden and fully transparent views are not drawn, nor their subviews")
    func hidden() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let hidden = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20))
        hidden.text = "secret"
        hidden.isHidden = true
        let clear = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        clear.alpha = 0
        let inside = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20))
        inside.text = "also secret"
        clear.addSubview(inside)
        root.addSubview(hidden)
        root.addSubview(clear)
        #expect(!render(root).contains("secret"))
    }

    @Test("a scroll view clips its content and shows it from its content offset")
    func scrolling() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = Size(width: 100, height: 500)
        let label = Label(frame: Rect(x: 0, y: 250, width: 100, height: 20))
        label.text = "far"
        scroll.addSubview(label)
        scroll.contentOffset = Point(x: 0, y: 200)
        let above = Label(frame: Rect(x: 0, y: 20, width: 100, height: 20))
        above.text = "scrolled away"
        scroll.addSubview(above)
        let svg = render(scroll)
        #expect(svg.contains(#"<g transform="translate(0,50)">"#))
        #expect(svg.contains(#"<g clip-path="url(#clip2)">"#))
        #expect(svg.contains(#"<clipPath id="clip2">\#n      <rect x="0" y="0" width="100" height="100"/>"#))
        #expect(!svg.contains("scrolled away"))
    }

    @Test("a button draws its current state's title, colour and image, where its alignments and insets put them")
    func buttonStates() {
        let button = Button(frame: Rect(x: 0, y: 0, width: 200, height: 44))
        button.title = "Follow"
        button.selectedTitle = "Following"
        button.setTitleColor(.red, for: .selected)
        button.image = Image(named: "plus", size: Size(width: 20, height: 20))
        button.contentHorizontalAlignment = .left
        button.contentEdgeInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        var svg = render(button)
        #expect(svg.contains(">Follow</text>"))
        #expect(svg.contains(##"fill="#007AFF""##))
        // The image's placeholder starts at the left inset, and the title after it, anchored at its start.
        #expect(svg.contains(#"<rect x="10" y="12" width="20" height="20""#))
        #expect(svg.contains(#"<text x="30""#))
        button.isSelected = true
        svg = render(button)
        #expect(svg.contains(">Following</text>"))
        #expect(svg.contains(##"fill="#FF0000""##))
        button.isEnabled = false
        #expect(render(button).contains(">Follow</text>"))
    }

    @Test(
        "a glyph button draws its glyph centred in the tint; a system button with nothing draws nothing",
        arguments: [
            (Button.ButtonType.detailDisclosure, "i"), (.infoLight, "i"), (.infoDark, "i"), (.contactAdd, "+"),
            (.close, "×"),
        ])
    func glyphButtons(type: Button.ButtonType, sign: String) {
        let button = Button(frame: Rect(x: 0, y: 0, width: 44, height: 44))
        button.buttonType = type
        let svg = render(button)
        #expect(svg.contains("<circle"))
        #expect(svg.contains(">\(sign)</text>"))
        #expect(svg.contains(#"cx="22" cy="22""#))
        let empty = Button(frame: Rect(x: 0, y: 0, width: 44, height: 44))
        #expect(!render(empty).contains("<circle"))
    }

    @Test("an image view without an image is a placeholder only when the renderer shows empty image views")
    func emptyImageViews() {
        let imageView = ImageView(frame: Rect(x: 0, y: 0, width: 120, height: 40))
        #expect(!render(imageView).contains("<line"))
        let svg = SVGRenderer(showsEmptyImageViews: true).render(imageView)
        #expect(svg.contains("<line"))
        #expect(svg.contains(">no image</text>"))
    }

    @Test("an image without an asset is a placeholder named after it; with one, the asset embedded as a data URL")
    func images() {
        let imageView = ImageView(image: Image(named: "max_galeria_000", size: Size(width: 64, height: 48)))
        imageView.frame = Rect(x: 0, y: 0, width: 200, height: 48)
        #expect(render(imageView).contains(">max_galeria_000</text>"))

        struct OneAsset: ImageAssetSource {
            func asset(named name: String) -> ImageAsset? {
                name == "max_galeria_000" ? ImageAsset(mediaType: "image/svg+xml", bytes: Array("<svg/>".utf8)) : nil
            }
        }
        let svg = render(imageView, assets: OneAsset())
        #expect(svg.contains(#"href="data:image/svg+xml;base64,PHN2Zy8+""#))
        #expect(!svg.contains(">max_galeria_000</text>"))
    }

    @Test("a table draws its cells with separators and accessories; separatorStyle none draws no line")
    func tables() throws {
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
                let cell = try tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                cell.accessoryType = .disclosureIndicator
                return cell
            }
        }
        let source = Source()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        try table.register(
            factory: { TableViewCell(style: .default, reuseIdentifier: "Cell") }, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        let svg = render(table)
        #expect(svg.contains(">Row 0</text>") && svg.contains(">Row 1</text>"))
        #expect(svg.components(separatedBy: ##"fill="#C8C7CC""##).count == 3)
        #expect(svg.contains("<polyline"))
        table.separatorStyle = .none
        #expect(!render(table).contains(##"fill="#C8C7CC""##))
    }

    @Test("a label shows the lines its height has room for, the last truncated as its line break mode says")
    func linesThatFit() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = String(repeating: "word ", count: 100)
        let texts = render(label).split(separator: "\n").filter { $0.contains("<text") }
        #expect(texts.count == 2)  // 30 / 12
        #expect(texts.last?.hasSuffix("…</text>") == true)
    }

    @Test(
        "one line truncates at its tail, head or middle, or clips: the line the layout made, drawn as it is",
        arguments: [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping])
    func truncation(mode: LineBreakMode) throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 50, height: 20))
        label.font = .systemFont(ofSize: 10)
        label.lineBreakMode = mode
        label.text = "abcdefghijklmnopqrstuvwxyz"
        let svg = render(label)
        let line = try #require(
            TextMetrics.lines(
                of: label.text ?? "", font: label.font, numberOfLines: 1, maxWidth: 50, lineBreakMode: mode
            )
            .first)
        #expect(svg.contains(">\(line)</text>"), "\(svg)")
        switch mode {
        case .byTruncatingTail: #expect(line.hasPrefix("abc") && line.hasSuffix("…"))
        case .byTruncatingHead: #expect(line.hasPrefix("…") && line.hasSuffix("xyz"))
        case .byTruncatingMiddle: #expect(line.hasPrefix("ab") && line.hasSuffix("yz") && line.contains("…"))
        default: #expect(line.hasPrefix("abc") && !line.contains("…"))
        }
        if mode != .byClipping {
            #expect(TextMetrics.width(of: line, font: label.font) <= 50)
        }
        // A clipped line is cut at the label's edge, and no line is squeezed into it.
        #expect(!svg.contains("textLength"))
        #expect(svg.components(separatedBy: "<clipPath").count == (mode == .byClipping ? 3 : 2))
    }

    @Test("negative sizes draw as their standardized rectangles; views with infinite or NaN frames are skipped")
    func degenerateFrames() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let flipped = View(frame: Rect(x: 50, y: 50, width: -30, height: -20))
        flipped.backgroundColor = .red
        let infinite = View(frame: Rect(x: .infinity, y: 0, width: 10, height: 10))
        infinite.backgroundColor = .green
        let notANumber = View(frame: Rect(x: 0, y: 0, width: .nan, height: 10))
        notANumber.backgroundColor = .blue
        for view in [flipped, infinite, notANumber] {
            root.addSubview(view)
        }
        let svg = render(root)
        #expect(svg.contains(##"<rect x="-30" y="-20" width="30" height="20" fill="#FF0000"/>"##))
        #expect(!svg.contains("#00FF00") && !svg.contains("#0000FF"))
        let negative = render(View(frame: Rect(x: 0, y: 0, width: -10, height: 20)))
        #expect(negative.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="20""#))
    }

    @Test("a border is drawn inside the bounds; one at least half as wide as the view fills it")
    func borders() {
        let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        view.borderColor = .red
        view.borderWidth = 2
        #expect(
            render(view).contains(
                ##"<rect x="1" y="1" width="38" height="18" fill="none" stroke="#FF0000" stroke-width="2"/>"##))
        view.borderWidth = 30
        #expect(render(view).contains(##"<rect x="0" y="0" width="40" height="20" fill="#FF0000"/>"##))
    }

    @Test("a grouped table closes each section with full-width lines; rows inside it are separated by inset ones")
    func groupedSeparators() throws {
        final class Source: TableViewDataSource {
            func numberOfSections(in tableView: TableView) -> Int { 2 }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { section + 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
                try tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
        }
        let source = Source()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 400), style: .grouped)
        try table.register(
            factory: { TableViewCell(style: .default, reuseIdentifier: "Cell") }, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        let lines = render(table).split(separator: "\n").filter { $0.contains(##"fill="#C8C7CC""##) }
        let full = lines.filter { $0.contains(#"x="0""#) && $0.contains(#"width="320""#) }
        let inset = lines.filter { $0.contains(#"x="15""#) && $0.contains(#"width="305""#) }
        // Section 0 (one row): top and bottom; section 1 (two rows): top, bottom, and one line between.
        #expect(full.count == 4)
        #expect(inset.count == 1)
    }

    @Test("a cell's separator inset moves both ends of its line; a custom accessory view replaces the standard one")
    func separatorInsetAndAccessoryView() throws {
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
                let cell = try tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.separatorInset = EdgeInsets(top: 5, left: 60, bottom: 5, right: 8)
                cell.accessoryType = .checkmark
                cell.accessoryView = Switch(frame: Rect(x: 0, y: 0, width: 51, height: 31))
                return cell
            }
        }
        let source = Source()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        try table.register(
            factory: { TableViewCell(style: .default, reuseIdentifier: "Cell") }, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        let svg = render(table)
        let lines = svg.split(separator: "\n").filter { $0.contains(##"fill="#C8C7CC""##) }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains(#"x="60""#) && $0.contains(#"width="252""#) })
        // The switch is drawn (its track), the checkmark it replaces is not.
        #expect(svg.contains("<circle"))
        #expect(!svg.contains("<polyline"))
    }

    @Test("the same views give the same bytes")
    func deterministic() {
        func make() -> View {
            let root = View(frame: Rect(x: 0, y: 0, width: 120, height: 80))
            let label = Label(frame: Rect(x: 1.005, y: 0.1 + 0.2, width: 100, height: 20))
            label.text = "x"
            root.addSubview(label)
            return root
        }
        let first = render(make())
        #expect(first == render(make()))
        #expect(first.contains(#"translate(1,0.3)"#))
    }

    @Test("a storyboard puts screens side by side under their captions, drawn when added")
    func storyboard() {
        var storyboard = SVGStoryboard()
        let window = Window(size: Size(width: 100, height: 150))
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20))
        label.text = "before"
        window.addSubview(label)
        storyboard.add(window, caption: "first")
        label.text = "after"
        storyboard.add(window, caption: "second")
        let svg = storyboard.document
        #expect(storyboard.count == 2)
        #expect(svg.contains(#"width="272" height="226""#))  // 24 + 100 + 24 + 100 + 24; 24 + 28 + 150 + 24
        #expect(svg.contains(">first</text>") && svg.contains(">second</text>"))
        #expect(svg.contains(">before</text>") && svg.contains(">after</text>"))
    }
}

/// Numbers in the document: rounded to hundredths, no trailing zeros, and something an SVG viewer reads for every
/// double, however large or not finite.
@Suite("SVG numbers")
struct SVGNumberTests {
    @Test(
        "each double is written as an SVG number",
        arguments: [
            (0.0, "0"), (12.0, "12"), (-3.5, "-3.5"), (0.1 + 0.2, "0.3"), (1.005, "1"), (2.675, "2.68"),
            (-0.004, "0"), (1e20, "1e+20"), (-1.7976931348623157e308, "-1.7976931348623157e+308"),
            (Double.infinity, "0"), (Double.nan, "0"),
        ])
    func numbers(value: Double, written: String) {
        #expect(SVGWriter.number(value) == written)
    }
}
