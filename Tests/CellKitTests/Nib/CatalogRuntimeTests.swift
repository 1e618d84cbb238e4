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
            case .label: Set(ArchivedProperties.label.keys)
            case .imageView: Set(ArchivedProperties.imageView.keys)
            case .button: Set(ArchivedProperties.button.keys)
            case .scrollView: Set(ArchivedProperties.scrollView.keys)
            case .stackView: Set(ArchivedProperties.stackView.keys)
            case .switch: Set(ArchivedProperties.switch.keys)
            }
        return own.union(ArchivedProperties.view.keys)
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
        TextAlignment.self, LineBreakMode.self, ContentMode.self, StackView.Axis.self, StackView.Alignment.self,
        StackView.Distribution.self, TableViewCell.SelectionStyle.self, TableViewCell.AccessoryType.self,
        OutletConnection.self,
    ]

    @Test("CellKit's enumerations have exactly the catalog's cases, in its order")
    func enumerationCases() {
        for enumeration in Self.enumerations {
            #expect(enumeration.caseNames == enumeration.catalogType.cases, "\(enumeration.catalogType.swiftName)")
        }
    }

    @Test("every enumeration of the catalog is bound to one CellKit enumeration")
    func everyCatalogEnumerationIsBound() {
        let bound = Self.enumerations.map { $0.catalogType.swiftName }
        #expect(bound.sorted() == EnumType.all.map(\.swiftName).sorted())
    }

    @Test("every named colour of the catalog is a CellKit colour with its components")
    func namedColors() {
        for named in NamedColor.all {
            #expect(
                Color.named(named.name)
                    == Color(red: named.red, green: named.green, blue: named.blue, alpha: named.alpha), "\(named.name)")
        }
        #expect(Color.named("systemBlu") == nil)
        #expect(Color.systemBlue == Color(rgb: 0x007AFF))
        #expect(Color.secondaryLabel == Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
    }
}

extension CatalogEnumeration {
    /// The raw values of all cases, in declaration order.
    fileprivate static var caseNames: [String] { allCases.map(\.rawValue) }
}
