import CellKit
import Testing

/// A cell with a slider across its content, as a settings row has.
@MainActor
private final class SliderCell: TableViewCell {
    let slider = Slider(frame: Rect(x: 46, y: 7, width: 228, height: 30))

    init() {
        super.init(style: .default, reuseIdentifier: "Slider")
        slider.maximumValue = 10
        contentView.addSubview(slider)
    }
}

/// Rows of slider cells, each slider at 0.
@MainActor
private final class SliderSource: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "Slider", for: indexPath)
        (cell as? SliderCell)?.slider.value = 0
        return cell
    }
}

/// `Window.drag(from:to:steps:)`: a slider's thumb follows the finger; a drag elsewhere in a table scrolls it.
@Suite("Window drag")
@MainActor
struct WindowDragTests {
    /// A window with a 228-wide slider at (20, 100), in 0...10, and what its actions see.
    @MainActor
    private final class SliderScreen {
        let window = Window(size: Size(width: 320, height: 480))
        let slider = Slider(frame: Rect(x: 20, y: 100, width: 228, height: 30))
        var events: [String] = []
        var values: [Double] = []

        init() {
            slider.maximumValue = 10
            window.addSubview(slider)
            let touchEvents: [Control.Event] = [
                .touchDown, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit, .touchUpInside,
                .touchUpOutside,
            ]
            for event in touchEvents {
                slider.addAction(named: event.name, for: event) { [unowned self] _ in events.append(event.name) }
            }
            slider.addAction(named: "changed", for: .valueChanged) { [unowned self] sender in
                events.append("valueChanged")
                values.append((sender as? Slider)?.value ?? .nan)
            }
        }

        /// The thumb's centre, in the window.
        var thumb: Point {
            Point(x: 20 + slider.thumbCenterX(for: slider.value), y: 115)
        }
    }

    @Test("a drag from the thumb moves the value along the track, sending valueChanged before each touchDragInside")
    func dragMovesTheThumb() {
        let screen = SliderScreen()
        #expect(screen.window.drag(from: screen.thumb, to: Point(x: 20 + 114, y: 115), steps: 4) === screen.slider)
        #expect(screen.values == [1.25, 2.5, 3.75, 5])
        #expect(
            screen.events
                == ["touchDown"] + Array(repeating: ["valueChanged", "touchDragInside"], count: 4).flatMap { $0 }
                + ["touchUpInside"])
        #expect(!screen.slider.isTracking && !screen.slider.isHighlighted)
    }

    @Test("the thumb keeps the offset the finger grabbed it at, and the value is clamped at the track's ends")
    func offsetAndClamping() {
        let screen = SliderScreen()
        screen.slider.value = 5
        let grab = Point(x: screen.thumb.x + 10, y: 120)
        screen.window.drag(from: grab, to: Point(x: grab.x + 40, y: 120), steps: 1)
        #expect(screen.slider.value == 7)
        screen.window.drag(from: screen.thumb, to: Point(x: 900, y: 115))
        #expect(screen.slider.value == 10)
        screen.window.drag(from: screen.thumb, to: Point(x: -900, y: 115))
        #expect(screen.slider.value == 0)
    }

    @Test("a slider that is not continuous sends one valueChanged, when the finger lifts, before touchUpInside")
    func notContinuous() {
        let screen = SliderScreen()
        screen.slider.isContinuous = false
        screen.window.drag(from: screen.thumb, to: Point(x: 20 + 214, y: 115), steps: 5)
        #expect(screen.values == [10])
        #expect(Array(screen.events.suffix(2)) == ["valueChanged", "touchUpInside"])
        #expect(screen.events.filter { $0 == "touchDragInside" }.count == 5)
    }

    @Test("a drag that starts on the track, not the thumb, moves nothing but still sends the touch's events")
    func dragOffTheThumb() {
        let screen = SliderScreen()
        screen.window.drag(from: Point(x: 20 + 150, y: 115), to: Point(x: 20 + 200, y: 115), steps: 2)
        #expect(screen.slider.value == 0)
        #expect(screen.events == ["touchDown", "touchDragInside", "touchDragInside", "touchUpInside"])
    }

    @Test("a finger dragged more than 70 points away exits, and lifting there is touchUpOutside; coming back enters")
    func exitAndEnter() {
        let screen = SliderScreen()
        screen.window.drag(from: screen.thumb, to: Point(x: screen.thumb.x, y: 115 + 15 + 80), steps: 2)
        #expect(
            screen.events == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchUpOutside"])
        screen.events = []
        let button = Button(frame: Rect(x: 10, y: 300, width: 100, height: 40))
        screen.window.addSubview(button)
        var buttonEvents: [String] = []
        for event in Control.Event.allCases {
            button.addAction(named: event.name, for: event) { _ in buttonEvents.append(event.name) }
        }
        screen.window.drag(from: Point(x: 60, y: 320), to: Point(x: 60, y: 460), steps: 2)
        #expect(
            buttonEvents == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchUpOutside"])
        buttonEvents = []
        screen.window.drag(from: Point(x: 60, y: 320), to: Point(x: 320, y: 320), steps: 2)
        screen.window.drag(from: Point(x: 60, y: 320), to: Point(x: 60, y: 330), steps: 1)
        #expect(
            buttonEvents == [
                "touchDown", "touchDragExit", "touchDragOutside", "touchDragOutside", "touchUpOutside",
                "touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered",
            ])
    }

    @Test("in a table, a drag on a slider's thumb moves the slider; a drag elsewhere scrolls the table, held in range")
    func dragInATable() throws {
        let source = SliderSource()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 440))
        try table.register(factory: { SliderCell() }, forCellReuseIdentifier: "Slider")
        table.dataSource = source
        let window = Window(size: Size(width: 320, height: 440))
        window.addSubview(table)
        window.layoutIfNeeded()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SliderCell)
        let thumb = Point(x: 46 + 14, y: 22)
        #expect(window.drag(from: thumb, to: Point(x: 46 + 114, y: 22)) === first.slider)
        #expect(first.slider.value == 5 && table.contentOffset == .zero)

        #expect(window.drag(from: Point(x: 300, y: 300), to: Point(x: 300, y: 100)) === table)
        #expect(table.contentOffset == Point(x: 0, y: 200))
        window.drag(from: Point(x: 300, y: 100), to: Point(x: 300, y: 400))
        #expect(table.contentOffset == .zero, "a drag past the top stops at the top: nothing bounces")
        window.drag(from: Point(x: 300, y: 400), to: Point(x: 300, y: -100_000))
        #expect(table.contentOffset == Point(x: 0, y: 40 * 44 - 440))
        #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 39, section: 0))
    }
}
