import CellCatalog
import CellDiagnostics
import CellSupport

/// `cellc import`: a xib read into `.cell` source, one template per top-level cell, reusable view or view, with
/// its outlets, actions, owner, properties and frames (autoresizing masks and constraints translated into frame
/// expressions), and diagnostics at the file's lines for what the import had to choose.
public enum XIBImporter {
    /// A view's constraints do not place it on an axis; the import keeps the file's frame there.
    public static let ambiguousConstraints = DiagnosticID("ambiguous-constraints")
    /// A view's constraints put it elsewhere than the file draws it.
    public static let misplacedView = DiagnosticID("misplaced-view")
    /// A constraint the frames cannot express (an inequality, a lower priority, a baseline).
    public static let untranslatedConstraint = DiagnosticID("untranslated-constraint")
    /// A connection the import cannot carry over.
    public static let untranslatedConnection = DiagnosticID("untranslated-connection")
    /// A value the template cannot take as the file gives it: a name that is taken, reserved or no identifier
    /// (changed), a reuse identifier another template has, views nested deeper than `.cell` allows (left out).
    public static let untranslatedValue = DiagnosticID("untranslated-value")

    /// Imports the xib `bytes`, read from `path`; a file that cannot be read is one `invalid-xml` error and no
    /// source.
    public static func `import`(_ bytes: [UInt8], path: String) -> XIBImport {
        let tree: XMLTree
        let xib: XIBFile
        do {
            tree = try XMLTree(bytes: bytes)
            xib = try XIBFile(tree: tree)
        } catch {
            let (source, diagnostic) = XIBLinter.unreadable(bytes, path: path, error)
            return XIBImport(source: nil, templates: [], diagnostics: [diagnostic], xib: source)
        }
        return Self.import(xib, tree: tree, path: path)
    }

    /// Imports `xib`, read from `path` as `tree`.
    static func `import`(_ xib: XIBFile, tree: XMLTree, path: String) -> XIBImport {
        var importer = Importer(xib: xib, fileName: Self.fileName(of: path))
        importer.run(tree.root)
        let diagnostics = importer.diagnostics.sorted { $0.range.start < $1.range.start }
        return XIBImport(
            source: importer.writer.text, templates: importer.templates, diagnostics: diagnostics,
            xib: SourceFile(path: path, bytes: xib.text))
    }

    static func fileName(of path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}

/// The result of importing one xib.
public struct XIBImport: Sendable {
    /// What the import made of one top-level object, for tests and tools that compare it with the file.
    public struct Template: Sendable {
        /// The template's class: the object's custom class without its module, or the file's name.
        public var className: String
        /// What the object is: a table cell, a collection-view cell, a reusable view or a view.
        public var kind: TemplateKind
        /// The reuse identifier, nil when the file gives none (or an empty one).
        public var reuseIdentifier: String?
        /// The object's width in the file.
        public var width: Double
        /// The object's height in the file.
        public var height: Double
        /// The width of the view its subviews are laid out in, in the file: a cell's content view, or the object
        /// itself.
        public var contentWidth: Double
        /// The height of the view its subviews are laid out in: a cell's content view's is a point lower than the
        /// cell, for the separator.
        public var contentHeight: Double
        /// The outlets to views, by the names the template gives them, in the file's order.
        public var outlets: [String]
        /// The outlets to constraints, which are layout variables of their names.
        public var variables: [String]
        /// The File's Owner's outlets to the template itself (`ownerOutlet`).
        public var ownerOutlets: Int
        /// Every named view with the frame the file records, in its parent's coordinates.
        public var frames: [Frame]
    }

    /// A named view's frame in the file.
    public struct Frame: Sendable {
        /// The view's name in the template: its outlet's, or one the import made up (`label1`).
        public var name: String
        /// The frame's origin, in its parent's coordinates.
        public var x: Double
        /// The frame's origin, in its parent's coordinates.
        public var y: Double
        /// The frame's width.
        public var width: Double
        /// The frame's height.
        public var height: Double
        /// Whether its width or height is its content's (a label's text), which CellKit measures in its own fonts.
        public var followsContent: Bool
        /// Whether a stack view places it.
        public var isArranged: Bool
        /// Whether the file records its frame at all (Interface Builder leaves out some it has not resolved).
        public var isRecorded: Bool
    }

