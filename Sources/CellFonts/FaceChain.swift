/// The faces one font draws with: its own face first, then the fallbacks tried for a scalar it lacks, and always
/// last the approximation, which covers every scalar.
public struct FaceChain: Sendable {
    /// The faces, the font's own first; never empty, the approximation last.
    public let faces: [FontFace]

    /// A chain of `faces`, with the approximation added at the end when it is not there.
    public init(faces: [FontFace]) {
        var faces = faces
        if faces.last !== FontFace.approximation {
            faces.append(.approximation)
        }
        self.faces = faces
    }

    /// The font's own face (the approximation when no file was found).
    public var primary: FontFace { faces[0] }

    /// The faces after the primary one, the approximation included.
    public var fallbacks: ArraySlice<FontFace> { faces.dropFirst() }

    /// The line metrics, from the primary face.
    public var lineMetrics: LineMetrics { primary.commonLineMetrics }

    /// The index in `faces` of the first face that covers `scalar`, and its glyph there.
    func face(for scalar: Unicode.Scalar) -> (index: Int, glyph: UInt16) {
        for (index, face) in faces.enumerated() {
            guard let openType = face.openType else {
                return (index, 0)
            }
            let glyph = openType.glyph(for: scalar)
            if glyph != 0 {
                return (index, glyph)
            }
        }
        return (faces.count - 1, 0)
    }

    /// The width of `text` on one line in common units: advances plus kerning, and `tracking` units a glyph.
    public func width(of text: some StringProtocol, tracking: Int = 0) -> Int {
        var meter = TextMeter(chain: self, tracking: tracking)
        var total = 0
        for scalar in text.unicodeScalars {
            let measured = meter.measure(scalar)
            total += measured.advance + measured.kerning
        }
        return total
    }
}
