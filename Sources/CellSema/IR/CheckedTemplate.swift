import CellCatalog
import CellDiagnostics
import CellSyntax

/// A template after checking: everything the emitters need, with names resolved and layout ordered.
public struct CheckedTemplate: Sendable, Hashable {
    /// The template's kind.
    public var kind: TemplateKind
    /// The class name.
    public var className: String
    /// The reuse identifier of a cell, a collection-view cell or a reusable view (the class name unless set); nil
    /// for views.
    public var reuseIdentifier: String?
    /// Where the reuse identifier is set, when the template sets it.
    public var reuseIdentifierRange: SourceRange?
    /// Whether the template says `reuseIdentifier = .none`, as a xib without an Identifier: its objects have no
    /// reuse identifier until a table or collection view dequeues them under the one it registered, and
    /// `reuseIdentifier` is then only the class name `register(_:)` uses.
    public var declaresNoReuseIdentifier = false
    /// The width the template is designed at: a collection template's width at its nominal content (the kind's
    /// default when the width reads the content, which only a configured view can measure).
    public var nominalWidth: Double
    /// The width a cell's accessory takes from its content view (0 without one): `parent.width` of the top-level
    /// views and of the height is the cell's width less this.
    public var accessoryWidth: Double
    /// A cell's height, as an expression of the width and its views; a view's nominal height as a constant.
    public var height: LayoutExpression
    /// The height at the nominal width (the kind's default when the height reads the content).
    public var nominalHeight: Double
    /// Properties of the template's own class, in order.
    public var properties: [PropertyAssignment]
    /// Every subview, parents before children, in source order.
    public var views: [ViewNode]
    /// Every frame component that has an expression, each after the components it reads.
    public var layoutOrder: [LayoutSlot]
    /// The frame components a cell's height reads, in dependency order.
    public var heightOrder: [LayoutSlot]
    /// The action method names the template's buttons send, sorted and unique.
    public var actions: [String]
    /// The class of the nib's owner, whose outlets the template connects (`owner = "GalleryViewController"`); nil
    /// when the template names none.
    public var owner: String?
    /// Where the owner is set, when the template sets it.
    public var ownerRange: SourceRange?
    /// The outlet collections, in order of first use, each with its views' indices in source order.
    public var collections: [OutletCollection] = []
    /// The name of the owner's outlet to the template's own object (`ownerOutlet`), if any.
    public var ownerOutlet: String?
    /// The user-defined runtime attributes of the template's own `attributes { ... }` block, in source order.
    public var runtimeAttributes: [CheckedRuntimeAttribute] = []
    /// Whether the template or any of its views has runtime attributes.
    public var hasRuntimeAttributes: Bool {
        !runtimeAttributes.isEmpty || views.contains { !$0.runtimeAttributes.isEmpty }
    }
    /// The layout variables (`var avatarWidth = 36`), in source order; ``LayoutExpression/variable(_:)`` reads
    /// them by index.
    public var variables: [CheckedLayoutVariable] = []
    /// Where the template is declared.
    public var range: SourceRange
    /// Where its class name is written.
    public var nameRange: SourceRange
    /// The properties of a cell's content view (`contentView { ... }`), in order.
    public var contentViewProperties: [PropertyAssignment] = []
    /// The frames `height(forWidth:)` (and a collection template's `systemLayoutSizeFitting(_:)`) computes where
    /// they differ from the views': with each margin anchor written as arithmetic over the parent's size and the
    /// margins the template sets, by subview index.
    public var heightFrames: [Int: FrameExpression] = [:]
    /// Whether a cell's height depends on its views' content or on a layout variable (it reads a fitting size or a
    /// variable, directly or through the frames it reads): its static `height(forWidth:)` then answers
    /// `TableView.automaticDimension` and the cell measures itself in `systemLayoutSizeFitting(_:)`.
    public var heightReadsContent = false
    /// The height as `height(forWidth:)` computes it: ``height`` with its margin anchors written out likewise.
    public var staticHeight: LayoutExpression = .constant(0)
    /// A collection template's width, as an expression of the height and its views (``TemplateKind/sizesWidth``);
    /// the nominal width as a constant for the other kinds, whose width their container sets.
    public var width: LayoutExpression = .constant(0)
    /// The width with its margin anchors written out as arithmetic, as ``staticHeight`` is: what
    /// `systemLayoutSizeFitting(_:)` computes, with the frames it reads in locals.
    public var staticWidth: LayoutExpression = .constant(0)
    /// The frame components a collection template's width reads, in dependency order.
    public var widthOrder: [LayoutSlot] = []
    /// Whether a collection template's width depends on its views' content or on a layout variable, so that only a
    /// configured view can answer it, in `systemLayoutSizeFitting(_:)`.
    public var widthReadsContent = false
    /// Whether the width reads the height (`width = parent.height`), so that the height is computed first; else
    /// the width is, and the height reads it.
    public var widthFollowsHeight = false

