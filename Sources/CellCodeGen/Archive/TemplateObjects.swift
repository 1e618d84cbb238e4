import CellArchive
import CellCatalog
import CellSema

/// The properties of one template's objects: the template object, whose object index is `base`, and its subviews,
/// the view at subview index `i` being object `base + 1 + i`.
struct TemplateObjects {
    let template: CheckedTemplate
    let base: Int
    /// The subview indices of the root's direct children, in order.
    let rootChildren: [Int]
    /// The subview indices of each view's children, in order.
    let children: [[Int]]

    init(template: CheckedTemplate, base: Int) {
        self.template = template
        self.base = base
        var rootChildren: [Int] = []
        var children = [[Int]](repeating: [], count: template.views.count)
        for (index, view) in template.views.enumerated() {
            if let parent = view.parent {
                children[parent].append(index)
            } else if view.part == nil && !view.isTopLevelObject {
                rootChildren.append(index)
            }
        }
        self.rootChildren = rootChildren
        self.children = children
    }

    /// The object index of the view at subview index `view`.
    func object(ofView view: Int) -> Int { base + 1 + view }

    /// The template object's keys, in the contract's order, each only when it applies.
    func rootProperties() -> [ArchivedProperty] {
        var properties: [ArchivedProperty] = []
        if let identifier = template.reuseIdentifier, !template.declaresNoReuseIdentifier {
            properties.append(ArchivedProperty("reuseIdentifier", .string(identifier)))
        }
        if let owner = template.owner {
            properties.append(ArchivedProperty("owner", .string(owner)))
        }
        if !template.variables.isEmpty {
            let variables = template.variables.map {
                ArchivedLayoutVariable(name: $0.name, defaultValue: $0.defaultValue)
            }
            properties.append(ArchivedProperty("layoutVariables", .layoutVariables(variables)))
        }
        properties.append(
            ArchivedProperty("size", .size(width: template.nominalWidth, height: template.nominalHeight)))
        // A dimension that is an expression: a cell's height; a collection template's width, then its height.
        let axes: [LayoutDimension] =
            (template.kind.sizesWidth ? [.width] : []) + (template.kind.sizesHeight ? [.height] : [])
        for axis in axes {
            let (size, order) = template.size(axis)
            properties.append(ArchivedProperty(axis.rawValue, .expression(expression(size))))
            if !order.isEmpty {
                properties.append(ArchivedProperty(axis.rawValue + "Layout", .layout(steps(order, height: true))))
            }
        }
        properties += template.properties.map(Self.property)
        // The content view's properties are the template object's, keyed `contentView.NAME`, as a xib nests them.
        properties += template.contentViewProperties.map { assignment in
            ArchivedProperty(
                CellPart.contentView.rawValue + "." + assignment.spec.name, Self.value(assignment.value))
        }
        // The cell's own views (`backgroundView { ... }`), each keyed by the cell's property, after its subviews.
        for (index, view) in template.views.enumerated() {
            if let part = view.part {
                properties.append(ArchivedProperty(part.rawValue, .object(object(ofView: index))))
            }
        }
        properties += Self.runtimeAttributes(template.runtimeAttributes)
        properties.append(ArchivedProperty("layout", .layout(steps(template.layoutOrder))))
        let preferredSizes = preferredSizeSteps()
        if !preferredSizes.isEmpty {
            properties.append(ArchivedProperty("preferredSizeLayout", .layout(preferredSizes)))
        }
        if !rootChildren.isEmpty {
            properties.append(ArchivedProperty("subviews", .objects(rootChildren.map(object(ofView:)))))
        }
        let topLevelObjects = template.views.indices.filter { template.views[$0].isTopLevelObject }
        if !topLevelObjects.isEmpty {
            properties.append(ArchivedProperty("topLevelObjects", .objects(topLevelObjects.map(object(ofView:)))))
        }
        return properties
    }

