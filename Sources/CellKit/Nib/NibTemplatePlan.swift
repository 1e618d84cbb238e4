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
    /// The CellKit class a missing registration falls back to: `TableViewCell`, `View`, `CollectionViewCell` or
    /// `CollectionReusableView`.
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
    /// The cell's (or collection template's) height expression, if archived.
    var height: NibExpression?
    /// The steps that compute the frames the height expression reads.
    var heightLayout: [NibLayoutStep] = []
    /// A collection template's width expression, if archived.
    var width: NibExpression?
    /// The steps that compute the frames the width expression reads.
    var widthLayout: [NibLayoutStep] = []
    /// The steps of `layoutSubviews()`.
    var layout: [NibLayoutStep] = []
    /// The subviews whose offset a step of `layout` reads, which lay the template out again when they scroll.
    var scrollViewsReadByLayout: [Int] = []
    /// The steps that set the preferred sizes reading layout variables (each a width or a height, over numbers and
    /// variables alone), run whenever the app sets one.
    var preferredSizes: [NibLayoutStep] = []
    /// The template's layout variables with their archived defaults, by name.
    var variableDefaults: [String: Double] = [:]
    /// The root's own properties, in order.
    var rootProperties: [ArchivedProperty] = []
    /// The template object's own runtime attributes, in order.
    var runtimeAttributes: [ArchivedRuntimeAttribute] = []
    /// The subviews, in preorder.
    package var subviews: [NibSubviewPlan] = []

    /// Makes each scroll view among `views` (the template's subviews, by index) whose offset a layout step reads lay
    /// `root` out again when it scrolls, as a generated class does.
    @MainActor
    func addLayoutReader(_ root: View, views: [View]) {
        for view in scrollViewsReadByLayout {
            (views[view] as? ScrollView)?.addLayoutReader(root)
        }
    }

    /// The subviews, in order, whose offset a step of `steps` reads: what the planner records of `layout`.
    static func scrollViews(readBy steps: [NibLayoutStep]) -> [Int] {
        var read = Set<Int>()
        for step in steps {
            for instruction in step.expression.program.instructions {
                switch instruction {
                case .contentOffsetX(let view), .contentOffsetY(let view): read.insert(view)
                default: break
                }
            }
        }
        return read.sorted()
    }

    /// The template's kind, by the superclass its class is archived with (which the planner checked).
    package var kind: TemplateKind {
        TemplateKind.allCases.first { $0.baseClassName == superclassName } ?? .view
    }

    /// A view of the template's archived superclass built from `decoder`, which lays out by the archive's
    /// programs: what `Nib` makes for a class it has no registration for, and what previews draw.
    @MainActor
    package func makeFallback(_ decoder: NibDecoder) throws(NibError) -> View {
        switch kind {
        case .cell: try ArchivedTableViewCell(nib: decoder)
        case .view: try ArchivedView(nib: decoder)
        case .collectionCell: try ArchivedCollectionViewCell(nib: decoder)
        case .reusableView: try ArchivedCollectionReusableView(nib: decoder)
        }
    }

    /// Whether the template is a table-view cell.
    package var isCell: Bool {
        kind == .cell
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

    /// The archived expression of the template's dimension along `axis` and the steps computing the frames it
    /// reads.
    private func program(_ axis: LayoutDimension) -> (expression: NibExpression?, layout: [NibLayoutStep]) {
        axis == .width ? (width, widthLayout) : (height, heightLayout)
    }

    /// Whether the dimension along `axis` reads the content of the views or a layout variable (a fitting size or a
    /// variable, in its expression or in a frame it reads): then only a configured view can answer it, in `systemLayoutSizeFitting(_:)`.
    package func readsContent(_ axis: LayoutDimension) -> Bool {
        let (expression, layout) = program(axis)
        let programs = (expression.map { [$0] } ?? []) + layout.map(\.expression)
        return programs.contains { expression in
            expression.program.instructions.contains { instruction in
                switch instruction {
                // A layout variable and a size class are the instance's, as its views' content is.
                case .fittingWidth, .fittingHeight, .variable, .sizeClass: true
                default: false
                }
            }
        }
    }

    /// Whether the height reads the content of the views: then only a configured cell can answer it.
    var heightReadsContent: Bool { readsContent(.height) }

    /// The row height at `width`, as the generated `height(forWidth:)`: the height expression, evaluated on the
    /// frames its layout steps compute, at the content view's width; `TableView.automaticDimension` when the
    /// height reads the views' content; else the nominal height.
    package func height(forWidth width: Double) -> Double {
        guard height != nil else {
            return nominalSize?.height ?? (isCell ? TableViewCell.defaultSize.height : 0)
        }
        guard !heightReadsContent else { return TableView.automaticDimension }
        return size(.height, parentWidth: width - accessoryWidth, parentHeight: 0, measure: { _, _ in .zero })
    }

    /// The dimension along `axis` at a root of `parentWidth` by `parentHeight` (a content view's width, for a
    /// cell), on frames computed in a scratch buffer (so nothing moves), measuring fitting sizes with `measure` (a
    /// subview's `sizeThatFits(_:)`, by index), reading layout variables with `variable` and the size classes with
    /// `sizeClasses`; the nominal size's when none is archived.
    func size(
        _ axis: LayoutDimension, parentWidth: Double, parentHeight: Double, measure: (Int, Size) -> Size,
        variable: (String) -> Double = { _ in 0 }, sizeClasses: () -> NibExpression.SizeClasses = { .unspecified }
    ) -> Double {
        let (expression, layout) = program(axis)
        guard let expression else {
            let nominal = nominalSize ?? TableViewCell.defaultSize
            return axis == .width ? nominal.width : nominal.height
        }
        let count = max(subviews.count, 1)
        return withUnsafeTemporaryAllocation(of: Rect.self, capacity: count) { frames in
            frames.initialize(repeating: .zero)
            // cellc writes the margins of a dimension out as arithmetic; one in a hand-made archive reads none.
            let margins = { (view: Int) in
                view == NibExpression.root
                    ? Rect(x: 0, y: 0, width: parentWidth, height: parentHeight) : frames[view]
            }
            NibLayoutStep.run(
                layout, parentWidth: parentWidth, parentHeight: parentHeight, frame: { frames[$0] },
                margins: margins, measure: measure, variable: variable, sizeClasses: sizeClasses,
                setFrame: { frames[$0] = $1 })
            return expression.evaluate(
                parentWidth: parentWidth, parentHeight: parentHeight, frame: { frames[$0] }, margins: margins,
                measure: measure, variable: variable, sizeClasses: sizeClasses)
        }
    }

    /// A collection template's size for `targetSize`, as its generated `systemLayoutSizeFitting(_:)`: each
    /// dimension that reads the content computed on the views `measure` measures (the one the other reads first),
    /// the others `targetSize`'s.
    func fittingSize(
        _ targetSize: Size, measure: (Int, Size) -> Size, variable: (String) -> Double = { _ in 0 },
        sizeClasses: () -> NibExpression.SizeClasses = { .unspecified }
    ) -> Size {
        var result = targetSize
        // The width reads the height when its program reads the root's height; then the height goes first.
        let widthReadsHeight = ([width].compactMap { $0 } + widthLayout.map(\.expression)).contains { expression in
            expression.program.instructions.contains { $0 == .parentHeight }
        }
        for axis in widthReadsHeight ? [LayoutDimension.height, .width] : [.width, .height] where readsContent(axis) {
            let value = size(
                axis, parentWidth: axis == .width ? 0 : result.width, parentHeight: axis == .height ? 0 : result.height,
                measure: measure, variable: variable, sizeClasses: sizeClasses)
            if axis == .width { result.width = value } else { result.height = value }
        }
        return result
    }
}
