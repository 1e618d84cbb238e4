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
        collectParts(template, into: &scope)
        collectTopLevelObjects(template, into: &scope)
        collectVariables(template, scope: scope)
        var root = checkRootProperties(template, scope: &scope)
        for index in scope.views.indices {
            checkViewProperties(index, scope: &scope)
        }
        checkVariablesAgainstCollections(scope)
        // An accessory view replaces the accessory type: the content view is narrower by its width and the padding.
        if let size = scope.views.first(where: { $0.part == .accessoryView })?.size {
            root.accessoryWidth = ViewCatalog.accessoryWidth(ofViewWidth: size.width)
            scope.accessoryWidth = root.accessoryWidth
        }
        addStackReads(&scope)
        for axis in LayoutDimension.allCases {
            guard let range = root.autoRange(axis) else { continue }
            if let size = autoSize(axis, at: range, scope: &scope) {
                root.setSize(axis, size)
            } else {
                scope.hasLayoutError = true
            }
        }
        checkOwnerConnections(root, scope: scope)
        let collections = checkCollections(scope)
        let order = orderLayout(&scope)
        // What reads a view's content is known only at run time: such a dimension starts at the kind's default (a
        // cell's 44 points, as UITableViewCell's frame does) and such frames are not checked against their parent.
        let readsContent =
            order.hasCycle
            ? [Bool](repeating: false, count: scope.nodeCount)
            : contentReaders(scope, width: root.width, height: root.height, postorder: order.postorder)
        let readsStack =
            order.hasCycle
            ? [Bool](repeating: false, count: scope.nodeCount) : stackReaders(scope, postorder: order.postorder)
        let sizesReadStacks = diagnoseSizesReadingStacks(scope, readsStack: readsStack)
        let heightReadsContent = scope.kind.sizesHeight && readsContent[scope.heightNode]
        let widthReadsContent = scope.kind.sizesWidth && readsContent[scope.widthNode]
        // A dimension that reads a layout variable or a size class is the instance's as well (its generated class
        // measures it), but the compiler knows the variables' defaults and the default traits: it computes the
        // nominal size and checks the frames at them.
        let variesBySizeClass = scope.views.contains { $0.frame?.components.contains(where: \.readsSizeClass) ?? false }
        let readsInstance =
            order.hasCycle || (variables.isEmpty && !variesBySizeClass)
            ? [Bool](repeating: false, count: scope.nodeCount)
            : contentReaders(
                scope, width: root.width, height: root.height, postorder: order.postorder,
                own: { $0.readsVariable || $0.readsSizeClass })
        let widthFollowsHeight = scope.kind.sizesWidth && scope.nodesReading(.height)[scope.widthNode]
        if !order.hasCycle {
            // The dimension the other reads is evaluated first, at the nominal value of the other.
            for axis in widthFollowsHeight ? [LayoutDimension.height, .width] : [.width, .height] {
                guard axis == .height || scope.kind.sizesWidth,
                    !(axis == .width ? widthReadsContent : heightReadsContent)
                else { continue }
                root.setNominal(axis, nominalSize(axis, root, scope, axis == .width ? order.width : order.height))
            }
        }
        if !order.hasCycle && syntaxIsValid && !scope.hasLayoutError && !sizesReadStacks {
            let contentWidth = root.nominalWidth - root.accessoryWidth
            warnAboutFrames(
                scope, order: order.layout, nominalWidth: root.nominalWidth,
                width: widthReadsContent ? nil : contentWidth, height: heightReadsContent ? nil : root.nominalHeight,
                readsContent: zip(readsContent, readsStack).map { $0 || $1 })
        }
        let lowered =
            scope.kind.sizesHeight && !order.hasCycle
            ? lowerMargins(
                [(.height, order.height, root.height), (.width, order.width, root.width)], scope: scope,
                range: template.name.range)
            : (frames: [:], sizes: [root.height, root.width])
        var actions: Set<String> = []
        for view in scope.views {
            for case .action(let name) in view.properties.map(\.value) {
                actions.insert(name)
            }
        }
        var checked = CheckedTemplate(
            kind: scope.kind, className: template.name.text,
            reuseIdentifier: scope.kind.hasReuseIdentifier ? (root.reuseIdentifier ?? template.name.text) : nil,
            reuseIdentifierRange: root.reuseIdentifierRange,
            declaresNoReuseIdentifier: scope.kind.hasReuseIdentifier && root.declaresNoReuseIdentifier,
            nominalWidth: root.nominalWidth, accessoryWidth: root.accessoryWidth, height: root.height,
            nominalHeight: root.nominalHeight,
            properties: root.properties, views: scope.views,
            // Nothing lays out a top-level object: its constant frame is set once, where it is made.
            layoutOrder: order.layout.filter { !scope.views[$0.view].isTopLevelObject }, heightOrder: order.height,
            actions: actions.sorted(), owner: root.owner, ownerRange: root.ownerRange,
            ownerOutlet: root.owner == nil ? nil : root.ownerOutlet?.text, range: template.range,
            nameRange: template.name.range, contentViewProperties: root.contentViewProperties,
            heightFrames: lowered.frames, staticHeight: lowered.sizes[0])
        checked.collections = collections
        checked.variables = variables
        checked.heightReadsContent = heightReadsContent || (scope.kind.sizesHeight && readsInstance[scope.heightNode])
        checked.width = root.width
        checked.staticWidth = lowered.sizes[1]
        checked.widthOrder = order.width
        checked.widthReadsContent = widthReadsContent || (scope.kind.sizesWidth && readsInstance[scope.widthNode])
        checked.widthFollowsHeight = widthFollowsHeight
        checked.runtimeAttributes = checkRuntimeAttributes(
            in: template.members, of: "\(template.kind.rawValue) '\(template.name.text)'", specs: scope.kind.properties)
        return checked
    }

    mutating func checkClassName(_ name: Identifier) {
        if ReservedNames.reservesClassName(name.text) {
            diagnostics.error(
                .reservedName, "class name '\(name.text)' is reserved", at: name.range,
                notes: [Diagnostic.Note("'\(name.text)' names a type the generated Swift uses; choose another name")])
        }
    }

    /// Walks the subview tree, parents before children, recording each view and its outlet.
    mutating func collectViews(_ members: [Member], parent: Int?, parentIsStack: Bool, into scope: inout TemplateScope)
    {
        for case .subview(let subview) in members where !Checker.isRuntimeAttributesBlock(subview) {
            // A cell's part (`contentView { ... }`) is the template's, checked with its own properties.
            if parent == nil, CellPart(rawValue: subview.kind.text) != nil { continue }
            if parent == nil, subview.kind.text == Checker.topLevelObjectsBlock { continue }
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
                checkOutletName(name, index: index, kind: kind, scope: &scope)
            }
            let range = subview.name.map { subview.kind.range.union($0.range) } ?? subview.kind.range
            scope.views.append(
                ViewNode(
                    kind: kind ?? .view, outlet: subview.name?.text, parent: parent, properties: [], frame: nil,
                    isArranged: parentIsStack, range: range, line: line(of: subview.kind.range)))
            scope.syntax.append(subview)
            scope.kindIsKnown.append(kind != nil)
            reportNestedVariables(in: subview.members, of: subview)
            collectViews(
                subview.members, parent: index, parentIsStack: kind?.subviewPlacement == .arranged, into: &scope)
        }
    }

    /// The cell's own views a template declares (`backgroundView { ... }`), after its subviews, in source order,
    /// each followed by its subviews: the order the archive lists them in.
    mutating func collectParts(_ template: Template, into scope: inout TemplateScope) {
        var seen: [CellPart: SourceRange] = [:]
        for case .subview(let block) in template.members {
            guard let part = CellPart(rawValue: block.kind.text), part.declaresView else { continue }
            if let first = seen[part] {
                diagnostics.error(
                    .duplicateProperty, "duplicate '\(part.rawValue)' block", at: block.kind.range,
                    notes: [Diagnostic.Note("'\(part.rawValue)' is first declared here", at: first)])
                continue
            }
            seen[part] = block.kind.range
            guard checkPartBlock(part, block, of: scope.kind) else { continue }
            let index = scope.views.count
            var node = ViewNode(
                kind: .view, outlet: nil, parent: nil, properties: [], frame: nil, isArranged: false,
                range: block.kind.range, line: line(of: block.kind.range))
            node.part = part
            scope.views.append(node)
            scope.syntax.append(block)
            scope.kindIsKnown.append(true)
            collectViews(block.members, parent: index, parentIsStack: false, into: &scope)
        }
    }

    /// Whether a cell's block may be used: only the kinds whose base class has the view (``TemplateKind/parts``)
    /// have one, with no outlet name and no styles.
    mutating func checkPartBlock(_ part: CellPart, _ block: Subview, of kind: TemplateKind) -> Bool {
        guard kind.parts.contains(part) else {
            let owners = TemplateKind.allCases.filter { $0.parts.contains(part) }.map { "a '\($0.rawValue)'" }
            let advice =
                kind == .collectionCell && part == .accessoryView
                ? "a collection-view cell has no accessory view; declare the view as a subview of the template"
                : part.declaresView
                    ? "declare the view as a subview of the template"
                    : "set the view's properties on the template itself"
            diagnostics.error(
                .misplacedProperty,
                "a '\(kind.rawValue)' template has no '\(part.rawValue)'; only \(owners.joined(separator: " or ")) has one",
                at: block.kind.range, notes: [Diagnostic.Note(advice)])
            return false
        }
        if let name = block.name {
            diagnostics.error(
                .misplacedProperty, "'\(part.rawValue)' is the cell's own view and takes no outlet name",
                at: name.range, notes: [Diagnostic.Note("write '\(part.rawValue) { ... }'")])
        }
        if let style = block.styles.first {
            diagnostics.error(
                .misplacedProperty, "'\(part.rawValue)' takes no styles; set its properties in its block",
                at: style.range)
        }
        return true
    }

    /// Checks an outlet's name, of a view of `kind` (nil when the kind is unknown, already reported).
    mutating func checkOutletName(_ name: Identifier, index: Int, kind: ViewKind?, scope: inout TemplateScope) {
        if let first = scope.outlets[name.text] {
            diagnostics.error(
                .duplicateOutlet, "duplicate outlet '\(name.text)'", at: name.range,
                notes: [Diagnostic.Note("'\(name.text)' is first declared here", at: scope.views[first].range)])
            return
        }
        scope.outlets[name.text] = index
        if let builtIn = ReservedNames.overridableMembers(of: scope.kind)[name.text] {
            // The outlet takes the place of UIKit's built-in view of that name, so it must be one.
            if let kind, kind != builtIn {
                diagnostics.error(
                    .reservedName,
                    "outlet '\(name.text)' takes the place of the \(scope.kind.noun)'s built-in '\(name.text)', "
                        + "so it must be a '\(builtIn.rawValue)', not a '\(kind.rawValue)'",
                    at: name.range,
                    notes: [Diagnostic.Note("rename the outlet, for example 'my\(Checker.capitalized(name.text))'")])
            }
            return
        }
        checkMemberName(name, in: scope.kind)
    }

    /// Reports a name that an outlet, an outlet collection or a layout variable, a stored property of the generated
    /// class, cannot take; `noun` says what the name is in messages: an outlet, or a layout variable.
    mutating func checkMemberName(_ name: Identifier, in kind: TemplateKind, noun: String = "outlet") {
        let base = kind.baseClassName
        let withArticle = (noun.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + noun
        if name.text == "parent" {
            diagnostics.error(
                .reservedName, "'parent' is reserved and cannot name \(withArticle)", at: name.range,
                notes: [Diagnostic.Note("'parent' means the enclosing view in frame expressions")])
        } else if name.text == Checker.autoKeyword {
            diagnostics.error(
                .reservedName, "'auto' is reserved and cannot name \(withArticle)", at: name.range,
                notes: [Diagnostic.Note("'auto' means the content's size in frame expressions")])
        } else if ReservedNames.swift.contains(name.text) {
            diagnostics.error(.reservedName, "'\(name.text)' cannot name \(withArticle) in Swift", at: name.range)
        } else if ReservedNames.typeNames.contains(name.text) {
            diagnostics.error(
                .reservedName, "\(noun) '\(name.text)' would hide the type '\(name.text)' in the generated class",
                at: name.range, notes: [Diagnostic.Note("\(noun)s are usually lowerCamelCase, as 'titleLabel'")])
        } else if ReservedNames.viewMembers.contains(name.text) || ReservedNames.members(of: kind).contains(name.text) {
            diagnostics.error(
                .reservedName, "\(noun) '\(name.text)' would hide the member '\(name.text)' of '\(base)'",
                at: name.range,
                notes: [Diagnostic.Note("rename the \(noun), for example 'my\(Checker.capitalized(name.text))'")])
        }
    }

    /// The properties of a table-view cell that a collection-view cell lacks (UIKit's `UICollectionViewCell` has
    /// no selection style, accessory, indentation or separator), each with what a collection-view cell uses instead.
    /// A test keeps the keys equal to the properties `cell` has and `collectionCell` has not.
    static let tableCellOnlyProperties: [String: String] = [
        "selectionStyle":
            "a collection-view cell shows its 'selectedBackgroundView' while selected; give it one for a highlight",
        "accessoryType": "a collection-view cell has no accessory; add an 'ImageView' subview for a chevron or a check",
        "indentationLevel": "a collection-view cell is not indented; offset its subviews' frames instead",
        "indentationWidth": "a collection-view cell is not indented; offset its subviews' frames instead",
        "separatorInset": "a collection view draws no separators; add a thin 'View' subview as a divider",
    ]

    /// What a reusable view (a section header or footer) says of a table-view cell's property.
    static let reusableViewAdvice =
        "a reusable view is a collection view's header or footer: it has no selection or accessory"

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// The template's own settings, before defaults are applied.
    struct RootSettings {
        var properties: [PropertyAssignment] = []
        var reuseIdentifier: String?
        var reuseIdentifierRange: SourceRange?
        /// `reuseIdentifier = .none`.
        var declaresNoReuseIdentifier = false
        var owner: String?
        var ownerRange: SourceRange?
        var ownerOutlet: Identifier?
        var nominalWidth: Double
        /// The width a cell's accessory takes from its content view, by its type (`ViewCatalog.accessoryWidth`).
        var accessoryWidth = 0.0
        var height: LayoutExpression
        var nominalHeight: Double
        /// A collection template's width; the nominal width for the other kinds.
        var width: LayoutExpression
        /// Where `height = auto` is written; the height is built once the frames are checked.
        var autoHeightRange: SourceRange?
        /// Where a collection template's `width = auto` is written.
        var autoWidthRange: SourceRange?
        /// The properties a cell's `contentView { ... }` block sets, in order.
        var contentViewProperties: [PropertyAssignment] = []

        /// The template's defaults, for a template of `kind`.
        init(kind: TemplateKind) {
            let size = kind.defaultSize
            nominalWidth = size.width
            nominalHeight = size.height
            width = .constant(size.width)
            height = .constant(size.height)
        }

        /// Where `auto` is written for the dimension along `axis`, if it is.
        func autoRange(_ axis: LayoutDimension) -> SourceRange? {
            axis == .width ? autoWidthRange : autoHeightRange
        }

        /// Sets the expression of the dimension along `axis`, and its nominal value when it is a constant.
        mutating func setSize(_ axis: LayoutDimension, _ expression: LayoutExpression) {
            if axis == .width { width = expression } else { height = expression }
            if let value = expression.constantValue { setNominal(axis, value) }
        }

        /// Sets the nominal value of the dimension along `axis`.
        mutating func setNominal(_ axis: LayoutDimension, _ value: Double) {
            if axis == .width { nominalWidth = value } else { nominalHeight = value }
        }
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
        var root = RootSettings(kind: kind)
        let specs = kind.properties
        var seen: [String: SourceRange] = [:]
        var partSeen: [String: SourceRange] = [:]
        for case .subview(let block) in template.members {
            guard let part = CellPart(rawValue: block.kind.text), !part.declaresView else { continue }
            if let first = partSeen[part.rawValue] {
                diagnostics.error(
                    .duplicateProperty, "duplicate '\(part.rawValue)' block", at: block.kind.range,
                    notes: [Diagnostic.Note("'\(part.rawValue)' is first configured here", at: first)])
                continue
            }
            partSeen[part.rawValue] = block.kind.range
            if let properties = checkCellPart(part, block, of: kind) {
                root.contentViewProperties = properties
            }
        }
        for case .variation(let variation) in template.members {
            diagnostics.error(
                .misplacedProperty,
                "a template's own size does not vary by size class; a 'variation' varies the frame of a subview",
                at: variation.keyword,
                notes: [Diagnostic.Note("put it in the body of the view whose frame differs")])
        }
        for case .property(let property) in template.members {
            let name = property.name
            guard let spec = specs.first(where: { $0.name == name.text }) else {
                if kind.sizesWidth, let advice = Checker.tableCellOnlyProperties[name.text] {
                    // A property of UITableViewCell that UICollectionViewCell lacks: say what serves instead.
                    diagnostics.error(
                        .misplacedProperty, "a \(kind.noun) has no '\(name.text)'; it is a table-view cell's",
                        at: name.range,
                        notes: [Diagnostic.Note(kind == .collectionCell ? advice : Checker.reusableViewAdvice)])
                    continue
                }
                if let owner = TemplateKind.allCases.first(where: { $0.properties.contains { $0.name == name.text } }) {
                    diagnostics.error(
                        .misplacedProperty, "'\(name.text)' is a property of \(owner.rawValue) templates",
                        at: name.range,
                        notes: [
                            Diagnostic.Note(
                                "'\(template.name.text)' is a \(template.kind.rawValue) template; declare it with "
                                    + "'\(owner.rawValue)' to set '\(name.text)'")
                        ])
                    continue
                }
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
            let axis: LayoutDimension = spec.role == .nominalWidth ? .width : .height
            switch spec.role {
            case .height where spec.type == .length && Checker.isAuto(property.value):
                root.autoHeightRange = property.value.range
            case .nominalWidth where spec.type == .length && Checker.isAuto(property.value):
                root.autoWidthRange = property.value.range
            case .height where Checker.isAuto(property.value):
                diagnostics.error(
                    .typeMismatch, "a view template's 'height' is a number; 'auto' sizes a cell to its content",
                    at: property.value.range,
                    notes: [
                        Diagnostic.Note(
                            "a view template's height is its nominal height; the view it is added to sets its frame")
                    ])
            case .height where spec.type == .length, .nominalWidth where spec.type == .length:
                guard let size = checkLayout(property.value, of: .size(axis), scope: &scope) else {
                    scope.hasLayoutError = true
                    continue
                }
                if let value = size.constantValue, value <= 0 {
                    diagnostics.error(
                        .invalidValue, "'\(name.text)' must be positive, found \(value.sourceText)",
                        at: property.value.range)
                    continue
                }
                root.setSize(axis, size)
            case .height, .nominalWidth:
                guard case .number(let value)? = checkValue(property.value, as: .number, context) else { continue }
                guard value > 0 else {
                    diagnostics.error(
                        .invalidValue, "'\(name.text)' must be positive, found \(value.sourceText)",
                        at: property.value.range)
                    continue
                }
                root.setSize(axis, .constant(value))
            case .reuseIdentifier:
                if case .member(let member, arguments: nil) = property.value.kind, member.text == "none" {
                    root.declaresNoReuseIdentifier = true
                    root.reuseIdentifierRange = property.range
                    continue
                }
                if case .path(let path) = property.value.kind, path.count == 1, ["nil", "none"].contains(path[0].text),
                    constants[path[0].text] == nil
                {
                    diagnostics.error(
                        .typeMismatch,
                        "'reuseIdentifier' takes a string, or '.none' for \(kind.article) with no reuse identifier",
                        at: property.value.range, notes: [Diagnostic.Note("did you mean '.none'?")],
                        fixIts: [Diagnostic.FixIt(replacing: property.value.range, with: ".none")])
                    continue
                }
                guard case .string(let identifier)? = checkValue(property.value, as: .string, context) else { continue }
                guard !identifier.isEmpty else {
                    diagnostics.error(
                        .invalidValue, "a reuse identifier cannot be empty", at: property.value.range,
                        notes: [
                            Diagnostic.Note(
                                "write 'reuseIdentifier = .none' for \(kind.article) with no reuse identifier")
                        ])
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
                    if case .enumCase(.accessoryType, let name) = assignment.value {
                        root.accessoryWidth = ViewCatalog.accessoryWidth(of: name)
                    }
                }
            }
        }
        if kind.hasContentView {
            scope.rootMargins = LayoutMargins(root.contentViewProperties) ?? kind.rootMargins
            let preserves = root.contentViewProperties.contains {
                $0.spec.name == "preservesSuperviewLayoutMargins" && $0.value == .bool(true)
            }
            scope.rootPreservedMargins = preserves ? (LayoutMargins(root.properties) ?? .view) : nil
        } else {
            scope.rootMargins = LayoutMargins(root.properties) ?? .view
        }
        scope.accessoryWidth = root.accessoryWidth
        return root
    }

    /// `contentView { ... }`: the properties of a view UIKit's cell makes itself. Only a cell has one, and it
    /// takes properties only: no outlet name, no styles, no subviews, no frame.
    mutating func checkCellPart(_ part: CellPart, _ block: Subview, of kind: TemplateKind) -> [PropertyAssignment]? {
        guard checkPartBlock(part, block, of: kind) else { return nil }
        var assignments: [PropertyAssignment] = []
        var seen: [String: SourceRange] = [:]
        for member in block.members {
            switch member {
            case .subview(let subview):
                diagnostics.error(
                    .misplacedProperty,
                    "'\(part.rawValue)' holds properties only; the template's own subviews go in the content view",
                    at: subview.kind.range,
                    notes: [Diagnostic.Note("declare '\(subview.kind.text)' in the cell's body, outside the block")])
            case .variable(let variable):
                diagnostics.error(
                    .misplacedProperty,
                    "'\(part.rawValue)' holds properties only; declare the layout variable "
                        + "'\(variable.name.text)' in the cell's body",
                    at: variable.name.range)
            case .variation(let variation):
                diagnostics.error(
                    .misplacedProperty,
                    "'\(part.rawValue)' holds properties only, which no size class varies; a 'variation' varies a "
                        + "subview's frame",
                    at: variation.keyword)
            case .property(let property):
                let name = property.name
                guard let spec = part.properties.first(where: { $0.name == name.text }) else {
                    if let spec = ViewCatalog.viewProperties.first(where: { $0.name == name.text }) {
                        diagnostics.error(
                            .misplacedProperty,
                            "the cell sizes its '\(part.rawValue)'; it cannot set '\(spec.name)'", at: name.range)
                    } else {
                        reportUnknownProperty(name, on: "'\(part.rawValue)'", among: part.properties)
                    }
                    continue
                }
                if let first = seen[name.text] {
                    reportDuplicateProperty(name, first: first)
                    continue
                }
                seen[name.text] = name.range
                if let assignment = checkAssignment(property, spec: spec) { assignments.append(assignment) }
            }
        }
        return assignments
    }

    /// Reports `name` unknown on `owner`, suggesting the kind's `counterpart` of it (a button's `titleFont` for
    /// `font`) or else the nearest of `specs`. A name that is another view kind's or template's property is
    /// misplaced rather than unknown, and the error says whose it is: `'isOn' is a property of 'Switch', not of
    /// 'Label'`.
    mutating func reportUnknownProperty(
        _ name: Identifier, on owner: String, among specs: [PropertySpec], counterpart: String? = nil
    ) {
        var notes: [Diagnostic.Note] = []
        if let property = ViewCatalog.layerKeyPaths[name.text], specs.contains(where: { $0.name == property }) {
            notes.append(Diagnostic.Note("CellKit's views have no layer: write the view's own '\(property)'"))
        } else if let counterpart {
            notes.append(Diagnostic.Note("did you mean '\(counterpart)'?"))
        } else if let hint = Suggestions.didYouMean(name.text, among: specs.map(\.name)) {
            notes.append(Diagnostic.Note(hint))
        }
        guard let holders = Checker.holders(ofProperty: name.text) else {
            diagnostics.error(
                .unknownProperty, "unknown property '\(name.text)' on \(owner)", at: name.range, notes: notes)
            return
        }
        diagnostics.error(
            .misplacedProperty, "'\(name.text)' is a property of \(holders), not of \(owner)", at: name.range,
            notes: notes)
    }

    /// Who has the property `name`, for a message: the view kinds that declare it (`'Switch' and 'Slider'`, not the
    /// kinds that inherit it; `subviews` for every view's, such as `frame`) or else the templates that do (`cell
    /// templates`); nil when none has it.
    static func holders(ofProperty name: String) -> String? {
        func listed(_ names: [String]) -> String {
            names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        }
        let kinds = ViewKind.allCases.filter { kind in kind.ownProperties.contains { $0.name == name } }
        if kinds == [.view] { return "subviews" }
        if !kinds.isEmpty { return listed(kinds.map { "'\($0.rawValue)'" }) }
        let templates = TemplateKind.allCases.filter { kind in kind.properties.contains { $0.name == name } }
        return templates.isEmpty ? nil : listed(templates.map(\.rawValue)) + " templates"
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
                    var notes = [Diagnostic.Note("'\(name.text)' is set here", at: name.range)]
                    if let counterpart = view.kind.counterpart(of: name.text) {
                        notes.append(
                            Diagnostic.Note(
                                "a '\(view.kind.rawValue)' sets '\(counterpart)'; use a style of its own for it"))
                    }
                    // The style's own check knows the name, so it is another kind's: misplaced here.
                    diagnostics.error(
                        .misplacedProperty,
                        "style '\(styleName.text)' sets '\(name.text)', which '\(view.kind.rawValue)' does not have",
                        at: styleName.range, notes: notes)
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
                reportUnknownProperty(
                    name, on: "'\(view.kind.rawValue)'", among: view.kind.properties,
                    counterpart: view.kind.counterpart(of: name.text))
                continue
            }
            if spec.role == .frame || spec.role == .arrangedSize { hasFrameProperty = true }
            if let first = seen[name.text] {
                reportDuplicateProperty(name, first: first)
                continue
            }
            seen[name.text] = name.range
            switch spec.role {
            case .frame where view.part != nil, .arrangedSize where view.part != nil && view.part != .accessoryView:
                let part = view.part?.rawValue ?? ""
                diagnostics.error(
                    .misplacedProperty, "the cell sizes its '\(part)'; it cannot set '\(name.text)'", at: name.range,
                    notes: [Diagnostic.Note("only an 'accessoryView' sets its 'size'")])
                continue
            case .arrangedSize where view.part == .accessoryView:
                if case .size(let width, let height)? = checkValue(
                    property.value, as: .size, ValueContext(propertyName: "size"))
                {
                    view.size = SizeValue(width: width, height: height)
                }
            case .frame:
                if view.isArranged {
                    diagnostics.error(
                        .misplacedProperty,
                        "a view in a 'StackView' is positioned by the stack view; it cannot set 'frame'",
                        at: name.range, notes: [Diagnostic.Note("give it a preferred 'size = (width, height)' instead")]
                    )
                    continue
                }
                let errorsBefore = diagnostics.errorCount
                view.frame = checkFrame(property.value, of: index, scope: &scope)
                if view.isTopLevelObject, let frame = view.frame,
                    frame.components.contains(where: { $0.constantValue == nil })
                {
                    diagnostics.error(
                        .misplacedProperty,
                        "the frame of a top-level object is four numbers; it is in no view, so it cannot read "
                            + "'parent', another view or its content",
                        at: property.value.range,
                        notes: [Diagnostic.Note("write its size as the xib does, such as 'frame = (0, 0, 179, 21)'")])
                }
                if view.frame == nil || diagnostics.errorCount > errorsBefore { scope.hasLayoutError = true }
            case .arrangedSize:
                guard view.isArranged else {
                    diagnostics.error(
                        .misplacedProperty, "'size' is for views in a 'StackView'; set 'frame' instead", at: name.range)
                    continue
                }
                view.size = checkPreferredSize(property.value, of: index, scope: scope)
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
        view.frame = checkVariations(of: subview, at: index, frame: view.frame, scope: &scope)
        if view.part == .accessoryView && !hasFrameProperty {
            diagnostics.warning(
                .missingFrame, "'accessoryView' has no size, so it is 0 x 0 and shows nothing", at: view.range,
                notes: [Diagnostic.Note("set 'size = (width, height)'; the cell places it at its trailing edge")])
        }
        if !hasFrameProperty && !view.isArranged && view.part == nil && !view.isTopLevelObject
            && scope.kindIsKnown[index]
        {
            diagnostics.warning(
                .missingFrame, "\(view.displayName) has no frame, so it is laid out at (0, 0, 0, 0)", at: view.range,
                notes: [Diagnostic.Note("set 'frame = (x, y, width, height)'")])
        }
        if view.isArranged && view.size == nil && !hasFrameProperty && !view.kind.mayHaveIntrinsicSize
            && scope.kindIsKnown[index] && !stackSizesEqually(view.parent, scope)
        {
            diagnostics.warning(
                .missingFrame,
                "\(view.displayName) in a 'StackView' has no 'size' and no content to size it, so it is laid out at "
                    + "zero size along the stack",
                at: view.range, notes: [Diagnostic.Note("give it a preferred 'size = (width, height)'")])
        }
        view.properties = scope.kindIsKnown[index] ? checkValueRanges(assignments, of: view.kind) : assignments
        if scope.kindIsKnown[index] {
            view.runtimeAttributes = checkRuntimeAttributes(
                in: subview.members, of: view.displayName, specs: view.kind.properties,
                hasCustomClass: view.customClass != nil)
        }
        scope.views[index] = view
        if scope.kindIsKnown[index] {
            warnIfOnlyAnImage(view)
            warnIfLayerShadowIsInvisible(view)
        }
    }

    /// Whether the stack view at `parent` gives its views equal lengths, whatever their sizes (`.fillEqually`).
    func stackSizesEqually(_ parent: Int?, _ scope: TemplateScope) -> Bool {
        guard let parent else { return false }
        return scope.views[parent].properties.contains { $0.value == .enumCase(.distribution, "fillEqually") }
    }

    /// Warns about a button or image view that VoiceOver sees but can describe by nothing: it shows an image, no
    /// title, and has no `accessibilityLabel`. A glyph button (detail disclosure, close) has UIKit's own label, and
    /// a view that is not an accessibility element (an image view, by default) is decoration.
    mutating func warnIfOnlyAnImage(_ view: ViewNode) {
        guard view.kind == .button || view.kind == .imageView else { return }
        // A view has a handful of properties: scanning them beats building a dictionary for each view.
        func value(of name: String) -> Value? {
            view.properties.first { $0.spec.name == name }?.value
        }
        let isElement: Bool
        if case .bool(let flag)? = value(of: "isAccessibilityElement") {
            isElement = flag
        } else {
            isElement =
                view.kind.property(named: "isAccessibilityElement").flatMap(view.kind.defaultValue(of:)) == "true"
        }
        guard isElement, value(of: "accessibilityLabel") == nil else { return }
        let showsImage = view.properties.contains { $0.spec.type == .image }
        let showsText = view.properties.contains {
            $0.spec.type == .string && $0.spec.role == .plain && !$0.spec.name.hasPrefix("accessibility")
        }
        guard showsImage, !showsText else { return }
        diagnostics.warning(
            .missingAccessibilityLabel,
            "\(view.displayName) shows only an image and has no accessibility label", at: view.range,
            notes: [
                Diagnostic.Note(
                    "VoiceOver has nothing to read for it (Xcode's accessibility audit: \"Element has no description\"); "
                        + "set 'accessibilityLabel = \"...\"' to what it shows or does")
            ])
    }

    /// Warns about a label or button that sets its layer's `shadowColor` or `shadowOffset` without a
    /// `shadowOpacity` above 0, so that no shadow shows: UILabel's own `shadowColor` and `shadowOffset` are the
    /// text's, so a template written from UIKit code means the text's shadow, which is `textShadowColor` here (a
    /// button's `titleShadowColor`).
    mutating func warnIfLayerShadowIsInvisible(_ view: ViewNode) {
        let textShadow: String
        switch view.kind {
        case .label: textShadow = "textShadow"
        case .button: textShadow = "titleShadow"
        default: return
        }
        let opacity = view.properties.first { $0.spec.name == "shadowOpacity" }
        if case .number(let value)? = opacity?.value, value > 0 {
            return
        }
        for property in view.properties
        where property.spec.name == "shadowColor" || property.spec.name == "shadowOffset" {
            let name = property.spec.name
            let counterpart = textShadow + name.dropFirst("shadow".count)
            diagnostics.warning(
                .invisibleShadow,
                "'\(name)' of \(view.displayName) is its layer's shadow, which shows only with a 'shadowOpacity' above 0",
                at: property.range,
                notes: [
                    Diagnostic.Note(
                        "did you mean '\(counterpart)', the \(view.kind == .label ? "text" : "title")'s shadow?")
                ])
        }
    }
}