    /// The expression of the template's dimension along `axis` with its margins written out, and the frame
    /// components it reads in dependency order.
    public func size(_ axis: LayoutDimension) -> (expression: LayoutExpression, order: [LayoutSlot]) {
        axis == .width ? (staticWidth, widthOrder) : (staticHeight, heightOrder)
    }

    /// Whether the template's dimension along `axis` reads its views' content.
    public func sizeReadsContent(_ axis: LayoutDimension) -> Bool {
        axis == .width ? widthReadsContent : heightReadsContent
    }

    /// The expression of a slot as `height(forWidth:)` computes it.
    public func heightExpression(for slot: LayoutSlot) -> LayoutExpression? {
        (heightFrames[slot.view] ?? views[slot.view].frame)?[slot.component]
    }

    /// The frame of a view as `height(forWidth:)` computes it.
    public func heightFrame(ofView view: Int) -> FrameExpression? {
        heightFrames[view] ?? views[view].frame
    }

    /// The outermost stack view whose layout places the view at `view`: its stack when a stack arranges it, that
    /// stack's own stack when it is arranged too, and so on; nil for a view a frame places.
    public func arrangingStack(of view: Int) -> Int? {
        Self.arrangingStack(of: view, in: views)
    }

    private static func arrangingStack(of view: Int, in views: [ViewNode]) -> Int? {
        var stack: Int?
        var current = view
        while views[current].isArranged, let parent = views[current].parent {
            stack = parent
            current = parent
        }
        return stack
    }

    /// The stacks that must lay out before `expressions` are evaluated, outermost first in order of first read:
    /// the frames they read that a stack view sets (a laid-out stack places its arranged views, nested stacks
    /// included, so one per tree).
    public func stacksPlacing(_ expressions: [LayoutExpression]) -> [Int] {
        var stacks: [Int] = []
        // The closure reads the views alone: capturing `self` would copy the whole template on every call.
        let views = views
        for expression in expressions {
            expression.forEachFrameRead { view in
                if let stack = Self.arrangingStack(of: view, in: views), !stacks.contains(stack) {
                    stacks.append(stack)
                }
            }
        }
        return stacks
    }

    /// The scroll views whose offset a frame reads (converting a view inside one for a view outside it), in the
    /// order of the views: the template lays out again whenever one of them scrolls.
    public var scrollViewsReadByFrames: [Int] {
        var read = Set<Int>()
        for view in views {
            for expression in view.frame?.components ?? [] {
                expression.forEachContentOffset { read.insert($0) }
            }
        }
        return read.sorted()
    }

    /// The expression of a slot; nil when the view has no frame.
    public func expression(for slot: LayoutSlot) -> LayoutExpression? {
        views[slot.view].frame?[slot.component]
    }
}

extension TemplateKind {
    /// The catalog's kind of the template a file declares with the keyword of `syntax`.
    init(_ syntax: Template.Kind) {
        switch syntax {
        case .cell: self = .cell
        case .view: self = .view
        case .collectionCell: self = .collectionCell
        case .reusableView: self = .reusableView
        }
    }
}
