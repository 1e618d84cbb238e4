/// An Interface Builder file read into what a table or collection needs of it, in either of its formats: its
/// top-level objects (cells, reusable views, views) and placeholders with their classes and reuse identifiers,
/// and its connections.
///
/// The document format (Xcode 5 and later, `<document>`) names objects by element and connects them by
/// `<outlet>`, `<outletCollection>` and `<action>` elements inside the source object. The archive format of
/// Interface Builder 3 (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`) is an object graph:
/// `IBUI*` objects under `IBDocument.RootObjects`, connection records of `IBCocoaTouchOutletConnection` and
/// `IBCocoaTouchEventConnection`, and custom classes in the `flattenedProperties` dictionary, keyed by the
/// object records' ids.
public struct XIBFile: Sendable {
    /// Which of the two formats the file is in.
    public enum Format: String, Sendable {
        case document
        case archive
    }

    /// The file's format.
    public var format: Format
    /// The top-level objects that are no placeholders, in file order.
    public var topLevelObjects: [XIBObject] = []
    /// The placeholders: File's Owner, First Responder and the like.
    public var placeholders: [XIBObject] = []
    /// Every connection, in file order.
    public var connections: [XIBConnection] = []
    /// Where each id of the file is first given (Interface Builder gives every object, constraint and connection
    /// one, unique in the file).
    public var ids: [String: XMLLocation] = [:]
    /// The ids given again, where they are given again, in file order.
    public var repeatedIDs: [(id: String, location: XMLLocation)] = []
    /// The buttons that show an image and no title and have no accessibility label (document format): VoiceOver
    /// reads them as the image's file name, or as nothing.
    public var imageOnlyButtons: [XIBObject] = []
    /// The images and named colours the file lists in its `<resources>` (document format), in file order.
    public var resources: [XIBResource] = []
    /// The UTF-8 text the file was read from (a UTF-16 file transcoded), which every location's offset is into.
    public var text: [UInt8]

    /// The cells among the top-level objects.
    public var cells: [XIBObject] { topLevelObjects.filter(\.isCell) }

    /// The connections of `kind`.
    public func connections(_ kind: XIBConnection.Kind) -> [XIBConnection] {
        connections.filter { $0.kind == kind }
    }

    /// Reads the xib `bytes`; an XML error, or a root that is neither format's, is thrown.
    public init(bytes: [UInt8]) throws(XMLError) {
        try self.init(tree: XMLTree(bytes: bytes))
    }

    /// Reads the xib `tree`; a root that is neither format's is thrown.
    public init(tree: XMLTree) throws(XMLError) {
        text = tree.text
        var ids: [String: XMLLocation] = [:]
        var repeatedIDs: [(id: String, location: XMLLocation)] = []
        tree.root.forEachDescendant { element in
            guard let id = element["id"] else { return }
            if ids[id] == nil {
                ids[id] = element.location
            } else {
                repeatedIDs.append((id, element.location))
            }
        }
        self.ids = ids
        self.repeatedIDs = repeatedIDs
        switch tree.root.name {
        case "document":
            format = .document
            readDocument(tree.root)
        case "archive":
            format = .archive
            readArchive(tree.root)
        default:
            throw XMLError(
                .malformed,
                "the root element is '\(tree.root.name)', not an Interface Builder file's 'document' or 'archive'",
                at: tree.root.location)
        }
    }

    // MARK: The document format

    private mutating func readDocument(_ root: XMLTree.Element) {
        for resource in root.child("resources")?.children ?? [] {
            guard let name = resource["name"] else { continue }
            switch resource.name {
            case "image" where resource["catalog"] != "system":
                resources.append(XIBResource(kind: .image, name: name, location: resource.location))
            case "namedColor":
                resources.append(XIBResource(kind: .namedColor, name: name, location: resource.location))
            default:
                break
            }
        }
        for object in root.child("objects")?.children ?? [] {
            let read = XIBObject(
                element: object.name, id: object["id"] ?? "", customClass: object["customClass"],
                customModule: object["customModule"], reuseIdentifier: object["reuseIdentifier"],
                placeholder: object.name == "placeholder" ? object["placeholderIdentifier"] ?? "" : nil,
                location: object.location)
            if read.placeholder != nil {
                placeholders.append(read)
            } else {
                topLevelObjects.append(read)
            }
        }
        // A connections element holds the connections of the nearest enclosing element with an id, its object.
        // Visited in document order, so the connections come out in file order.
        var pending: [(element: XMLTree.Element, owner: String)] = [(root, "")]
        while let (element, owner) = pending.popLast() {
            let id = element["id"] ?? owner
            pending.append(contentsOf: element.children.reversed().map { ($0, id) })
            guard element.name == "connections" else { continue }
            for connection in element.children {
                let kind: XIBConnection.Kind
                switch connection.name {
                case "outlet": kind = .outlet
                case "outletCollection": kind = .outletCollection
                case "action": kind = .action
                default: continue
                }
                connections.append(
                    XIBConnection(
                        kind: kind, name: connection[kind == .action ? "selector" : "property"] ?? "", source: owner,
                        destination: connection["destination"] ?? "",
                        event: kind == .action ? connection["eventType"] : nil, location: connection.location))
            }
        }
        root.forEachDescendant { element in
            guard element.name == "button" else { return }
            let states = element.children.filter { $0.name == "state" }
            let label = element.children.first { $0.name == "accessibility" }?["label"]
            guard states.contains(where: { $0["image"] != nil || $0["backgroundImage"] != nil }),
                !states.contains(where: { !($0["title"] ?? "").isEmpty }), (label ?? "").isEmpty
            else { return }
            imageOnlyButtons.append(
                XIBObject(
                    element: element.name, id: element["id"] ?? "", customClass: element["customClass"],
                    customModule: element["customModule"], reuseIdentifier: nil, placeholder: nil,
                    location: element.location))
        }
    }

