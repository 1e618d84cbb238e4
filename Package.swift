// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "cellc",
    products: [
        .executable(name: "cellc", targets: ["cellc"]),
        .library(name: "CellKit", targets: ["CellKit"]),
        // CellKit's nib API shows the archive's types (`Nib.archive`, `NibError.invalidArchive`).
        .library(name: "CellArchive", targets: ["CellArchive"]),
        // The font reader and registry, for an app that registers its own font files (`FontRegistry.shared`).
        .library(name: "CellFonts", targets: ["CellFonts"]),
        // Compiles the .cell files of the target it is applied to during the build (see the README).
        .plugin(name: "CellcPlugin", targets: ["CellcPlugin"]),
    ],
    targets: [
        // At the bottom, importing nothing: what several modules need, written once ("did you mean", the East Asian
        // width table, hexadecimal digits and colours, identifiers, binary search).
        .target(name: "CellSupport"),
        // The vocabulary, written once: every view kind, template kind, property (with its type and role),
        // enumeration, named colour, anchor and font form. The checker, the emitters and CellKit's nib decoder all
        // read it; it imports nothing.
        .target(name: "CellCatalog"),
        // The text engine: an OpenType reader working on a font file's bytes (character maps, metrics, kerning) and
        // the registry that maps a font's name to Debian's font files and their fallbacks.
        .target(name: "CellFonts", dependencies: ["CellSupport"]),

        // The compiler, front to back.
        .target(name: "CellDiagnostics", dependencies: ["CellSupport"]),
        .target(name: "CellSyntax", dependencies: ["CellSupport", "CellDiagnostics"]),
        .target(name: "CellSema", dependencies: ["CellSupport", "CellCatalog", "CellSyntax"]),
        .target(name: "CellCodeGen", dependencies: ["CellSupport", "CellCatalog", "CellSema", "CellArchive"]),
        .target(
            name: "CellCLI",
            dependencies: [
                "CellSupport", "CellCatalog", "CellDiagnostics", "CellSyntax", "CellSema", "CellCodeGen", "CellArchive",
                "CellKit", "CellPreview", "CellInterfaceBuilder",
            ]),
        .executableTarget(name: "cellc", dependencies: ["CellCLI"]),
        // The build-tool plugin: one `cellc compile` per .cell file of a target, into the build folder.
        .plugin(name: "CellcPlugin", capability: .buildTool(), dependencies: ["cellc"], path: "Sources/CellcPlugin"),

        // Benchmarks, run by hand: swift run -c release cellbench compile (or scroll, scaling, make, fonts)
        .executableTarget(
            name: "cellbench",
            dependencies: ["CellCLI", "CellCodeGen", "CellKit", "CellFonts", "CellInterfaceBuilder", "ExampleCells"]),

        // The archive format (.cellnib), shared by the compiler that writes it and the runtime that loads it.
        .target(name: "CellArchive", dependencies: ["CellSupport", "CellCatalog"]),
        // Interface Builder's files: a streaming XML reader of our own, then the xib formats and the importer.
        .target(name: "CellInterfaceBuilder", dependencies: ["CellSupport", "CellCatalog", "CellDiagnostics"]),

        // The fuzzers: the entry points in a library the regression tests run too, and one executable per surface.
        // Built normally, each runs the files it is given; `.ci/fuzz TARGET SECONDS` builds them with
        // `-sanitize=fuzzer,address -DFUZZING` into .build/fuzz, where libFuzzer supplies main.
        .target(
            name: "CellFuzz",
            dependencies: ["CellCLI", "CellCodeGen", "CellKit", "CellPreview", "CellInterfaceBuilder", "ExampleCells"]),
        .executableTarget(name: "fuzz-compile", dependencies: ["CellFuzz"], path: "Sources/Fuzzers/fuzz-compile"),
        .executableTarget(name: "fuzz-archive", dependencies: ["CellFuzz"], path: "Sources/Fuzzers/fuzz-archive"),
        .executableTarget(name: "fuzz-render", dependencies: ["CellFuzz"], path: "Sources/Fuzzers/fuzz-render"),
        .executableTarget(name: "fuzz-xml", dependencies: ["CellFuzz"], path: "Sources/Fuzzers/fuzz-xml"),

        // The runtime. It imports no compiler module.
        // Double.rounded() lowers to libm's floor and ceil, which Linux links only on request: without this, a
        // package that uses CellKit and nothing from Foundation fails to link.
        .target(
            name: "CellKit", dependencies: ["CellSupport", "CellCatalog", "CellArchive", "CellFonts"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Tooling on top of the runtime, which an app does not link: the SVG renderer, screen text, image assets and
        // nib previews, for `cellc render`, the seed apps' pictures and the tests.
        .target(name: "CellPreview", dependencies: ["CellCatalog", "CellKit", "CellFonts"]),

        // The classes of the .cell files in Examples, compiled by the plugin as an app's are; building the package
        // proves the generated code compiles. The target holds the .cell files at the top of Examples (and one
        // Swift file, since SwiftPM drops a target without one before its plugins run), not the folders below.
        .target(
            name: "ExampleCells", dependencies: ["CellKit"], path: "Examples",
            exclude: [
                "Apps", "Assets", "Nibs", "Screens", "gallery", "transit", "fruit", "stacklist", "smartnews",
                "comments", "photos",
            ],
            plugins: ["CellcPlugin"]),
        // The five seed apps: their controllers in a library the tests import, and one small executable per seed
        // (swift run gallery, transit, fruit, stacklist, smartnews).
        .target(name: "ExampleApps", dependencies: ["CellKit", "CellPreview", "ExampleCells"], path: "Examples/Apps"),
        .executableTarget(name: "gallery", dependencies: ["ExampleApps"], path: "Examples/gallery"),
        .executableTarget(name: "transit", dependencies: ["ExampleApps"], path: "Examples/transit"),
        .executableTarget(name: "fruit", dependencies: ["ExampleApps"], path: "Examples/fruit"),
        .executableTarget(name: "stacklist", dependencies: ["ExampleApps"], path: "Examples/stacklist"),
        .executableTarget(name: "smartnews", dependencies: ["ExampleApps"], path: "Examples/smartnews"),
        // A self-sizing table of real text: a comment thread (swift run comments).
        .executableTarget(name: "comments", dependencies: ["ExampleApps"], path: "Examples/comments"),
        // A photo grid under a row of tag chips, both collection views (swift run photos).
        .executableTarget(name: "photos", dependencies: ["ExampleApps"], path: "Examples/photos"),
        // The same for the fixtures in Tests/Fixtures/Compiled, the corpus's cells in Tests/Fixtures/Corpus (written from
        // ../shared/corpus/xib, which their tests read) and the examples of Grammar.md, one .cell file each in
        // Tests/Fixtures/Grammar (kept equal to Grammar.md by ExamplesTests), with the Swift Grammar.md shows using
        // them. Fixtures/Generated holds the emitter's goldens, not compiled.
        .target(
            name: "CompiledCells", dependencies: ["CellKit"], path: "Tests/Fixtures",
            exclude: ["Diagnostics", "Dumps", "FuzzRegressions", "Generated", "Imported"], plugins: ["CellcPlugin"]),
        // What `cellc import` makes of the corpus's xibs, compiled by the plugin, in a module of its own since the
        // corpus's class names meet the trial's.
        .target(
            name: "ImportedCells", dependencies: ["CellKit", "CompiledCells"], path: "Tests/Fixtures/Imported",
            plugins: ["CellcPlugin"]),

        // Helpers the tests share: source text with location markers, a seeded random number generator, a small
        // property-testing library (generators, shrinking, a runner that prints the seed that replays a failure),
        // and a textual description of view trees. A plain target, because a test target cannot depend on another;
        // it imports Testing all the same, to record a failure in the test that caused it.
        .target(name: "CellTestSupport", dependencies: ["CellDiagnostics", "CellKit"], path: "Tests/CellTestSupport"),

        .testTarget(name: "CellSupportTests", dependencies: ["CellSupport"]),
        .testTarget(
            name: "CellInterfaceBuilderTests", dependencies: ["CellInterfaceBuilder", "CellCatalog", "CellDiagnostics"]),
        .testTarget(name: "CellFontsTests", dependencies: ["CellFonts"]),
        // The Interface Builder scanner and the sized-to-fit rule of `cellbench fonts`.
        .testTarget(name: "cellbenchTests", dependencies: ["cellbench"]),
        .testTarget(name: "CellDiagnosticsTests", dependencies: ["CellDiagnostics", "CellTestSupport"]),
        .testTarget(name: "CellSyntaxTests", dependencies: ["CellSyntax", "CellTestSupport"]),
        .testTarget(name: "CellSemaTests", dependencies: ["CellSema", "CellTestSupport"]),
        .testTarget(name: "CellCodeGenTests", dependencies: ["CellCodeGen", "CellTestSupport"]),
        .testTarget(
            name: "CellArchiveTests", dependencies: ["CellSupport", "CellCatalog", "CellArchive", "CellTestSupport"]),
        .testTarget(name: "CellKitTests", dependencies: ["CellCatalog", "CellKit", "CellTestSupport"]),
        .testTarget(name: "CellPreviewTests", dependencies: ["CellPreview", "CellKit", "CellTestSupport"]),
        .testTarget(name: "CellCLITests", dependencies: ["CellCLI", "CellTestSupport"]),
        // Every input in Tests/Fixtures/FuzzRegressions through its fuzzer's entry point, and the fuzz dictionaries
        // checked against the catalog.
        .testTarget(
            name: "CellFuzzTests", dependencies: ["CellFuzz", "CellCatalog", "CellSupport", "CellTestSupport"]),
        .testTarget(name: "ExampleAppsTests", dependencies: ["ExampleApps", "ExampleCells", "CellKit", "CellPreview"]),
        // Opens rendered SVG in headless Chromium (installed by .ci/run) and checks the screenshot's pixels.
        .testTarget(
            name: "ScreenshotTests",
            dependencies: ["CellKit", "CellFonts", "CellPreview", "ExampleApps", "CellTestSupport"]),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "CellCatalog", "CellArchive", "CellDiagnostics", "CellCodeGen", "CellSema", "CellSyntax", "CellKit",
                "CellPreview", "CellInterfaceBuilder", "ExampleCells", "ExampleApps",
                "CompiledCells", "ImportedCells",
                "CellTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
