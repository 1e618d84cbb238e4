import CellArchive
import CellCatalog

/// Checks an archive's templates and turns each into a `NibTemplatePlan`, once per nib.
///
/// `ArchiveReader` already guarantees a forest of in-range references for archives read from bytes; the planner
/// checks again (an `Archive` may be built in code) and adds what only a template loader knows: top-level objects
/// are templates of a template kind's base class (`TableViewCell`, `View`, `CollectionViewCell` or
/// `CollectionReusableView`), subviews are view kinds CellKit builds, only stack views arrange,
/// and layout steps and anchors name subviews of their own template. Traversals are iterative, and each object
/// joins a tree at most once, so every loop ends and a hostile graph costs an error, not a trap.
struct NibPlanner {
    /// The archive being checked.
    let archive: Archive
    /// The objects already placed in a template: a second reference to one is an error.
    private var used: Set<Int> = []

    /// The plans of `archive`'s top-level templates, in order.
    static func plans(of archive: Archive) throws(NibError) -> [NibTemplatePlan] {
        var planner = NibPlanner(archive: archive)
        var plans: [NibTemplatePlan] = []
        for object in archive.topLevelObjects {
            plans.append(try planner.plan(template: object))
        }
        return plans
    }

    private init(archive: Archive) {
        self.archive = archive
    }

    private var source: String { archive.sourceName }

    private func malformed(_ object: Int, _ problem: NibObjectProblem) -> NibError {
        let line = archive.objects.indices.contains(object) ? archive.objects[object].line : 0
        return .malformedObject(source: source, object: object, line: line, problem: problem)
    }

    private func wrongValue(
        _ property: ArchivedProperty, of object: Int, className: String, expected: String
    ) -> NibError {
        .invalidValue(
            source: source, className: className, key: property.key, object: object,
            line: archive.objects[object].line, expected: expected, found: property.value.kindDescription)
    }

    /// The class of the object at `index`, which must exist.
    private func archivedClass(of index: Int, referrer: Int, key: String) throws(NibError) -> ArchivedClass {
        guard archive.objects.indices.contains(index) else {
            throw key.isEmpty
                ? malformed(index, .missing) : malformed(referrer, .referenceOutOfRange(key: key, reference: index))
        }
        let classIndex = archive.objects[index].classIndex
        guard archive.classes.indices.contains(classIndex) else {
            throw malformed(index, .classIndexOutOfRange(classIndex))
        }
        return archive.classes[classIndex]
    }

