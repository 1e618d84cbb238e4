import CellCodeGen
import CellDiagnostics
import Testing

/// The Swift that loads a template from an archive: the schema, `init(nib:)`, `connectAction(named:of:)`, the
/// owner protocol and `connectOutlets(toOwner:)`, and the registration with the nib's name.
@Suite struct SwiftEmitterNibTests {
    private func swift(_ source: String, file: String = "Test.cell") throws -> String {
        let compilation = Compilation.run(SourceFile(path: file, text: source))
        #expect(!compilation.hasErrors, "\(compilation.diagnostics.map(\.message))")
        return try #require(compilation.swiftSource)
    }

    /// The lines from the line `header` to the first line that closes it at the same indentation (`}` or `]`),
    /// without their common indentation.
    private func block(_ header: String, in text: String) throws -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.trimmingPrefix(while: { $0 == " " }) == header })
        let margin = String(lines[start].prefix { $0 == " " })
        let end = try #require(lines[start...].firstIndex { $0 == margin + "}" || $0 == margin + "]" })
        return lines[start...end].map { String($0.dropFirst(margin.count)) }
    }

    private static let thumbnail = """
        cell ThumbnailCell {
            height = 150
            Button thumbnailButton {
                frame = ((parent.width - 100) / 2, 20, 100, 100)
                action = buttonPressed
            }
            Label titleLabel {
                frame = (thumbnailButton.minX, thumbnailButton.maxY + 8, thumbnailButton.width, 14)
            }
            Label {
                frame = (0, 0, 1, 1)
            }
        }

        """

    @Test func theClassListsTheTemplatesSchemaLines() throws {
        let output = try swift(SwiftEmitterNibTests.thumbnail)
        #expect(
            try block("nonisolated public static let templateSchema: [String] = [", in: output) == [
                "nonisolated public static let templateSchema: [String] = [",
                "    \"outlet thumbnailButton: Button\",",
                "    \"outlet titleLabel: Label\",",
                "    \"subview 2: Label\",",
                "    \"action buttonPressed\",",
                "    \"reuseIdentifier \\\"ThumbnailCell\\\"\",",
                "    \"height = 150\",",
                "    \"frame thumbnailButton = ((parent.width - 100) / 2, 20, 100, 100)\",",
                "    \"frame titleLabel = (thumbnailButton.minX, thumbnailButton.maxY + 8, thumbnailButton.width, 14)\",",
                "    \"frame subview 2 = (0, 0, 1, 1)\",",
                "]",
            ])
        #expect(try swift("view V {\n}\n").contains("nonisolated public static let templateSchema: [String] = []\n"))
    }

    @Test func aCellIsBuiltFromTheDecodersSubviewsAndConnectsItsActions() throws {
        let output = try swift(SwiftEmitterNibTests.thumbnail)
        #expect(
            try block("public required init(nib decoder: CellKit.NibDecoder) throws(CellKit.NibError) {", in: output)
                == [
                    "public required init(nib decoder: CellKit.NibDecoder) throws(CellKit.NibError) {",
                    "    thumbnailButton = try decoder.subview(0, as: CellKit.Button.self)",
                    "    titleLabel = try decoder.subview(1, as: CellKit.Label.self)",
                    "    label1 = try decoder.subview(2, as: CellKit.Label.self)",
                    "    super.init(style: .default, reuseIdentifier: decoder.reuseIdentifier ?? Self.reuseIdentifier)",
                    "    try decoder.assemble(self)",
                    "    for action in decoder.actions {",
                    "        connectAction(named: action.name, for: action.event, of: action.control)",
                    "    }",
                    "}",
                ])
        #expect(
            try block(
                "private func connectAction(named name: String, for event: CellKit.Control.Event, of control: "
                    + "CellKit.Control) {", in: output)
                == [
                    "private func connectAction(named name: String, for event: CellKit.Control.Event, of control: "
                        + "CellKit.Control) {",
                    "    switch name {",
                    "    case \"buttonPressed\":",
                    "        control.addAction(named: name, for: event) { [weak self] sender in",
                    "            guard let button = sender as? CellKit.Button else { return }",
                    "            self?.actionTarget?.buttonPressed(button)",
                    "        }",
                    "    default:",
                    "        break",
                    "    }",
                    "}",
                ])
    }

    @Test func theCodePathConnectsActionsThroughTheSameMethod() throws {
        let output = try swift(SwiftEmitterNibTests.thumbnail)
        let assembly = try block("private func assembleTemplate() {", in: output)
        #expect(
            assembly.contains("    connectAction(named: \"buttonPressed\", for: .touchUpInside, of: thumbnailButton)"))
        #expect(!assembly.contains { $0.contains("addAction") })
        #expect(output.components(separatedBy: "addAction(named:").count == 2)
    }

    @Test func aViewWithoutActionsInitializesItsSuperclassWithAZeroFrame() throws {
        let output = try swift("view V {\n    Label a { frame = (0, 0, 1, 1) }\n}\n")
        #expect(
            try block("public required init(nib decoder: CellKit.NibDecoder) throws(CellKit.NibError) {", in: output)
                == [
                    "public required init(nib decoder: CellKit.NibDecoder) throws(CellKit.NibError) {",
                    "    a = try decoder.subview(0, as: CellKit.Label.self)",
                    "    super.init(frame: .zero)",
                    "    try decoder.assemble(self)",
                    "}",
                ])
        #expect(!output.contains("connectAction"))
        #expect(!output.contains("connectOutlets"))
        #expect(!output.contains("Owner"))
    }

    @Test func anOwnerGetsAProtocolOfOptionalOutletsAndAConnectingMethod() throws {
        let output = try swift(
            """
            view DetalleGaleriaView {
                owner = "DetalleGaleriaViewController"
                ScrollView scrollView {
                    frame = (0, 0, parent.width, parent.height)
                    Label default { frame = (0, 0, 1, 1) }
                }
                View { frame = (0, 0, 1, 1) }
            }

            """)
        #expect(
            try block("public protocol DetalleGaleriaViewOwner: AnyObject {", in: output) == [
                "public protocol DetalleGaleriaViewOwner: AnyObject {",
                "    /// Connected to the `ScrollView` outlet `scrollView`.",
                "    var scrollView: CellKit.ScrollView? { get set }",
                "    /// Connected to the `Label` outlet `default`.",
                "    var `default`: CellKit.Label? { get set }",
                "}",
            ])
        #expect(
            output.contains(
                "/// The outlets of `DetalleGaleriaView` that `Nib.instantiate(withOwner:)` connects on its owner, a\n"
                    + "/// `DetalleGaleriaViewController`; the owner adopts this protocol.\n@MainActor\n"
                    + "public protocol DetalleGaleriaViewOwner"))
        #expect(
            try block("public func connectOutlets(toOwner owner: AnyObject) -> Bool {", in: output) == [
                "public func connectOutlets(toOwner owner: AnyObject) -> Bool {",
                "    guard let owner = owner as? any DetalleGaleriaViewOwner else { return false }",
                "    owner.scrollView = scrollView",
                "    owner.`default` = `default`",
                "    return true",
                "}",
            ])
    }

    @Test func anOwnerOfATemplateWithoutOutletsOnlyChecksItsKind() throws {
        let output = try swift("cell C {\n    owner = \"Controller\"\n}\n")
        #expect(output.contains("public protocol COwner: AnyObject {\n}\n"))
        #expect(
            try block("public func connectOutlets(toOwner owner: AnyObject) -> Bool {", in: output) == [
                "public func connectOutlets(toOwner owner: AnyObject) -> Bool {",
                "    return owner is any COwner",
                "}",
            ])
    }

    @Test func outletsNamedLikeTheParametersDoNotShadowThem() throws {
        let output = try swift(
            """
            view V {
                owner = "Controller"
                Label decoder { frame = (0, 0, 1, 1) }
                Label owner { frame = (0, 0, 1, 1) }
            }

            """)
        #expect(output.contains("public required init(nib decoder_: CellKit.NibDecoder) throws(CellKit.NibError) {"))
        #expect(output.contains("    decoder = try decoder_.subview(0, as: CellKit.Label.self)\n"))
        #expect(output.contains("    try decoder_.assemble(self)\n"))
        #expect(output.contains("public func connectOutlets(toOwner owner_: AnyObject) -> Bool {"))
        #expect(output.contains("    guard let owner_ = owner_ as? any VOwner else { return false }\n"))
        #expect(output.contains("    owner_.owner = owner\n"))
    }

    @Test func theRegistrationNamesTheNib() throws {
        let output = try swift("cell A {\n}\nview B {\n}\n", file: "dir/my-cells.cell")
        #expect(output.contains("registry.register(A.self, nibName: \"my-cells\")\n"))
        #expect(output.contains("registry.register(B.self, nibName: \"my-cells\")\n"))
        #expect(output.contains("public enum MyCellsTemplates {"))
    }
}