    /// The `.cell` source, nil when the file could not be read.
    public var source: String?
    /// The templates, in the file's order.
    public var templates: [Template]
    /// What the import had to choose or could not carry over, and why the file could not be read.
    public var diagnostics: [Diagnostic]
    /// The xib's text, which the diagnostics point into.
    public var xib: SourceFile
}

/// One run of the importer over a file.
private struct Importer {
    let xib: XIBFile
    var writer: CellWriter
    var diagnostics: [Diagnostic] = []
    var templates: [XIBImport.Template] = []
    private var classNames: Set<String> = []
    private var nextClassNumber: [String: Int] = [:]
    private var reuseIdentifiers: Set<String> = []
    private var customClassKinds: [String: ViewKind] = [:]
    /// How deep views may be nested below a template: `.cell` allows 128 levels of blocks, which leaves the rest
    /// for what views hold.
    static let maximumDepth = 100
    private let baseName: String
    /// The ids of the File's Owner, and its class when the template can name it (without its module).
    private let ownerIDs: Set<String>
    private let ownerClass: String?
    /// The positions in the file's connections of those from each object, and of the owner's to each object.
    private var connectionsFrom: [String: [Int]] = [:]
    private var ownerConnectionsTo: [String: [Int]] = [:]

    init(xib: XIBFile, fileName: String) {
        self.xib = xib
        writer = CellWriter(fileName: fileName)
        let owners = xib.placeholders.filter { $0.placeholder == "IBFilesOwner" }
        ownerIDs = Set(owners.map(\.id))
        ownerClass = owners.first?.customClass.map { String($0.split(separator: ".").last ?? "") }.flatMap {
            IdentifierGrammar.isValid($0) && !ReservedNames.swiftKeywords.contains($0) ? $0 : nil
        }
        for (position, connection) in xib.connections.enumerated() {
            if ownerIDs.contains(connection.source) {
                ownerConnectionsTo[connection.destination, default: []].append(position)
            } else {
                connectionsFrom[connection.source, default: []].append(position)
            }
        }
        let stem = fileName.split(separator: ".").first.map(String.init) ?? fileName
        baseName = String(stem.split(separator: "~").first ?? Substring(stem))
    }

    private mutating func warn(_ id: DiagnosticID, _ message: String, at location: XMLLocation) {
        diagnostics.append(Diagnostic(.warning, id, message, at: SourceRange(at: location.offset)))
    }

    mutating func run(_ root: XMLTree.Element) {
        var read: [ImportedTemplate] = []
        switch xib.format {
        case .document:
            let reader = DocumentReader(resources: root.child("resources"))
            for object in root.child("objects")?.children ?? [] {
                guard let kind = Self.templateKind(object.name) else { continue }
                read.append(
                    reader.template(of: object, kind: kind, className: className(object["customClass"], kind: kind)))
            }
        case .archive:
            var reader = ArchiveReader(root)
            let customClasses = Dictionary(
                xib.topLevelObjects.map { ($0.id, $0.customClass) }, uniquingKeysWith: { first, _ in first })
            for object in reader.rootObjects {
                guard let kind = Self.templateKind(object["class"] ?? "") else { continue }
                let id = object["id"] ?? ""
                let customClass = customClasses[id] ?? nil
                read.append(reader.template(of: object, kind: kind, className: className(customClass, kind: kind)))
            }
        }
        for template in read {
            add(template)
        }
    }

    static func templateKind(_ element: String) -> TemplateKind? {
        switch element {
        case "tableViewCell", "IBUITableViewCell": .cell
        case "collectionViewCell", "IBUICollectionViewCell": .collectionCell
        case "collectionReusableView", "IBUICollectionReusableView": .reusableView
        case "view", "IBUIView": .view
        default: nil
        }
    }

    /// A template's class: the custom class without its module, or the file's name, made an identifier that is
    /// no reserved name (`Error.xib` gives `ErrorView`); unique in the file.
    private mutating func className(_ customClass: String?, kind: TemplateKind) -> String {
        let raw = customClass.map { String($0.split(separator: ".").last ?? Substring($0)) } ?? baseName
        var name = MemberNames.identifierCharacters(of: raw)
        if name.isEmpty || name.first?.isNumber == true {
            name = "Imported" + name
        }
        if ReservedNames.reservesClassName(name) {
            name += kind.baseClassName
        }
        var unique = name
        var number = nextClassNumber[name, default: 2]
        while classNames.contains(unique) {
            unique = "\(name)\(number)"
            number += 1
        }
        nextClassNumber[name] = number
        classNames.insert(unique)
        return unique
    }

    /// The content view's height where the file records no frame for it: a table cell's is a point lower than
    /// the cell, the separator's, as Interface Builder lays it out.
    private func contentHeight(_ template: ImportedTemplate) -> Double {
        template.kind == .cell ? max(template.rect.height - 1, 0) : template.rect.height
    }

    /// What a template's connections come to.
    private struct Connections {
        /// The outlets to views, by the names the template gives them.
        var outlets: [String] = []
        /// The owner's class, when the owner has outlets to the template.
        var owner: String?
        /// The owner's outlet to the template itself.
        var ownerOutlet: String?
        /// The outlets to constraints, as layout variables with the constraints' constants.
        var variables: [(name: String, value: Double)] = []
    }

