import CellKit
import Foundation
import Testing

/// Asset colours read from a folder as Xcode writes it, and resolved against the trait collection that carries them.
@MainActor
@Suite("Colour assets")
struct ColorAssetsTests {
    /// A temporary `Assets.xcassets` with `BrandRed` (light and dark) at the top and `Accent` in a group folder.
    private func makeCatalog() throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellkit-assets-\(UUID().uuidString)/Assets.xcassets")
        let brand = root.appendingPathComponent("BrandRed.colorset")
        let accent = root.appendingPathComponent("Brand/Accent.colorset")
        for folder in [brand, accent] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data(
            """
            { "colors" : [
                { "color" : { "color-space" : "srgb",
                  "components" : { "red" : "0.800", "green" : "0.100", "blue" : "0.100", "alpha" : "1.000" } },
                  "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb",
                  "components" : { "red" : "255", "green" : "100", "blue" : "100", "alpha" : "1.000" } },
                  "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """.utf8
        ).write(to: brand.appendingPathComponent("Contents.json"))
        try Data(
            #"{ "colors" : [ { "color" : { "components" : { "red" : "0x00", "green" : "0x7A", "blue" : "0xFF" } }, "idiom" : "universal" } ] }"#
                .utf8
        ).write(to: accent.appendingPathComponent("Contents.json"))
        try Data("{}".utf8).write(to: root.appendingPathComponent("Contents.json"))
        return root.path
    }

    @Test("a catalog folder gives every colour set, in groups too, with its dark variant")
    func readsFolder() throws {
        let assets = try ColorAssets(directory: try makeCatalog())
        #expect(assets.names == ["Accent", "BrandRed"])
        let brand = try assets.color(named: "BrandRed")
        #expect(brand.resolved(with: .default) == Color(red: 0.8, green: 0.1, blue: 0.1))
        #expect(brand.resolved(with: TraitCollection(userInterfaceStyle: .dark)) == Color(rgb: 0xFF6464))
        #expect(try assets.color(named: "Accent") == Color(rgb: 0x007AFF))
    }

    @Test("a missing colour is UIKit's error with a suggestion, and draws clear")
    func missing() throws {
        let assets = try ColorAssets(directory: try makeCatalog())
        #expect(throws: ColorAssetError.missingColor(name: "BrandRad", suggestion: "did you mean 'BrandRed'?")) {
            try assets.color(named: "BrandRad")
        }
        #expect(
            ColorAssetError.missingColor(name: "X", suggestion: nil).description
                == "Could not find a color named \"X\" in the asset catalog.")
        let traits = TraitCollection(colorAssets: assets)
        #expect(Color(assetNamed: "BrandRad").resolved(with: traits).alpha == 0)
    }

    @Test("an asset colour resolves against the catalog in the view's traits")
    func resolvesInTree() throws {
        let assets = try ColorAssets(directory: try makeCatalog())
        let window = Window()
        let label = Label()
        label.textColor = Color(assetNamed: "BrandRed")
        window.addSubview(label)
        #expect(label.textColor.resolved(with: label.traitCollection).alpha == 0)
        window.traitOverrides.colorAssets = assets
        #expect(label.textColor.resolved(with: label.traitCollection) == Color(red: 0.8, green: 0.1, blue: 0.1))
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(label.textColor.resolved(with: label.traitCollection) == Color(rgb: 0xFF6464))
        #expect(label.textColor.assetName == "BrandRed")
    }

    @Test("an unreadable folder or a broken colour set is an error naming the file")
    func errors() throws {
        #expect(throws: ColorAssetError.self) { try ColorAssets(directory: "/nonexistent/Assets.xcassets") }
        let root = try makeCatalog()
        let broken = root + "/Broken.colorset"
        try FileManager.default.createDirectory(atPath: broken, withIntermediateDirectories: true)
        try Data(#"{ "colors" : 3 }"#.utf8).write(to: URL(fileURLWithPath: broken + "/Contents.json"))
        #expect(
            throws: ColorAssetError.invalidColorSet(
                path: broken + "/Contents.json", reason: #"expected a "colors" array"#)
        ) { try ColorAssets(directory: root) }
    }
}