    // MARK: The archive format

    private mutating func readArchive(_ root: XMLTree.Element) {
        guard let data = root.child("data") else { return }
        let classes = Self.customClasses(in: data)
        for object in data.keyed("IBDocument.RootObjects")?.children ?? [] where object.name == "object" {
            let element = object["class"] ?? ""
            let id = object["id"] ?? ""
            let reuse = object.child("string", key: "IBUIReuseIdentifier").map(Self.string)
            let read = XIBObject(
                element: element, id: id, customClass: classes[id], customModule: nil, reuseIdentifier: reuse,
                placeholder: element == "IBProxyObject"
                    ? object.child("string", key: "IBProxiedObjectIdentifier").map(Self.string) ?? "" : nil,
                location: object.location)
            if read.placeholder != nil {
                placeholders.append(read)
            } else {
                topLevelObjects.append(read)
            }
        }
        for record in data.keyed("IBDocument.Objects")?.keyed("connectionRecords")?.children ?? [] {
            guard let connection = record.child("object", key: "connection") else { continue }
            let kind: XIBConnection.Kind
            switch connection["class"] {
            case "IBCocoaTouchOutletConnection": kind = .outlet
            case "IBCocoaTouchEventConnection": kind = .action
            default: continue
            }
            connections.append(
                XIBConnection(
                    kind: kind, name: connection.child("string", key: "label").map(Self.string) ?? "",
                    source: connection.child("reference", key: "source")?["ref"] ?? "",
                    destination: connection.child("reference", key: "destination")?["ref"] ?? "",
                    event: kind == .action
                        ? connection.child("int", key: "IBEventType").flatMap { Int($0.text) }.flatMap(Self.event)
                        : nil,
                    location: connection.location))
        }
    }

    /// The custom class of each object by its id: the `flattenedProperties` entries `N.CustomClassName`, where `N`
    /// is an object record's id (`objectID`), whose `object` reference names the object.
    ///
    /// Interface Builder 3 wrote two dialects: up to about version 1900, `<object class="NSArray">` containers,
    /// records' `<int key="objectID">` and dictionaries as `dict.sortedKeys` beside `dict.values`; later, `<array>`
    /// and `<dictionary>` elements, records' `<string key="id">` and each entry keyed by its own `key`.
    private static func customClasses(in data: XMLTree.Element) -> [String: String] {
        guard let container = data.keyed("IBDocument.Objects") else { return [:] }
        var objectOfRecord: [String: String] = [:]
        for record in container.keyed("objectRecords")?.keyed("orderedObjects")?.children ?? [] {
            guard let number = (record.keyed("objectID") ?? record.keyed("id")).map(string),
                let object = record.keyed("object")
            else { continue }
            objectOfRecord[number] = object["ref"] ?? object["id"]
        }
        guard let properties = container.keyed("flattenedProperties") else { return [:] }
        var entries: [(key: String, value: String)]
        if let keys = properties.keyed("dict.sortedKeys"), let values = properties.keyed("dict.values") {
            let named = { (list: XMLTree.Element) in list.children.filter { $0.name != "bool" }.map(string) }
            entries = Array(zip(named(keys), named(values)))
        } else {
            entries = properties.children.compactMap { entry in entry["key"].map { ($0, string(entry)) } }
        }
        var classes: [String: String] = [:]
        for (key, value) in entries where key.hasSuffix(".CustomClassName") {
            guard let object = objectOfRecord[String(key.dropLast(".CustomClassName".count))] else { continue }
            classes[object] = value
        }
        return classes
    }

    /// The control event an archive's `IBEventType` numbers: the bit of `UIControl.Event` it sets, counted from 1.
    static func event(_ number: Int) -> String? {
        let events = [
            "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
            "touchUpInside", "touchUpOutside", "touchCancel", nil, nil, nil, "valueChanged", "primaryActionTriggered",
            nil, nil, "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit",
        ]
        return number >= 1 && number <= events.count ? events[number - 1] : nil
    }

    /// The text of an archive's `<string>`, decoded when it is `type="base64-UTF8"`.
    static func string(_ element: XMLTree.Element) -> String {
        guard element["type"] == "base64-UTF8" else { return element.text }
        return Base64.decodedString(element.text) ?? element.text
    }
}

extension XMLTree.Element {
    /// The first child whose `key` attribute is `key`, whatever its element: the archive format's containers are
    /// `object`, `array` or `dictionary` elements by its version.
    fileprivate func keyed(_ key: String) -> XMLTree.Element? {
        children.first { $0["key"] == key }
    }
}
