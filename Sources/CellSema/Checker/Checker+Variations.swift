import CellCatalog
import CellDiagnostics
import CellSyntax

extension Checker {
    /// The labels a variation's condition takes, each a size class of one axis.
    private static let variationLabels = ["width", "height"]

    /// The frame of the view at `index` with its `variation(...) { frame = ... }` blocks folded in: each component
    /// a variation sets differently becomes a choice by size class, the most specific matching variation first
    /// (one for both classes before one for either, a later one before an earlier of the same specificity), as
    /// Interface Builder installs them; its own frame serves every other size class. `frame` is the view's own,
    /// nil when it has none.
    mutating func checkVariations(
        of subview: Subview, at index: Int, frame: FrameExpression?, scope: inout TemplateScope
    ) -> FrameExpression? {
        var variants: [(condition: SizeClassCondition, frame: FrameExpression)] = []
        var seen: [SizeClassCondition: SourceRange] = [:]
        for case .variation(let variation) in subview.members {
            guard let condition = checkCondition(of: variation) else { continue }
            if let first = seen[condition] {
                diagnostics.error(
                    .duplicateProperty, "\(condition.sourceText) is written twice for this view",
                    at: variation.keyword, notes: [Diagnostic.Note("it is first written here", at: first)])
                continue
            }
            seen[condition] = variation.keyword
            guard let variant = checkVariationBody(variation, of: index, hasFrame: frame != nil, scope: &scope)
            else { continue }
            variants.append((condition, variant))
        }
        guard var result = frame else { return nil }
        // Ordered by specificity, then source order; folding from the least specific leaves the most specific
        // outermost, so it is tried first.
        for (condition, variant) in variants.enumerated().sorted(by: {
            ($0.element.condition.specificity, $0.offset) < ($1.element.condition.specificity, $1.offset)
        }).map(\.element) {
            func choose(_ component: LayoutExpression, _ otherwise: LayoutExpression) -> LayoutExpression {
                component == otherwise ? otherwise : .sizeClass(condition, variant: component, otherwise: otherwise)
            }
            result = FrameExpression(
                x: choose(variant.x, result.x), y: choose(variant.y, result.y),
                width: choose(variant.width, result.width), height: choose(variant.height, result.height))
        }
        return result
    }

    /// The size classes of `variation(width: .regular, height: .compact)`; nil, reported, when one is wrong.
    private mutating func checkCondition(of variation: Variation) -> SizeClassCondition? {
        var condition = SizeClassCondition()
        var labels: [String: SourceRange] = [:]
        var valid = true
        for trait in variation.traits {
            let label = trait.label
            guard Checker.variationLabels.contains(label.text) else {
                diagnostics.error(
                    .unknownName, "unknown size class axis '\(label.text)'", at: label.range,
                    notes: suggestion(for: label.text, among: Checker.variationLabels)
                        + [Diagnostic.Note("a variation names the 'width' and 'height' size classes it is for")])
                valid = false
                continue
            }
            if let first = labels[label.text] {
                diagnostics.error(
                    .duplicateProperty, "the \(label.text) size class is given twice", at: label.range,
                    notes: [Diagnostic.Note("it is first given here", at: first)])
                valid = false
                continue
            }
            labels[label.text] = label.range
            let classes = [SizeClass.compact, .regular]
            guard let sizeClass = classes.first(where: { $0.rawValue == trait.value.text }) else {
                diagnostics.error(
                    .unknownName, "unknown size class '.\(trait.value.text)'", at: trait.value.range,
                    notes: suggestion(for: trait.value.text, among: classes.map(\.rawValue))
                        + [Diagnostic.Note("a size class is '.compact' or '.regular'; leave an axis out for any")])
                valid = false
                continue
            }
            if label.text == "width" { condition.width = sizeClass } else { condition.height = sizeClass }
        }
        return valid ? condition : nil
    }

    /// The frame a variation's body sets; its errors reported. A variation holds one `frame`, of a view that has
    /// its own.
    private mutating func checkVariationBody(
        _ variation: Variation, of index: Int, hasFrame: Bool, scope: inout TemplateScope
    ) -> FrameExpression? {
        let view = scope.views[index]
        var frame: FrameExpression?
        var frameRange: SourceRange?
        for member in variation.members {
            switch member {
            case .property(let property) where property.name.text == "frame":
                if let first = frameRange {
                    reportDuplicateProperty(property.name, first: first)
                    continue
                }
                frameRange = property.name.range
                guard hasFrame else {
                    let reason =
                        view.isArranged
                        ? "\(view.displayName) is positioned by its stack view, so no size class gives it a frame"
                        : "\(view.displayName) has no frame of its own for the other size classes"
                    diagnostics.error(
                        .misplacedProperty, reason, at: property.name.range,
                        notes: view.isArranged ? [] : [Diagnostic.Note("set 'frame' in the view's body as well")])
                    continue
                }
                let errors = diagnostics.errorCount
                frame = checkFrame(property.value, of: index, scope: &scope)
                if frame == nil || diagnostics.errorCount > errors { scope.hasLayoutError = true }
            case .property(let property):
                let name = property.name
                if scope.kindIsKnown[index], view.kind.property(named: name.text) == nil {
                    reportUnknownProperty(
                        name, on: "'\(view.kind.rawValue)'", among: view.kind.properties,
                        counterpart: view.kind.counterpart(of: name.text))
                    continue
                }
                diagnostics.error(
                    .misplacedProperty, "a variation sets only 'frame'; '\(name.text)' is the same in every size class",
                    at: name.range,
                    notes: [Diagnostic.Note("set '\(name.text)' in the view's body, or from code by the traits")])
            case .subview(let subview):
                diagnostics.error(
                    .misplacedProperty,
                    "a variation sets only 'frame'; it cannot declare the view '\(subview.kind.text)'",
                    at: subview.kind.range, notes: [Diagnostic.Note("declare it in the body of its parent")])
            case .variable(let variable):
                diagnostics.error(
                    .misplacedProperty,
                    "a variation sets only 'frame'; declare the layout variable '\(variable.name.text)' in the "
                        + "template's body",
                    at: variable.name.range)
            case .variation(let nested):
                diagnostics.error(
                    .misplacedProperty, "variations do not nest; name both size classes in one 'variation'",
                    at: nested.keyword,
                    notes: [Diagnostic.Note("write 'variation(width: .regular, height: .regular) { ... }'")])
            }
        }
        return frame
    }
}
