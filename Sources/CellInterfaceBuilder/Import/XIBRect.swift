/// A rectangle as a xib records it: a view's `<rect key="frame">` (or an archive's `NSFrame`), in its superview's
/// coordinates, at the size the file was designed at.
struct XIBRect: Hashable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    static let zero = XIBRect(x: 0, y: 0, width: 0, height: 0)

    /// The origin and length along `axis`.
    func span(_ axis: XIBAxis) -> (origin: Double, length: Double) {
        axis == .horizontal ? (x, width) : (y, height)
    }

    /// The archive format's `{{x, y}, {width, height}}` (an `NSFrame`) or `{width, height}` (an `NSFrameSize`,
    /// at the origin), nil when it is neither.
    init?(archived text: String) {
        let numbers = text.split { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "e" || $0 == "E" || $0 == "+") }
            .compactMap(Self.coordinate)
        switch numbers.count {
        case 4: self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        case 2: self.init(x: 0, y: 0, width: numbers[0], height: numbers[1])
        default: return nil
        }
    }

    /// A coordinate as the file writes it, nil when it is none: not a number, not finite, or beyond any screen.
    static func coordinate(_ text: some StringProtocol) -> Double? {
        guard let value = Double(text), value.isFinite, abs(value) <= 1e6 else { return nil }
        return value
    }

    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// One of a frame's two axes, which Auto Layout solves independently.
enum XIBAxis: CaseIterable, Sendable {
    case horizontal
    case vertical
}