    private mutating func plan(template object: Int) throws(NibError) -> NibTemplatePlan {
        let archivedClass = try archivedClass(of: object, referrer: object, key: "")
        guard let superclassName = archivedClass.superclassName else {
            throw malformed(object, .notATemplate(className: archivedClass.name))
        }
        guard TemplateKind.allCases.contains(where: { $0.baseClassName == superclassName }) else {
            throw malformed(
                object, .unsupportedSuperclass(className: archivedClass.name, superclassName: superclassName))
        }
        var plan = NibTemplatePlan(
            object: object, line: archive.objects[object].line, className: archivedClass.name,
            superclassName: superclassName, schema: archivedClass.schema, schemaHash: archivedClass.schemaHash)
        var children: [Int] = []
        var parts: [(part: CellPart, object: Int)] = []
        var topLevelObjects: [Int] = []
        let kind = plan.kind
        var height: ArchivedExpression?
        var heightLayout: [ArchivedLayoutStep] = []
        var width: ArchivedExpression?
        var widthLayout: [ArchivedLayoutStep] = []
        var layout: [ArchivedLayoutStep] = []
        var preferredSizes: [ArchivedLayoutStep] = []
        for property in archive.objects[object].properties {
            let name = archivedClass.name
            switch (property.key, property.value) {
            case ("reuseIdentifier", .string(let identifier)): plan.reuseIdentifier = identifier
            case ("owner", .string(let owner)): plan.ownerClassName = owner
            case ("size", .size(let width, let height)): plan.nominalSize = Size(width: width, height: height)
            case ("height", .expression(let expression)): height = expression
            case ("heightLayout", .layout(let steps)): heightLayout = steps
            case ("width", .expression(let expression)) where kind.sizesWidth: width = expression
            case ("widthLayout", .layout(let steps)) where kind.sizesWidth: widthLayout = steps
            case ("layout", .layout(let steps)): layout = steps
            case ("preferredSizeLayout", .layout(let steps)): preferredSizes = steps
            case ("subviews", .objects(let objects)): children = objects
            case ("topLevelObjects", .objects(let objects)): topLevelObjects = objects
            // A view the template's base class holds (`backgroundView`), when its kind has one.
            case (let key, .object(let object)) where kind.viewPart(named: key) != nil:
                if let part = kind.viewPart(named: key) { parts.append((part, object)) }
            case ("runtimeAttributes", .runtimeAttributes(let attributes)): plan.runtimeAttributes = attributes
            case ("layoutVariables", .layoutVariables(let variables)):
                for variable in variables { plan.variableDefaults[variable.name] = variable.defaultValue }
            case ("layoutVariables", _):
                throw wrongValue(property, of: object, className: name, expected: "a list of layout variables")
            case ("runtimeAttributes", _):
                throw wrongValue(property, of: object, className: name, expected: "a list of runtime attributes")
            case ("reuseIdentifier", _), ("owner", _):
                throw wrongValue(property, of: object, className: name, expected: "a string")
            case ("size", _):
                throw wrongValue(property, of: object, className: name, expected: "a size")
            case ("height", _):
                throw wrongValue(property, of: object, className: name, expected: "an expression")
            case ("width", _) where kind.sizesWidth:
                throw wrongValue(property, of: object, className: name, expected: "an expression")
            case ("heightLayout", _), ("layout", _), ("preferredSizeLayout", _):
                throw wrongValue(property, of: object, className: name, expected: "a layout program")
            case ("widthLayout", _) where kind.sizesWidth:
                throw wrongValue(property, of: object, className: name, expected: "a layout program")
            case ("subviews", _), ("topLevelObjects", _):
                throw wrongValue(property, of: object, className: name, expected: "a list of objects")
            default: plan.rootProperties.append(property)
            }
        }
        plan.subviews = try subviews(
            of: object, children: children, parts: parts, topLevelObjects: topLevelObjects)
        var localIndices: [Int: Int] = [:]
        for (index, subview) in plan.subviews.enumerated() {
            localIndices[subview.object] = index
        }
        let variables = Set(plan.variableDefaults.keys)
        if let height {
            plan.height = try expression(
                height, key: "height", of: object, localIndices: localIndices, variables: variables)
        }
        plan.heightLayout = try steps(
            heightLayout, key: "heightLayout", of: object, localIndices: localIndices, variables: variables)
        if let width {
            plan.width = try expression(
                width, key: "width", of: object, localIndices: localIndices, variables: variables)
        }
        plan.widthLayout = try steps(
            widthLayout, key: "widthLayout", of: object, localIndices: localIndices, variables: variables)
        plan.layout = try steps(layout, key: "layout", of: object, localIndices: localIndices, variables: variables)
        plan.scrollViewsReadByLayout = NibTemplatePlan.scrollViews(readBy: plan.layout)
        plan.preferredSizes = try steps(
            preferredSizes, key: "preferredSizeLayout", of: object, localIndices: localIndices, variables: variables)
        // A preferred size is a width or a height over numbers and variables: it is set when no frame is known.
        for (step, archived) in zip(plan.preferredSizes, preferredSizes)
        where step.component == .x || step.component == .y
            || archived.expression.instructions.contains(where: \.readsLayout)
        {
            throw malformed(object, .invalidExpression(key: "preferredSizeLayout"))
        }
        return plan
    }

