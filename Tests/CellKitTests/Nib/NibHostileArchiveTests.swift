import CellArchive
import CellKit
import Testing

/// Archives built without the reader, whose graphs would make a wrong tree or trap a careless loader: each costs
/// a typed error.
@Suite("Nib hostile archives")
@MainActor
struct NibHostileArchiveTests {
    private func registry() -> CellRegistry {
        let registry = CellRegistry()
        registry.register(TransitCell.self)
        return registry
    }

    private func load(_ builder: ArchiveBuilder) throws(NibError) -> [View] {
        try Nib(archive: builder.archive, name: "Hostile", registry: registry()).instantiate(withOwner: nil)
    }

    private func malformed(_ object: Int, line: Int, _ problem: NibObjectProblem) -> NibError {
        .malformedObject(source: "Fixture.cell", object: object, line: line, problem: problem)
    }

    @Test func aSubviewThatIsATemplateObject() {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        let other = NibFixtures.addThumbnail(to: &builder)
        builder.replace("subviews", with: .objects([transit.background, other]), in: transit.template)
        #expect(throws: malformed(transit.template, line: 1, .referenceToNonView(key: "subviews", reference: other))) {
            try load(builder)
        }
    }

    @Test func aSubviewReferencedTwice() {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        builder.replace(
            "subviews", with: .objects([transit.background, transit.title, transit.title]), in: transit.template)
        #expect(
            throws: malformed(transit.template, line: 1, .referencedTwice(key: "subviews", reference: transit.title))
        ) {
            try load(builder)
        }
    }

    @Test func aCycleOfSubviews() {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        builder.append([("subviews", .objects([transit.template + 1]))], to: transit.background)
        #expect(
            throws: malformed(
                transit.background, line: 8, .referencedTwice(key: "subviews", reference: transit.background))
        ) {
            try load(builder)
        }
    }

    @Test func aSubviewOutOfRange() {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        builder.replace("subviews", with: .objects([transit.background, 99]), in: transit.template)
        #expect(throws: malformed(transit.template, line: 1, .referenceOutOfRange(key: "subviews", reference: 99))) {
            try load(builder)
        }
    }

    @Test func aLayoutStepOnAViewOfAnotherTemplate() {
        var builder = ArchiveBuilder()
        let first = NibFixtures.addTransit(to: &builder)
        let second = NibFixtures.addTransit(to: &builder)
        let step = ArchivedLayoutStep(
            object: first.title, component: .x, expression: ArchivedExpression([.constant(1)]))
        builder.replace("layout", with: .layout([step]), in: second.template)
        #expect(throws: malformed(second.template, line: 1, .notASubview(key: "layout", reference: first.title))) {
            try load(builder)
        }
    }

    @Test func anAnchorOnANonSubview() {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        let height = ArchivedExpression([.anchor(object: transit.template, .maxY)])
        builder.replace("height", with: .expression(height), in: transit.template)
        #expect(
            throws: malformed(transit.template, line: 1, .notASubview(key: "height", reference: transit.template))
        ) {
            try load(builder)
        }
    }

    @Test func aFittingSizeOfAViewOfAnotherTemplate() {
        var builder = ArchiveBuilder()
        let first = NibFixtures.addTransit(to: &builder)
        let second = NibFixtures.addTransit(to: &builder)
        let height = ArchivedExpression([.fittingHeight(object: first.title, limited: false)])
        builder.replace("height", with: .expression(height), in: second.template)
        #expect(throws: malformed(second.template, line: 1, .notASubview(key: "height", reference: first.title))) {
            try load(builder)
        }
    }

    @Test(arguments: [
        [ArchivedInstruction.add],
        [.constant(1), .constant(2)],
        [],
        [.fittingWidth(object: 1, limited: true)],
        [.constant(1), .maximum],
        Array(repeating: .constant(1), count: ArchivedExpression.maximumStackDepth + 1)
            + Array(repeating: .add, count: ArchivedExpression.maximumStackDepth),
    ])
    func malformedExpressions(instructions: [ArchivedInstruction]) {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        let step = ArchivedLayoutStep(
            object: transit.title, component: .y, expression: ArchivedExpression(instructions))
        builder.replace("heightLayout", with: .layout([step]), in: transit.template)
        #expect(throws: malformed(transit.template, line: 1, .invalidExpression(key: "heightLayout"))) {
            try load(builder)
        }
    }

    /// A preferred size is a width or a height over numbers and variables: a step of a frame's origin, or one that
    /// reads the layout, is refused.
    @Test(arguments: [
        (ArchivedLayoutStep.Component.x, [ArchivedInstruction.constant(4)]),
        (.height, [.parentHeight]),
        (.width, [.constant(2), .parentWidth, .multiply]),
    ])
    func preferredSizesReadNoLayout(component: ArchivedLayoutStep.Component, instructions: [ArchivedInstruction]) {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        let step = ArchivedLayoutStep(
            object: transit.title, component: component, expression: ArchivedExpression(instructions))
        builder.append([("preferredSizeLayout", .layout([step]))], to: transit.template)
        #expect(throws: malformed(transit.template, line: 1, .invalidExpression(key: "preferredSizeLayout"))) {
            try load(builder)
        }
    }

    @Test func aLayoutVariableTheTemplateDoesNotDeclare() {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        let step = ArchivedLayoutStep(
            object: transit.title, component: .y, expression: ArchivedExpression([.variable("gap")]))
        builder.replace("layout", with: .layout([step]), in: transit.template)
        #expect(
            throws: malformed(transit.template, line: 1, .undeclaredLayoutVariable(key: "layout", name: "gap"))
        ) {
            try load(builder)
        }
        // Declared under another name, it is still undeclared; declared, it loads.
        builder.append(
            [("layoutVariables", .layoutVariables([ArchivedLayoutVariable(name: "gaps", defaultValue: 2)]))],
            to: transit.template)
        #expect(
            throws: malformed(transit.template, line: 1, .undeclaredLayoutVariable(key: "layout", name: "gap"))
        ) {
            try load(builder)
        }
    }

    @Test func aListOfLayoutVariablesOfAnotherType() {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        builder.append([("layoutVariables", .strings(["gap"]))], to: transit.template)
        #expect(throws: NibError.self) {
            try load(builder)
        }
    }

    @Test func arrangedSubviewsOutsideAStackView() {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        let extra = builder.view("Label", line: 40, [])
        builder.append([("arrangedSubviews", .objects([extra]))], to: transit.separator)
        #expect(throws: malformed(transit.separator, line: 26, .arrangedSubviewsOutsideStackView)) {
            try load(builder)
        }
    }

    @Test func anUnknownViewClass() {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        builder.setClass(of: transit.separator, to: ArchivedClass(name: "DatePicker"))
        #expect(throws: malformed(transit.separator, line: 26, .unknownViewClass("DatePicker"))) {
            try load(builder)
        }
    }

    @Test func topLevelObjectsThatAreNotTemplates() {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        builder.topLevelObjects.append(transit.title)
        #expect(throws: malformed(transit.title, line: 13, .notATemplate(className: "Label"))) {
            try load(builder)
        }
        builder.topLevelObjects = [1000]
        #expect(throws: malformed(1000, line: 0, .missing)) {
            try load(builder)
        }
    }

    @Test func aTemplateOfAnUnsupportedSuperclass() {
        var builder = ArchiveBuilder()
        let template = builder.template("Thing", superclass: "ScrollView", schema: [], line: 3)
        #expect(
            throws: malformed(
                template, line: 3, .unsupportedSuperclass(className: "Thing", superclassName: "ScrollView"))
        ) {
            try load(builder)
        }
    }

    @Test func aClassIndexOutOfRange() throws {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        var archive = builder.archive
        archive.objects[transit.detail].classIndex = 77
        #expect(throws: malformed(transit.detail, line: 19, .classIndexOutOfRange(77))) {
            try Nib(archive: archive, name: "Hostile", registry: registry())
        }
    }

    @Test(arguments: [
        ("reuseIdentifier", ArchiveValue.integer(1), "a string"), ("size", .double(3), "a size"),
        ("height", .double(44), "an expression"), ("layout", .objects([]), "a layout program"),
        ("subviews", .object(1), "a list of objects"),
    ])
    func structuralKeysOfTheWrongType(key: String, value: ArchiveValue, expected: String) {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        builder.replace(key, with: value, in: transit.template)
        #expect(
            throws: NibError.invalidValue(
                source: "Fixture.cell", className: "TransitCell", key: key, object: transit.template, line: 1,
                expected: expected, found: value.kindDescriptionForTests)
        ) {
            try load(builder)
        }
    }

    /// The schema matches, but the archive lacks the fourth subview the class asks for.
    @Test func aSubviewIndexOutOfRange() {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        builder.replace(
            "subviews", with: .objects([transit.background, transit.title, transit.detail]), in: transit.template)
        builder.remove("layout", from: transit.template)
        let error = #expect(throws: NibError.self) {
            try load(builder)
        }
        #expect(error == .subviewIndexOutOfRange(className: "TransitCell", index: 3, count: 3))
        #expect(error?.description == "TransitCell asks for subview 3, but its archived template has 3")
    }

    /// The schema matches, but the outlet the class takes as a `Label` is archived as an image view.
    @Test func anOutletOfTheWrongKind() {
        var builder = ArchiveBuilder()
        let transit = NibFixtures.addTransit(to: &builder)
        builder.setClass(of: transit.detail, to: ArchivedClass(name: "ImageView"))
        builder.remove("font", from: transit.detail)
        builder.remove("textColor", from: transit.detail)
        builder.remove("numberOfLines", from: transit.detail)
        builder.remove("lineBreakMode", from: transit.detail)
        let error = #expect(throws: NibError.self) {
            try load(builder)
        }
        #expect(
            error == .outletTypeMismatch(className: "TransitCell", index: 2, expected: "Label", archived: "ImageView"))
        #expect(error?.description == "TransitCell expects subview 2 to be a Label, but the archive has a ImageView")
    }

    @Test(arguments: [
        malformedDescription(.referencedTwice(key: "subviews", reference: 3)),
        malformedDescription(.missing),
    ])
    func malformedDescriptionsLocateTheObject(description: String) {
        #expect(description.hasPrefix("Fixture.cell:4: malformed object #2: "))
    }
}

private func malformedDescription(_ problem: NibObjectProblem) -> String {
    NibError.malformedObject(source: "Fixture.cell", object: 2, line: 4, problem: problem).description
}

extension ArchiveValue {
    /// What `NibError.invalidValue` says it found, for the values these tests use.
    fileprivate var kindDescriptionForTests: String {
        switch self {
        case .integer(let value): "the integer \(value)"
        case .double(let value): "the number \(value)"
        case .objects: "a list of objects"
        case .object(let index): "a reference to object #\(index)"
        default: "\(self)"
        }
    }
}
