import CellCatalog
import Testing

@testable import CellKit

/// The catalog and the runtime name the same things: every property the catalog gives a kind has a setter in its
/// CellKit class (or in `View`'s), every setter is a property of the catalog, and CellKit's enumerations have exactly
/// the catalog's cases. A property or case added on one side only fails here.
@Suite("The catalog and CellKit agree")
@MainActor
struct CatalogRuntimeTests {
    /// The keys the nib decoder can set on a view of `kind`.
    private func setterKeys(_ kind: ViewKind) -> Set<String> {
        let own: Set<String> =
            switch kind {
            case .view: []
            case .control: Set(ArchivedProperties.control.keys)
            case .label: Set(ArchivedProperties.label.keys)
            case .imageView: Set(ArchivedProperties.imageView.keys)
            case .button: Set(ArchivedProperties.button.keys)
            case .scrollView: Set(ArchivedProperties.scrollView.keys)
            case .stackView: Set(ArchivedProperties.stackView.keys)
            case .switch: Set(ArchivedProperties.switch.keys)
            case .slider: Set(ArchivedProperties.slider.keys)
            case .segmentedControl: Set(ArchivedProperties.segmentedControl.keys)
            case .stepper: Set(ArchivedProperties.stepper.keys)
            case .activityIndicatorView: Set(ArchivedProperties.activityIndicatorView.keys)
            case .progressView: Set(ArchivedProperties.progressView.keys)
            case .pageControl: Set(ArchivedProperties.pageControl.keys)
            case .pickerView: Set(ArchivedProperties.pickerView.keys)
            case .textField: Set(ArchivedProperties.textField.keys)
            case .textView: Set(ArchivedProperties.textView.keys)
            case .visualEffectView: Set(ArchivedProperties.visualEffectView.keys)
            }
        let control = kind.base == .control ? Set(ArchivedProperties.control.keys) : []
        return own.union(control).union(ArchivedProperties.view.keys)
    }

    /// The catalog's properties of `kind` that the decoder sets by name: the plain ones and an arranged view's size.
    private func settableNames(_ specs: [PropertySpec]) -> Set<String> {
        Set(specs.filter { $0.role == .plain || $0.role == .arrangedSize }.map(\.name))
    }

    @Test("each view kind's setters are exactly its catalog properties", arguments: ViewKind.allCases)
    func viewKindSetters(_ kind: ViewKind) {
        #expect(setterKeys(kind) == settableNames(kind.properties))
    }

    @Test("a cell template's root has a setter for each of its plain properties, and no other")
    func cellRootSetters() {
        let viewOnly = settableNames(ViewKind.view.properties).subtracting(settableNames(TemplateKind.cell.properties))
        let keys = Set(ArchivedProperties.cell.keys).union(ArchivedProperties.view.keys).subtracting(viewOnly)
        #expect(keys == settableNames(TemplateKind.cell.properties))
    }

    @Test("a key the catalog does not have is refused, with UIKit's key-value coding error")
    func unknownKeysAreRefused() {
        #expect(throws: ArchivedPropertyFailure.unknownKey) {
            try ArchivedProperties.set("textColour", to: .string("x"), on: Label())
        }
        #expect(throws: ArchivedPropertyFailure.unknownKey) {
            try ArchivedProperties.set("text", to: .string("x"), on: ImageView())
        }
    }

    /// Every CellKit enumeration bound to the catalog.
    private static let enumerations: [any CatalogEnumeration.Type] = [
        TextAlignment.self, LineBreakMode.self, BaselineAdjustment.self, ContentMode.self, StackView.Axis.self,
        StackView.Alignment.self,
        StackView.Distribution.self, TableViewCell.SelectionStyle.self, TableViewCell.AccessoryType.self,
        Control.ContentHorizontalAlignment.self, Control.ContentVerticalAlignment.self,
        ActivityIndicatorView.Style.self, ProgressView.Style.self, TextField.BorderStyle.self,
        TextField.ViewMode.self, KeyboardType.self, ReturnKeyType.self, TextAutocapitalizationType.self,
        TextAutocorrectionType.self, BlurEffect.Style.self, Button.ButtonType.self, OutletConnection.self,
    ]

    @Test("CellKit's enumerations have exactly the catalog's cases, in its order")
    func enumerationCases() {
        for enumeration in Self.enumerations {
            #expect(enumeration.caseNames == enumeration.catalogType.cases, "\(enumeration.catalogType.swiftName)")
        }
    }

    @Test("every enumeration of the catalog is bound to one CellKit enumeration")
    func everyCatalogEnumerationIsBound() {
        // The one option set, `AccessibilityTraits`, is bound by its members' names (the next test).
        let bound = Self.enumerations.map { $0.catalogType.swiftName } + [EnumType.accessibilityTraits.swiftName]
        #expect(bound.sorted() == EnumType.all.map(\.swiftName).sorted())
    }

    @Test("CellKit's accessibility traits are the catalog's, one bit each, in its order; 'none' is the empty set")
    func accessibilityTraits() {
        let members: [AccessibilityTraits] = [
            .button, .link, .header, .searchField, .image, .selected, .playsSound, .keyboardKey, .staticText,
            .summaryElement, .notEnabled, .updatesFrequently, .startsMediaSession, .adjustable,
            .allowsDirectInteraction, .causesPageTurn, .tabBar,
        ]
        #expect(members.map(\.catalogNames) == EnumType.accessibilityTraits.cases.dropFirst().map { [$0] })
        #expect(members.map(\.rawValue) == members.indices.map { 1 << UInt64($0) })
        #expect(AccessibilityTraits(catalogName: "none") == AccessibilityTraits.none)
        #expect(AccessibilityTraits(catalogName: "buton") == nil)
    }

    @Test("every named colour of the catalog is a CellKit colour with its light and dark components")
    func namedColors() throws {
        let light = TraitCollection(userInterfaceStyle: .light)
        let dark = TraitCollection(userInterfaceStyle: .dark)
        for named in NamedColor.all {
            let color = try #require(Color.named(named.name))
            let components = named.dark
            #expect(
                color.resolved(with: light)
                    == Color(red: named.red, green: named.green, blue: named.blue, alpha: named.alpha), "\(named.name)")
            #expect(
                color.resolved(with: dark)
                    == Color(
                        red: components.red, green: components.green, blue: components.blue, alpha: components.alpha),
                "\(named.name)")
            #expect(color.isDynamic == named.isDynamic, "\(named.name)")
        }
        #expect(Color.named("systemBlu") == nil)
        #expect(Color.systemBlue.resolved(with: light) == Color(rgb: 0x007AFF))
        #expect(Color.systemBlue.resolved(with: dark) == Color(rgb: 0x0A84FF))
        #expect(Color.secondaryLabel.resolved(with: dark) == Color(rgb: 0xEBEBF5, alpha: 0.6))
        #expect(Color.black.resolved(with: dark) == Color.black)
    }
}

extension CatalogEnumeration {
    /// The raw values of all cases, in declaration order.
    fileprivate static var caseNames: [String] { allCases.map(\.rawValue) }
}
