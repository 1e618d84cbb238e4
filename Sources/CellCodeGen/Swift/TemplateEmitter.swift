import CellSema
import CellSyntax

/// Emits one template's class (and its actions protocol).
struct TemplateEmitter {
    let template: CheckedTemplate
    let sourceName: String
    /// The Swift name of each view: its outlet, or a generated private name for a decorative view.
    let names: [String]

    init(template: CheckedTemplate, sourceName: String) {
        self.template = template
        self.sourceName = sourceName
        var used = Set(template.views.compactMap(\.outlet))
        var counters: [String: Int] = [:]
        names = template.views.map { view in
            if let outlet = view.outlet { return SwiftIdentifier.escaped(outlet) }
            let base = TemplateEmitter.lowerCamel(view.kind.rawValue)
            var name: String
            repeat {
                counters[base, default: 0] += 1
                name = "\(base)\(counters[base, default: 1])"
            } while used.contains(name)
            used.insert(name)
            return name
        }
    }

    static func lowerCamel(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    var isCell: Bool { template.kind == .cell }
    var className: String { template.className }
    var actionsProtocol: String { className + "Actions" }

    func emit(into writer: inout SwiftWriter) {
        if !template.actions.isEmpty {
            emitActionsProtocol(into: &writer)
            writer.line()
        }
        let base = isCell ? "TableViewCell, CellTemplate" : "View, Template"
        let what = isCell ? "A table-view cell" : "A view"
        writer.line("/// \(what) laid out by the template `\(className)` in \(sourceName).")
        writer.line("@MainActor")
        writer.block("open class \(className): \(base)") { writer in
            emitStaticMembers(into: &writer)
            emitStoredProperties(into: &writer)
            writer.line()
            emitInitializer(into: &writer)
            if isCell {
                writer.line()
                emitHeightFunction(into: &writer)
            }
            if !template.layoutOrder.isEmpty {
                writer.line()
                emitLayoutSubviews(into: &writer)
            }
        }
    }

    private func emitActionsProtocol(into writer: inout SwiftWriter) {
        writer.line("/// The actions the buttons of `\(className)` send; adopt it and set the cell's `actionTarget`.")
        writer.line("@MainActor")
        writer.block("public protocol \(actionsProtocol): AnyObject") { writer in
            for (index, action) in template.actions.enumerated() {
                if index > 0 { writer.line() }
                writer.line("/// Sent when a button whose action is `\(action)` is tapped.")
                writer.line("func \(SwiftIdentifier.escaped(action))(_ sender: Button)")
            }
        }
    }

    private func emitStaticMembers(into writer: inout SwiftWriter) {
        writer.line("/// The class name, as written in \(sourceName).")
        writer.line("nonisolated public static let templateName = \(SwiftLiteral.string(className))")
        if let identifier = template.reuseIdentifier {
            writer.line("/// The identifier to register and dequeue this cell with.")
            writer.line("nonisolated public static let reuseIdentifier = \(SwiftLiteral.string(identifier))")
        }
    }

    private func emitStoredProperties(into writer: inout SwiftWriter) {
        if !template.actions.isEmpty {
            writer.line()
            writer.line("/// Receives the actions of this view's buttons.")
            writer.line("public weak var actionTarget: (any \(actionsProtocol))?")
        }
        for (index, view) in template.views.enumerated() {
            if index == 0 { writer.line() }
            if let outlet = view.outlet {
                writer.line("/// The `\(view.kind.swiftType)` outlet `\(outlet)`.")
                writer.line("public let \(names[index]): \(view.kind.swiftType)")
            } else {
                writer.line("private let \(names[index]): \(view.kind.swiftType)")
            }
        }
    }

    private func emitInitializer(into writer: inout SwiftWriter) {
        writer.line("/// Builds the view tree and applies every property of the template.")
        writer.block("public required init()") { writer in
            for (index, view) in template.views.enumerated() {
                writer.line("\(names[index]) = \(view.kind.swiftType)()")
            }
            let size =
                "Rect(x: 0, y: 0, width: \(SwiftLiteral.number(template.nominalWidth)), height: \(SwiftLiteral.number(template.nominalHeight)))"
            if isCell {
                writer.line("super.init(style: .default, reuseIdentifier: Self.reuseIdentifier)")
                writer.line("self.frame = \(size)")
            } else {
                writer.line("super.init(frame: \(size))")
            }
            for assignment in template.properties {
                writer.line(PropertyEmitter.assignment(assignment, to: "self"))
            }
            for (index, view) in template.views.enumerated() {
                writer.line()
                emitSetup(of: index, view, into: &writer)
            }
            if !template.views.isEmpty { writer.line() }
            writer.line("awakeFromNib()")
        }
    }

    private func emitSetup(of index: Int, _ view: ViewNode, into writer: inout SwiftWriter) {
        let name = names[index]
        for assignment in view.properties {
            if case .action(let action) = assignment.value {
                writer.line("\(name).addAction(named: \(SwiftLiteral.string(action))) { [weak self] sender in")
                writer.line("    guard let button = sender as? Button else { return }")
                writer.line("    self?.actionTarget?.\(SwiftIdentifier.escaped(action))(button)")
                writer.line("}")
            } else {
                writer.line(PropertyEmitter.assignment(assignment, to: name))
            }
        }
        if let size = view.size {
            writer.line(
                "\(name).frame.size = Size(width: \(SwiftLiteral.number(size.width)), height: \(SwiftLiteral.number(size.height)))"
            )
        }
        let container = view.parent.map { names[$0] } ?? (isCell ? "contentView" : "self")
        let adds = view.isArranged ? "addArrangedSubview" : "addSubview"
        writer.line("\(container).\(adds)(\(name))")
    }
}
