import CellCatalog
import CellSupport

/// Reads a top-level object of a document-format xib (Xcode 5 and later) into an ``ImportedTemplate``: the object's
/// own attributes, its content view, every view below with its properties, and every constraint.
struct DocumentReader {
    /// The components the file's `<resources>` give the system colours, for those CellKit does not name.
    var systemColors: [String: String] = [:]

    /// The kinds of the document format's view elements.
    static let kinds: [String: ViewKind] = [
        "view": .view, "control": .control, "label": .label, "imageView": .imageView, "button": .button,
        "scrollView": .scrollView, "stackView": .stackView, "switch": .switch, "slider": .slider,
        "segmentedControl": .segmentedControl, "stepper": .stepper, "activityIndicatorView": .activityIndicatorView,
        "progressView": .progressView, "pageControl": .pageControl, "pickerView": .pickerView,
        "textField": .textField, "textView": .textView, "visualEffectView": .visualEffectView,
        "tableViewCellContentView": .view, "collectionViewCellContentView": .view,
        // Views CellKit has no kind for are the nearest it has, with a comment.
        "collectionView": .scrollView, "tableView": .scrollView, "datePicker": .pickerView,
    ]

    init(resources: XMLTree.Element?) {
        for resource in resources?.children ?? [] where resource.name == "systemColor" {
            if let name = resource["name"], let color = resource.child("color").flatMap({ XIBValue.color($0) }) {
                systemColors[name] = color
            }
        }
    }

    /// The template of `object`, a top-level `tableViewCell`, `collectionViewCell`, `collectionReusableView` or
    /// `view`, named `className`.
    func template(of object: XMLTree.Element, kind: TemplateKind, className: String) -> ImportedTemplate {
        let rect = Self.rect(of: object)
        var template = ImportedTemplate(
            kind: kind, className: className,
            reuseIdentifier: object["reuseIdentifier"].flatMap { $0.isEmpty ? nil : $0 },
            rect: rect, location: object.location)
        var own = PropertyList(.template(kind))
        viewProperties(of: object, kind: .view, into: &own)
        if kind == .cell {
            cellProperties(of: object, into: &own)
        }
        template.rootAliases.insert(object["id"] ?? "")
        let content = kind.hasContentView ? object.children.first { $0["key"] == "contentView" } : nil
        let root = content ?? object
        if let content {
            template.rootAliases.insert(content["id"] ?? "")
            var list = PropertyList(.contentView)
            viewProperties(of: content, kind: .view, into: &list)
            template.contentViewProperties = list.properties
            template.comments += list.comments.map { "the content view's \($0)" }
        }
        for element in object.children where ["backgroundView", "selectedBackgroundView"].contains(element["key"]) {
            own.note("the \(element["key"] ?? "") of the file is not imported")
        }
        for guide in object.children + root.children where guide.name == "viewLayoutGuide" {
            template.rootAliases.insert(guide["id"] ?? "")
        }
        template.properties = own.properties
        template.comments += own.comments
        template.attributes = own.attributes
        template.views.append(
            ImportedTemplate.View(
                id: root["id"] ?? "", kind: .view, element: root.name, rect: Self.rect(of: root),
                location: root.location))
        collectConstraints(of: object, owner: object["id"] ?? "", into: &template)
        if let content {
            collectConstraints(of: content, owner: content["id"] ?? "", into: &template)
        }

        // Each view after its parent, without recursion: a deep file cannot overflow the stack.
        var pending = Self.subviews(of: root).reversed().map { ($0, 0) }
        while let (element, parent) = pending.popLast() {
            let index = template.views.count
            let kind = Self.kinds[element.name] ?? .view
            var list = PropertyList(.view(kind))
            viewProperties(of: element, kind: kind, into: &list)
            if Self.kinds[element.name] == nil || ["collectionView", "tableView", "datePicker"].contains(element.name) {
                list.note("Interface Builder's '\(element.name)' is imported as a \(kind.rawValue)")
            }
            var view = ImportedTemplate.View(
                id: element["id"] ?? "", kind: kind, element: element.name, parent: parent,
                rect: Self.rect(of: element),
                location: element.location)
            if let customClass = element["customClass"] {
                if let name = Self.customClass(customClass) {
                    list.set("customClass", XIBValue.string(name))
                } else {
                    list.note("the custom class '\(customClass)' is no class a template can name; not imported")
                }
            }
            if element["translatesAutoresizingMaskIntoConstraints"] != "NO" {
                view.autoresizing = Self.autoresizingMask(of: element)
            }
            view.isRecorded = element.child("rect", key: "frame") != nil
            view.properties = list.properties
            view.comments = list.comments
            view.attributes = list.attributes
            template.views.append(view)
            template.views[parent].subviews.append(index)
            collectConstraints(of: element, owner: view.id, into: &template)
            pending.append(contentsOf: Self.subviews(of: element).reversed().map { ($0, index) })
        }
        return template
    }

