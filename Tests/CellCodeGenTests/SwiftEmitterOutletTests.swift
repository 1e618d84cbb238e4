import CellCodeGen
import CellDiagnostics
import Testing

/// The Swift for outlets as Interface Builder has them: custom classes, outlet collections, connections on the
/// owner, and CellKit's types qualified so that the template's class may take their names.
@Suite struct SwiftEmitterOutletTests {
    private func lines(_ source: String) throws -> [String] {
        let compilation = Compilation.run(SourceFile(path: "Test.cell", text: source))
        #expect(!compilation.hasErrors, "\(compilation.diagnostics.map(\.message))")
        let swift = try #require(compilation.swiftSource)
        return swift.split(separator: "\n").map { String($0.trimmingPrefix(while: { $0 == " " })) }
    }

    @Test func aCustomClassTypesTheOutletMakesTheViewAndIsRegistered() throws {
        let output = try lines(
            "cell A {\n  Label badge { customClass = \"BadgeLabel\"; frame = (0, 0, 1, 1); text = \"x\" }\n}\n")
        #expect(output.contains("public let badge: BadgeLabel"))
        #expect(output.contains("let view = BadgeLabel()"))
        #expect(output.contains("badge = try decoder.subview(0, as: BadgeLabel.self)"))
        #expect(output.contains("\"outlet badge: Label as BadgeLabel\","))
        #expect(output.contains("registry.register(className: \"BadgeLabel\") { BadgeLabel() }"))
    }

    @Test func aCustomViewsOutletsAreOneProtocolPerClassSetByBothInitializers() throws {
        // Two templates give the class `Card` the outlet `icon`: one protocol declares it once, a member of the
        // file's registration enum, so that another file of the module can declare its own.
        let card =
            "  View card {\n    customClass = \"Card\"; frame = (0, 0, 9, 9)\n"
            + "    ImageView icon { connection = .customView; frame = (0, 0, 1, 1) }\n  }\n"
        let output = try lines("cell A {\n\(card)}\ncell B {\n\(card)}\n")
        #expect(output.filter { $0 == "public protocol CardOutlets: AnyObject {" }.count == 1)
        let enumLine = try #require(output.firstIndex(of: "public enum TestTemplates {"))
        let protocolLine = try #require(output.firstIndex(of: "public protocol CardOutlets: AnyObject {"))
        #expect(enumLine < protocolLine && output[protocolLine - 1] == "@MainActor")
        #expect(output.filter { $0 == "var icon: CellKit.ImageView? { get set }" }.count == 1)
        #expect(output.contains("private let icon: CellKit.ImageView"))
        #expect(!output.contains("public let icon: CellKit.ImageView"))
        // Each class connects them in both initializers: two classes, two initializers, one function each.
        #expect(output.filter { $0 == "connectCustomViewOutlets()" }.count == 4)
        #expect(output.filter { $0 == "let cardOutlets: any TestTemplates.CardOutlets = card" }.count == 2)
        #expect(output.filter { $0 == "cardOutlets.icon = icon" }.count == 2)
        #expect(output.contains("\"outlet icon: ImageView (of card)\","))
    }

    @Test func runtimeAttributesGoToTheTypedHookAndRefusalsAreRecorded() throws {
        let output = try lines(
            "view V {\n  attributes { glow = true }\n"
                + "  Label title { frame = (0, 0, 1, 1); attributes { caption = localized(\"k\") } }\n}\n")
        #expect(output.contains("public private(set) var runtimeAttributeErrors: [CellKit.RuntimeAttributeError] = []"))
        // The views' attributes before the template's own, as the nib path applies them.
        let calls = output.filter { $0.hasPrefix("applyRuntimeAttribute(") }
        #expect(
            calls == [
                "applyRuntimeAttribute(.localizedString(key: \"k\"), forKey: \"caption\", to: title)",
                "applyRuntimeAttribute(.bool(true), forKey: \"glow\", to: self)",
            ])
        let assemble = try #require(output.firstIndex(of: "assembleTemplate()"))
        #expect(output[assemble + 1] == "applyRuntimeAttributes()")
        #expect(output[assemble + 2] == "awakeFromNib()")
    }

    @Test func aCollectionIsAnArrayFilledByBothInitializers() throws {
        let output = try lines(
            """
            cell A {
              ImageView a { collection = "stars"; frame = (0, 0, 1, 1) }
              Label { collection = "stars"; frame = (0, 0, 1, 1) }
            }
            """)
        #expect(output.contains("public let stars: [CellKit.View]"))
        #expect(output.filter { $0 == "stars = [a, label1]" }.count == 2)
    }

    @Test func anOutletOnTheOwnerOnlyIsPrivateAndTheOwnerGetsTheCell() throws {
        let output = try lines(
            """
            cell A {
              owner = "Controller"
              ownerOutlet = "cell"
              Label a { connection = .owner; frame = (0, 0, 1, 1) }
              Label b { connection = .cell; frame = (0, 0, 1, 1) }
            }
            """)
        #expect(output.contains("private let a: CellKit.Label"))
        #expect(output.contains("public let b: CellKit.Label"))
        #expect(output.contains("var cell: A? { get set }"))
        #expect(output.contains("var a: CellKit.Label? { get set }"))
        #expect(!output.contains("var b: CellKit.Label? { get set }"))
        #expect(output.contains("owner.cell = self"))
        #expect(output.contains("owner.a = a"))
        #expect(!output.contains("owner.b = b"))
    }

    @Test func aClassCalledAfterACellKitTypeSubclassesCellKitsType() throws {
        let output = try lines("cell TableViewCell {\n}\nview Label {\n}\n")
        #expect(output.contains("open class TableViewCell: CellKit.TableViewCell, CellKit.CellTemplate {"))
        #expect(output.contains("open class Label: CellKit.View, CellKit.Template {"))
    }
}
