import CellKit
import CompiledCells
import Testing

/// Tests/Fixtures/Compiled/RuntimeAttributes.cell: user-defined runtime attributes of every type reach the custom
/// class's typed hook on both paths; Tests/Fixtures/Refusals/RefusedAttributes.cell: a class that takes none
/// refuses them with UIKit's text, recorded by the generated initializer and thrown by the nib.
@MainActor
@Suite struct RuntimeAttributesTests {
    /// What RuntimeAttributes.cell sets on `badge`, in source order.
    static let expected: [(String, RuntimeAttribute)] = [
        ("cornerStyle", .string("pill")), ("badgeCount", .number(3)), ("glow", .bool(true)),
        ("accent", .color(Color(rgb: 0xFF0000))), ("tint", .color(.red)),
        ("startColor", .color(Color(assetNamed: "BrandRed"))), ("anchor", .point(Point(x: 0.5, y: 0.5))),
        ("padding", .size(Size(width: 4, height: 8))), ("hitArea", .rect(Rect(x: 0, y: 0, width: 44, height: 44))),
        ("icon", .image(Image(named: "star"))), ("caption", .localizedString(key: "badge.caption")),
    ]

    private func expectExpected(_ view: BadgeView, _ path: String) {
        #expect(view.attributes.map(\.key) == Self.expected.map(\.0), "\(path)")
        #expect(view.attributes.map(\.value) == Self.expected.map(\.1), "\(path)")
        #expect(view.arrivedInOrder, "\(path): after the properties, before awakeFromNib()")
    }

    @Test func theGeneratedInitializerHandsEveryAttributeToTheClass() {
        let cell = RuntimeAttributesCell()
        expectExpected(cell.badge, "init()")
        #expect(cell.runtimeAttributeErrors.isEmpty)
    }

    @Test func theNibHandsEveryAttributeToTheClass() throws {
        let registry = CellRegistry()
        RuntimeAttributesTemplates.register(in: registry)
        let nib = try RuntimeAttributesTemplates.nib(registry: registry)
        let cell = try #require(try nib.instantiate(withOwner: nil).first as? RuntimeAttributesCell)
        expectExpected(cell.badge, "nib")
    }

    @Test func theGeneratedInitializerRecordsWhatAClassRefusesInUIKitsWords() {
        let view = RefusedAttributesView()
        #expect(
            view.runtimeAttributeErrors == [
                .undefinedKey(className: "Label", key: "cornerStyle"),
                .undefinedKey(className: "RefusedAttributesView", key: "glow"),
            ])
        #expect(
            view.runtimeAttributeErrors.first?.description
                == "[<Label> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key "
                + "cornerStyle.")
        // The refusal changes nothing else: the label still has its text.
        #expect(view.title.text == "refused")
    }

    @Test func theNibThrowsTheFirstRefusalWithItsPlace() throws {
        let registry = CellRegistry()
        RefusedAttributesTemplates.register(in: registry)
        let nib = try RefusedAttributesTemplates.nib(registry: registry)
        let error = NibError.runtimeAttributeRefused(
            source: "RefusedAttributes.cell", object: 1, line: 10,
            .undefinedKey(className: "Label", key: "cornerStyle"))
        #expect(throws: error) { try nib.instantiate(withOwner: nil) }
        #expect(
            error.description
                == "RefusedAttributes.cell:10: [<Label> setValue:forUndefinedKey:]: this class is not key value "
                + "coding-compliant for the key cornerStyle. (object #1)")
    }

    /// LoopKit's gauge (Trial15) has inspectables called `borderWidth` and `borderColor`: on a view of a custom
    /// class, those attributes reach the class, as in UIKit, where a view has no such keys, not CellKit's border.
    @Test func aCustomClassTakesTheLayersNamesAsItsOwnAttributes() throws {
        for cell in try CompiledSource.bothPaths(
            of: InsulinSensitivityScalingTableViewCell.self, "InsulinSensitivityScalingTableViewCell")
        {
            let gauge = try #require(cell.contentView.subviews.lazy.compactMap { $0 as? SegmentedGaugeBarView }.first)
            #expect(gauge.numberOfSegments == 2 && gauge.progress == 1.5)
            #expect(gauge.gaugeBorderWidth == 2 && gauge.gaugeBorderColor == .systemGray)
            #expect(gauge.borderWidth == 0 && gauge.borderColor == nil)
        }
    }
}