    /// The subview tree under the template `root`, in preorder, by an explicit stack: its subviews, then the cell's
    /// own views (`backgroundView`, ...) with theirs, then its other top-level objects, the order cellc writes them
    /// in.
    private mutating func subviews(
        of root: Int, children: [Int], parts: [(part: CellPart, object: Int)], topLevelObjects: [Int]
    ) throws(NibError) -> [NibSubviewPlan] {
        var pending: [(object: Int, parent: Int?, referrer: Int, key: String)] =
            topLevelObjects.reversed().map { ($0, nil, root, "topLevelObjects") }
            + parts.reversed().map { ($0.object, nil, root, $0.part.rawValue) }
            + children.reversed().map { ($0, nil, root, "subviews") }
        var plans: [NibSubviewPlan] = []
        while let next = pending.popLast() {
            let archivedClass = try archivedClass(of: next.object, referrer: next.referrer, key: next.key)
            // A custom class names its kind as its superclass and has no schema; a template class has a schema
            // or a superclass that is no kind.
            let customKind = archivedClass.superclassName.flatMap(ViewKind.init(rawValue:))
            guard archivedClass.superclassName == nil || (customKind != nil && archivedClass.schema.isEmpty) else {
                throw malformed(next.referrer, .referenceToNonView(key: next.key, reference: next.object))
            }
            guard used.insert(next.object).inserted else {
                throw malformed(next.referrer, .referencedTwice(key: next.key, reference: next.object))
            }
            guard let kind = customKind ?? ViewKind(rawValue: archivedClass.name) else {
                throw malformed(next.object, .unknownViewClass(archivedClass.name))
            }
            let object = archive.objects[next.object]
            var outlet: String?
            var actions: [NibSubviewPlan.Action] = []
            var properties: [ArchivedProperty] = []
            var runtimeAttributes: [ArchivedRuntimeAttribute] = []
            var grandchildren: [(object: Int, key: String)] = []
            let part = next.parent == nil ? CellPart(rawValue: next.key) : nil
            let isTopLevelObject = next.parent == nil && next.key == "topLevelObjects"
            var partSize: Size?
            var topLevelFrame: Rect?
            for property in object.properties {
                switch (property.key, property.value) {
                case ("size", .size(let width, let height)) where part != nil:
                    partSize = Size(width: width, height: height)
                case ("frame", .rect(let x, let y, let width, let height)) where isTopLevelObject:
                    topLevelFrame = Rect(x: x, y: y, width: width, height: height)
                case ("outlet", .string(let name)): outlet = name
                // The generated class gathers its collections from its subviews; the archive's record is for
                // `cellc dump` and for the schema check, which already compared them.
                case ("collection", .string): break
                // The generated class connects a custom view's outlets itself; the record is for the schema and
                // `cellc dump`.
                case ("outletOwner", .integer): break
                case ("outletOwner", _):
                    throw wrongValue(property, of: next.object, className: archivedClass.name, expected: "an integer")
                case ("runtimeAttributes", .runtimeAttributes(let attributes)): runtimeAttributes = attributes
                case ("runtimeAttributes", _):
                    throw wrongValue(
                        property, of: next.object, className: archivedClass.name,
                        expected: "a list of runtime attributes")
                case ("outlet", _), ("collection", _):
                    throw wrongValue(property, of: next.object, className: archivedClass.name, expected: "a string")
                case _ where kind.property(named: property.key)?.role == .action:
                    guard case .string(let name) = property.value, let spec = kind.property(named: property.key),
                        let event = kind.event(of: spec)
                    else {
                        throw wrongValue(
                            property, of: next.object, className: archivedClass.name, expected: "a string")
                    }
                    actions.append(NibSubviewPlan.Action(name: name, event: event))
                case ("subviews", .objects(let objects)):
                    grandchildren += objects.map { ($0, "subviews") }
                case ("arrangedSubviews", .objects(let objects)):
                    guard kind == .stackView else {
                        throw malformed(next.object, .arrangedSubviewsOutsideStackView)
                    }
                    grandchildren += objects.map { ($0, "arrangedSubviews") }
                case ("subviews", _), ("arrangedSubviews", _):
                    throw wrongValue(
                        property, of: next.object, className: archivedClass.name, expected: "a list of objects")
                default:
                    properties.append(property)
                }
            }
            let index = plans.count
            var plan = NibSubviewPlan(
                object: next.object, line: object.line, className: archivedClass.name,
                customClassName: customKind == nil ? nil : archivedClass.name, kind: kind,
                parent: next.parent, isArranged: next.key == "arrangedSubviews", outlet: outlet, actions: actions,
                properties: properties, part: part, partSize: partSize)
            plan.runtimeAttributes = runtimeAttributes
            plan.isTopLevelObject = isTopLevelObject
            plan.topLevelFrame = topLevelFrame
            plans.append(plan)
            pending += grandchildren.reversed().map { ($0.object, index, next.object, $0.key) }
        }
        return plans
    }