    /// The keys of the view at subview index `index`: its outlet, its properties in the order they apply, its
    /// preferred size, and its children.
    func properties(ofView index: Int) -> [ArchivedProperty] {
        let view = template.views[index]
        var properties: [ArchivedProperty] = []
        if let outlet = view.outlet {
            properties.append(ArchivedProperty("outlet", .string(outlet)))
        }
        if let owner = view.outletOwner {
            properties.append(ArchivedProperty("outletOwner", .integer(Int64(object(ofView: owner)))))
        }
        if let collection = view.collection {
            properties.append(ArchivedProperty("collection", .string(collection)))
        }
        properties += view.properties.map(Self.property)
        // The code path sets the preferred size after every other property; so does the archive.
        if let size = view.size {
            properties.append(ArchivedProperty("size", .size(width: size.width, height: size.height)))
        }
        properties += Self.runtimeAttributes(view.runtimeAttributes)
        // A top-level object's frame is constant and set once, where it is made, not by the template's layout.
        if view.isTopLevelObject, let frame = view.frame {
            let values = frame.components.map { $0.constantValue ?? 0 }
            properties.append(
                ArchivedProperty("frame", .rect(x: values[0], y: values[1], width: values[2], height: values[3])))
        }
        let added = children[index].filter { !template.views[$0].isArranged }
        let arranged = children[index].filter { template.views[$0].isArranged }
        if !added.isEmpty {
            properties.append(ArchivedProperty("subviews", .objects(added.map(object(ofView:)))))
        }
        if !arranged.isEmpty {
            properties.append(ArchivedProperty("arrangedSubviews", .objects(arranged.map(object(ofView:)))))
        }
        return properties
    }

    /// The steps assigning `slots` in order, each to the object of its view; for the steps of a dimension
    /// (`height: true`), with margins written out as `height(forWidth:)` computes them.
    func steps(_ slots: [LayoutSlot], height: Bool = false) -> [ArchivedLayoutStep] {
        slots.compactMap { slot in
            (height ? template.heightExpression(for: slot) : template.expression(for: slot)).map { expression in
                ArchivedLayoutStep(
                    object: object(ofView: slot.view), component: Self.component(slot.component),
                    expression: self.expression(expression))
            }
        }
    }

    /// The steps that set the preferred sizes reading layout variables (`size = (16, iconSide)`) again, each
    /// assigning a dimension of its view's `preferredSize`, in the order of the views.
    func preferredSizeSteps() -> [ArchivedLayoutStep] {
        template.views.indices.flatMap { view in
            (template.views[view].size?.variableDimensions ?? []).map { dimension, expression in
                ArchivedLayoutStep(
                    object: object(ofView: view), component: dimension == .width ? .width : .height,
                    expression: self.expression(expression))
            }
        }
    }

    /// `expression` as a postfix program whose anchors name objects.
    func expression(_ expression: LayoutExpression) -> ArchivedExpression {
        var instructions: [ArchivedInstruction] = []
        append(expression, to: &instructions)
        return ArchivedExpression(instructions)
    }

    /// Appends the postfix code of `expression`; the parser bounds its depth, so the recursion is safe.
    private func append(_ expression: LayoutExpression, to instructions: inout [ArchivedInstruction]) {
        switch expression {
        case .constant(let value):
            instructions.append(.constant(value))
        case .parentWidth:
            instructions.append(.parentWidth)
        case .parentHeight:
            instructions.append(.parentHeight)
        case .variable(let index):
            instructions.append(.variable(template.variables[index].name))
        case .contentOffset(let view, let component):
            let object = object(ofView: view)
            instructions.append(component == .y ? .contentOffsetY(object: object) : .contentOffsetX(object: object))
        case .anchor(let view, let anchor):
            instructions.append(.anchor(object: object(ofView: view), anchor))
        case .margin(let view, let anchor):
            instructions.append(.margin(object: view.map(object(ofView:)) ?? base, anchor))
        case .fitting(let view, let dimension, let limit):
            if let limit { append(limit, to: &instructions) }
            let object = object(ofView: view)
            instructions.append(
                dimension == .width
                    ? .fittingWidth(object: object, limited: limit != nil)
                    : .fittingHeight(object: object, limited: limit != nil))
        case .extremum(let which, let operands):
            // `max(a, b, c)` is `a b maximum c maximum`: one binary instruction per operand after the first.
            for (position, operand) in operands.enumerated() {
                append(operand, to: &instructions)
                if position > 0 { instructions.append(which == .minimum ? .minimum : .maximum) }
            }
        case .sizeClass(let condition, let variant, let otherwise):
            append(variant, to: &instructions)
            append(otherwise, to: &instructions)
            instructions.append(.sizeClass(condition))
        case .negate(let operand):
            append(operand, to: &instructions)
            instructions.append(.negate)
        case .binary(let op, let lhs, let rhs):
            append(lhs, to: &instructions)
            append(rhs, to: &instructions)
            switch op {
            case .add: instructions.append(.add)
            case .subtract: instructions.append(.subtract)
            case .multiply: instructions.append(.multiply)
            case .divide: instructions.append(.divide)
            }
        }
    }

