import CellSema

extension TemplateEmitter {
    /// How generated code reads the layout variable at `index`: `self.avatarWidth`, which no local shadows.
    func variableName(_ index: Int) -> String {
        "self.\(SwiftIdentifier.escaped(template.variables[index].name))"
    }

    /// One `Double` property per layout variable, starting at its default, whose change lays the view out again;
    /// then `layoutVariables`, which reaches them by name as `CellKit.LayoutVariables` does on an object a nib
    /// made without this class.
    func emitLayoutVariables(into writer: inout SwiftWriter) {
        guard !template.variables.isEmpty else { return }
        for variable in template.variables {
            let name = SwiftIdentifier.escaped(variable.name)
            let value = SwiftLiteral.number(variable.defaultValue)
            let effect = "setting it lays the \(objectNoun) out again"
            writer.line("/// The layout variable `\(variable.name)`, \(value) to begin with: \(effect).")
            writer.block("public var \(name): Double = \(value)") { writer in
                writer.line("didSet { setNeedsLayout() }")
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
