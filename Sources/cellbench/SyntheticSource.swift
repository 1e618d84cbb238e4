/// Writes `.cell` files of any size with the shape of real ones: constants, styles, and cells whose subviews read
/// each other's anchors, so every phase of the compiler does its full work.
enum SyntheticSource {
    /// A file of `templates` cells, each with `viewsPerTemplate` labels chained by their frames.
    static func make(templates: Int, viewsPerTemplate: Int) -> String {
        var text = "// synthetic benchmark input\nlet margin = 12\n\nstyle Caption {\n    font = .system(12)\n"
        text += "    textColor = #A4A4A4\n}\n"
        for template in 0..<templates {
            text += "\ncell BenchCell\(template) {\n    height = label\(viewsPerTemplate - 1).maxY + margin\n"
            text += "    selectionStyle = .none\n"
            for view in 0..<viewsPerTemplate {
                let top = view == 0 ? "margin" : "label\(view - 1).maxY + 4"
                text += "    Label label\(view): Caption {\n"
                text += "        frame = (margin, \(top), parent.width - 2 * margin, 20)\n"
                text += "        text = \"Row \(template), label \(view): \\\"quoted\\\" ✓\"\n"
                text += "    }\n"
            }
            text += "}\n"
        }
        return text
    }
}
