import CellArchive
import CellCatalog

/// A top-level template of an archive, checked once when the nib is loaded: everything `Nib` needs to build it
/// any number of times without looking at the archive's graph again.
package struct NibTemplatePlan {
    /// The template object's index in the archive's objects.
    let object: Int
    /// The line of the template's declaration.
    let line: Int
    /// The template class's name.
    package let className: String
    /// The CellKit class a missing registration falls back to: `TableViewCell` or `View`.
    let superclassName: String
    /// The archived schema lines.
    let schema: [String]
    /// The hash of `schema`.
    let schemaHash: UInt64
    /// The cell's reuse identifier, if archived.
    var reuseIdentifier: String?
    /// The class whose instance the template connects its outlets on, if it declares one.
    var ownerClassName: String?
    /// The nominal size the root starts with.
    package var nominalSize: Size?
    /// The cell's height expression, if archived.
    var height: NibExpression?
    /// The steps that compute the frames the height expression reads.
    var heightLayout: [NibLayoutStep] = []
    /// The steps of `layoutSubviews()`.
    var layout: [NibLayoutStep] = []
    /// The root's own properties, in order.
    var rootProperties: [ArchivedProperty] = []
    /// The template object's own runtime attributes, in order.
    var runtimeAttributes: [ArchivedRuntimeAttribute] = []
    /// The subviews, in preorder.
    package var subviews: [NibSubviewPlan] = []

    /// Whether the template is a cell.
    package var isCell: Bool {
        superclassName == TemplateKind.cell.baseClassName
    }

    /// The room the root's archived accessory view or accessory type takes from the content view, as the checker
    /// computed it.
    var accessoryWidth: Double {
        if let accessory = subviews.first(where: { $0.part == .accessoryView }) {
            return ViewCatalog.accessoryWidth(ofViewWidth: accessory.partSize?.width ?? 0)
        }
        guard let value = rootProperties.last(where: { $0.key == "accessoryType" })?.value,
            case .enumCase(let name) = value
        else {
            return 0
        }
        return ViewCatalog.accessoryWidth(of: name)
    }

    /// Whether the height reads the content of the views (a fitting size, in the height or in a frame it reads):
    /// then only a configured cell can answer it, in `systemLayoutSizeFitting(_:)`.
    var heightReadsContent: Bool {
        let programs = (height.map { [$0] } ?? []) + heightLayout.map(\.expression)
        return programs.contains { expression in
            expression.program.instructions.contains { instruction in
                switch instruction {
                case .fittingWidth, .fittingHeight: true
                default: false
                }
            }
        }
    }

    /// The row height at `width`, as the generated `height(forWidth:)`: the height expression, evaluated on the
    /// frames its layout steps compute, at the content view's width; `TableView.automaticDimension` when the
    /// height reads the views' content; else the nominal height.
    package func height(forWidth width: Double) -> Double {
        guard height != nil else {
            return nominalSize?.height ?? (isCell ? TableViewCell.defaultSize.height : 0)
        }
        guard !heightReadsContent else { return TableView.automaticDimension }
        return height(atContentWidth: width - accessoryWidth, measure: { _, _ in .zero })
    }

    /// The height expression at a content view's width, on frames computed in a scratch buffer (so nothing moves),
    /// measuring fitting sizes with `measure` (a subview's `sizeThatFits(_:)`, by index).
    func height(atContentWidth contentWidth: Double, measure: (Int, Size) -> Size) -> Double {
        guard let height else { return nominalSize?.height ?? TableViewCell.defaultSize.height }
        let count = max(subviews.count, 1)
        return withUnsafeTemporaryAllocation(of: Rect.self, capacity: count) { frames in
            frames.initialize(repeating: .zero)
            // cellc writes the height's margins out as arithmetic; one in a hand-made archive reads no margins.
            let margins = { (view: Int) in
                view == NibExpression.root ? Rect(x: 0, y: 0, width: contentWidth, height: 0) : frames[view]
            }
            NibLayoutStep.run(
                heightLayout, parentWidth: contentWidth, parentHeight: 0, frame: { frames[$0] }, margins: margins,
                measure: measure, setFrame: { frames[$0] = $1 })
            return height.evaluate(
                parentWidth: contentWidth, parentHeight: 0, frame: { frames[$0] }, margins: margins, measure: measure)
        }
    }
}
