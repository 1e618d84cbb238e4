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
                if kind.subviewPlacement == .contentView {
                    lines.append("        View {")
                    lines.append("            frame = (1, 2, parent.width - 2, parent.height - 4)")
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
        // Every font form, weight and text style, each the font of a label of its own, and an asset colour, so the
        // generated code and the nib path make every one.
        let fonts =
            FontWeight.allCases.map { ("\($0.rawValue)Label", ".system(12, .\($0.rawValue))") }
            + [
                ("italicLabel", ".italicSystem(13)"), ("monospacedDigitLabel", ".monospacedDigitSystem(13, .medium)"),
            ] + FontTextStyle.allCases.map { ("\($0.rawValue)Label", ".textStyle(.\($0.rawValue))") }
        for (index, (name, font)) in fonts.enumerated() {
            lines.append("    Label \(name) {")
            lines.append("        frame = (\(index % 30) * 10, 20, 10, 10)")
            lines.append("        font = \(font)")
            lines.append("        adjustsFontForContentSizeCategory = \(font.hasPrefix(".textStyle"))")
            lines.append("    }")
        }
        lines.append("    View assetColorView {")
        lines.append("        frame = (0, 30, 10, 10)")
        lines.append("        backgroundColor = .asset(\"BrandRed\")")
        lines.append("        tintColor = .asset(\"BrandTint\")")
        lines.append("    }")
        lines += cellParts()
        lines.append("}")
        lines.append("")
        lines.append("view FixtureCatalogView {")
        lines += rootProperties(ViewCatalog.templateViewProperties).map { "    " + $0 }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every property of the content view's block, and every anchor of `parent.margins`, of the content view and
    /// of a view that preserves them, so both paths read margins as UIKit's views give them.
    private static func cellParts() -> [String] {
        var lines = ["    \(CellPart.contentView.rawValue) {"]
        lines += CellPart.contentView.properties.map { "        \($0.name) = \(sample($0, variant: 1, index: 0))" }
        lines.append("    }")
        lines += [
            "    View marginsView {",
            "        frame = (parent.margins.minX, parent.margins.minY, parent.margins.width, parent.margins.height)",
            "        preservesSuperviewLayoutMargins = true",
            "        View {",
            "            frame = (parent.margins.midX, parent.margins.midY, parent.margins.maxX - parent.margins.midX,",
            "                parent.margins.maxY - parent.margins.midY)",
            "        }",
            "    }",
        ]
        return lines
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
    ///
    /// The values a property bounds stay inside the bounds the other samples give: a maximum of 2 over values of
    /// 0.5, a current page below the page count, a selected segment among the three sample segments.
    static func sample(_ spec: PropertySpec, variant: Int, index: Int) -> String {
        switch (spec.type, spec.name) {
        case (.number, "maximumValue"): return "2"
        case (.integer, "currentPage"): return "\(variant)"
        case (.integer, "selectedSegmentIndex"): return "\(variant % 3)"
        case (.number, let name) where name.hasSuffix("Priority"): return "\(251 + variant)"
        default: break
        }
        return switch spec.type {
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
        case .offset: "(2, -1)"
        case .action: variant % 2 == 0 ? "tapped" : "pressed"
        case .length: "44"
        case .strings: "(\"\(spec.name) \(variant)\", \"second\", \"third\")"
        case .optionSet(let type): optionSetSample(type, variant: variant)
        }
    }

    /// Two members of an option set, a different pair for each variant, so that a few variants name every member
    /// (case 0, the empty set, stands for none).
    private static func optionSetSample(_ type: EnumType, variant: Int) -> String {
        let members = type.cases.dropFirst()
        guard !members.isEmpty else { return ".\(type.cases.first ?? "none")" }
        let first = members[members.startIndex + (2 * variant) % members.count]
        let second = members[members.startIndex + (2 * variant + 1) % members.count]
        return "(.\(first), .\(second))"
    }
}
