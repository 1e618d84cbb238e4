import CellCatalog

/// Reads a top-level object of an Interface Builder 3 archive (`<archive type="com.apple.InterfaceBuilder3.
/// CocoaTouch.XIB">`) into an ``ImportedTemplate``. The archive is an object graph: each object an `<object
/// class="IBUILabel">` with keyed values, written once where first used and referred to by `<reference ref>`
/// elsewhere (a shared colour, the cell's content view); frames are `{{x, y}, {width, height}}` strings, the
/// autoresizing mask the low bits of `NSvFlags`, and colours and strings may be base64.
struct ArchiveReader {
    /// Every object of the archive with an id, to resolve references.
    private var objectsByID: [String: XMLTree.Element] = [:]
    /// The archive's top-level objects.
    let rootObjects: [XMLTree.Element]

    init(_ root: XMLTree.Element) {
        let data = root.child("data")
        rootObjects =
            data?.children.first { $0["key"] == "IBDocument.RootObjects" }?.children.filter { $0.name == "object" }
            ?? []
        var objects: [String: XMLTree.Element] = [:]
        data?.forEachDescendant { element in
            if element.name != "reference", let id = element["id"], objects[id] == nil {
                objects[id] = element
            }
        }
        objectsByID = objects
    }

    /// The kinds of the archive's classes.
    static let kinds: [String: ViewKind] = [
        "IBUIView": .view, "IBUIControl": .control, "IBUILabel": .label, "IBUIImageView": .imageView,
        "IBUIButton": .button, "IBUIScrollView": .scrollView, "IBUISwitch": .switch, "IBUISlider": .slider,
        "IBUISegmentedControl": .segmentedControl, "IBUIStepper": .stepper,
        "IBUIActivityIndicatorView": .activityIndicatorView, "IBUIProgressView": .progressView,
        "IBUIPageControl": .pageControl, "IBUIPickerView": .pickerView, "IBUITextField": .textField,
        "IBUITextView": .textView, "IBUITableView": .scrollView, "IBUICollectionView": .scrollView,
    ]

    /// The keyed child `key`, a reference followed to its object.
    private func value(_ element: XMLTree.Element, _ key: String) -> XMLTree.Element? {
        guard let child = element.children.first(where: { $0["key"] == key }) else { return nil }
        if child.name == "reference", let id = child["ref"] {
            return objectsByID[id]
        }
        return child
    }

    private func text(_ element: XMLTree.Element, _ key: String) -> String? {
        value(element, key).map(XIBFile.string)
    }

    /// A finite number; nil for what is none, or `nan` and `inf`.
    private func number(_ element: XMLTree.Element, _ key: String) -> Double? {
        value(element, key).flatMap { Double($0.text) }.flatMap { $0.isFinite ? $0 : nil }
    }

    private func bool(_ element: XMLTree.Element, _ key: String) -> Bool? {
        value(element, key).flatMap { XIBValue.bool($0.text) }
    }

    /// The id of the object a keyed reference (or inline object) is.
    private func id(_ element: XMLTree.Element, _ key: String) -> String? {
        guard let child = element.children.first(where: { $0["key"] == key }) else { return nil }
        return child.name == "reference" ? child["ref"] : child["id"]
    }

    /// The frame: `NSFrame`, or `NSFrameSize` at the origin.
    private func rect(_ element: XMLTree.Element) -> XIBRect {
        (text(element, "NSFrame") ?? text(element, "NSFrameSize")).flatMap(XIBRect.init(archived:)) ?? .zero
    }