    /// The file's connections that concern `template`: from its views or to them from the File's Owner, in file
    /// order.
    private func connections(of template: ImportedTemplate) -> [XIBConnection] {
        var positions: [Int] = []
        for id in template.rootAliases.union(template.views.map(\.id)) where !id.isEmpty {
            positions += connectionsFrom[id] ?? []
            positions += ownerConnectionsTo[id] ?? []
        }
        return Set(positions).sorted().map { xib.connections[$0] }
    }

    /// Connects the file's outlets and actions that concern `template` to its views, as outlets (named as
    /// `names` allows), outlet collections, layout variables, the owner's outlet and actions.
    private mutating func connect(_ template: inout ImportedTemplate, names: inout MemberNames) -> Connections {
        var indexOfID: [String: Int] = [:]
        for (index, view) in template.views.enumerated() {
            indexOfID[view.id] = index
        }
        let templateIDs = template.rootAliases
        var result = Connections()
        var outletSources: [Int: Set<String>] = [:]
        // The name each view's outlet has in the file, and each collection's name in the template.
        var fileNames: [Int: String] = [:]
        var collections: [String: String] = [:]
        var usesOwner = false
        let constraintsByID = Dictionary(template.constraints.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        // A name the template cannot take as it is, which the import changes.
        func claim(_ name: String, of view: ViewKind?, _ what: String, at location: XMLLocation) -> String {
            let claimed = names.claim(name, of: view)
            if claimed != name {
                warn(
                    XIBImporter.untranslatedValue,
                    "the \(what) '\(name)' cannot have that name in the template (it is taken, reserved or no "
                        + "identifier); the import calls it '\(claimed)'", at: location)
            }
            return claimed
        }
        for connection in connections(of: template) {
            let fromOwner = ownerIDs.contains(connection.source)
            let fromTemplate = templateIDs.contains(connection.source)
            let fromView = indexOfID[connection.source]
            switch connection.kind {
            case .outlet, .outletCollection:
                if fromOwner, templateIDs.contains(connection.destination) {
                    guard result.ownerOutlet == nil, IdentifierGrammar.isValid(connection.name),
                        !ReservedNames.swift.contains(connection.name)
                    else {
                        warn(
                            XIBImporter.untranslatedConnection,
                            "the owner's outlet '\(connection.name)' to the \(template.kind.noun) is not imported "
                                + (result.ownerOutlet == nil ? "(no Swift name)" : "(the owner has one already)"),
                            at: connection.location)
                        continue
                    }
                    result.ownerOutlet = connection.name
                    usesOwner = true
                    continue
                }
                if let constraint = constraintsByID[connection.destination], !fromOwner {
                    let name = claim(connection.name, of: nil, "outlet", at: connection.location)
                    template.constraintOutlets[constraint.id] = name
                    result.variables.append((name, constraint.constant))
                    continue
                }
                guard let index = indexOfID[connection.destination], index != 0 else {
                    if fromTemplate || fromView != nil {
                        warn(
                            XIBImporter.untranslatedConnection,
                            "the outlet '\(connection.name)' connects to an object that is no view of the template; "
                                + "the import leaves it out", at: connection.location)
                    }
                    continue
                }
                let source = fromOwner ? "owner" : fromTemplate ? "cell" : "view"
                if fromOwner {
                    usesOwner = true
                }
                if connection.kind == .outletCollection {
                    if template.views[index].properties.contains(where: { $0.name == "collection" }) { continue }
                    let name =
                        collections[connection.name]
                        ?? claim(connection.name, of: nil, "outlet collection", at: connection.location)
                    collections[connection.name] = name
                    template.views[index].properties.append(("collection", XIBValue.string(name)))
                    outletSources[index, default: []].insert(source)
                    continue
                }
                if let name = fileNames[index], name != connection.name {
                    warn(
                        XIBImporter.untranslatedConnection,
                        "the outlet '\(connection.name)' is a second name of '\(name)'; the import keeps the first",
                        at: connection.location)
                    continue
                }
                if fileNames[index] == nil {
                    let name = claim(connection.name, of: template.views[index].kind, "outlet", at: connection.location)
                    fileNames[index] = connection.name
                    template.views[index].name = name
                    template.views[index].isOutlet = true
                    result.outlets.append(name)
                }
                outletSources[index, default: []].insert(source)
            case .action:
                guard let index = fromView, template.views[index].kind.inherits(from: .control) else { continue }
                let method = String(connection.name.prefix { $0 != ":" })
                let kind = template.views[index].kind
                let event = connection.event ?? kind.actionEvent?.name ?? "touchUpInside"
                let property = kind.actionEvent?.name == event ? "action" : event
                guard kind.property(named: property)?.type == .action, IdentifierGrammar.isValid(method),
                    !ReservedNames.swift.contains(method),
                    !template.views[index].properties.contains(where: { $0.name == property })
                else {
                    warn(
                        XIBImporter.untranslatedConnection,
                        "the action '\(connection.name)' on '\(event)' is not imported", at: connection.location)
                    continue
                }
                template.views[index].properties.append((property, method))
            }
        }
        result.owner = usesOwner ? ownerClass : nil
        if usesOwner, ownerClass == nil {
            warn(
                XIBImporter.untranslatedConnection,
                "the File's Owner has outlets but no class the template can name; the import connects them to the "
                    + template.kind.noun, at: template.location)
        }
        for (index, sources) in outletSources where result.owner != nil {
            let connection =
                sources.contains("view")
                ? ".customView"
                : sources == ["owner"] ? ".owner" : sources.contains("owner") ? ".both" : ".cell"
            if connection != ".both" {
                template.views[index].properties.insert(("connection", connection), at: 0)
            }
        }
        return result
    }

    /// Connects the file's outlets and actions to `template`, solves its frames and writes it.
    private mutating func add(_ read: ImportedTemplate) {
        var template = read
        // A template the file gives no size (its frame missing or empty) has its kind's default.
        let size = template.kind.defaultSize
        if !(template.rect.width >= 1) {
            template.rect.width = size.width
        }
        if !(template.rect.height >= 1) {
            template.rect.height = size.height
        }
        if let identifier = template.reuseIdentifier, !reuseIdentifiers.insert(identifier).inserted {
            warn(
                XIBImporter.untranslatedValue,
                "the reuse identifier '\(identifier)' is another template's too; the import leaves it out",
                at: template.location)
            template.reuseIdentifier = nil
        }
        if let first = template.removeViews(deeperThan: Self.maximumDepth) {
            warn(
                XIBImporter.untranslatedValue,
                "views nested more than \(Self.maximumDepth) deep are left out, from this one on", at: first.location)
        }
        // A custom class has one kind throughout the file, and is no template's class.
        for index in template.views.indices {
            guard let position = template.views[index].properties.firstIndex(where: { $0.name == "customClass" })
            else { continue }
            let literal = template.views[index].properties[position].value
            let name = String(literal.dropFirst().dropLast())
            let kind = template.views[index].kind
            if classNames.contains(name) || customClassKinds[name, default: kind] != kind {
                template.views[index].properties.remove(at: position)
                template.views[index].comments.append(
                    "customClass = \(literal): another template's class, or another kind's; not imported")
            } else {
                customClassKinds[name] = kind
            }
        }
        var names = MemberNames(kind: template.kind)
        let connections = connect(&template, names: &names)

        let solver = FrameSolver(template, names: names)
        for finding in solver.findings {
            let id: DiagnosticID
            switch finding.kind {
            case .ambiguous: id = XIBImporter.ambiguousConstraints
            case .misplaced: id = XIBImporter.misplacedView
            case .untranslated: id = XIBImporter.untranslatedConstraint
            }
            warn(id, finding.message, at: finding.location)
        }
        // Margins other than CellKit's default, as the file's frames show them, are the root's own.
        let margins = solver.rootMargins
        if margins != template.kind.rootMargins {
            let value =
                "("
                + [margins.top, margins.left, margins.bottom, margins.right].map(XIBValue.length)
                .joined(separator: ", ") + ")"
            if template.kind.hasContentView {
                if !template.contentViewProperties.contains(where: { $0.name == "layoutMargins" }) {
                    template.contentViewProperties.append(("layoutMargins", value))
                }
            } else if !template.properties.contains(where: { $0.name == "layoutMargins" }) {
                template.properties.append(("layoutMargins", value))
            }
        }
        let views = solver.views
        writer.write(
            template, views: views, placements: solver.placements,
            owner: connections.owner.map { ($0, connections.ownerOutlet) }, variables: connections.variables)
        let frames = views.indices.dropFirst().compactMap { index -> XIBImport.Frame? in
            guard let name = views[index].name else { return nil }
            let rect = views[index].rect
            let arranged: Bool
            if case .arranged = solver.placements[index] { arranged = true } else { arranged = false }
            return XIBImport.Frame(
                name: name, x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                followsContent: solver.measured.contains(index), isArranged: arranged,
                isRecorded: views[index].isRecorded)
        }
        templates.append(
            XIBImport.Template(
                className: template.className, kind: template.kind, reuseIdentifier: template.reuseIdentifier,
                width: template.rect.width, height: template.rect.height,
                contentWidth: views[0].rect.width == 0 ? template.rect.width : views[0].rect.width,
                contentHeight: views[0].rect.height == 0 ? contentHeight(template) : views[0].rect.height,
                outlets: connections.outlets, variables: connections.variables.map(\.name),
                ownerOutlets: connections.ownerOutlet == nil ? 0 : 1, frames: frames))
    }
}
