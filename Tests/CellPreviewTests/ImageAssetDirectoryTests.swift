import CellKit
import CellPreview
import Foundation
import Testing

/// `ImageAssetDirectory`: an image's file by name, only when it is what its extension says.
@MainActor @Suite("Image asset folder")
struct ImageAssetDirectoryTests {
    @Test("files are found by name and checked against their extension; other names find nothing")
    func lookup() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellkit-assets-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files: [String: [UInt8]] = [
            "sun.svg": Array(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8),
            "photo.png": [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0],
            "scan.jpg": [0xFF, 0xD8, 0xFF, 0xE0],
            "fake.png": Array("not a png".utf8),
            "passwd.svg": Array("root:x:0:0:root:/root:/bin/bash\n".utf8),
        ]
        for (name, bytes) in files {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
        }
        let assets = ImageAssetDirectory(path: folder.path)
        #expect(assets.asset(named: "sun")?.mediaType == "image/svg+xml")
        #expect(assets.asset(named: "sun.svg")?.bytes == files["sun.svg"])
        #expect(assets.asset(named: "photo")?.mediaType == "image/png")
        #expect(assets.asset(named: "scan")?.mediaType == "image/jpeg")
        for name in ["fake", "passwd", "missing", "", "../sun", ".hidden", "sub/sun"] {
            #expect(assets.asset(named: name) == nil, "\(name)")
        }
    }
}
