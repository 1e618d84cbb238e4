import CellCatalog
import CellSema

/// The schema lines of a template: what its generated class compiles in, which an archive of the template must
/// match.
///
/// The compiler writes the same lines into the generated Swift (`templateSchema`) and into the archive's class;
/// the runtime compares their ``SchemaHash`` and, when they differ, names the first differing line. The lines are,
/// in order: one per subview (`outlet title: Label`, or `subview 2: View` for an unnamed one, by subview index; a
/// subview with a custom class adds it, `outlet badge: Label as BadgeLabel`, and an outlet connected on one side
/// only says which, `outlet title: Label (owner only)`, and an outlet of the custom view it is in names that view,
/// `outlet iconView: ImageView (of badge)`), one per outlet collection (`collection stars: [ImageView]
/// = (star1, subview 4)`), the owner's outlet to the template (`ownerOutlet cell`),
/// one per action method (`action buttonPressed`), the owner (`owner GalleryViewController`), a cell's reuse
/// identifier (`reuseIdentifier "ThumbnailCell"`, which the class compiles in as `static reuseIdentifier`; a collection
/// template's too), one per layout variable with its default (`var avatarWidth = 36`), then the layout the class compiles in: a collection template's `width = EXPR`, a cell's (or a
/// collection template's) `height = EXPR`, `frame NAME = (X, Y, W, H)` per view with a frame and
/// `size NAME = (W, H)` per arranged view whose preferred size reads a layout variable, NAME being the outlet or
/// `subview INDEX`.
public enum TemplateSchema {
    /// The schema lines of `template`.
    public static func lines(of template: CheckedTemplate) -> [String] {
        var lines: [String] = []
        let printer = LayoutExpressionPrinter(template: template)
        let names = printer.viewNames
        for (index, view) in template.views.enumerated() {
            var type = view.kind.rawValue + (view.customClass.map { " as \($0)" } ?? "")
            if let owner = view.outletOwner {
                type += " (of \(names[owner]))"
            } else if !view.connectsToClass || !view.connectsToOwner {
                type += view.connectsToClass ? " (cell only)" : " (owner only)"
            }
            if view.isTopLevelObject {
                type += " (top level)"
            }
            if let outlet = view.outlet {
                lines.append("outlet \(outlet): \(type)")
            } else {
                lines.append("subview \(index): \(type)")
            }
        }
        for collection in template.collections {
            let views = collection.views.map { names[$0] }.joined(separator: ", ")
            let type = collection.customClass ?? collection.kind.rawValue
            lines.append("collection \(collection.name): [\(type)] = (\(views))")
        }
        lines += template.actions.map { "action \($0)" }
        if let owner = template.owner {
            lines.append("owner \(owner)")
        }
        if let outlet = template.ownerOutlet {
            lines.append("ownerOutlet \(outlet)")
        }
        if template.declaresNoReuseIdentifier {
            lines.append("reuseIdentifier none")
        } else if let identifier = template.reuseIdentifier {
            // A string literal as a `.cell` file writes it: Swift's escapes are the same.
            lines.append("reuseIdentifier \(SwiftLiteral.string(identifier))")
        }
        for variable in template.variables {
            lines.append("var \(variable.name) = \(SwiftLiteral.number(variable.defaultValue))")
        }
        let emitter = printer.emitter
        if template.kind.sizesWidth {
            lines.append("width = \(emitter.emit(template.width))")
        }
        if template.kind.sizesHeight {
            lines.append("height = \(emitter.emit(template.height))")
        }
        for (index, view) in template.views.enumerated() {
            guard let frame = view.frame else { continue }
            var line = "frame \(names[index]) = ("
            for component in FrameComponent.allCases {
                if component != .x { line += ", " }
                emitter.emit(frame[component], into: &line)
            }
            line += ")"
            lines.append(line)
        }
        for (index, view) in template.views.enumerated() {
            guard let size = view.size, !size.variableDimensions.isEmpty else { continue }
            let width = size.widthExpression.map(emitter.emit) ?? SwiftLiteral.number(size.width)
            let height = size.heightExpression.map(emitter.emit) ?? SwiftLiteral.number(size.height)
            lines.append("size \(names[index]) = (\(width), \(height))")
        }
        return lines
    }
}
