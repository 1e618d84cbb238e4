import CellCatalog
import CellDiagnostics
import CellSupport
import CellSyntax

extension Checker {
    /// Checks one template and builds its IR.
    mutating func checkTemplate(_ template: Template) -> CheckedTemplate {
        checkClassName(template.name)
        var scope = TemplateScope(kind: TemplateKind(template.kind))
        collectViews(template.members, parent: nil, parentIsStack: false, into: &scope)
        var root = checkRootProperties(template, scope: &scope)
        for index in scope.views.indices {
            checkViewProperties(index, scope: &scope)
        }
        checkOwnerConnections(root, scope: scope)
        let collections = checkCollections(scope)
        let order = orderLayout(&scope)
        root.nominalHeight = order.hasCycle ? root.nominalHeight : nominalHeight(root, scope, order.height)
        if !order.hasCycle && syntaxIsValid {
            let contentWidth = root.nominalWidth - root.accessoryWidth
            warnAboutFrames(
                scope, order: order.layout, nominalWidth: root.nominalWidth, width: contentWidth,
                height: root.nominalHeight)
        }
        var actions: Set<String> = []
        for view in scope.views {
            for case .action(let name) in view.properties.map(\.value) {
                actions.insert(name)
            }
        }
        var checked = CheckedTemplate(
            kind: scope.kind, className: template.name.text,
            reuseIdentifier: scope.kind == .cell ? (root.reuseIdentifier ?? template.name.text) : nil,
            reuseIdentifierRange: root.reuseIdentifierRange,
            nominalWidth: root.nominalWidth, accessoryWidth: root.accessoryWidth, height: root.height,
            nominalHeight: root.nominalHeight,
            properties: root.properties, views: scope.views, layoutOrder: order.layout, heightOrder: order.height,
            actions: actions.sorted(), owner: root.owner, ownerRange: root.ownerRange,
            ownerOutlet: root.owner == nil ? nil : root.ownerOutlet?.text, range: template.range,
            nameRange: template.name.range)
        checked.collections = collections
        checked.runtimeAttributes = checkRuntimeAttributes(
            in: template.members, of: "\(template.kind.rawValue) '\(template.name.text)'", specs: scope.kind.properties)
        return checked
    }

    mutating func checkClassName(_ name: Identifier) {
        if ReservedNames.typeNames.contains(name.text) || ReservedNames.swiftKeywords.contains(name.text) {
            diagnostics.error(
                .reservedName, "class name '\(name.text)' is reserved", at: name.range,
                notes: [Diagnostic.Note("'\(name.text)' names a type the generated Swift uses; choose another name")])
        }
    }

    /// Walks the subview tree, parents before children, recording each view and its outlet.
    mutating func collectViews(_ members: [Member], parent: Int?, parentIsStack: Bool, into scope: inout TemplateScope)
    {
        for case .subview(let subview) in members where !Checker.isRuntimeAttributesBlock(subview) {
            let kind = ViewKind(rawValue: subview.kind.text)
            if kind == nil {
                var notes: [Diagnostic.Note] = []
                if let hint = Suggestions.didYouMean(subview.kind.text, among: ViewKind.allCases.map(\.rawValue)) {
                    notes.append(Diagnostic.Note(hint))
                }
                notes.append(
                    Diagnostic.Note("the view kinds are \(ViewKind.allCases.map(\.rawValue).joined(separator: ", "))"))
                diagnostics.error(
                    .unknownViewKind, "unknown view kind '\(subview.kind.text)'", at: subview.kind.range, notes: notes)
            }
            let index = scope.views.count
            if let name = subview.name {
                checkOutletName(name, index: index, scope: &scope)
            }
            let range = subview.name.map { subview.kind.range.union($0.range) } ?? subview.kind.range
            scope.views.append(
                ViewNode(
                    kind: kind ?? .view, outlet: subview.name?.text, parent: parent, properties: [], frame: nil,
                    isArranged: parentIsStack, range: range, line: line(of: subview.kind.range)))
            scope.syntax.append(subview)
            scope.kindIsKnown.append(kind != nil)
            collectViews(
                subview.members, parent: index, parentIsStack: kind?.subviewPlacement == .arranged, into: &scope)
        }
    }

