import CellArchive
import CellCatalog
import CellKit
import CellSupport

/// One template of a nib made for a preview: an instance of its archived superclass (a `TableViewCell`, `View`,
/// `CollectionViewCell` or `CollectionReusableView` that lays out by the archive, so no generated class is needed),
/// with its outlets by name, so that a tool can fill it with sample data and draw it (`cellc render`).
@MainActor
public struct NibPreview {
    /// The template's class name.
    public let className: String
    /// The template's root view.
    public let view: View
    /// The named subviews, in the template's order.
    public let outlets: [(name: String, view: View)]
    /// Whether the template is a table-view cell.
    public let isCell: Bool
    /// The template's kind.
    public let kind: TemplateKind
    /// The outlets by name, so that data naming many of them is read in linear time.
    private let outletsByName: [String: View]
    private let plan: NibTemplatePlan

    init(plan: NibTemplatePlan, source: String) throws(NibError) {
        // The app's classes are not here to take runtime attributes, so a preview sets none, as Interface
        // Builder's canvas does.
        let decoder = try NibDecoder(plan: plan, source: source, options: .skipsRuntimeAttributes)
        self.plan = plan
        className = plan.className
        isCell = plan.isCell
        kind = plan.kind
        view = try plan.makeFallback(decoder)
        outlets = zip(plan.subviews, decoder.views).compactMap { subview, view in
            subview.outlet.map { ($0, view) }
        }
        outletsByName = Dictionary(outlets, uniquingKeysWith: { first, _ in first })
    }

    /// The width the template is designed at (its `width`), 320 when the archive does not say.
    public var nominalWidth: Double {
        plan.nominalSize?.width ?? TableViewCell.defaultSize.width
    }

    /// The size the template is drawn at, `width` wide (its nominal width when nil): a collection template's
    /// nominal size, with the dimensions that read its content measured by its `systemLayoutSizeFitting(_:)` as it
    /// is configured now, as a flow layout sizes a self-sizing item; any other template at its height there.
    public func size(atWidth width: Double? = nil) -> Size {
        let width = width ?? nominalWidth
        guard kind.sizesWidth, let item = view as? CollectionReusableView else {
            return Size(width: width, height: height(forWidth: width))
        }
        let nominal = Size(width: width, height: plan.nominalSize?.height ?? view.frame.height)
        return item.systemLayoutSizeFitting(nominal)
    }

    /// The template's height at `width`: a cell's row height (its height expression, or the default row height;
    /// for a height that reads the views' content, the cell's `systemLayoutSizeFitting(_:)` as it is configured
    /// now, as a table sizes a self-sizing row), a view's nominal height.
    public func height(forWidth width: Double) -> Double {
        if isCell {
            let height = plan.height(forWidth: width)
            guard height == TableView.automaticDimension, let cell = view as? TableViewCell else { return height }
            return cell.systemLayoutSizeFitting(Size(width: width, height: 0)).height
        }
        return plan.nominalSize?.height ?? view.frame.height
    }

    /// Sizes the template to ``size(atWidth:)`` and lays it out.
    public func layout(atWidth width: Double? = nil) {
        view.frame = Rect(origin: .zero, size: size(atWidth: width))
        view.layoutIfNeeded()
    }

    /// The outlet called `name`.
    public func outlet(named name: String) -> View? {
        outletsByName[name]
    }

    /// The outlet called `name`; `NibPreviewError.unknownOutlet`, with close names unless `suggesting` is false
    /// (a caller past many errors saves the search), when there is none.
    public func requireOutlet(named name: String, suggesting: Bool = true) throws(NibPreviewError) -> View {
        guard let view = outlet(named: name) else {
            throw .unknownOutlet(
                name, className: className,
                suggestions: suggesting ? Suggestions.closest(to: name, among: outlets.map(\.name)) : [])
        }
        return view
    }

    /// Sets the property the `.cell` language calls `key` on the outlet `outlet`, as a nib would.
    public func setProperty(_ key: String, to value: ArchiveValue, onOutlet outlet: String) throws(NibPreviewError) {
        let view = try requireOutlet(named: outlet)
        do throws(ArchivedPropertyFailure) {
            try ArchivedProperties.set(key, to: value, on: view)
        } catch {
            switch error {
            case .unknownKey:
                throw .unknownProperty(key, outlet: outlet, kind: String(describing: type(of: view)))
            case .wrongValue(let expected, let found):
                throw .wrongValue(key, outlet: outlet, expected: expected, found: found)
            }
        }
    }
}

extension Nib {
    /// The template `className` made for a preview; `NibError.noObject` when the nib has no such
    /// template.
    public func preview(ofTemplate className: String) throws(NibError) -> NibPreview {
        guard let plan = plans.first(where: { $0.className == className }) else {
            throw .noObject(className: className, nib: name)
        }
        return try NibPreview(plan: plan, source: archive.sourceName)
    }
}
