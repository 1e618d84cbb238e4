import CellKit
import CellPreview
import ExampleApps
import ExampleCells
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
    /// One wheel of three rows, for the picker.
    private final class Rows: PickerViewDataSource, PickerViewDelegate {
        func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            "WWW"
        }
    }

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

    @Test("the value controls and indicators show their colours where UIKit draws them")
    func valueControls() throws {
        let window = Window(size: Size(width: 320, height: 200))
        let slider = Slider(frame: Rect(x: 10, y: 10, width: 300, height: 30))
        slider.value = 0.5
        slider.minimumTrackTintColor = Color(rgb: 0xC03020)
        let segmented = SegmentedControl(items: ["A", "B"])
        segmented.frame = Rect(x: 10, y: 50, width: 200, height: 32)
        segmented.selectedSegmentIndex = 1
        segmented.selectedSegmentTintColor = Color(rgb: 0x20C030)
        let stepper = Stepper(frame: Rect(x: 220, y: 50, width: 94, height: 32))
        let progress = ProgressView(frame: Rect(x: 10, y: 100, width: 300, height: 4))
        progress.progress = 0.5
        progress.progressTintColor = Color(rgb: 0x3020C0)
        let pages = PageControl(frame: Rect(x: 10, y: 120, width: 100, height: 37))
        pages.numberOfPages = 3
        pages.currentPageIndicatorTintColor = Color(rgb: 0xC0C020)
        let spinner = ActivityIndicatorView(frame: Rect(x: 150, y: 120, width: 37, height: 37))
        spinner.style = .large
        spinner.color = Color(rgb: 0x20C0C0)
        spinner.startAnimating()
        let rows = Rows()
        let picker = PickerView(frame: Rect(x: 200, y: 100, width: 110, height: 100))
        picker.dataSource = rows
        picker.delegate = rows
        for view in [slider, segmented, stepper, progress, pages, spinner, picker] {
            window.addSubview(view)
        }
        let image = try screenshot(of: window)
        let expectations: [(Color, Rect, String)] = [
            (Color(rgb: 0xC03020), Rect(x: 10, y: 20, width: 140, height: 10), "the slider's filled track"),
            (Color(rgb: 0x20C030), Rect(x: 110, y: 50, width: 100, height: 32), "the selected segment"),
            (Color(rgb: 0xEEEEEF), Rect(x: 220, y: 50, width: 94, height: 32), "the stepper's background"),
            (Color(rgb: 0x3020C0), Rect(x: 10, y: 100, width: 150, height: 4), "the progress"),
            (Color(rgb: 0xC0C020), Rect(x: 40, y: 130, width: 20, height: 20), "the current page's dot"),
            (Color(rgb: 0x20C0C0), Rect(x: 150, y: 120, width: 37, height: 37), "the spinner's spokes"),
            (Color(rgb: 0xEEEEEF), Rect(x: 208, y: 134, width: 94, height: 32), "the picker's band"),
        ]
        for (color, rect, what) in expectations {
            let (found, distance) = nearest(to: pixel(color), in: rect, of: image)
            #expect(distance <= 8, "nearest to \(what)'s colour: \(found)")
        }
        // The picker's selected title is black text in its band.
        let (title, titleDistance) = nearest(
            to: PNGImage.Pixel(red: 0, green: 0, blue: 0), in: Rect(x: 200, y: 134, width: 110, height: 32), of: image)
        #expect(titleDistance <= 40, "nearest to black in the picker's band: \(title)")
        // Right of the thumb the slider's track is grey, not the tint.
        let (_, right) = nearest(
            to: pixel(Color(rgb: 0xC03020)), in: Rect(x: 200, y: 20, width: 100, height: 10), of: image)
        #expect(right > 60)
    }

    @Test("a dark blur is its translucent tint over the window; a rounded field on it is white, its text black")
    func textFieldOnBlur() throws {
        // A window of a phone's size: headless Chromium shows too little of a very small one.
        let window = Window()
        let blur = VisualEffectView(effect: .systemMaterialDark)
        blur.frame = Rect(x: 0, y: 0, width: 240, height: 100)
        let field = TextField(frame: Rect(x: 20, y: 35, width: 200, height: 30))
        field.borderStyle = .roundedRect
        field.text = "WWWW"
        field.font = .boldSystemFont(ofSize: 20)
        blur.contentView.addSubview(field)
        window.addSubview(blur)
        let image = try screenshot(of: window)
        // The tint, 28 grey at 70%, over the window's white: 0.7 * 28 + 0.3 * 255 = 96.
        let tint = image.pixel(x: 5, y: 5)
        #expect([tint.red, tint.green, tint.blue].allSatisfy { abs(Int($0) - 96) <= 3 }, "tint \(tint)")
        #expect(image.pixel(x: 200, y: 50) == pixel(.white))
        let text = Rect(x: 27, y: 35, width: 100, height: 30)
        let (found, distance) = nearest(to: PNGImage.Pixel(red: 0, green: 0, blue: 0), in: text, of: image)
        #expect(distance <= 40, "nearest to black in the field: \(found)")
    }

    @Test("a selected button shows its selected title colour, a normal one its tint, and a close button its grey disc")
    func buttonStates() throws {
        let window = Window(size: Size(width: 240, height: 120))
        let selected = Button(frame: Rect(x: 10, y: 10, width: 100, height: 60))
        selected.title = "WW"
        selected.titleFont = .boldSystemFont(ofSize: 40)
        selected.setTitleColor(Color(rgb: 0xC03020), for: .selected)
        selected.isSelected = true
        let normal = Button(frame: Rect(x: 115, y: 10, width: 80, height: 60))
        normal.title = "WW"
        normal.titleFont = .boldSystemFont(ofSize: 40)
        normal.setTitleColor(Color(rgb: 0xC03020), for: .selected)
        let close = Button(frame: Rect(x: 200, y: 10, width: 30, height: 30))
        close.buttonType = .close
        for button in [selected, normal, close] {
            window.addSubview(button)
        }
        let image = try screenshot(of: window)
        let (red, toRed) = nearest(to: pixel(Color(rgb: 0xC03020)), in: selected.frame, of: image)
        #expect(toRed <= 8, "nearest to the selected colour in the selected button: \(red)")
        let (blue, toBlue) = nearest(to: pixel(.systemBlue), in: normal.frame, of: image)
        #expect(toBlue <= 8, "nearest to the tint in the normal button: \(blue)")
        let (_, redInNormal) = nearest(to: pixel(Color(rgb: 0xC03020)), in: normal.frame, of: image)
        #expect(redInNormal > 60)
        // A few points right of the disc's centre, clear of its cross: the disc's grey.
        #expect(image.pixel(x: 221, y: 25) == pixel(Color(rgb: 0xE5E5EA)))
    }

    @Test(
        "Examples/Vocabulary.cell: its content view's grouped background, the slider's and progress bar's tints and the switch's green"
    )
    func vocabularyCell() throws {
        let window = Window()
        let cell = VocabularyCell()
        cell.frame = Rect(
            x: 0, y: 0, width: window.frame.width, height: VocabularyCell.height(forWidth: window.frame.width))
        window.addSubview(cell)
        window.layoutIfNeeded()
        let image = try screenshot(of: window)
        let slider = window.convert(cell.brightnessSlider.bounds, from: cell.brightnessSlider)
        let progress = window.convert(cell.downloadProgress.bounds, from: cell.downloadProgress)
        let expectations: [(Color, Rect, String)] = [
            (.systemGroupedBackground, Rect(x: 2, y: 2, width: 6, height: 6), "the content view's background"),
            (
                .systemOrange, Rect(x: slider.minX, y: slider.minY, width: slider.width / 3, height: slider.height),
                "the slider's minimum track"
            ),
            (
                .systemIndigo, Rect(x: progress.minX, y: progress.minY, width: progress.width / 3, height: 4),
                "the progress"
            ),
            (.systemGreen, window.convert(cell.wifiSwitch.bounds, from: cell.wifiSwitch), "the switch, on"),
        ]
        for (color, rect, what) in expectations {
            let (found, distance) = nearest(to: pixel(color), in: rect, of: image)
            #expect(distance <= 8, "nearest to \(what)'s colour: \(found)")
        }
    }
}
