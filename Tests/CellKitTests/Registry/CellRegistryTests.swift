import CellKit
import Testing

@MainActor
private final class SampleCell: TableViewCell, CellTemplate {
    nonisolated static let templateName = "SampleCell"
    nonisolated static let reuseIdentifier = "Sample"
    nonisolated static let templateSchema: [String] = []
    static func height(forWidth width: Double) -> Double { width / 4 }

    required init() {
        super.init(style: .subtitle, reuseIdentifier: Self.reuseIdentifier)
    }

    required init(nib decoder: NibDecoder) throws(NibError) {
        super.init(style: .subtitle, reuseIdentifier: decoder.reuseIdentifier ?? Self.reuseIdentifier)
        try decoder.assemble(self)
    }
}

@MainActor
private final class SampleHeader: View, Template {
    nonisolated static let templateName = "SampleHeader"
    nonisolated static let templateSchema: [String] = []

    required init() {
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 30))
    }

    required init(nib decoder: NibDecoder) throws(NibError) {
        super.init(frame: .zero)
        try decoder.assemble(self)
    }
}

@Suite("CellRegistry")
@MainActor
struct CellRegistryTests {
    @Test func registersTemplatesByTheirNames() throws {
        let registry = CellRegistry()
        #expect(registry.classNames.isEmpty)
        registry.register(SampleHeader.self)
        registry.register(SampleCell.self)
        #expect(registry.classNames == ["SampleCell", "SampleHeader"])
        #expect(registry.contains(className: "SampleCell"))
        #expect(!registry.contains(className: "samplecell"))

        let cell = try registry.make(SampleCell.self)
        #expect(cell.reuseIdentifier == "Sample")
        #expect(cell.style == .subtitle)
        #expect(SampleCell.height(forWidth: 320) == 80)
        let header = try registry.make(className: "SampleHeader")
        #expect(header is SampleHeader)
    }

    @Test func everyMakeIsANewView() throws {
        let registry = CellRegistry()
        registry.register(SampleCell.self)
        let first = try registry.make(className: "SampleCell")
        let second = try registry.make(className: "SampleCell")
        #expect(first !== second)
    }

    @Test func registeringAgainReplacesTheFactory() throws {
        let registry = CellRegistry()
        registry.register(SampleHeader.self)
        registry.register(className: "SampleHeader") {
            let view = SampleHeader()
            view.tag = 7
            return view
        }
        #expect(try registry.make(SampleHeader.self).tag == 7)
        #expect(registry.classNames == ["SampleHeader"])
        registry.unregister(className: "SampleHeader")
        #expect(!registry.contains(className: "SampleHeader"))
    }

    @Test func typedMakeChecksTheClass() throws {
        let registry = CellRegistry()
        registry.register(className: "Plain") { View() }
        registry.register(className: "Caption") { Label() }
        let label = try registry.make(Label.self, className: "Caption")
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(try registry.make(View.self, className: "Caption") is Label)
        #expect(throws: CellRegistryError.wrongClass(name: "Plain", expected: "Label")) {
            try registry.make(Label.self, className: "Plain")
        }
    }

    @Test func templateMakeRejectsAFactoryOfAnotherClass() {
        let registry = CellRegistry()
        registry.register(className: "SampleCell") { TableViewCell(reuseIdentifier: "Sample") }
        #expect(throws: CellRegistryError.wrongClass(name: "SampleCell", expected: "SampleCell")) {
            try registry.make(SampleCell.self)
        }
    }

    @Test func unknownClassesSuggestCloseNames() {
        let registry = CellRegistry()
        for name in ["TransitStatusTableViewCell", "TransitHeaderView", "GalleryDetailView"] {
            registry.register(className: name) { View() }
        }
        let error = #expect(throws: CellRegistryError.self) {
            try registry.make(className: "TransitStatusTableViewCel")
        }
        #expect(error == .unknownClass(name: "TransitStatusTableViewCel", suggestions: ["TransitStatusTableViewCell"]))
        #expect(
            error?.description
                == "Unknown class TransitStatusTableViewCel in the registry; did you mean 'TransitStatusTableViewCell'?"
        )
        #expect(throws: CellRegistryError.unknownClass(name: "FeedCell", suggestions: [])) {
            try registry.make(className: "FeedCell")
        }
    }

    @Test func unknownClassesSuggestCloseNamesForTypedMakesToo() {
        let registry = CellRegistry()
        registry.register(className: "SampleCel") { View() }
        #expect(throws: CellRegistryError.unknownClass(name: "SampleCell", suggestions: ["SampleCel"])) {
            try registry.make(SampleCell.self)
        }
    }

    @Test(arguments: [
        (CellRegistryError.unknownClass(name: "X", suggestions: []), "Unknown class X in the registry"),
        (.unknownClass(name: "Cel", suggestions: ["Cell"]), "Unknown class Cel in the registry; did you mean 'Cell'?"),
        (
            .unknownClass(name: "Cel", suggestions: ["Cell", "Col", "Gel"]),
            "Unknown class Cel in the registry; did you mean 'Cell', 'Col' or 'Gel'?"
        ),
        (.wrongClass(name: "Plain", expected: "Label"), "Class Plain in the registry does not make a Label"),
    ])
    func errorDescriptions(error: CellRegistryError, expected: String) {
        #expect(error.description == expected)
    }
}
