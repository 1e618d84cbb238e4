import CellKit
import CellPreview
import Testing

/// The style sheet of a picture's fonts: one rule per file CellKit measures with, each file under a family of its
/// own, asked for by every font that uses it, and nothing that would change the browser's widths.
@Suite struct FontFaceSheetTests {
    @Test("a font asks for its face, then its fallbacks, each declared once, under a name that needs no quotes")
    func familiesAndRules() {
        var sheet = FontFaceSheet()
        let regular = sheet.family(for: .systemFont(ofSize: 17))
        let again = sheet.family(for: .systemFont(ofSize: 11))
        let bold = sheet.family(for: .boldSystemFont(ofSize: 17))
        #expect(regular == again)
        #expect(regular != bold)
        #expect(regular.hasSuffix(", sans-serif"))
        let families = regular.split(separator: ",").map { $0.trimmingPrefix(" ") }
        #expect(families.count >= 3)
        #expect(families.dropLast().allSatisfy { $0.hasPrefix("CellKit-") && !$0.contains(" ") && !$0.contains("'") })
        let rules = sheet.rules(for: "text")
        // The regular and bold faces and the shared fallbacks, each once.
        #expect(rules.split(separator: "\n").filter { $0.hasPrefix("@font-face") }.count == sheet.files.count)
        #expect(Set(sheet.files).count == sheet.files.count)
        for path in sheet.files {
            #expect(rules.contains("src: url(\(FontFaceSheet.fileURL(path)));"))
        }
        #expect(rules.hasSuffix("text { \(FontFaceSheet.shaping); }\n"))
        #expect(FontFaceSheet.shaping.contains("font-kerning: normal"))
        #expect(FontFaceSheet.shaping.contains("font-variant-ligatures: none"))
        #expect(FontFaceSheet.shaping.contains("font-synthesis: none"))
    }

    @Test("a path becomes a file URL with everything but unreserved characters and slashes percent-encoded")
    func fileURLs() {
        #expect(FontFaceSheet.fileURL("/usr/share/fonts/A-b_c.1~.ttf") == "file:///usr/share/fonts/A-b_c.1~.ttf")
        #expect(FontFaceSheet.fileURL("/My Fonts/Ünï(1).otf") == "file:///My%20Fonts/%C3%9Cn%C3%AF%281%29.otf")
    }

    @Test("embedded, a face's file is a data URL of its bytes; a file that cannot be read stays a file URL")
    func embedding() throws {
        var sheet = FontFaceSheet(source: .embedded)
        _ = sheet.family(for: Font(name: "Helvetica", size: 12))
        let rules = sheet.rules(for: "text")
        let primary = try #require(sheet.files.first)
        // A TrueType file starts with the version 0x00010000, whose Base64 is "AAEAAA".
        #expect(rules.contains("src: url(data:font/ttf;base64,AAEAAA"), "\(primary)")
        // The emoji face is larger than the embedding limit, so it stays a reference to the file.
        #expect(rules.contains("src: url(file://"))
    }
}