    private func steps(
        _ steps: [ArchivedLayoutStep], key: String, of template: Int, localIndices: [Int: Int],
        variables: Set<String>
    ) throws(NibError) -> [NibLayoutStep] {
        var checked: [NibLayoutStep] = []
        for step in steps {
            guard let view = localIndices[step.object] else {
                throw malformed(template, .notASubview(key: key, reference: step.object))
            }
            let expression = try expression(
                step.expression, key: key, of: template, localIndices: localIndices, variables: variables)
            checked.append(NibLayoutStep(view: view, component: step.component, expression: expression))
        }
        return checked
    }

    /// The expression with its anchors renumbered by subview, after checking its stack discipline and that every
    /// layout variable it reads is one of `variables`, the template's.
    private func expression(
        _ expression: ArchivedExpression, key: String, of template: Int, localIndices: [Int: Int],
        variables: Set<String>
    ) throws(NibError) -> NibExpression {
        guard let depth = expression.stackDepth else {
            throw malformed(template, .invalidExpression(key: key))
        }
        var instructions: [ArchivedInstruction] = []
        instructions.reserveCapacity(expression.instructions.count)
        for instruction in expression.instructions {
            switch instruction {
            case .anchor(let object, let anchor):
                guard let view = localIndices[object] else {
                    throw malformed(template, .notASubview(key: key, reference: object))
                }
                instructions.append(.anchor(object: view, anchor))
            case .margin(let object, let anchor):
                // The template object's margins are its root's: a cell's content view, or the view itself.
                guard let view = object == template ? NibExpression.root : localIndices[object] else {
                    throw malformed(template, .notASubview(key: key, reference: object))
                }
                instructions.append(.margin(object: view, anchor))
            case .fittingWidth(let object, let limited), .fittingHeight(let object, let limited):
                guard let view = localIndices[object] else {
                    throw malformed(template, .notASubview(key: key, reference: object))
                }
                if case .fittingWidth = instruction {
                    instructions.append(.fittingWidth(object: view, limited: limited))
                } else {
                    instructions.append(.fittingHeight(object: view, limited: limited))
                }
            case .contentOffsetX(let object), .contentOffsetY(let object):
                guard let view = localIndices[object] else {
                    throw malformed(template, .notASubview(key: key, reference: object))
                }
                if case .contentOffsetX = instruction {
                    instructions.append(.contentOffsetX(object: view))
                } else {
                    instructions.append(.contentOffsetY(object: view))
                }
            case .variable(let name):
                guard variables.contains(name) else {
                    throw malformed(template, .undeclaredLayoutVariable(key: key, name: name))
                }
                instructions.append(instruction)
            default:
                instructions.append(instruction)
            }
        }
        return NibExpression(program: ArchivedExpression(instructions), depth: depth)
    }
}

extension TemplateKind {
    /// The part named `key` that is a view of its own (not the content view) and that this kind has.
    fileprivate func viewPart(named key: String) -> CellPart? {
        CellPart(rawValue: key).flatMap { $0.declaresView && parts.contains($0) ? $0 : nil }
    }
}
