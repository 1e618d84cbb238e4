import CellSema

extension TemplateEmitter {
    /// How generated code reads the layout variable at `index`: `self.avatarWidth`, which no local shadows.
    func variableName(_ index: Int) -> String {
        "self.\(SwiftIdentifier.escaped(template.variables[index].name))"
    }

    /// One `Double` property per layout variable, starting at its default, whose change sets the preferred sizes
    /// that read it and lays the view out again; then `layoutVariables`, which reaches them by name as
    /// `CellKit.LayoutVariables` does on an object a nib made without this class.
    func emitLayoutVariables(into writer: inout SwiftWriter) {
        guard !template.variables.isEmpty else { return }
        let expressions = LayoutExpressionEmitter(
            names: names, parentWidth: "0", parentHeight: "0", anchorBase: { names[$0] },
            measuredView: { names[$0] }, variable: variableName)
        // The views whose preferred size reads each variable, gathered in one pass over the views.
        var sizesReading = Array(repeating: [(view: Int, size: SizeValue)](), count: template.variables.count)
        for (view, node) in template.views.enumerated() {
            guard let size = node.size, !size.variableDimensions.isEmpty else { continue }
            for variable in template.variables.indices where size.reads(variable: variable) {
                sizesReading[variable].append((view, size))
            }
        }
        for (index, variable) in template.variables.enumerated() {
            let name = SwiftIdentifier.escaped(variable.name)
            let value = SwiftLiteral.number(variable.defaultValue)
            let sizes = sizesReading[index]
            let summary = "/// The layout variable `\(variable.name)`, \(value) to begin with: setting it"
            if sizes.isEmpty {
                writer.line("\(summary) lays the \(objectNoun) out again.")
            } else {
                writer.line("\(summary) resizes the views whose size")
                writer.line("/// reads it and lays the \(objectNoun) out again.")
            }
            writer.block("public var \(name): Double = \(value)") { writer in
                guard !sizes.isEmpty else {
                    writer.line("didSet { setNeedsLayout() }")
                    return
                }
                writer.block("didSet") { writer in
                    for (view, size) in sizes {
                        let width = size.widthExpression.map(expressions.emit) ?? SwiftLiteral.number(size.width)
                        let height = size.heightExpression.map(expressions.emit) ?? SwiftLiteral.number(size.height)
                        let type = SwiftIdentifier.cellKit("Size")
                        writer.line("\(names[view]).preferredSize = \(type)(width: \(width), height: \(height))")
                    }
                    writer.line("setNeedsLayout()")
                }
            }
        }
        writer.line("/// The layout variables by name; a name the template does not declare changes nothing.")
        writer.block("public var layoutVariables: [String: Double]") { writer in
            let pairs = template.variables.map {
                "\(SwiftLiteral.string($0.name)): \(SwiftIdentifier.escaped($0.name))"
            }
            writer.line("get { [\(pairs.joined(separator: ", "))] }")
            writer.block("set") { writer in
                for variable in template.variables {
                    let name = SwiftIdentifier.escaped(variable.name)
                    writer.line("if let value = newValue[\(SwiftLiteral.string(variable.name))] { \(name) = value }")
                }
            }
        }
    }
}
