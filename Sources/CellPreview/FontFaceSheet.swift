import CellFonts
import CellKit

/// The font files a picture's text is measured with, as CSS: one `@font-face` rule per face, each under a family
/// name of its own, so that a browser draws the text with the very faces CellKit measured it with (never a
/// substitute, never a weight or slant it synthesises) and breaks no line differently.
///
/// A font asks for its face and then the fallback faces CellKit's registry gives it (CJK, emoji, wide coverage),
/// in that order, as the browser falls back per character the same way. Shaping is set to what CellKit models:
/// advances and pair kerning, without ligatures or contextual alternates.
public struct FontFaceSheet: Sendable {
    /// How a rule refers to its file.
    public enum Source: Sendable {
        /// A `file:` URL of the installed file: small pictures, viewable on the machine that made them.
        case fileURL
        /// The file's bytes in a `data:` URL: a picture that shows the same anywhere, at the cost of its size.
        case embedded
    }

    /// The CSS declarations that make a browser shape text as CellKit measures it: pair kerning on, and
    /// `font-variant-ligatures: none`, which turns off every ligature and contextual alternate (`liga`, `clig`,
    /// `dlig`, `hlig`, `calt`; CSS Fonts 4, 6.4). `font-synthesis: none` keeps a text's `font-weight` and
    /// `font-style` (there for a viewer without the files) from thickening or slanting a face that is already
    /// the right one.
    nonisolated public static let shaping = "font-kerning: normal; font-variant-ligatures: none; font-synthesis: none"

    /// How rules refer to their files.
    public var source: Source
    /// The faces used so far, in the order first asked for: the family name given to each and its file.
    private var faces: [(family: String, path: String)] = []
    /// The family name of each face, by its file (and index in a collection).
    private var families: [String: String] = [:]

    /// An empty sheet whose rules refer to files as `source` says.
    public init(source: Source = .fileURL) {
        self.source = source
    }

    /// The files of the faces used so far, in the order first asked for.
    public var files: [String] {
        faces.map(\.path)
    }

    /// The CSS `font-family` list that draws `font`: its faces as `TextMetrics.faces(for:)` gives them (its own,
    /// then the fallbacks), then `sans-serif`, where CellKit too has no file and approximates. Records the faces
    /// for `rules(for:)`.
    public mutating func family(for font: Font) -> String {
        var names: [String] = []
        for face in TextMetrics.faces(for: font).faces {
            if let path = face.path {
                names.append(family(of: face, at: path))
            }
        }
        return (names + ["sans-serif"]).joined(separator: ", ")
    }

    private mutating func family(of face: FontFace, at path: String) -> String {
        // A face of a collection is its file and index (Chromium draws a collection's first face only).
        let key = face.faceIndex == 0 ? path : path + "#\(face.faceIndex)"
        if let known = families[key] {
            return known
        }
        // The registry's name for the face (`CellKit Inter-Bold`) as one CSS identifier of ASCII letters, digits
        // and hyphens, so that it needs no quotes (which an SVG attribute would escape); a second face of that
        // name (the same file installed twice) gets a number.
        var name = String(
            face.cssFamilyName.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "-" })
        if families.values.contains(name) {
            name += "-\(faces.count)"
        }
        families[key] = name
        faces.append((name, path))
        return name
    }

    /// The style sheet: the `@font-face` rules of the faces used, then `selector` (the elements that draw text)
    /// with `shaping`. A file that cannot be read for embedding is referred to by its URL instead.
    public func rules(for selector: String) -> String {
        var css = ""
        for (family, path) in faces {
            css += "@font-face { font-family: \(family); src: url(\(url(of: path))); }\n"
        }
        css += "\(selector) { \(Self.shaping); }\n"
        return css
    }

    private func url(of path: String) -> String {
        if source == .embedded, let bytes = try? FileBytes.read(atPath: path, limit: Self.embeddingLimit) {
            return "data:font/\(path.hasSuffix(".otf") ? "otf" : "ttf");base64," + Base64.encoded(bytes)
        }
        return Self.fileURL(path)
    }

    /// The largest file embedded: a colour emoji font is 10 MB, more than a picture should carry.
    nonisolated static let embeddingLimit = 4 << 20

    /// `path` as a `file:` URL, every byte outside the unreserved characters and `/` percent-encoded (so that
    /// CSS's `url()` needs no quotes).
    nonisolated public static func fileURL(_ path: String) -> String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        var url = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                url.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                url += "%"
                url.unicodeScalars.append(digits[Int(byte >> 4)])
                url.unicodeScalars.append(digits[Int(byte & 15)])
            }
        }
        return url
    }
}
