import CellCatalog
import CellSema

/// Writes a `.cell` file that sets every property of every view kind and template kind, and uses every case of every
/// enumeration, from the catalog itself. Its generated Swift is compiled into CompiledCells, so building the package
/// proves that the code cellc emits for each entry of the catalog compiles against CellKit.
enum CatalogFixture {
    /// The fixture's path, relative to the repository.
    static let path = "Tests/Fixtures/Compiled/Catalog.cell"

    /// The fixture's text.
    static func text() -> String {
        var lines = [
            "// generated from the view catalog by Tests/ExamplesTests/CatalogFixture.swift; do not edit.",
            "",
            "cell FixtureCatalogCell {",
        ]
        lines += rootProperties(ViewCatalog.cellProperties).map { "    " + $0 }
        var viewIndex = 0
        for kind in ViewKind.allCases {
            let specs = kind.properties.filter { $0.name != "size" }
            let variants =
                specs.compactMap { spec -> Int? in
                    guard case .enumeration(let type) = spec.type else { return nil }
                    return type.cases.count
                }.max() ?? 1
            for variant in 0..<variants {
                lines.append("    \(kind.rawValue) \(outletName(kind, variant)) {")
                for spec in specs {
                    // A custom class is the app's: one view names one, declared in Fixtures/Compiled/CustomViews.swift
                    // (Fixtures/Compiled/CustomClasses.cell gives every kind one).
                    // Every view of the fixture joins one collection, of mixed kinds.
                    if spec.role == .outletCollection {
                        lines.append("        collection = \"catalogViews\"")
                        continue
                    }
                    // `.customView` needs an enclosing custom view; Fixtures/Compiled/NestedOutlets.cell uses it.
                    if spec.role == .outletConnection, case .enumeration(let type) = spec.type {
                        let places = type.cases.filter { $0 != "customView" }
                        lines.append("        connection = .\(places[variant % places.count])")
                        continue
                    }
                    if spec.role == .customClass {
                        if kind == .view && variant == 0 { lines.append("        customClass = \"FixtureCustomView\"") }
                        continue
                    }
                    lines.append("        \(spec.name) = \(sample(spec, variant: variant, index: viewIndex))")
                }
                if kind == .stackView {
                    lines.append("        View {")
                    lines.append("            size = (10, 20)")
                    lines.append("        }")
                }
                lines.append("    }")
                viewIndex += 1
            }
        }
        // Every named colour, each the background of a view of its own, so the generated code names every
        // `Color` static the catalog promises and the nib path reads every one.
        for (index, color) in NamedColor.all.enumerated() {
            lines.append("    View \(color.name)View {")
            lines.append("        frame = (\(index % 30) * 10, 10, 10, 10)")
            lines.append("        backgroundColor = .\(color.name)")
            lines.append("    }")
        }
        lines.append("}")
        lines.append("")
        lines.append("view FixtureCatalogView {")
        lines += rootProperties(ViewCatalog.templateViewProperties).map { "    " + $0 }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func rootProperties(_ specs: [PropertySpec]) -> [String] {
        specs.map { spec in
            switch spec.name {
            case "height": "height = 400"
            case "width": "width = 320"
            case "reuseIdentifier": "reuseIdentifier = \"FixtureCatalogCellIdentifier\""
            case "owner": "owner = \"FixtureCatalogController\""
            case "ownerOutlet": "ownerOutlet = \"cell\""
            default: "\(spec.name) = \(sample(spec, variant: 0, index: 0))"
            }
        }
    }

    private static func outletName(_ kind: ViewKind, _ variant: Int) -> String {
        let name = kind.rawValue
        return (name.first.map { $0.lowercased() } ?? "") + name.dropFirst() + "\(variant)"
    }

    /// A valid value for `spec`; enumerations take their `variant`-th case, wrapping around.
    static func sample(_ spec: PropertySpec, variant: Int, index: Int) -> String {
        switch spec.type {
        case .number: "0.5"
        case .integer: "\(variant + 1)"
        case .bool: variant % 2 == 0 ? "true" : "false"
        case .string: "\"\(spec.name) \(variant)\""
        case .color: ["#A4A4A4", "rgb(1, 2, 3)", "rgba(10, 20, 30, 0.5)", "#FA0", "#11223344", ".red"][variant % 6]
        case .font: [".system(12)", ".boldSystem(15)", ".custom(\"Avenir\", 14)"][variant % 3]
        case .image: "\"\(spec.name)_\(variant)\""
        case .enumeration(let type): "." + type.cases[variant % type.cases.count]
        case .frame: "(\(index % 30) * 10, 0, 10, 10)"
        case .size: "(100, 50)"
        case .insets: "(1, 2, 3, 4)"
        case .action: variant % 2 == 0 ? "tapped" : "pressed"
        case .length: "44"
        }
    }
}
