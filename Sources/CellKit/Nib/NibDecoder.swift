import CellArchive
import CellCatalog

/// The archived state of one template object, handed to the template class's `init(nib:)`: the subviews it built
/// and configured from the archive, the template's own properties, and its actions.
///
/// `Nib` makes one decoder per template object each time it instantiates. The decoder builds `View`, `Label`,
/// `ImageView`, `Button`, `ScrollView` and `StackView` subviews directly and applies their archived properties by
/// typed setters (one `switch` per class over the `.cell` property names), as UIKit's nib loading sets
/// Interface Builder's attributes; the generated initializer takes the subviews as its outlets and calls
/// `assemble(_:)` to finish the tree.
@MainActor
public final class NibDecoder {
    /// The checked template this decoder builds.
    let plan: NibTemplatePlan
    /// The archive's source file name, for error locations.
    let source: String
    /// The subviews, in preorder: index `i` is the subview the generated code asks for with `subview(i, as:)`.
    package let views: [View]

    /// The archived reuse identifier of a cell template, if any.
    public var reuseIdentifier: String? {
        plan.reuseIdentifier
    }

    /// The archived actions, in archive order: each control with its action method's name and event.
    public let actions: [NibAction]

    /// Whether runtime attributes are skipped (`NibOptions.skipsRuntimeAttributes`).
    private let skipsRuntimeAttributes: Bool

    /// What building the subviews worked around: custom classes `registry` does not know, made as their kind.
    package let warnings: [NibWarning]

    /// Builds and configures the subviews of `plan`, each subview with a custom class made by the factory
    /// `registry` has for it (falling back to its kind with a warning, or throwing `NibError.unknownClass` with
    /// `NibOptions.strict`), from the nib called `nibName`.
    package init(
        plan: NibTemplatePlan, source: String, registry: CellRegistry? = nil, nibName: String = "",
        options: NibOptions = []
    ) throws(NibError) {
        self.plan = plan
        self.source = source
        let skipsRuntimeAttributes = options.contains(.skipsRuntimeAttributes)
        self.skipsRuntimeAttributes = skipsRuntimeAttributes
        var views: [View] = []
        var actions: [NibAction] = []
        var warnings: [NibWarning] = []
        views.reserveCapacity(plan.subviews.count)
        for subview in plan.subviews {
            let made = try Self.makeView(
                subview, registry: registry, nibName: nibName, options: options, source: source, warnings: &warnings)
            let view = try subview.kind.configure(made, properties: subview.properties) { key, failure in
                Self.error(
                    failure, key: key, className: subview.className, object: subview.object,
                    line: subview.line, source: source)
            }
            try Self.apply(
                skipsRuntimeAttributes ? [] : subview.runtimeAttributes, to: view, className: subview.className,
                object: subview.object,
                line: subview.line, source: source)
            if let control = view as? Control {
                actions += subview.actions.map { NibAction(name: $0.name, event: $0.event, control: control) }
            }
            views.append(view)
        }
        self.views = views
        self.actions = actions
        self.warnings = warnings
    }

    /// A new view for `subview`: of its custom class when it names one that `registry` makes, else of its kind.
    private static func makeView(
        _ subview: NibSubviewPlan, registry: CellRegistry?, nibName: String, options: NibOptions, source: String,
        warnings: inout [NibWarning]
    ) throws(NibError) -> View {
        guard let customClass = subview.customClassName else {
            return ArchivedProperties.makeView(of: subview.kind)
        }
        if let registry, let view = try? registry.make(className: customClass) {
            guard subview.kind.isClass(of: view) else {
                throw .customClassMismatch(
                    className: customClass, kindClassName: subview.kind.className,
                    madeClass: String(describing: type(of: view)), source: source, line: subview.line)
            }
            return view
        }
        if options.contains(.strict) {
            let suggestions = registry?.viewClassSuggestions(for: customClass) ?? []
            throw .unknownClass(name: customClass, nib: nibName, suggestions: suggestions)
        }
        warnings.append(
            .unknownClass(
                className: customClass, superclassName: subview.kind.className, source: source, line: subview.line))
        return ArchivedProperties.makeView(of: subview.kind)
    }

    /// The subview at `index` (preorder position among the template's subviews) as a `V`.
    ///
    /// The template's other top-level objects of the nib (`topLevelObjects`), in archive order: `Nib` returns them
    /// after the template, as `UINib` returns every top-level object.
    package var topLevelObjects: [View] {
        zip(views, plan.subviews).filter { $0.1.isTopLevelObject }.map(\.0)
    }

