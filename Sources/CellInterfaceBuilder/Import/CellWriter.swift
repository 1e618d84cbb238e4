import CellCatalog

/// Writes imported templates as `.cell` source: one template per top-level object, its own properties, layout
/// variables and content view first, then its views in the file's order, nested as in the file, each with its
/// frame (or a stack's arranged size), properties and runtime attributes, and a comment wherever something of the
/// file is not carried over.
struct CellWriter {
    private(set) var text = ""

    /// Starts the file with a line that says where it comes from.
    init(fileName: String) {
        let name = fileName.split(whereSeparator: \.isNewline).joined(separator: " ")
        text = "// Imported from \(name) by cellc import.\n"
    }

    private mutating func line(_ depth: Int, _ content: String) {
        text += String(repeating: "    ", count: depth) + content + "\n"
    }

    private mutating func comments(_ depth: Int, _ comments: [String]) {
        for comment in comments {
            line(depth, "// " + comment.split(whereSeparator: \.isNewline).joined(separator: " "))
        }
    }

    private mutating func attributes(_ depth: Int, _ attributes: [(name: String, value: String)]) {
        guard !attributes.isEmpty else { return }
        line(depth, "attributes {")
        for (name, value) in attributes {
            line(depth + 1, "\(name) = \(value)")
        }
        line(depth, "}")
    }

    /// Writes one template, its views laid out by `placements`.
    mutating func write(
        _ template: ImportedTemplate, views: [ImportedTemplate.View], placements: [Int: FrameSolver.Placement],
        owner: (className: String, outlet: String?)?, variables: [(name: String, value: Double)]
    ) {
        text += "\n"
        comments(0, template.comments)
        line(0, "\(template.kind.rawValue) \(template.className) {")
        if template.kind.hasReuseIdentifier {
            line(1, "reuseIdentifier = " + (template.reuseIdentifier.map(XIBValue.string) ?? ".none"))
        }
        let width = XIBValue.length(template.rect.width)
        let height = XIBValue.length(template.rect.height)
        if template.kind != .cell || width != "320" {
            line(1, "width = \(width)")
        }
        line(1, "height = \(height)")
        if let owner {
            line(1, "owner = \(XIBValue.string(owner.className))")
            if let outlet = owner.outlet {
                line(1, "ownerOutlet = \(XIBValue.string(outlet))")
            }
        }
        for (name, value) in variables {
            line(1, "var \(name) = \(XIBValue.length(value))")
        }
        for (name, value) in template.properties {
            line(1, "\(name) = \(value)")
        }
        attributes(1, template.attributes)
        if template.kind.hasContentView, !template.contentViewProperties.isEmpty {
            text += "\n"
            line(1, "contentView {")
            for (name, value) in template.contentViewProperties {
                line(2, "\(name) = \(value)")
            }
            line(1, "}")
        }

        // Depth first, without recursion: each view opens, its subviews follow, then it closes.
        var pending: [(index: Int, depth: Int, closing: Bool)] = views[0].subviews.reversed().map { ($0, 1, false) }
        var previousDepth = 0
        while let (index, depth, closing) = pending.popLast() {
            if closing {
                line(depth, "}")
                previousDepth = depth
                continue
            }
            let view = views[index]
            if depth <= previousDepth || depth == 1 {
                text += "\n"
            }
            previousDepth = depth
            comments(depth, view.comments)
            line(depth, view.kind.rawValue + (view.name.map { " " + $0 } ?? "") + " {")
            switch placements[index] {
            case .frame(let components)?:
                line(depth + 1, "frame = (" + components.joined(separator: ", ") + ")")
            case .arranged(let size?)?:
                line(depth + 1, "size = (" + size.joined(separator: ", ") + ")")
            case .arranged(nil)?, nil:
                break
            }
            for (name, value) in view.properties {
                line(depth + 1, "\(name) = \(value)")
            }
            attributes(depth + 1, view.attributes)
            pending.append((index, depth, true))
            pending.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1, false) })
        }
        line(0, "}")
    }
}