    mutating func checkOutletName(_ name: Identifier, index: Int, scope: inout TemplateScope) {
        if let first = scope.outlets[name.text] {
            diagnostics.error(
                .duplicateOutlet, "duplicate outlet '\(name.text)'", at: name.range,
                notes: [Diagnostic.Note("'\(name.text)' is first declared here", at: scope.views[first].range)])
            return
        }
        scope.outlets[name.text] = index
        checkMemberName(name, in: scope.kind)
    }

    /// Reports a name that an outlet or an outlet collection, a stored property of the generated class, cannot
    /// take.
    mutating func checkMemberName(_ name: Identifier, in kind: TemplateKind) {
        let base = kind.baseClassName
        if name.text == "parent" {
            diagnostics.error(
                .reservedName, "'parent' is reserved and cannot name an outlet", at: name.range,
                notes: [Diagnostic.Note("'parent' means the enclosing view in frame expressions")])
        } else if ReservedNames.swift.contains(name.text) {
            diagnostics.error(.reservedName, "'\(name.text)' cannot name an outlet in Swift", at: name.range)
        } else if ReservedNames.typeNames.contains(name.text) {
            diagnostics.error(
                .reservedName, "outlet '\(name.text)' would hide the type '\(name.text)' in the generated class",
                at: name.range, notes: [Diagnostic.Note("outlets are usually lowerCamelCase, as 'titleLabel'")])
        } else if ReservedNames.viewMembers.contains(name.text)
            || (kind == .cell && ReservedNames.cellMembers.contains(name.text))
        {
            diagnostics.error(
                .reservedName, "outlet '\(name.text)' would hide the member '\(name.text)' of '\(base)'",
                at: name.range,
                notes: [Diagnostic.Note("rename the outlet, for example 'my\(Checker.capitalized(name.text))'")])
        }
    }

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// The template's own settings, before defaults are applied.
    struct RootSettings {
        var properties: [PropertyAssignment] = []
        var reuseIdentifier: String?
        var reuseIdentifierRange: SourceRange?
        var owner: String?
        var ownerRange: SourceRange?
        var ownerOutlet: Identifier?
        var nominalWidth = ViewCatalog.defaultWidth
        /// The width a cell's accessory takes from its content view: CellKit's 40 points when the template sets one.
        var accessoryWidth = 0.0
        var height: LayoutExpression
        var nominalHeight: Double
    }

    /// Checks the class name of a template's owner: the generated Swift declares a protocol the owner adopts and
    /// names the class in documentation, so it must be a plain Swift type name.
    mutating func checkOwner(_ owner: String, at range: SourceRange) -> Bool {
        let rule = Diagnostic.Note(
            "the owner is the class the nib's outlets are connected on, such as \"GalleryViewController\"; its name "
                + "is a letter or '_' followed by letters, digits or '_'")
        if owner.isEmpty {
            diagnostics.error(.invalidOwner, "the owner's class name cannot be empty", at: range, notes: [rule])
            return false
        }
        guard IdentifierGrammar.isValid(owner) else {
            diagnostics.error(
                .invalidOwner, "the owner '\(owner)' is not a Swift type name", at: range, notes: [rule])
            return false
        }
        if ReservedNames.swiftKeywords.contains(owner) {
            diagnostics.error(
                .invalidOwner, "the owner '\(owner)' is a Swift keyword, not a type name", at: range, notes: [rule])
            return false
        }
        return true
    }

