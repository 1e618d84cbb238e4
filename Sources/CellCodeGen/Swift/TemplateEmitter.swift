import CellCatalog
import CellSema
import CellSyntax

/// Emits one template's class (and its actions protocol).
struct TemplateEmitter {
    let template: CheckedTemplate
    let sourceName: String
    /// The Swift name of each view: its outlet, or a generated private name for a decorative view.
    let names: [String]
    /// The kinds of the controls that send each action, with the events they send it on; a method's sender is
    /// their class, or `Control` when controls of several kinds send it.
    let senders: [String: Set<ActionSender>]

    init(template: CheckedTemplate, sourceName: String) {
        self.template = template
        self.sourceName = sourceName
        var used = Set(template.views.compactMap(\.outlet))
        var counters: [String: Int] = [:]
        let overridable = ReservedNames.overridableMembers(of: template.kind)
        names = template.views.map { view in
            if let outlet = view.outlet, overridable[outlet] != nil {
                // The outlet overrides the base class's property of its name, so the view is kept under another.
                let name = TemplateEmitter.unusedName("\(outlet)Outlet", avoiding: used)
                used.insert(name)
                return name
            }
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
        var senders: [String: Set<ActionSender>] = [:]
        for view in template.views {
            for (action, event) in TemplateEmitter.actions(of: view) {
                senders[action, default: []].insert(ActionSender(kind: view.kind, event: event))
            }
        }
        self.senders = senders
    }

    /// A kind of control that sends an action, and the event it sends it on.
    struct ActionSender: Hashable {
        let kind: ViewKind
        let event: ControlEvent
    }

    /// The actions `view` sends, in order: each method's name and its event.
    static func actions(of view: ViewNode) -> [(name: String, event: ControlEvent)] {
        view.properties.compactMap { assignment in
            guard case .action(let name) = assignment.value, let event = view.kind.event(of: assignment.spec) else {
                return nil
            }
            return (name, event)
        }
    }

    /// The kind of every control that sends `action`, or nil when controls of several kinds send it.
    func senderKind(ofAction action: String) -> ViewKind? {
        let kinds = Set((senders[action] ?? []).map(\.kind))
        guard kinds.count == 1 else { return nil }
        return kinds.first
    }

    /// The class of the sender of `action`'s method: its controls' class, or `Control` for several kinds.
    func senderClass(ofAction action: String) -> String {
        senderKind(ofAction: action)?.className ?? "Control"
    }

    /// The Swift type of `collection`'s elements: their custom class, or the CellKit class of their kind.
    func swiftType(of collection: OutletCollection) -> String {
        collection.customClass ?? SwiftIdentifier.cellKit(collection.kind.className)
    }

    /// `name = [a, b, ...]` for each outlet collection, its views in source order.
    func emitCollections(into writer: inout SwiftWriter) {
        for collection in template.collections {
            let elements = collection.views.map { names[$0] }.joined(separator: ", ")
            writer.line("\(SwiftIdentifier.escaped(collection.name)) = [\(elements)]")
        }
    }

    /// The Swift type of `view`'s outlet: its custom class, the app's, or its CellKit class, qualified.
    func swiftType(of view: ViewNode) -> String {
        view.customClass ?? SwiftIdentifier.cellKit(view.kind.className)
    }

    static func lowerCamel(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// `base`, or `base` followed by as many underscores as it takes not to be one of `used`: a parameter or local
    /// of generated code that no outlet shadows.
    static func unusedName(_ base: String, avoiding used: Set<String>) -> String {
        var name = base
        while used.contains(name) { name += "_" }
        return name
    }

    var isCell: Bool { template.kind == .cell }
    /// Whether the template's subviews go in the content view of its base class (a cell's).
    var hasContentView: Bool { template.kind.hasContentView }
    /// Whether the template is a collection view's (a `CollectionTemplate`), with a nominal size.
    var isCollectionTemplate: Bool { template.kind.sizesWidth }
    /// What the template's object is called in documentation: "cell" or "view".
    var objectNoun: String { hasContentView ? "cell" : "view" }
    var className: String { template.className }
    var actionsProtocol: String { className + "Actions" }
    var ownerProtocol: String { className + "Owner" }

    /// The class, with `schema`, the template's ``TemplateSchema`` lines, as its `templateSchema`.
    func emit(schema: [String], into writer: inout SwiftWriter) {
        if !template.actions.isEmpty {
            emitActionsProtocol(into: &writer)
            writer.line()
        }
        if template.owner != nil {
            emitOwnerProtocol(into: &writer)
            writer.line()
        }
        var base = [template.kind.baseClassName, template.kind.protocolName].map(SwiftIdentifier.cellKit)
        if !template.variables.isEmpty {
            base.append(SwiftIdentifier.cellKit("LayoutVariables"))
        }
        let what: String
        switch template.kind {
        case .cell: what = "A table-view cell"
        case .view: what = "A view"
        case .collectionCell: what = "A collection-view cell"
        case .reusableView: what = "A collection view's reusable view (a section header or footer)"
        }
        writer.line("/// \(what) laid out by the template `\(className)` in \(sourceName).")
        writer.line("@MainActor")
        writer.block("open class \(className): \(base.joined(separator: ", "))") { writer in
            emitStaticMembers(schema: schema, into: &writer)
            emitStoredProperties(into: &writer)
            writer.line()
            emitInitializer(into: &writer)
            writer.line()
            emitNibInitializer(into: &writer)
            if !template.actions.isEmpty {
                writer.line()
                emitConnectAction(into: &writer)
            }
            if template.owner != nil {
                writer.line()
                emitConnectOutlets(into: &writer)
            }
            if isCell {
                writer.line()
                emitHeightFunction(into: &writer)
            }
            if isCollectionTemplate && (template.widthReadsContent || template.heightReadsContent) {
                writer.line()
                emitSizeFitting(into: &writer)
            }
            if !template.layoutOrder.isEmpty {
                writer.line()
                emitLayoutSubviews(into: &writer)
            }
        }
    }

    private func emitActionsProtocol(into writer: inout SwiftWriter) {
        let owner = objectNoun
        let senderNoun = senders.values.allSatisfy { $0.allSatisfy { $0.kind == .button } } ? "buttons" : "controls"
        writer.line(
            "/// The actions the \(senderNoun) of `\(className)` send; adopt it and set the \(owner)'s `actionTarget`.")
        writer.line("@MainActor")
        writer.block("public protocol \(actionsProtocol): AnyObject") { writer in
            for (index, action) in template.actions.enumerated() {
                if index > 0 { writer.line() }
                let sender = senderClass(ofAction: action)
                let events = Set((senders[action] ?? []).map(\.event))
                let event = events.count == 1 ? events.first?.phrase ?? "sends it" : "sends it"
                let noun = senderKind(ofAction: action) == nil ? "control" : TemplateEmitter.lowerCamel(sender)
                writer.line("/// Sent when a \(noun) whose action is `\(action)` \(event).")
                writer.line("func \(SwiftIdentifier.escaped(action))(_ sender: \(SwiftIdentifier.cellKit(sender)))")
            }
        }
    }

    private func emitStaticMembers(schema: [String], into writer: inout SwiftWriter) {
        writer.line("/// The class name, as written in \(sourceName).")
        writer.line("nonisolated public static let templateName = \(SwiftLiteral.string(className))")
        if let identifier = template.reuseIdentifier, template.declaresNoReuseIdentifier {
            writer.line(
                "/// The identifier `register(_:)` registers this \(objectNoun) with; the template has none "
                    + "(`reuseIdentifier = .none`), so the objects the class makes have none until dequeued.")
            writer.line("nonisolated public static let reuseIdentifier = \(SwiftLiteral.string(identifier))")
        } else if let identifier = template.reuseIdentifier {
            writer.line("/// The identifier to register and dequeue this \(objectNoun) with.")
            writer.line("nonisolated public static let reuseIdentifier = \(SwiftLiteral.string(identifier))")
        }
        if isCollectionTemplate {
            let width = SwiftLiteral.number(template.nominalWidth)
            let height = SwiftLiteral.number(template.nominalHeight)
            let measured = [
                template.widthReadsContent ? "width" : nil, template.heightReadsContent ? "height" : nil,
            ].compactMap { $0 }
            writer.line(
                measured.isEmpty
                    ? (template.kind == .collectionCell
                        ? "/// The item size the cell is designed at, as a flow layout's `itemSize` takes it."
                        : "/// The size the view is designed at, as a flow layout's header or footer reference size "
                            + "takes it.")
                    : "/// The size the \(objectNoun) starts at; its \(measured.joined(separator: " and ")) "
                        + "\(measured.count == 1 ? "reads" : "read") its content, which `systemLayoutSizeFitting(_:)` measures."
            )
            writer.line(
                "nonisolated public static let nominalSize = \(SwiftIdentifier.cellKit("Size"))(width: \(width), height: \(height))"
            )
        }
        writer.line(
            "/// The schema the class was generated with; an archive of another version of the template is "
                + "rejected.")
        guard !schema.isEmpty else {
            writer.line("nonisolated public static let templateSchema: [String] = []")
            return
        }
        writer.line("nonisolated public static let templateSchema: [String] = [")
        for line in schema {
            writer.line("    \(SwiftLiteral.string(line)),")
        }
        writer.line("]")
    }

    private func emitStoredProperties(into writer: inout SwiftWriter) {
        if !template.actions.isEmpty {
            writer.line()
            writer.line("/// Receives the actions of this view's buttons.")
            writer.line("public weak var actionTarget: (any \(actionsProtocol))?")
        }
        for (index, view) in template.views.enumerated() {
            if index == 0 { writer.line() }
            if let outlet = view.outlet, view.connectsToClass,
                ReservedNames.overridableMembers(of: template.kind)[outlet] != nil
            {
                writer.line("private let \(names[index]): \(swiftType(of: view))")
                writer.line(
                    "/// The `\(view.kind.className)` outlet `\(outlet)`, in place of the \(objectNoun)'s built-in "
                        + "one.")
                writer.line("public override var \(outlet): \(swiftType(of: view)) { \(names[index]) }")
            } else if let outlet = view.outlet, view.connectsToClass {
                writer.line("/// The `\(view.kind.className)` outlet `\(outlet)`.")
                writer.line("public let \(names[index]): \(swiftType(of: view))")
            } else {
                if let outlet = view.outlet, let owner = view.outletOwner {
                    writer.line("/// The `\(view.kind.className)` outlet `\(outlet)` of `\(names[owner])`.")
                } else if let outlet = view.outlet {
                    writer.line("/// The `\(view.kind.className)` outlet `\(outlet)`, connected on the owner only.")
                }
                writer.line("private let \(names[index]): \(swiftType(of: view))")
            }
        }
        if template.hasRuntimeAttributes {
            writer.line(
                "/// The runtime attributes `init()` could not set, which a view's `setRuntimeAttribute(_:forKey:)` "
                    + "refused; `init(nib:)` throws `NibError.runtimeAttributeRefused` instead.")
            writer.line("public private(set) var runtimeAttributeErrors: [CellKit.RuntimeAttributeError] = []")
        }
        for collection in template.collections {
            writer.line(
                "/// The outlet collection `\(collection.name)`: \(collection.views.count) views, in source order.")
            writer.line("public let \(SwiftIdentifier.escaped(collection.name)): [\(swiftType(of: collection))]")
        }
        emitLayoutVariables(into: &writer)
    }

    /// `init()`: each subview is made and configured in a closure of its own, then `assembleTemplate()` sets the
    /// template's own properties, builds the tree and wires the actions.
    ///
    /// The split is not for style: swiftc's time grows quadratically with the uses of `self` in one initializer,
    /// so a template of a hundred views written as one long init would take minutes to compile.
    private func emitInitializer(into writer: inout SwiftWriter) {
        writer.line("/// Builds the view tree and applies every property of the template.")
        writer.block("public required init()") { writer in
            for (index, view) in template.views.enumerated() {
                emitCreation(of: index, view, into: &writer)
            }
            emitCollections(into: &writer)
            let width = SwiftLiteral.number(template.nominalWidth)
            let height = SwiftLiteral.number(template.nominalHeight)
            let size = "\(SwiftIdentifier.cellKit("Rect"))(x: 0, y: 0, width: \(width), height: \(height))"
            if isCell {
                let identifier = template.declaresNoReuseIdentifier ? "nil" : "Self.reuseIdentifier"
                writer.line("super.init(style: .default, reuseIdentifier: \(identifier))")
                writer.line("self.frame = \(size)")
            } else {
                writer.line("super.init(frame: \(size))")
            }
            writer.line("assembleTemplate()")
            if hasCustomViewOutlets {
                writer.line("connectCustomViewOutlets()")
            }
            if template.hasRuntimeAttributes {
                writer.line("applyRuntimeAttributes()")
            }
            writer.line("awakeFromNib()")
        }
        if template.hasRuntimeAttributes {
            writer.line()
            emitApplyRuntimeAttributes(into: &writer)
        }
        if hasCustomViewOutlets {
            writer.line()
            emitConnectCustomViewOutlets(into: &writer)
        }
        writer.line()
        writer.block("private func assembleTemplate()") { writer in
            for assignment in template.properties {
                writer.line(PropertyEmitter.assignment(assignment, to: "self"))
            }
            for assignment in template.contentViewProperties {
                writer.line(PropertyEmitter.assignment(assignment, to: "contentView"))
            }
            for (index, view) in template.views.enumerated() {
                if let part = view.part {
                    // The cell adds its own views where UIKit's does: behind the content, or at the trailing edge.
                    writer.line("\(part.rawValue) = \(names[index])")
                    continue
                }
                if view.isTopLevelObject {
                    // An object of the nib beside the template, in no view: its frame is set once, here.
                    if let frame = view.frame {
                        let values = frame.components.map { SwiftLiteral.number($0.constantValue ?? 0) }
                        writer.line(
                            "\(names[index]).frame = \(SwiftIdentifier.cellKit("Rect"))(x: \(values[0]), y: \(values[1]), "
                                + "width: \(values[2]), height: \(values[3]))")
                    }
                    continue
                }
                let container =
                    view.parent.map { parent in
                        template.views[parent].kind.subviewPlacement == .contentView
                            ? "\(names[parent]).contentView" : names[parent]
                    } ?? (hasContentView ? "contentView" : "self")
                let adds = view.isArranged ? "addArrangedSubview" : "addSubview"
                writer.line("\(container).\(adds)(\(names[index]))")
            }
            emitLayoutReaders(into: &writer)
            for (index, view) in template.views.enumerated() {
                for (action, event) in TemplateEmitter.actions(of: view) {
                    writer.line(
                        "connectAction(named: \(SwiftLiteral.string(action)), for: .\(event.name), of: \(names[index]))"
                    )
                }
            }
        }
    }

    /// Makes each scroll view a frame reads across lay the template out again when it scrolls, as the frames that
    /// convert its content out of it move with it.
    func emitLayoutReaders(into writer: inout SwiftWriter) {
        for view in template.scrollViewsReadByFrames {
            writer.line("\(names[view]).addLayoutReader(self)")
        }
    }

    /// `applyRuntimeAttributes()`: each runtime attribute handed to its view's typed hook after the views'
    /// properties are set and before `awakeFromNib()`, as UIKit does; a refusal is recorded, since `init()` cannot
    /// throw.
    private func emitApplyRuntimeAttributes(into writer: inout SwiftWriter) {
        writer.block("private func applyRuntimeAttributes()") { writer in
            // The views before the template's own, in the order the nib path applies them, so the first refusal
            // is the same on both paths.
            let targets = zip(names, template.views.map(\.runtimeAttributes)) + [("self", template.runtimeAttributes)]
            for (target, attributes) in targets {
                for attribute in attributes {
                    writer.line(
                        "applyRuntimeAttribute(\(PropertyEmitter.value(attribute.value)), forKey: "
                            + "\(SwiftLiteral.string(attribute.key)), to: \(target))")
                }
            }
        }
        writer.line()
        writer.block(
            "private func applyRuntimeAttribute(_ value: CellKit.RuntimeAttribute, forKey key: String, to view: "
                + "CellKit.View)"
        ) { writer in
            writer.line("do throws(CellKit.RuntimeAttributeError) {")
            writer.line("    try view.setRuntimeAttribute(value, forKey: key)")
            writer.line("} catch {")
            writer.line("    runtimeAttributeErrors.append(error)")
            writer.line("}")
        }
    }

    /// Whether some view's outlet belongs to the custom view it is in (`connection = .customView`).
    var hasCustomViewOutlets: Bool { template.views.contains { $0.outletOwner != nil } }

    /// `connectCustomViewOutlets()`, which both initializers call: each custom view gets the outlets of the views
    /// inside it through its `<Class>Outlets` protocol, a member of the file's registration enum, typed, with no
    /// key-value coding.
    private func emitConnectCustomViewOutlets(into writer: inout SwiftWriter) {
        writer.block("private func connectCustomViewOutlets()") { writer in
            var declared: Set<Int> = []
            for (index, view) in template.views.enumerated() {
                guard let owner = view.outletOwner, let outlet = view.outlet,
                    let className = template.views[owner].customClass
                else { continue }
                // A local that no outlet shadows, so the right-hand sides still name the views.
                let local = TemplateEmitter.unusedName(
                    names[owner].filter { $0 != "`" } + "Outlets", avoiding: Set(names))
                if declared.insert(owner).inserted {
                    let registration = SwiftEmitter.registrationEnumName(forSourceName: sourceName)
                    writer.line("let \(local): any \(registration).\(className)Outlets = \(names[owner])")
                }
                writer.line("\(local).\(SwiftIdentifier.escaped(outlet)) = \(names[index])")
            }
        }
    }

    /// `name = Kind()`, or a closure that makes the view and sets its properties.
    private func emitCreation(of index: Int, _ view: ViewNode, into writer: inout SwiftWriter) {
        let name = names[index]
        let assignments = view.properties.filter { if case .action = $0.value { false } else { true } }
        guard !assignments.isEmpty || view.size != nil else {
            writer.line("\(name) = \(swiftType(of: view))()")
            return
        }
        writer.line("\(name) = {")
        writer.line("    let view = \(swiftType(of: view))()")
        for assignment in assignments {
            writer.line("    " + PropertyEmitter.assignment(assignment, to: "view"))
        }
        if let size = view.size {
            let width = SwiftLiteral.number(size.width)
            let height = SwiftLiteral.number(size.height)
            // An accessory view's size is its frame's, which the cell places; a stack's view's is its preference.
            let target = view.part == .accessoryView ? "frame.size" : "preferredSize"
            writer.line("    view.\(target) = \(SwiftIdentifier.cellKit("Size"))(width: \(width), height: \(height))")
        }
        writer.line("    return view")
        writer.line("}()")
    }
}
