/// A label or button whose width in its Interface Builder file is its text's width: what Interface Builder computed
/// with San Francisco (or Helvetica Neue), which `cellbench fonts` compares each candidate face against.
///
/// The rule, which keeps only frames that nothing but the text can have set:
/// - the file is in the document format and the view uses Auto Layout (`translatesAutoresizingMaskIntoConstraints`
///   off), and is neither `misplaced` nor `ambiguous` (its frame is what the constraints give);
/// - no constraint of priority 1000 fixes its width: none on its `width` (a constant, or equal to another view's),
///   and at most one of its leading, trailing and center X edges is pinned with an equality;
/// - it is not arranged by a stack view, which may stretch it;
/// - a label has a literal `text` (not attributed) on one line (`numberOfLines` 1); a button has a normal-state
///   `title`, no image and no content, title or image insets or configuration, which would add to its width;
/// - its font is the system font (any weight, or a text style at its default size) or Helvetica or Helvetica Neue,
///   upright.
struct SizedToFitText {
    /// The font a text asks for.
    enum Family: String, CaseIterable {
        /// San Francisco, `type="system"`, `type="boldSystem"` or a text style.
        case system
        /// `name="Helvetica…"` or `name="HelveticaNeue…"`.
        case helvetica
    }

    /// The file's name.
    var file: String
    /// The view's text.
    var text: String
    /// Its font's family.
    var family: Family
    /// Its font's CSS weight, 100 to 900.
    var weight: Int
    /// Its font's size.
    var pointSize: Double
    /// Its frame's width.
    var width: Double

    /// The texts of `document` (the file `file`) that the rule keeps.
    static func all(in document: XIBElement, file: String) -> [SizedToFitText] {
        guard document.name == "document" else {
            return []
        }
        var constraints: [Constraint] = []
        collectConstraints(in: document, owner: nil, into: &constraints)
        var found: [SizedToFitText] = []
        collectTexts(in: document, parentView: nil, constraints: constraints, file: file, into: &found)
        return found
    }

    /// A constraint, its items resolved (an item left out is the view whose `<constraints>` holds it).
    private struct Constraint {
        var firstItem: String
        var firstAttribute: String
        var secondItem: String?
        var secondAttribute: String?
        var isRequiredEquality: Bool

        func attributes(of id: String) -> [String] {
            (firstItem == id ? [firstAttribute] : []) + (secondItem == id ? [secondAttribute ?? ""] : [])
        }
    }

    private static func collectConstraints(in element: XIBElement, owner: String?, into list: inout [Constraint]) {
        for child in element.children {
            if child.name == "constraints", let owner = element["id"] {
                for constraint in child.children where constraint.name == "constraint" {
                    let priority = constraint["priority"].flatMap(Double.init) ?? 1000
                    list.append(
                        Constraint(
                            firstItem: constraint["firstItem"] ?? owner,
                            firstAttribute: constraint["firstAttribute"] ?? "",
                            secondItem: constraint["secondItem"], secondAttribute: constraint["secondAttribute"],
                            isRequiredEquality: constraint["relation"] == nil && priority >= 1000))
                }
            }
            collectConstraints(in: child, owner: element["id"], into: &list)
        }
    }

    /// Walks the views, `parentView` the name of the view whose `<subviews>` holds `element`'s children.
    private static func collectTexts(
        in element: XIBElement, parentView: String?, constraints: [Constraint], file: String,
        into found: inout [SizedToFitText]
    ) {
        for child in element.children {
            if child.name == "label" || child.name == "button", parentView != "stackView",
                let text = sizedToFit(child, constraints: constraints, file: file)
            {
                found.append(text)
            }
            let parent = child.name == "subviews" ? element.name : parentView
            collectTexts(in: child, parentView: parent, constraints: constraints, file: file, into: &found)
        }
    }

    private static let leadingEdges: Set = ["leading", "left", "leadingMargin", "leftMargin"]
    private static let trailingEdges: Set = ["trailing", "right", "trailingMargin", "rightMargin"]
    private static let centerEdges: Set = ["centerX", "centerXWithinMargins"]