    /// A subview's custom class without its module, nil when it is no Swift class name of the app's (not an
    /// identifier, a keyword, or one of CellKit's or the standard library's types).
    static func customClass(_ text: String) -> String? {
        let name = String(text.split(separator: ".").last ?? "")
        guard IdentifierGrammar.isValid(name), !ReservedNames.reservesClassName(name),
            !ReservedNames.cellKitClassNames.contains(name)
        else { return nil }
        return name
    }

    // MARK: Geometry

    /// The element's `<rect key="frame">`, or zero.
    static func rect(of element: XMLTree.Element) -> XIBRect {
        guard let rect = element.child("rect", key: "frame") else { return .zero }
        func value(_ name: String) -> Double { rect[name].flatMap(XIBRect.coordinate) ?? 0 }
        return XIBRect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
    }

    /// The element's autoresizing mask: none when it writes none, a fixed frame.
    static func autoresizingMask(of element: XMLTree.Element) -> ImportedTemplate.AutoresizingMask {
        guard let mask = element.child("autoresizingMask") else { return [] }
        var result: ImportedTemplate.AutoresizingMask = []
        let flags: [(String, ImportedTemplate.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (name, flag) in flags where XIBValue.bool(mask[name]) == true {
            result.insert(flag)
        }
        return result
    }

    /// The views of `element`'s `<subviews>`, in order.
    static func subviews(of element: XMLTree.Element) -> [XMLTree.Element] {
        element.child("subviews")?.children ?? []
    }

    /// Adds the constraints `element` holds, those the default size class excludes left out.
    private func collectConstraints(of element: XMLTree.Element, owner: String, into template: inout ImportedTemplate) {
        guard let list = element.child("constraints") else { return }
        var excluded: Set<String> = []
        for variation in element.children where variation.name == "variation" && variation["key"] == "default" {
            for mask in variation.children where mask["key"] == "constraints" {
                for exclude in mask.children where exclude.name == "exclude" {
                    excluded.insert(exclude["reference"] ?? "")
                }
            }
        }
        for constraint in list.children where constraint.name == "constraint" {
            let id = constraint["id"] ?? ""
            guard !excluded.contains(id),
                let first = constraint["firstAttribute"].flatMap(XIBConstraint.Attribute.init(rawValue:))
            else { continue }
            template.constraints.append(
                XIBConstraint(
                    id: id, firstItem: constraint["firstItem"] ?? owner, firstAttribute: first,
                    relation: constraint["relation"].flatMap(XIBConstraint.Relation.init(rawValue:)) ?? .equal,
                    secondItem: constraint["secondItem"],
                    secondAttribute: constraint["secondAttribute"].flatMap(XIBConstraint.Attribute.init(rawValue:)),
                    multiplier: XIBConstraint.multiplier(constraint["multiplier"]) ?? 1,
                    constant: constraint["constant"].flatMap(Double.init) ?? 0,
                    priority: constraint["priority"].flatMap(Double.init) ?? 1000, location: constraint.location))
        }
    }

    // MARK: Properties

    /// The `<color key="key">` child's value.
    private func color(_ element: XMLTree.Element, _ key: String) -> String? {
        element.child("color", key: key).flatMap { XIBValue.color($0, systemColors: systemColors) }
    }

    /// The `<fontDescription>` child's font.
    private func font(_ element: XMLTree.Element) -> String? {
        guard let description = element.child("fontDescription") else { return nil }
        return XIBValue.font(
            type: description["type"], pointSize: description["pointSize"].flatMap(Double.init),
            weight: description["weight"], style: description["style"], name: description["name"])
    }

    private func cellProperties(of cell: XMLTree.Element, into list: inout PropertyList) {
        list.set("selectionStyle", cell["selectionStyle"].map { "." + $0 })
        list.set("accessoryType", cell["accessoryType"].map { "." + $0 })
        list.set("indentationWidth", cell["indentationWidth"].flatMap(Double.init).map(XIBValue.number))
        list.set("indentationLevel", cell["indentationLevel"].flatMap(Double.init).map(XIBValue.number))
        if let inset = cell.child("inset", key: "separatorInset") {
            list.set("separatorInset", Self.insets(inset))
        }
    }

    /// `<inset minX minY maxX maxY>` as `(top, left, bottom, right)`.
    static func insets(_ inset: XMLTree.Element) -> String {
        let values = ["minY", "minX", "maxY", "maxX"].map { XIBValue.length(inset[$0].flatMap(Double.init) ?? 0) }
        return "(" + values.joined(separator: ", ") + ")"
    }

    /// The properties of a view element of `kind`, as far as CellKit has them.
    private func viewProperties(of element: XMLTree.Element, kind: ViewKind, into list: inout PropertyList) {
        let bool = { (name: String) in XIBValue.bool(element[name]).map { $0 ? "true" : "false" } }
        let number = { (name: String) in element[name].flatMap(Double.init).map(XIBValue.number) }
        let enumeration = { (name: String) in element[name].map { "." + $0 } }

        list.set("contentMode", enumeration("contentMode"))
        list.set("clipsToBounds", bool("clipsSubviews"), ib: "clipsSubviews")
        list.set("isUserInteractionEnabled", bool("userInteractionEnabled"), ib: "userInteractionEnabled")
        list.set("isMultipleTouchEnabled", bool("multipleTouchEnabled"), ib: "multipleTouchEnabled")
        list.set("isHidden", bool("hidden"), ib: "hidden")
        list.set("alpha", number("alpha"))
        list.set("tag", number("tag"))
        list.set("backgroundColor", color(element, "backgroundColor"))
        list.set("tintColor", color(element, "tintColor"))
        list.set("preservesSuperviewLayoutMargins", bool("preservesSuperviewLayoutMargins"))
        list.set("insetsLayoutMarginsFromSafeArea", bool("insetsLayoutMarginsFromSafeArea"))
        if let margins = element.child("edgeInsets", key: "layoutMargins") {
            let values = ["top", "left", "bottom", "right"].map {
                XIBValue.length(margins[$0].flatMap(Double.init) ?? 0)
            }
            list.set("layoutMargins", "(" + values.joined(separator: ", ") + ")")
        }
        for axis in ["horizontal", "vertical"] {
            list.set("\(axis)HuggingPriority", number("\(axis)HuggingPriority"))
            list.set("\(axis)CompressionResistancePriority", number("\(axis)CompressionResistancePriority"))
        }
        if kind.inherits(from: .control) {
            list.set("isEnabled", bool("enabled"), ib: "enabled")
            list.set("isSelected", bool("selected"), ib: "selected")
            list.set("isHighlighted", bool("highlighted"), ib: "highlighted")
            list.set("contentHorizontalAlignment", enumeration("contentHorizontalAlignment"))
            list.set("contentVerticalAlignment", enumeration("contentVerticalAlignment"))
        }

        switch kind {
        case .label:
            list.set("text", Self.text(element, "text").map(XIBValue.string))
            if let attributed = element.child("attributedString") {
                attributedText(attributed, into: &list)
            }
            list.set("font", font(element))
            list.set("textColor", color(element, "textColor"))
            list.set("highlightedTextColor", color(element, "highlightedColor"))
            list.set("textAlignment", enumeration("textAlignment"))
            list.set("numberOfLines", number("numberOfLines"))
            list.set("lineBreakMode", element["lineBreakMode"].flatMap(XIBValue.lineBreakMode))
            list.set("baselineAdjustment", enumeration("baselineAdjustment"))
            list.set("adjustsFontSizeToFitWidth", bool("adjustsFontSizeToFit"))
            list.set("minimumScaleFactor", number("minimumScaleFactor"))
            list.set("adjustsFontForContentSizeCategory", bool("adjustsFontForContentSizeCategory"))
            list.set("preferredMaxLayoutWidth", number("preferredMaxLayoutWidth"))
            list.set("isHighlighted", bool("highlighted"))
            list.set("textShadowColor", color(element, "shadowColor"))
            if let offset = element.child("size", key: "shadowOffset") {
                list.set("textShadowOffset", Self.pair(offset, "width", "height"))
            }
        case .imageView:
            list.set("image", image(element, "image"))
            list.set("highlightedImage", image(element, "highlightedImage"))
            list.set("isHighlighted", bool("highlighted"))
        case .button:
            buttonProperties(of: element, into: &list)
        case .stackView:
            list.set("axis", enumeration("axis"))
            list.set("alignment", element["alignment"].flatMap(XIBValue.stackAlignment))
            if let alignment = element["alignment"], XIBValue.stackAlignment(alignment) == nil {
                list.note("alignment = \(alignment): CellKit's stack views align no baselines; imported as .fill")
            }
            list.set("distribution", enumeration("distribution"))
            list.set("spacing", number("spacing"))
            list.set("isLayoutMarginsRelativeArrangement", bool("layoutMarginsRelativeArrangement"))
        case .switch:
            list.set("isOn", bool("on"))
            list.set("onTintColor", color(element, "onTintColor"))
            list.set("thumbTintColor", color(element, "thumbTintColor"))
        case .slider:
            list.set("value", number("value"))
            list.set("minimumValue", number("minValue"))
            list.set("maximumValue", number("maxValue"))
            list.set("isContinuous", bool("continuous"))
            list.set("minimumTrackTintColor", color(element, "minimumTrackTintColor"))
            list.set("maximumTrackTintColor", color(element, "maximumTrackTintColor"))
            list.set("thumbTintColor", color(element, "thumbTintColor"))
        case .segmentedControl:
            let titles = element.child("segments")?.children.map { XIBValue.string($0["title"] ?? "") } ?? []
            if !titles.isEmpty {
                list.set("segments", titles.count == 1 ? titles[0] : "(" + titles.joined(separator: ", ") + ")")
            }
            list.set("selectedSegmentIndex", number("selectedSegmentIndex"))
            list.set("isMomentary", bool("momentary"))
            list.set("selectedSegmentTintColor", color(element, "selectedSegmentTintColor"))
        case .stepper:
            list.set("value", number("value"))
            list.set("minimumValue", number("minimumValue"))
            list.set("maximumValue", number("maximumValue"))
            list.set("stepValue", number("stepValue"))
            list.set("wraps", bool("wraps"))
            list.set("autorepeat", bool("autorepeat"))
            list.set("isContinuous", bool("continuous"))
        case .activityIndicatorView:
            list.set("style", enumeration("style"))
            list.set("hidesWhenStopped", bool("hidesWhenStopped"))
            list.set("isAnimating", bool("animating"))
            list.set("color", color(element, "color"))
        case .progressView:
            list.set("progress", number("progress"))
            list.set("progressViewStyle", enumeration("progressViewStyle"))
            list.set("progressTintColor", color(element, "progressTintColor"))
            list.set("trackTintColor", color(element, "trackTintColor"))
        case .pageControl:
            list.set("numberOfPages", number("numberOfPages"))
            list.set("currentPage", number("currentPage"))
            list.set("hidesForSinglePage", bool("hidesForSinglePage"))
            list.set("pageIndicatorTintColor", color(element, "pageIndicatorTintColor"))
            list.set("currentPageIndicatorTintColor", color(element, "currentPageIndicatorTintColor"))
        case .textField, .textView:
            list.set("text", Self.text(element, "text").map(XIBValue.string))
            list.set("font", font(element))
            list.set("textColor", color(element, "textColor"))
            list.set("textAlignment", enumeration("textAlignment"))
            if kind == .textField {
                list.set("placeholder", element["placeholder"].map(XIBValue.string))
                list.set("borderStyle", enumeration("borderStyle"))
                list.set("clearButtonMode", enumeration("clearButtonMode"))
            } else {
                list.set("isEditable", bool("editable"))
                list.set("isSelectable", bool("selectable"))
            }
            if let traits = element.child("textInputTraits") {
                list.set("keyboardType", traits["keyboardType"].map { "." + $0 })
                list.set("returnKeyType", traits["returnKeyType"].map { "." + $0 })
                list.set("isSecureTextEntry", XIBValue.bool(traits["secureTextEntry"]).map { $0 ? "true" : "false" })
                list.set("autocapitalizationType", traits["autocapitalizationType"].map { "." + $0 })
                list.set("autocorrectionType", traits["autocorrectionType"].map { "." + $0 })
            }
        default:
            break
        }
        if kind.inherits(from: .scrollView) {
            list.set("isScrollEnabled", bool("scrollEnabled"))
            list.set("isPagingEnabled", bool("pagingEnabled"))
            list.set("bounces", bool("bounces"))
            list.set("showsHorizontalScrollIndicator", bool("showsHorizontalScrollIndicator"))
            list.set("showsVerticalScrollIndicator", bool("showsVerticalScrollIndicator"))
            list.set("alwaysBounceVertical", bool("alwaysBounceVertical"))
            list.set("alwaysBounceHorizontal", bool("alwaysBounceHorizontal"))
        }
        accessibility(of: element, into: &list)
        runtimeAttributes(of: element, into: &list)
    }

    /// The user-defined runtime attributes: a key path into the layer that CellKit's view has as a property sets
    /// it (`layer.cornerRadius` is `cornerRadius`), any other plain key goes to the attributes block, typed.
    private func runtimeAttributes(of element: XMLTree.Element, into list: inout PropertyList) {
        for attribute in element.child("userDefinedRuntimeAttributes")?.children ?? [] {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value: String?
            let stored = attribute.children.first { $0["key"] == "value" }
            switch attribute["type"] {
            case "boolean":
                value = (XIBValue.bool(attribute["value"]) ?? stored.flatMap { XIBValue.bool($0["value"]) }).map {
                    $0 ? "true" : "false"
                }
            case "number": value = (stored?["value"] ?? attribute["value"]).flatMap(Double.init).map(XIBValue.number)
            case "string": value = attribute["value"].map(XIBValue.string)
            case "localized": value = attribute["value"].map { "localized(\(XIBValue.string($0)))" }
            case "image": value = (stored?["image"] ?? attribute["value"]).map { "image(\(XIBValue.string($0)))" }
            case "color": value = stored.flatMap { XIBValue.color($0, systemColors: systemColors) }
            case "size": value = stored.map { "size" + Self.pair($0, "width", "height") }
            case "point": value = stored.map { "point" + Self.pair($0, "x", "y") }
            case "rect":
                value = stored.map { rect in
                    "rect("
                        + ["x", "y", "width", "height"].map { XIBValue.length(rect[$0].flatMap(Double.init) ?? 0) }
                        .joined(separator: ", ") + ")"
                }
            default: value = nil
            }
            guard let value else {
                list.note("the runtime attribute '\(keyPath)' of type '\(attribute["type"] ?? "")' is not imported")
                continue
            }
            if keyPath == "layer.masksToBounds" {
                list.set("clipsToBounds", value, ib: keyPath)
            } else if let property = ViewCatalog.layerKeyPaths[keyPath] {
                // A layer's shadow offset is a size; CellKit's an offset.
                list.set(property, value.hasPrefix("size(") ? String(value.dropFirst(4)) : value, ib: keyPath)
            } else if keyPath.contains(".") {
                list.note("the runtime attribute '\(keyPath)' = \(value) reaches through another object; not imported")
            } else if !IdentifierGrammar.isValid(keyPath) {
                list.note("the runtime attribute '\(keyPath)' = \(value) has no key a class can take; not imported")
            } else {
                list.attribute(keyPath, value)
            }
        }
    }

    /// A string attribute, or the `<string key>` child Interface Builder writes instead when the text has line
    /// breaks.
    static func text(_ element: XMLTree.Element, _ key: String) -> String? {
        element[key] ?? element.child("string", key: key)?.text
    }

    /// `(a, b)` of two attributes of `element`.
    static func pair(_ element: XMLTree.Element, _ a: String, _ b: String) -> String {
        "(" + [a, b].map { XIBValue.length(element[$0].flatMap(Double.init) ?? 0) }.joined(separator: ", ") + ")"
    }

    /// An image attribute, or the `<imageReference>` of an SF Symbol.
    private func image(_ element: XMLTree.Element, _ key: String) -> String? {
        if let name = element[key], !name.isEmpty {
            return XIBValue.string(name)
        }
        guard let reference = element.child("imageReference", key: key), let name = reference["image"] else {
            return nil
        }
        return reference["catalog"] == "system" ? ".system(\(XIBValue.string(name)))" : XIBValue.string(name)
    }

    /// An attributed text's fragments joined as the label's text, with the first fragment's font and colour.
    private func attributedText(_ attributed: XMLTree.Element, into list: inout PropertyList) {
        let fragments = attributed.children.filter { $0.name == "fragment" }
        let text = fragments.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
        list.set("text", XIBValue.string(text))
        guard let attributes = fragments.first?.child("attributes") else { return }
        list.set(
            "textColor",
            attributes.child("color", key: "NSColor").flatMap { XIBValue.color($0, systemColors: systemColors) })
        if let font = attributes.child("font", key: "NSFont"), let size = font["size"].flatMap(Double.init) {
            let name = font["name"]
            let system = name == nil || name?.hasPrefix(".SFUI") == true || name?.hasPrefix(".AppleSystem") == true
            list.set(
                "font",
                XIBValue.font(type: system ? "system" : nil, pointSize: size, weight: nil, style: nil, name: name))
        }
        if let paragraph = attributes.child("paragraphStyle") {
            let alignments = ["left", "center", "right", "justified", "natural"]
            if let alignment = paragraph["alignment"], alignments.contains(alignment) {
                list.set("textAlignment", "." + alignment)
            }
            list.set("lineBreakMode", paragraph["lineBreakMode"].flatMap(XIBValue.lineBreakMode))
            for name in [
                "lineSpacing", "paragraphSpacing", "minimumLineHeight", "maximumLineHeight", "lineHeightMultiple",
            ] {
                list.set(name, paragraph[name].flatMap(Double.init).map(XIBValue.number))
            }
        }
        if fragments.count > 1 {
            list.note("the attributed text's \(fragments.count) runs are one run in the first one's font and colour")
        }
    }

    private func buttonProperties(of element: XMLTree.Element, into list: inout PropertyList) {
        list.set("buttonType", element["buttonType"].flatMap(XIBValue.buttonType))
        list.set("titleFont", font(element))
        list.set("titleLineBreakMode", element["lineBreakMode"].flatMap(XIBValue.lineBreakMode))
        for state in element.children where state.name == "state" {
            let key = state["key"] ?? "normal"
            guard ["normal", "highlighted", "selected", "disabled"].contains(key) else { continue }
            func named(_ property: String) -> String {
                key == "normal" ? property : key + property.prefix(1).uppercased() + property.dropFirst()
            }
            list.set(named("title"), Self.text(state, "title").map(XIBValue.string))
            list.set(named("image"), image(state, "image"))
            list.set(named("backgroundImage"), image(state, "backgroundImage"))
            list.set(named("titleColor"), color(state, "titleColor"))
            list.set(named("titleShadowColor"), color(state, "titleShadowColor"))
        }
        for inset in element.children where inset.name == "inset" {
            guard let key = inset["key"], ["contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets"].contains(key)
            else {
                continue
            }
            list.set(key, Self.insets(inset))
        }
        if element.child("buttonConfiguration") != nil {
            list.note("the button's configuration (iOS 15) is not imported; its title and image are the states'")
        }
    }

    private func accessibility(of element: XMLTree.Element, into list: inout PropertyList) {
        guard let accessibility = element.child("accessibility") else { return }
        list.set("accessibilityLabel", accessibility["label"].map(XIBValue.string))
        list.set("accessibilityHint", accessibility["hint"].map(XIBValue.string))
        list.set("accessibilityValue", accessibility["value"].map(XIBValue.string))
        list.set("accessibilityIdentifier", accessibility["identifier"].map(XIBValue.string))
        if let traits = accessibility.child("accessibilityTraits") {
            list.set("accessibilityTraits", XIBValue.accessibilityTraits(traits))
        }
        if let isElement = accessibility.child("bool", key: "isElement").flatMap({ XIBValue.bool($0["value"]) }) {
            list.set("isAccessibilityElement", isElement ? "true" : "false")
        }
    }
}
