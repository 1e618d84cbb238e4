import CellCatalog

/// Interface Builder's values written as `.cell` values: colours, fonts, strings, numbers and the enumerations
/// whose case names differ between the two (`tailTruncation` is `.byTruncatingTail`).
enum XIBValue {
    // MARK: Literals

    /// `text` as a `.cell` string literal: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// `value` as the shortest decimal that reads back as it, without a fraction when it is whole: `17`, `0.5`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }

    /// `value` rounded to 1/1000 of a point, as frames are written: Interface Builder's `0.33333333333333337`
    /// reads `0.333`.
    static func length(_ value: Double) -> String {
        number((value * 1000).rounded() / 1000)
    }

    /// A boolean as Interface Builder writes it (`YES`, `NO`), nil for anything else.
    static func bool(_ text: String?) -> Bool? {
        switch text {
        case "YES", "yes", "true": true
        case "NO", "no", "false": false
        default: nil
        }
    }

    // MARK: Colours

    /// A colour of components in `0...1` as a literal: a name where UIKit's fixed colours match exactly (`.white`,
    /// `.clear`), else `#RRGGBB` (or `#RRGGBBAA`), each channel the nearest of 256.
    static func color(red: Double, green: Double, blue: Double, alpha: Double) -> String {
        let channels = [red, green, blue, alpha].map { $0.isNaN ? 0 : Int((min(max($0, 0), 1) * 255).rounded()) }
        switch (channels[0], channels[1], channels[2], channels[3]) {
        case (_, _, _, 0): return ".clear"
        case (255, 255, 255, 255): return ".white"
        case (0, 0, 0, 255): return ".black"
        default: break
        }
        let hex = channels.prefix(channels[3] == 255 ? 3 : 4).map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + hex.joined()
    }

    /// UIKit's name for a colour (`systemBlueColor`, `darkTextColor`, `groupTableViewBackgroundColor`) as the
    /// `.cell` named colour it is, nil when CellKit has none of that name.
    static func namedColor(_ uikitName: String) -> String? {
        let renamed: [String: String] = [
            "groupTableViewBackgroundColor": "systemGroupedBackground",
            "tableCellGroupedBackgroundColor": "secondarySystemGroupedBackground",
            "viewFlipsideBackgroundColor": "darkGray", "scrollViewTexturedBackgroundColor": "darkGray",
        ]
        let name = renamed[uikitName] ?? (uikitName.hasSuffix("Color") ? String(uikitName.dropLast(5)) : uikitName)
        return NamedColor.named(name) == nil ? nil : "." + name
    }

    /// A `<color>` element of the document format: components in a colour space, a system colour, a UIKit colour by
    /// name or an asset catalog's named colour. `systemColors` holds the components the file's resources give the
    /// system colours CellKit does not name.
    static func color(_ element: XMLTree.Element, systemColors: [String: String] = [:]) -> String? {
        if let name = element["systemColor"] {
            return namedColor(name) ?? systemColors[name]
        }
        if let name = element["cocoaTouchSystemColor"], let named = namedColor(name) {
            return named
        }
        if let name = element["name"] {
            return ".asset(\(string(name)))"
        }
        let alpha = element["alpha"].flatMap(Double.init) ?? 1
        if let white = element["white"].flatMap(Double.init) {
            return color(red: white, green: white, blue: white, alpha: alpha)
        }
        guard let red = element["red"].flatMap(Double.init), let green = element["green"].flatMap(Double.init),
            let blue = element["blue"].flatMap(Double.init)
        else { return nil }
        if element["customColorSpace"] == "displayP3" {
            // Components as the file gives them, in 0...1 as the literal takes them.
            let components = [red, green, blue, alpha].map { $0.isNaN ? 0 : min(max($0, 0), 1) }
            return "displayP3(\(components.map(number).joined(separator: ", ")))"
        }
        return color(red: red, green: green, blue: blue, alpha: alpha)
    }

    // MARK: Fonts

    /// A `<fontDescription>` of the document format (or its archive counterpart's fields) as a font literal.
    static func font(
        type: String?, pointSize: Double?, weight: String?, style: String?, name: String?
    ) -> String? {
        if let style {
            let textStyles: [String: String] = [
                "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleLargeTitle": "largeTitle",
                "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2",
                "UICTFontTextStyleTitle3": "title3", "UICTFontTextStyleHeadline": "headline",
                "UICTFontTextStyleBody": "body", "UICTFontTextStyleCallout": "callout",
                "UICTFontTextStyleSubhead": "subheadline", "UICTFontTextStyleFootnote": "footnote",
                "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
            ]
            return textStyles[style].map { ".textStyle(.\($0))" }
        }
        guard let size = pointSize, size > 0, size.isFinite else { return nil }
        let points = number(size)
        if let name, type == nil {
            return ".custom(\(string(name)), \(points))"
        }
        switch type {
        case "boldSystem": return ".boldSystem(\(points))"
        case "italicSystem": return ".italicSystem(\(points))"
        case "system", nil:
            guard let weight, weight != "regular", FontWeight(rawValue: weight) != nil else {
                return ".system(\(points))"
            }
            return ".system(\(points), .\(weight))"
        default: return nil
        }
    }

    // MARK: Enumerations

    /// A line break mode of Interface Builder (`tailTruncation`) as UIKit's case (`byTruncatingTail`).
    static func lineBreakMode(_ text: String) -> String? {
        let cases = [
            "wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clip": "byClipping",
            "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail",
            "middleTruncation": "byTruncatingMiddle",
        ]
        return cases[text].map { "." + $0 }
    }

    /// The archive format's line break mode number.
    static let archivedLineBreakModes = [
        "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail", "byTruncatingMiddle",
    ]

    /// The archive format's content modes, by number (UIKit's `UIView.ContentMode` raw values).
    static let archivedContentModes = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
        "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]

    /// The archive format's text alignments, by number (`NSTextAlignment` on iOS: left, center, right, justified,
    /// natural).
    static let archivedTextAlignments = ["left", "center", "right", "justified", "natural"]

    /// A button type of the document format (`roundedRect`, which iOS 7 made the system button, is `.system`).
    static func buttonType(_ text: String) -> String? {
        let cases = [
            "custom": "custom", "system": "system", "roundedRect": "system", "detailDisclosure": "detailDisclosure",
            "infoLight": "infoLight", "infoDark": "infoDark", "contactAdd": "contactAdd", "close": "close",
        ]
        return cases[text].map { "." + $0 }
    }

    /// The archive format's button types, by number (`UIButtonType`'s raw values).
    static let archivedButtonTypes = ["custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd"]

    /// A stack view's alignment (`firstBaseline` and `lastBaseline` have no CellKit counterpart: nil).
    static func stackAlignment(_ text: String) -> String? {
        ["fill", "leading", "top", "center", "trailing", "bottom"].contains(text) ? "." + text : nil
    }

    /// An accessibility traits element's set (`<accessibilityTraits key="traits" button="YES" image="YES"/>`).
    static func accessibilityTraits(_ element: XMLTree.Element) -> String {
        let names = [
            "none", "button", "link", "header", "searchField", "image", "selected", "playsSound", "keyboardKey",
            "staticText", "summaryElement", "notEnabled", "updatesFrequently", "startsMediaSession", "adjustable",
            "allowsDirectInteraction", "causesPageTurn", "tabBar",
        ]
        let set = element.attributes.filter { bool($0.value) == true && names.contains($0.name) }.map { "." + $0.name }
        switch set.count {
        case 0: return ".none"
        case 1: return set[0]
        default: return "(" + set.joined(separator: ", ") + ")"
        }
    }
}
