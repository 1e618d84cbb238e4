import CellKit
import CellPreview
import Testing

/// `ScreenText`: what a screen shows, as lines a test or a terminal can read.
@MainActor @Suite("Screen text")
struct ScreenTextTests {
    @Test("labels, buttons and images, top to bottom then left to right, with their places on screen")
    func orderAndContent() {
        let window = Window(size: Size(width: 320, height: 200))
        let title = Label(frame: Rect(x: 30, y: 128, width: 260, height: 14))
        title.text = "LIMA"
        let button = Button(frame: Rect(x: 30, y: 20, width: 260, height: 100))
        button.backgroundImage = Image(named: "min_galeria_000")
        button.tag = 2
        let image = ImageView(image: Image(named: "separador"))
        image.frame = Rect(x: 0, y: 144, width: 320, height: 2)
        let right = Label(frame: Rect(x: 200, y: 128, width: 50, height: 14))
        right.text = "two\nlines \"quoted\""
        for view in [image, title, right, button] {
            window.addSubview(view)
        }
        #expect(
            ScreenText.lines(of: window) == [
                "    20     30  [button min_galeria_000, tag 2]",
                "   128     30  \"LIMA\"",
                "   128    200  \"two\\nlines \\\"quoted\\\"\"",
                "   144      0  [image separador]",
            ])
    }

    @Test("a button shows its current state's title and image, names its state and a glyph type")
    func buttonStates() {
        let window = Window(size: Size(width: 320, height: 100))
        let follow = Button(frame: Rect(x: 10, y: 10, width: 100, height: 30))
        follow.title = "Follow"
        follow.selectedTitle = "Following"
        follow.isSelected = true
        let info = Button(frame: Rect(x: 10, y: 50, width: 22, height: 22))
        info.buttonType = .detailDisclosure
        info.isEnabled = false
        window.addSubview(follow)
        window.addSubview(info)
        #expect(
            ScreenText.lines(of: window) == [
                "    10     10  [button \"Following\", selected]",
                "    50     10  [button (detailDisclosure), disabled]",
            ])
    }

    @Test("a switch shows its value, and says when it is disabled")
    func switches() {
        let window = Window(size: Size(width: 320, height: 100))
        let on = Switch(frame: Rect(x: 250, y: 10, width: 51, height: 31))
        on.isOn = true
        let off = Switch(frame: Rect(x: 250, y: 50, width: 51, height: 31))
        off.isEnabled = false
        window.addSubview(on)
        window.addSubview(off)
        #expect(
            ScreenText.lines(of: window) == ["    10    250  [switch on]", "    50    250  [switch off, disabled]"])
    }

    @Test("hidden views and content scrolled out of a clipping scroll view are left out")
    func visibility() {
        let window = Window(size: Size(width: 100, height: 100))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(scroll)
        for row in 0..<10 {
            let label = Label(frame: Rect(x: 0, y: Double(row) * 40, width: 100, height: 40))
            label.text = "row \(row)"
            label.isHidden = row == 6
            scroll.addSubview(label)
        }
        scroll.contentOffset = Point(x: 0, y: 200)
        let lines = ScreenText.lines(of: window)
        #expect(lines.map { $0.split(separator: "\"")[1] } == ["row 5", "row 7"])
        #expect(lines[0].hasPrefix("     0      0"))
    }

    @Test("an item an opaque view drawn after it covers entirely is not listed; one it covers in part is")
    func occlusion() {
        let window = Window(size: Size(width: 100, height: 100))
        let hidden = Label(frame: Rect(x: 0, y: 10, width: 100, height: 20))
        hidden.text = "under the bar"
        let peeking = Label(frame: Rect(x: 0, y: 30, width: 100, height: 20))
        peeking.text = "half under"
        let bar = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        bar.backgroundColor = .white
        let glass = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        glass.backgroundColor = Color(white: 1, alpha: 0.5)
        for view in [hidden, peeking, bar, glass] {
            window.addSubview(view)
        }
        #expect(ScreenText.lines(of: window) == ["    30      0  \"half under\""])
    }
}
