import CellDiagnostics
import CellSema
import Testing

/// A cell with an accessory lays its views out in a content view narrower than the row by the accessory's width, as
/// UIKit measures it (34 points for a chevron), so `parent.width` of its top-level views and of its height is the
/// cell's width less that at the nominal size.
@Suite("The accessory's width")
struct AccessoryWidthTests {
    /// A self-sizing cell whose label's height is a quarter of `parent.width`, with `accessory` (an assignment or
    /// nothing) and `width` (an assignment or nothing).
    private func selfSizing(accessory: String, width: String = "") -> CheckedSource {
        CheckedSource(
            """
            cell C {
                \(accessory)
                \(width)
                height = body.maxY + 10
                Label body {
                    frame = (0, 0, parent.width, parent.width / 4)
                }
            }
            """)
    }

    @Test(
        "with an accessory, a self-sizing height reads a parent narrower than the cell by the accessory's width",
        arguments: [
            ("disclosureIndicator", 34.0), ("checkmark", 40), ("detailButton", 48), ("detailDisclosureButton", 66),
        ])
    func selfSizingHeight(accessory: String, width: Double) throws {
        let source = selfSizing(accessory: "accessoryType = .\(accessory)")
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.nominalWidth == 320)
        #expect(template.accessoryWidth == width)
        #expect(template.nominalHeight == (320 - width) / 4 + 10)
    }

    @Test(
        "without an accessory, or with '.none', the parent is as wide as the cell",
        arguments: ["", "accessoryType = .none"])
    func noAccessory(accessory: String) throws {
        let source = selfSizing(accessory: accessory)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.accessoryWidth == 0)
        #expect(template.nominalHeight == 90)  // 320 / 4 + 10
    }

    @Test("the accessory narrows a cell designed at any width")
    func otherNominalWidth() throws {
        let source = selfSizing(accessory: "accessoryType = .disclosureIndicator", width: "width = 414")
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.nominalWidth == 414)
        #expect(template.nominalHeight == 105)  // 380 / 4 + 10
    }

    @Test("with an accessory, a view that fits the cell but not its content view falls outside its parent")
    func frameOutsideTheContentView() {
        let source = CheckedSource(
            """
            cell C {
                accessoryType = .disclosureIndicator
                Label title {
                    1️⃣frame = (250, 4, 40, 20)
                }
            }
            """)
        let diagnostic = source.expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
        source.expect(
            diagnostic, message: "'title' falls outside its parent at the nominal width of 320",
            notes: [("its frame is (250, 4, 40, 20) in a parent of 286 x 44", nil)])
    }

    @Test(
        "without an accessory, or with '.none', the same view fits",
        arguments: ["", "accessoryType = .none"])
    func frameFitsWithoutAccessory(accessory: String) {
        CheckedSource(
            """
            cell C {
                \(accessory)
                Label title {
                    frame = (250, 4, 40, 20)
                }
            }
            """
        ).expectNoDiagnostics()
    }

    @Test("with an accessory, a view as wide as 'parent.width' fits")
    func parentWidthFits() {
        CheckedSource(
            """
            cell C {
                accessoryType = .checkmark
                Label title {
                    frame = (0, 4, parent.width, 20)
                }
            }
            """
        ).expectNoDiagnostics()
    }
}
