import CellKit

extension PNGImage {
    /// `color` as a pixel, each channel rounded to the nearest byte.
    static func pixel(_ color: Color) -> Pixel {
        Pixel(
            red: UInt8((color.red * 255).rounded()), green: UInt8((color.green * 255).rounded()),
            blue: UInt8((color.blue * 255).rounded()))
    }

    /// The pixel of `rect` (in the image's pixels) nearest to `color`, by the largest channel difference, and that
    /// difference, skipping the pixels whose centre is in one of `excluded` or within a pixel of it; nil when no
    /// pixel of `rect` is left. With `wholePixels`, only the pixels wholly inside `rect` count, as those at the edge
    /// of a fill that does not fall on the pixel grid are blended with what is beside it.
    func nearest(
        to color: Color, in rect: Rect, excluding excluded: [Rect] = [], wholePixels: Bool = false
    ) -> (pixel: Pixel, distance: Int)? {
        let target = Self.pixel(color)
        let grown = excluded.map { Rect(x: $0.minX - 1, y: $0.minY - 1, width: $0.width + 2, height: $0.height + 2) }
        var best: (pixel: Pixel, distance: Int)?
        for y in max(0, Int(rect.minY.rounded(.down)))..<min(height, Int(rect.maxY.rounded(.up))) {
            for x in max(0, Int(rect.minX.rounded(.down)))..<min(width, Int(rect.maxX.rounded(.up))) {
                let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let inside =
                    wholePixels
                    ? rect.minX <= Double(x) && Double(x + 1) <= rect.maxX && rect.minY <= Double(y)
                        && Double(y + 1) <= rect.maxY
                    : rect.contains(centre)
                guard inside, !grown.contains(where: { $0.contains(centre) }) else { continue }
                let pixel = pixel(x: x, y: y)
                let distance = max(
                    abs(Int(pixel.red) - Int(target.red)), abs(Int(pixel.green) - Int(target.green)),
                    abs(Int(pixel.blue) - Int(target.blue)))
                if distance < best?.distance ?? Int.max {
                    best = (pixel, distance)
                }
            }
        }
        return best
    }
}