    /// Checks the template's own properties: its reuse identifier, size and view properties.
    mutating func checkRootProperties(_ template: Template, scope: inout TemplateScope) -> RootSettings {
        let kind = TemplateKind(template.kind)
        let defaultHeight = kind == .cell ? ViewCatalog.defaultCellHeight : ViewCatalog.defaultViewHeight
        var root = RootSettings(height: .constant(defaultHeight), nominalHeight: defaultHeight)
        let specs = kind.properties
        var seen: [String: SourceRange] = [:]
        for case .property(let property) in template.members {
            let name = property.name
            guard let spec = specs.first(where: { $0.name == name.text }) else {
                if ViewCatalog.anyViewProperty(named: name.text)?.role == .customClass {
                    diagnostics.error(
                        .misplacedProperty, "a template cannot set 'customClass'; its class is its name",
                        at: name.range,
                        notes: [Diagnostic.Note("'customClass' makes a subview an instance of the app's subclass")])
                    continue
                }
                reportUnknownProperty(name, on: "\(template.kind.rawValue) '\(template.name.text)'", among: specs)
                continue
            }
            if let first = seen[name.text] {
                reportDuplicateProperty(name, first: first)
                continue
            }
            seen[name.text] = name.range
            let context = ValueContext(propertyName: name.text)
            switch spec.role {
            case .height where spec.type == .length:
                guard let height = checkLayout(property.value, of: nil, component: nil, scope: &scope) else { continue }
                if let value = height.constantValue, value <= 0 {
                    diagnostics.error(
                        .invalidValue, "'height' must be positive, found \(value.sourceText)",
                        at: property.value.range)
                    continue
                }
                root.height = height
                if let value = height.constantValue { root.nominalHeight = value }
            case .height, .nominalWidth:
                guard case .number(let value)? = checkValue(property.value, as: .number, context) else { continue }
                guard value > 0 else {
                    diagnostics.error(
                        .invalidValue, "'\(name.text)' must be positive, found \(value.sourceText)",
                        at: property.value.range)
                    continue
                }
                if spec.role == .nominalWidth {
                    root.nominalWidth = value
                } else {
                    root.height = .constant(value)
                    root.nominalHeight = value
                }
            case .reuseIdentifier:
                guard case .string(let identifier)? = checkValue(property.value, as: .string, context) else { continue }
                guard !identifier.isEmpty else {
                    diagnostics.error(.invalidValue, "a reuse identifier cannot be empty", at: property.value.range)
                    continue
                }
                root.reuseIdentifier = identifier
                root.reuseIdentifierRange = property.range
            case .owner:
                guard case .string(let owner)? = checkValue(property.value, as: .string, context) else { continue }
                guard checkOwner(owner, at: property.value.range) else { continue }
                root.owner = owner
                root.ownerRange = property.value.range
            case .ownerOutlet:
                guard case .string(let outlet)? = checkValue(property.value, as: .string, context) else { continue }
                guard checkOwnerOutletName(outlet, at: property.value.range) else { continue }
                root.ownerOutlet = Identifier(outlet, at: property.value.range)
            default:
                if let assignment = checkAssignment(property, spec: spec) {
                    root.properties.append(assignment)
                    if spec.type == .enumeration(.accessoryType), assignment.value != .enumCase(.accessoryType, "none")
                    {
                        root.accessoryWidth = ViewCatalog.accessoryWidth
                    }
                }
            }
        }
        return root
    }

    mutating func reportUnknownProperty(_ name: Identifier, on owner: String, among specs: [PropertySpec]) {
        var notes: [Diagnostic.Note] = []
        if let hint = Suggestions.didYouMean(name.text, among: specs.map(\.name)) {
            notes.append(Diagnostic.Note(hint))
        }
        diagnostics.error(.unknownProperty, "unknown property '\(name.text)' on \(owner)", at: name.range, notes: notes)
    }