    static func property(_ assignment: PropertyAssignment) -> ArchivedProperty {
        ArchivedProperty(assignment.spec.name, value(assignment.value))
    }

    /// A checked value as the archive stores it.
    static func value(_ value: Value) -> ArchiveValue {
        switch value {
        case .number(let number): .double(number)
        case .integer(let integer): .integer(Int64(integer))
        case .bool(let flag): .bool(flag)
        case .string(let text): .string(text)
        case .image(let name): .image(name)
        case .systemImage(let name): .systemImage(name)
        case .enumCase(_, let name): .enumCase(name)
        case .action(let name): .string(name)
        case .strings(let strings): .strings(strings)
        case .optionSet(let type, let names): .integer(optionBits(names, of: type))
        case .size(let width, let height): .size(width: width, height: height)
        case .insets(let top, let left, let bottom, let right):
            .insets(top: top, left: left, bottom: bottom, right: right)
        case .color(.named(let name)): .color(.named(name))
        case .color(.rgb(let red, let green, let blue, let alpha)):
            .color(.rgba(red: red, green: green, blue: blue, alpha: alpha))
        case .font(.system(let size)): .font(.system(size))
        case .font(.boldSystem(let size)): .font(.boldSystem(size))
        case .font(.custom(let name, let size)): .font(.custom(name: name, size: size))
        case .color(.asset(let name)): .color(.asset(name))
        case .color(.displayP3(let red, let green, let blue, let alpha)):
            .color(.displayP3(red: red, green: green, blue: blue, alpha: alpha))
        case .font(.weightedSystem(let size, let weight)): .font(.weightedSystem(size, weight))
        case .font(.italicSystem(let size)): .font(.italicSystem(size))
        case .font(.monospacedDigitSystem(let size, let weight)): .font(.monospacedDigitSystem(size, weight))
        case .font(.textStyle(let style)): .font(.textStyle(style))
        }
    }

    /// The archive's number for a set of an option set's cases: bit `i` for the catalog's case `i + 1` (case 0 is
    /// `none`, the empty set), as CellKit's `AccessibilityTraits.rawValue`.
    static func optionBits(_ names: [String], of type: EnumType) -> Int64 {
        names.reduce(0) { bits, name in
            guard let index = type.cases.firstIndex(of: name), index > 0 else { return bits }
            return bits | 1 << Int64(index - 1)
        }
    }

    /// The `runtimeAttributes` key of an object whose block sets `attributes`; nothing for one without.
    static func runtimeAttributes(_ attributes: [CheckedRuntimeAttribute]) -> [ArchivedProperty] {
        guard !attributes.isEmpty else { return [] }
        let archived = attributes.map { attribute in
            ArchivedRuntimeAttribute(key: attribute.key, value: value(attribute.value))
        }
        return [ArchivedProperty("runtimeAttributes", .runtimeAttributes(archived))]
    }

    /// A runtime attribute's value as the archive stores it.
    static func value(_ value: RuntimeAttributeValue) -> ArchiveValue {
        switch value {
        case .bool(let flag): .bool(flag)
        case .number(let number): .double(number)
        case .string(let text): .string(text)
        case .color(let color): Self.value(Value.color(color))
        case .point(let x, let y): .point(x: x, y: y)
        case .size(let width, let height): .size(width: width, height: height)
        case .rect(let x, let y, let width, let height): .rect(x: x, y: y, width: width, height: height)
        case .image(let name): .image(name)
        case .localizedString(let key): .localizedString(key)
        }
    }

    static func component(_ component: FrameComponent) -> ArchivedLayoutStep.Component {
        switch component {
        case .x: .x
        case .y: .y
        case .width: .width
        case .height: .height
        }
    }
}
