import CellFonts
import CellKit

/// A freely licensed family that could stand in for San Francisco (or Helvetica Neue), measured exactly as CellKit
/// measures text: its face of the asked weight from the font registry, advances and pair kerning summed by
/// `FaceChain`, and, for the tracked variant, San Francisco's tracking after every character, as iOS adds it.
struct FontCandidate {
    /// The name shown in the table: `Inter`, `Inter + SF tracking`.
    var name: String
    /// The family, one of `FaceFamily.systemCandidates`.
    var family: FaceFamily
    /// Whether San Francisco's tracking is added to every character.
    var tracksLikeSanFrancisco: Bool

    /// Every candidate family, untracked and tracked.
    static let all: [FontCandidate] = FaceFamily.systemCandidates.flatMap { family in
        [false, true].map { tracked in
            FontCandidate(
                name: family.name + (tracked ? " + SF tracking" : ""), family: family, tracksLikeSanFrancisco: tracked)
        }
    }

    /// The candidate's face for `weight` in `registry` (the nearest weight it has), nil when none of its files is
    /// installed.
    func face(weight: Int, in registry: FontRegistry) -> FontFace? {
        registry.face(in: family, weight: weight)
    }

    /// Whether the face of `weight` has a glyph for every scalar of `text` that draws.
    func covers(_ text: String, weight: Int, in registry: FontRegistry) -> Bool {
        guard let face = face(weight: weight, in: registry) else {
            return false
        }
        return text.unicodeScalars.allSatisfy { $0.properties.isDefaultIgnorableCodePoint || face.covers($0) }
    }

    /// The width of `text` on one line at `size` points in the face of `weight`.
    func width(of text: String, weight: Int, size: Double, in registry: FontRegistry) -> Double {
        guard let face = face(weight: weight, in: registry) else {
            return 0
        }
        let thousandths = tracksLikeSanFrancisco ? Font.systemTracking(atSize: size) : 0
        let units = FaceChain(faces: [face]).width(of: text, tracking: FontFace.commonUnitsPerEm / 1000 * thousandths)
        return Double(units) * size / Double(FontFace.commonUnitsPerEm)
    }
}