    /// Checks a subview's styles and properties and its frame.
    mutating func checkViewProperties(_ index: Int, scope: inout TemplateScope) {
        let subview = scope.syntax[index]
        var view = scope.views[index]
        var assignments: [PropertyAssignment] = []
        var slotOfName: [String: Int] = [:]
        func set(_ assignment: PropertyAssignment) {
            if let slot = slotOfName[assignment.spec.name] {
                assignments[slot] = assignment
            } else {
                slotOfName[assignment.spec.name] = assignments.count
                assignments.append(assignment)
            }
        }

        for styleName in subview.styles {
            guard let style = styles[styleName.text] else {
                let notes = suggestion(for: styleName.text, among: styles.keys.sorted())
                diagnostics.error(.unknownName, "unknown style '\(styleName.text)'", at: styleName.range, notes: notes)
                continue
            }
            guard scope.kindIsKnown[index] else { continue }
            for (name, assignment) in style.assignments {
                guard view.kind.property(named: name.text) != nil else {
                    diagnostics.error(
                        .unknownProperty,
                        "style '\(styleName.text)' sets '\(name.text)', which '\(view.kind.rawValue)' does not have",
                        at: styleName.range, notes: [Diagnostic.Note("'\(name.text)' is set here", at: name.range)])
                    continue
                }
                if let assignment { set(assignment) }
            }
        }

        var hasFrameProperty = false
        var seen: [String: SourceRange] = [:]
        for case .property(let property) in subview.members {
            let name = property.name
            guard scope.kindIsKnown[index] else { continue }
            guard let spec = view.kind.property(named: name.text) else {
                reportUnknownProperty(name, on: "'\(view.kind.rawValue)'", among: view.kind.properties)
                continue
            }
            if spec.role == .frame || spec.role == .arrangedSize { hasFrameProperty = true }
            if let first = seen[name.text] {
                reportDuplicateProperty(name, first: first)
                continue
            }
            seen[name.text] = name.range
            switch spec.role {
            case .frame:
                if view.isArranged {
                    diagnostics.error(
                        .misplacedProperty,
                        "a view in a 'StackView' is positioned by the stack view; it cannot set 'frame'",
                        at: name.range, notes: [Diagnostic.Note("give it a preferred 'size = (width, height)' instead")]
                    )
                    continue
                }
                view.frame = checkFrame(property.value, of: index, scope: &scope)
            case .arrangedSize:
                guard view.isArranged else {
                    diagnostics.error(
                        .misplacedProperty, "'size' is for views in a 'StackView'; set 'frame' instead", at: name.range)
                    continue
                }
                if case .size(let width, let height)? = checkValue(
                    property.value, as: .size, ValueContext(propertyName: "size"))
                {
                    view.size = SizeValue(width: width, height: height)
                }
            case .outletConnection:
                guard
                    case .enumCase(_, let place)? = checkValue(
                        property.value, as: spec.type, ValueContext(propertyName: name.text))
                else { continue }
                guard view.outlet != nil else {
                    diagnostics.error(
                        .misplacedProperty, "\(view.displayName) has no outlet to connect", at: name.range,
                        notes: [Diagnostic.Note("give the view a name, as 'Label titleLabel { ... }'")])
                    continue
                }
                view.connectionRange = name.range
                guard place != "customView" else {
                    view.connectsToClass = false
                    view.connectsToOwner = false
                    view.outletOwner = enclosingCustomView(of: index, scope: scope)
                    if view.outletOwner == nil {
                        diagnostics.error(
                            .misplacedProperty,
                            "\(view.displayName) is inside no view with a custom class, so '.customView' has no "
                                + "view to connect to",
                            at: property.value.range,
                            notes: [
                                Diagnostic.Note(
                                    "put it inside a view that sets 'customClass', or connect it to '.cell'")
                            ])
                    }
                    break
                }
                view.connectsToClass = place != "owner"
                view.connectsToOwner = place != "cell"
            case .outletCollection:
                guard
                    case .string(let collection)? = checkValue(
                        property.value, as: .string, ValueContext(propertyName: name.text))
                else { continue }
                guard IdentifierGrammar.isValid(collection) else {
                    diagnostics.error(
                        .invalidValue, "the outlet collection '\(collection)' is not a Swift property name",
                        at: property.value.range,
                        notes: [Diagnostic.Note("it names the class's array of views, such as \"starViews\"")])
                    continue
                }
                view.collection = collection
                if scope.collectionRanges[collection] == nil {
                    scope.collectionRanges[collection] = property.value.range
                }
            case .customClass:
                guard
                    case .string(let name)? = checkValue(
                        property.value, as: .string, ValueContext(propertyName: name.text))
                else { continue }
                if checkCustomClass(name, of: view.kind, at: property.value.range) {
                    view.customClass = name
                    view.customClassRange = property.value.range
                }
            default:
                if let assignment = checkAssignment(property, spec: spec) { set(assignment) }
            }
        }
        if !hasFrameProperty && !view.isArranged && scope.kindIsKnown[index] {
            diagnostics.warning(
                .missingFrame, "\(view.displayName) has no frame, so it is laid out at (0, 0, 0, 0)", at: view.range,
                notes: [Diagnostic.Note("set 'frame = (x, y, width, height)'")])
        }
        view.properties = assignments
        if scope.kindIsKnown[index] {
            view.runtimeAttributes = checkRuntimeAttributes(
                in: subview.members, of: view.displayName, specs: view.kind.properties)
        }
        scope.views[index] = view
    }
}