    /// The template of `object`, an `IBUITableViewCell`, `IBUICollectionViewCell`, `IBUICollectionReusableView` or
    /// `IBUIView`, named `className`.
    mutating func template(of object: XMLTree.Element, kind: TemplateKind, className: String) -> ImportedTemplate {
        var template = ImportedTemplate(
            kind: kind, className: className,
            reuseIdentifier: text(object, "IBUIReuseIdentifier").flatMap { $0.isEmpty ? nil : $0 }, rect: rect(object),
            location: object.location)
        template.rootAliases.insert(object["id"] ?? "")
        var own = PropertyList(.template(kind))
        viewProperties(of: object, kind: .view, into: &own)
        if kind == .cell {
            let styles = ["none", "blue", "gray", "default"]
            let accessories = ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]
            own.set("selectionStyle", number(object, "IBUISelectionStyle").flatMap { Self.item(styles, $0) })
            own.set("accessoryType", number(object, "IBUIAccessoryType").flatMap { Self.item(accessories, $0) })
            own.set("indentationWidth", number(object, "IBUIIndentationWidth").map(XIBValue.number))
            own.set("indentationLevel", number(object, "IBUIIndentationLevel").map(XIBValue.number))
        }
        var root = object
        if kind.hasContentView, let contentID = id(object, "IBUIContentView"), let content = objectsByID[contentID] {
            root = content
            template.rootAliases.insert(contentID)
            var list = PropertyList(.contentView)
            viewProperties(of: content, kind: .view, into: &list)
            template.contentViewProperties = list.properties
        }
        template.properties = own.properties
        template.comments = own.comments
        template.views.append(
            ImportedTemplate.View(
                id: root["id"] ?? "", kind: .view, element: root["class"] ?? "", rect: rect(root),
                location: root.location))
        // A reference may name a view that is already in the tree (its own ancestor, or one that two arrays
        // list): each object is imported once, where it is first listed.
        var seen = template.rootAliases
        var pending = subviews(of: root).reversed().map { ($0, 0) }
        while let (element, parent) = pending.popLast() {
            if let id = element["id"], !seen.insert(id).inserted {
                continue
            }
            let index = template.views.count
            let className = element["class"] ?? ""
            let kind = Self.kinds[className] ?? .view
            var list = PropertyList(.view(kind))
            viewProperties(of: element, kind: kind, into: &list)
            if Self.kinds[className] == nil || ["IBUITableView", "IBUICollectionView"].contains(className) {
                list.note("Interface Builder's '\(className)' is imported as a \(kind.rawValue)")
            }
            let flags = Int(text(element, "NSvFlags") ?? "") ?? 0
            let view = ImportedTemplate.View(
                id: element["id"] ?? "", kind: kind, element: className, parent: parent, rect: rect(element),
                autoresizing: ImportedTemplate.AutoresizingMask(rawValue: flags & 0x3F), properties: list.properties,
                comments: list.comments, location: element.location)
            // The top bit of the flags hides the view.
            if flags < 0 || flags & 0x8000_0000 != 0 {
                template.views.append(view)
                template.views[index].properties.append(("isHidden", "true"))
            } else {
                template.views.append(view)
            }
            template.views[index].isRecorded = text(element, "NSFrame") != nil || text(element, "NSFrameSize") != nil
            template.views[parent].subviews.append(index)
            pending.append(contentsOf: subviews(of: element).reversed().map { ($0, index) })
        }
        return template
    }

    /// The views of the `NSSubviews` array, followed through references.
    private func subviews(of element: XMLTree.Element) -> [XMLTree.Element] {
        guard let array = element.children.first(where: { $0["key"] == "NSSubviews" }) else { return [] }
        return array.children.compactMap { child in
            child.name == "reference" ? child["ref"].flatMap { objectsByID[$0] } : child
        }
    }

    private static func item(_ list: [String], _ number: Double) -> String? {
        guard let index = Int(exactly: number), list.indices.contains(index) else { return nil }
        return "." + list[index]
    }

    /// An `NSColor` object: RGB or white components (base64 text of decimal numbers), or a catalog colour by the
    /// UIKit name Interface Builder noted.
    private func color(_ element: XMLTree.Element, _ key: String, depth: Int = 0) -> String? {
        // A catalog colour holds its fallback colour; a hostile file may nest them, or make one its own.
        guard depth < 4, let color = value(element, key), color["class"] == "NSColor" else { return nil }
        if let name = text(color, "IBUIColorCocoaTouchKeyPath"), let named = XIBValue.namedColor(name) {
            return named
        }
        let space = number(color, "NSColorSpace") ?? 0
        if space == 6 {
            if let name = text(color, "NSColorName"), let named = XIBValue.namedColor(name + "Color") {
                return named
            }
            return self.color(color, "NSColor", depth: depth + 1)
        }
        let key = space <= 2 ? "NSRGB" : "NSWhite"
        guard let bytes = value(color, key), let decoded = Base64.decodedString(bytes.text) else { return nil }
        let components = decoded.split { $0 == " " || $0 == "\0" }.compactMap { Double($0) }
        if key == "NSRGB", components.count >= 3 {
            return XIBValue.color(
                red: components[0], green: components[1], blue: components[2],
                alpha: components.count > 3 ? components[3] : 1)
        }
        if key == "NSWhite", let white = components.first {
            return XIBValue.color(
                red: white, green: white, blue: white, alpha: components.count > 1 ? components[1] : 1)
        }
        return nil
    }

    /// The font of `IBUIFontDescription` (system fonts, or a name) or, without one, of `NSFont`.
    private func font(_ element: XMLTree.Element, _ key: String = "IBUIFontDescription") -> String? {
        if let description = value(element, key) {
            let type = number(description, "type").flatMap { Int(exactly: $0) }
            let size = number(description, "pointSize")
            if let name = text(description, "name") {
                return XIBValue.font(type: nil, pointSize: size, weight: nil, style: nil, name: name)
            }
            let types = [1: "system", 2: "boldSystem", 3: "italicSystem"]
            return XIBValue.font(
                type: type.flatMap { types[$0] } ?? "system", pointSize: size, weight: nil, style: nil, name: nil)
        }
        guard let font = value(element, "IBUIFont"), let name = text(font, "NSName") else { return nil }
        return XIBValue.font(type: nil, pointSize: number(font, "NSSize"), weight: nil, style: nil, name: name)
    }

    /// An `NSCustomResource`'s image name.
    private func image(_ element: XMLTree.Element, _ key: String) -> String? {
        value(element, key).flatMap { text($0, "NSResourceName") }.map(XIBValue.string)
    }

    private func viewProperties(of element: XMLTree.Element, kind: ViewKind, into list: inout PropertyList) {
        let flag = { (key: String) in self.bool(element, key).map { $0 ? "true" : "false" } }
        list.set(
            "contentMode", number(element, "IBUIContentMode").flatMap { Self.item(XIBValue.archivedContentModes, $0) })
        list.set("clipsToBounds", flag("IBUIClipsSubviews"), ib: "IBUIClipsSubviews")
        list.set("isUserInteractionEnabled", flag("IBUIUserInteractionEnabled"), ib: "IBUIUserInteractionEnabled")
        list.set("isMultipleTouchEnabled", flag("IBUIMultipleTouchEnabled"), ib: "IBUIMultipleTouchEnabled")
        list.set("alpha", number(element, "IBUIAlpha").map(XIBValue.number))
        list.set("tag", number(element, "IBUITag").map(XIBValue.number))
        list.set("backgroundColor", color(element, "IBUIBackgroundColor"))
        if kind.inherits(from: .control) {
            list.set("isEnabled", flag("IBUIEnabled"), ib: "IBUIEnabled")
            list.set("isSelected", flag("IBUISelected"), ib: "IBUISelected")
            let horizontal = ["center", "left", "right", "fill"]
            let vertical = ["center", "top", "bottom", "fill"]
            list.set(
                "contentHorizontalAlignment",
                number(element, "IBUIContentHorizontalAlignment").flatMap { Self.item(horizontal, $0) })
            list.set(
                "contentVerticalAlignment",
                number(element, "IBUIContentVerticalAlignment").flatMap { Self.item(vertical, $0) })
        }
        switch kind {
        case .label:
            list.set("text", text(element, "IBUIText").map(XIBValue.string))
            list.set("font", font(element))
            list.set("textColor", color(element, "IBUITextColor"))
            list.set("highlightedTextColor", color(element, "IBUIHighlightedColor"))
            list.set(
                "textAlignment",
                number(element, "IBUITextAlignment").flatMap { Self.item(XIBValue.archivedTextAlignments, $0) })
            list.set("numberOfLines", number(element, "IBUINumberOfLines").map(XIBValue.number))
            list.set(
                "lineBreakMode",
                number(element, "IBUILineBreakMode").flatMap { Self.item(XIBValue.archivedLineBreakModes, $0) })
            list.set("adjustsFontSizeToFitWidth", flag("IBUIAdjustsFontSizeToFit"))
            list.set("textShadowColor", color(element, "IBUIShadowColor"))
        case .imageView:
            list.set("image", image(element, "IBUIImage"))
            list.set("highlightedImage", image(element, "IBUIHighlightedImage"))
        case .button:
            list.set(
                "buttonType", number(element, "IBUIButtonType").flatMap { Self.item(XIBValue.archivedButtonTypes, $0) })
            list.set("titleFont", font(element))
            for state in ["Normal", "Highlighted", "Selected", "Disabled"] {
                func named(_ property: String) -> String {
                    state == "Normal"
                        ? property : state.lowercased() + property.prefix(1).uppercased() + property.dropFirst()
                }
                list.set(named("title"), text(element, "IBUI\(state)Title").map(XIBValue.string))
                list.set(named("titleColor"), color(element, "IBUI\(state)TitleColor"))
                list.set(named("titleShadowColor"), color(element, "IBUI\(state)TitleShadowColor"))
                list.set(named("image"), image(element, "IBUI\(state)Image"))
                list.set(named("backgroundImage"), image(element, "IBUI\(state)BackgroundImage"))
            }
        case .textField, .textView:
            list.set("text", text(element, "IBUIText").map(XIBValue.string))
            list.set("font", font(element))
            list.set("textColor", color(element, "IBUITextColor"))
            if kind == .textField {
                list.set("placeholder", text(element, "IBUIPlaceholder").map(XIBValue.string))
            } else {
                list.set("isEditable", flag("IBUIEditable"))
            }
        case .switch:
            list.set("isOn", flag("IBUIOn"))
        default:
            break
        }
        if let label = text(element, "IBUIAccessibilityLabel") {
            list.set("accessibilityLabel", XIBValue.string(label))
        }
    }
}