    private static func sizedToFit(_ view: XIBElement, constraints: [Constraint], file: String) -> SizedToFitText? {
        guard view["translatesAutoresizingMaskIntoConstraints"] == "NO", view["misplaced"] != "YES",
            view["ambiguous"] != "YES", let id = view["id"],
            let width = view.child("rect", key: "frame")?["width"].flatMap(Double.init),
            let font = view.child("fontDescription", key: "fontDescription").flatMap(Self.font)
        else {
            return nil
        }
        let attributes = constraints.lazy.filter(\.isRequiredEquality).flatMap { $0.attributes(of: id) }
        let widthConstraints = constraints.contains { $0.attributes(of: id).contains("width") }
        let pinnedSides = [leadingEdges, trailingEdges, centerEdges].filter { edges in
            attributes.contains { edges.contains($0) }
        }
        guard !widthConstraints, pinnedSides.count < 2 else {
            return nil
        }
        let text: String?
        if view.name == "label" {
            let oneLine = (view["numberOfLines"] ?? "1") == "1"
            text = oneLine && view["usesAttributedText"] != "YES" ? view["text"] : nil
        } else {
            let normal = view.children.first { $0.name == "state" && $0["key"] == "normal" }
            let plain =
                normal?["image"] == nil && normal?["backgroundImage"] == nil
                && !view.children.contains { $0.name == "buttonConfiguration" || $0.name == "inset" }
            text = plain ? normal?["title"] : nil
        }
        guard let text, !text.isEmpty, !text.contains(where: \.isNewline) else {
            return nil
        }
        return SizedToFitText(
            file: file, text: text, family: font.family, weight: font.weight, pointSize: font.size, width: width)
    }

    /// The default sizes (at the Large content size) and weights of the text styles a file may name.
    private static let textStyles: [String: (size: Double, weight: Int)] = [
        "UICTFontTextStyleTitle0": (34, 400), "UICTFontTextStyleTitle1": (28, 400),
        "UICTFontTextStyleTitle2": (22, 400), "UICTFontTextStyleTitle3": (20, 400),
        "UICTFontTextStyleHeadline": (17, 600), "UICTFontTextStyleBody": (17, 400),
        "UICTFontTextStyleCallout": (16, 400), "UICTFontTextStyleSubhead": (15, 400),
        "UICTFontTextStyleFootnote": (13, 400), "UICTFontTextStyleCaption1": (12, 400),
        "UICTFontTextStyleCaption2": (11, 400),
    ]

    /// The CSS weights of the names `weight=` takes and of the style words in a PostScript name.
    private static let weights: [String: Int] = [
        "ultraLight": 100, "UltraLight": 100, "thin": 200, "Thin": 200, "light": 300, "Light": 300,
        "regular": 400, "Regular": 400, "Roman": 400, "medium": 500, "Medium": 500, "semibold": 600,
        "Semibold": 600, "bold": 700, "Bold": 700, "heavy": 800, "Heavy": 800, "black": 900, "Black": 900,
    ]

    /// The family, weight and size of a `<fontDescription>`, or nil for one the rule leaves out (italic, another
    /// family, an unknown weight).
    private static func font(_ description: XIBElement) -> (family: Family, weight: Int, size: Double)? {
        if let style = description["style"] {
            return textStyles[style].map { (.system, $0.weight, $0.size) }
        }
        guard let size = description["pointSize"].flatMap(Double.init), size > 0 else {
            return nil
        }
        switch description["type"] {
        case "system":
            return weights[description["weight"] ?? "regular"].map { (.system, $0, size) }
        case "boldSystem":
            return (.system, 700, size)
        case nil:
            guard let name = description["name"], name.hasPrefix("Helvetica"), !name.contains("Oblique"),
                !name.contains("Italic")
            else {
                return nil
            }
            let style = name.split(separator: "-").dropFirst().first.map(String.init) ?? "Regular"
            return weights[style].map { (.helvetica, $0, size) }
        default:
            return nil
        }
    }
}
