import CellKit
import CellPreview
import ExampleApps
import Testing

/// The SVG the renderer writes, opened in a real browser: a headless Chromium screenshot, decoded by our PNG reader,
/// has the label's text colour where a label is and the background colour where nothing is. Without a browser (and
/// outside CI) the suite is skipped, saying so, so that `swift test` passes on a machine with only Swift.
@MainActor
@Suite(
    "SVG in a browser", .serialized,
    .enabled(
        if: Chromium.testsRun,
        "no chromium found (install Debian's chromium, set CHROMIUM, or run .ci/run); under CI it fails"))
struct BrowserScreenshotTests {
    /// Renders `view` (a window) and returns the browser's screenshot of it.
    private func screenshot(of view: View) throws -> PNGImage {
        let svg = SVGRenderer().render(view)
        let png = try Chromium.screenshot(
            ofSVG: svg, width: Int(view.frame.width), height: Int(view.frame.height))
        let image = try PNGImage(bytes: png)
        #expect(image.width == Int(view.frame.width) && image.height == Int(view.frame.height))
        return image
    }

    /// The pixel in `rect` (in the image's pixels) nearest to `color`, by the largest channel difference, and that
    /// difference.
    private func nearest(to color: PNGImage.Pixel, in rect: Rect, of image: PNGImage) -> (PNGImage.Pixel, Int) {
        var best = (image.pixel(x: Int(rect.minX), y: Int(rect.minY)), Int.max)
        for y in Int(rect.minY)..<min(Int(rect.maxY), image.height) {
            for x in Int(rect.minX)..<min(Int(rect.maxX), image.width) {
                let pixel = image.pixel(x: x, y: y)
                let distance = max(
                    abs(Int(pixel.red) - Int(color.red)), abs(Int(pixel.green) - Int(color.green)),
                    abs(Int(pixel.blue) - Int(color.blue)))
                if distance < best.1 {
                    best = (pixel, distance)
                }
            }
        }
        return best
    }

    private func pixel(_ color: Color) -> PNGImage.Pixel {
        PNGImage.Pixel(
            red: UInt8((color.red * 255).rounded()), green: UInt8((color.green * 255).rounded()),
            blue: UInt8((color.blue * 255).rounded()))
    }

    @Test("a box is its colour, a label shows its text colour inside its frame, the window is white elsewhere")
    func boxesAndLabels() throws {
        let window = Window(size: Size(width: 240, height: 120))
        let box = View(frame: Rect(x: 10, y: 10, width: 60, height: 40))
        box.backgroundColor = Color(rgb: 0x336699)
        let label = Label(frame: Rect(x: 90, y: 10, width: 140, height: 60))
        label.text = "WW"
        label.font = .boldSystemFont(ofSize: 40)
        label.textColor = Color(rgb: 0xC03020)
        window.addSubview(box)
        window.addSubview(label)

        let image = try screenshot(of: window)
        #expect(image.pixel(x: 40, y: 30) == PNGImage.Pixel(red: 0x33, green: 0x66, blue: 0x99))
        #expect(image.pixel(x: 5, y: 100) == PNGImage.Pixel(red: 255, green: 255, blue: 255))
        #expect(image.pixel(x: 200, y: 110) == PNGImage.Pixel(red: 255, green: 255, blue: 255))
        let (found, distance) = nearest(to: pixel(label.textColor), in: label.frame, of: image)
        #expect(distance <= 8, "nearest to the text colour in the label: \(found)")
        // The text stays inside the label: below it, nothing but the window.
        let (_, below) = nearest(to: pixel(label.textColor), in: Rect(x: 90, y: 75, width: 140, height: 40), of: image)
        #expect(below > 100)
    }

    @Test("in dark mode a system-background card is black and its .label text white, in a browser too")
    func darkModeCard() throws {
        let window = Window(size: Size(width: 240, height: 120))
        window.traitOverrides.userInterfaceStyle = .dark
        let card = View(frame: Rect(x: 0, y: 0, width: 240, height: 120))
        card.backgroundColor = .systemBackground
        // Headless Chromium shows the top of the page only (its window is taller than the viewport): keep to it.
        let label = Label(frame: Rect(x: 20, y: 0, width: 200, height: 30))
        label.text = "WW"
        label.font = .systemFont(ofSize: 24, weight: .heavy)
        label.textColor = .label
        card.addSubview(label)
        window.addSubview(card)

        let image = try screenshot(of: window)
        #expect(image.pixel(x: 5, y: 10) == PNGImage.Pixel(red: 0, green: 0, blue: 0))
        let (found, distance) = nearest(
            to: PNGImage.Pixel(red: 255, green: 255, blue: 255), in: label.frame, of: image)
        #expect(distance <= 8, "nearest to white in the label: \(found)")
        window.traitOverrides.userInterfaceStyle = .light
        let light = try screenshot(of: window)
        #expect(light.pixel(x: 5, y: 10) == PNGImage.Pixel(red: 255, green: 255, blue: 255))
        #expect(nearest(to: PNGImage.Pixel(red: 0, green: 0, blue: 0), in: label.frame, of: light).1 <= 8)
    }

    @Test("the gallery's first screen: grey titles where the titles are, the bar's colour beside its title")
    func galleryScreen() throws {
        let window = Window()
        let gallery = GaleriaViewController(nib: nil)
        window.rootViewController = NavigationController(rootViewController: gallery)
        window.layoutIfNeeded()
        let image = try screenshot(of: window)
        for row in gallery.filas.prefix(3) {
            let frame = row.label.convert(row.label.bounds, to: window)
            let (found, distance) = nearest(to: PNGImage.Pixel(red: 164, green: 164, blue: 164), in: frame, of: image)
            #expect(distance <= 8, "\(row.label.text ?? ""): nearest to grey 164 is \(found)")
        }
        #expect(image.pixel(x: 300, y: 10) == pixel(Color(rgb: 0xF7F7F7)))
    }

    @Test("the fruit detail: bold black text in the grouped table's cells, its grey between the sections")
    func fruitDetailScreen() throws {
        let window = Window()
        let fruit = try #require(Fruit.catalog.first)
        let detail = FruitDetailViewController(fruit: fruit)
        window.rootViewController = NavigationController(rootViewController: detail)
        window.layoutIfNeeded()
        let image = try screenshot(of: window)
        let cells = detail.tableView.visibleCells
        #expect(cells.count == 3)
        for cell in cells {
            let frame = cell.convert(cell.bounds, to: window)
            let (found, distance) = nearest(to: PNGImage.Pixel(red: 0, green: 0, blue: 0), in: frame, of: image)
            #expect(distance <= 40, "nearest to black in a cell: \(found)")
        }
        let table = detail.tableView.convert(detail.tableView.bounds, to: window)
        #expect(image.pixel(x: 160, y: Int(table.minY) + 4) == pixel(TableView.groupedBackgroundColor))
    }
}