    /// Throws `NibError.subviewIndexOutOfRange` or `NibError.outletTypeMismatch` when the archive does not have
    /// the subview the generated class expects; the schema check makes both unlikely but not impossible.
    public func subview<V: View>(_ index: Int, as type: V.Type) throws(NibError) -> V {
        guard views.indices.contains(index) else {
            throw .subviewIndexOutOfRange(className: plan.className, index: index, count: views.count)
        }
        guard let view = views[index] as? V else {
            throw .outletTypeMismatch(
                className: plan.className, index: index, expected: String(describing: type),
                archived: plan.subviews[index].className)
        }
        return view
    }

    /// Applies the template object's own properties to `root`, sets its frame to the nominal size (and a
    /// `CollectionReusableView`'s reuse identifier to the archived one), and adds the built subview tree (to
    /// `contentView` for a TableViewCell or a CollectionViewCell, and for the children of a VisualEffectView).
    ///
    /// A `TableViewCell` root takes the cell properties (`selectionStyle`, `accessoryType`) and the view ones;
    /// any other root the view ones. An unknown key throws `NibError.notKeyValueCodingCompliant`.
    public func assemble(_ root: View) throws(NibError) {
        let cell = root as? TableViewCell
        let collectionCell = root as? CollectionViewCell
        let contentView = cell?.contentView ?? collectionCell?.contentView
        try ViewKind.apply(
            plan.rootProperties,
            fail: { key, failure in
                Self.error(
                    failure, key: key, className: plan.className, object: plan.object, line: plan.line,
                    source: source)
            },
            set: { key, value throws(ArchivedPropertyFailure) in
                // `contentView.NAME` is a property of a cell's content view; a view has none.
                let part = CellPart.contentView.rawValue + "."
                if key.hasPrefix(part) {
                    guard let contentView else { throw .unknownKey }
                    try ArchivedProperties.set(String(key.dropFirst(part.count)), to: value, on: contentView)
                } else {
                    try ArchivedProperties.set(key, to: value, on: root)
                }
            })
        try Self.apply(
            skipsRuntimeAttributes ? [] : plan.runtimeAttributes, to: root, className: plan.className,
            object: plan.object, line: plan.line,
            source: source)
        if let size = plan.nominalSize {
            root.frame = Rect(origin: .zero, size: size)
        }
        // A collection-view template keeps the identifier archived with it, as a nib's view does in UIKit, so that a
        // collection view can check it against the identifier the nib is registered under.
        if let reusable = root as? CollectionReusableView {
            reusable.reuseIdentifier = plan.reuseIdentifier
        }
        let container = contentView ?? root
        for (view, subview) in zip(views, plan.subviews) {
            if let part = subview.part {
                if let size = subview.partSize {
                    view.frame.size = size
                }
                // The planner accepts only the parts of the template's kind, so the root has the property.
                switch part {
                case .backgroundView:
                    cell?.backgroundView = view
                    collectionCell?.backgroundView = view
                case .selectedBackgroundView:
                    cell?.selectedBackgroundView = view
                    collectionCell?.selectedBackgroundView = view
                case .accessoryView: cell?.accessoryView = view
                case .contentView: break
                }
                continue
            }
            if subview.isTopLevelObject {
                // An object of the nib beside the template, in no view, at its archived frame.
                if let frame = subview.topLevelFrame {
                    view.frame = frame
                }
                continue
            }
            let parent = subview.parent.map { views[$0] } ?? container
            if subview.isArranged, let stack = parent as? StackView {
                stack.addArrangedSubview(view)
            } else if let effectView = parent as? VisualEffectView {
                // The catalog's `.contentView` placement: UIKit takes an effect view's subviews in its content view.
                effectView.contentView.addSubview(view)
            } else {
                parent.addSubview(view)
            }
        }
    }

    /// Hands each runtime attribute to `view`'s typed hook, after its properties and before `awakeFromNib()`, as
    /// UIKit sets Interface Builder's user-defined runtime attributes; the first refusal is thrown.
    private static func apply(
        _ attributes: [ArchivedRuntimeAttribute], to view: View, className: String, object: Int, line: Int,
        source: String
    ) throws(NibError) {
        for attribute in attributes {
            let value: RuntimeAttribute
            do {
                value = try attribute.value.runtimeAttribute()
            } catch {
                throw Self.error(
                    error, key: attribute.key, className: className, object: object, line: line, source: source)
            }
            do {
                try view.setRuntimeAttribute(value, forKey: attribute.key)
            } catch {
                throw .runtimeAttributeRefused(source: source, object: object, line: line, error)
            }
        }
    }

    /// The error for a property that failed to apply.
    private static func error(
        _ failure: ArchivedPropertyFailure, key: String, className: String, object: Int, line: Int, source: String
    ) -> NibError {
        switch failure {
        case .unknownKey:
            .notKeyValueCodingCompliant(source: source, className: className, key: key, object: object, line: line)
        case .wrongValue(let expected, let found):
            .invalidValue(
                source: source, className: className, key: key, object: object, line: line, expected: expected,
                found: found)
        }
    }
}
