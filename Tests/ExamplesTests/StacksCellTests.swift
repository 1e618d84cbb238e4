import CellArchive
import CellKit
import CellPreview
import CellTestSupport
import CompiledCells
import Testing

/// Tests/Fixtures/Compiled/Stacks.cell and Grammar.md's stack example: stack views whose arranged views stretch and
/// shrink by their hugging and compression resistance priorities, through the generated initializer and the nib
/// (NibEquivalenceTests compares every view's frame on both paths; here the frames are worked out by hand).
/// Text widths come from `TextMetrics` at run time, so the expectations follow the font metrics.
@MainActor
@Suite struct StacksCellTests {
    private func layOut<Cell: View & CellTemplate>(_ cell: Cell, width: Double) {
        cell.frame = Rect(x: 0, y: 0, width: width, height: Cell.height(forWidth: width))
        cell.layoutIfNeeded()
    }

    private func textWidth(_ label: CellKit.Label) -> Double {
        TextMetrics.width(of: label.text ?? "", font: label.font)
    }

    @Test("a flexible text column beside a fixed image column: the label that hugs least takes the rest")
    func theFlexibleColumnTakesTheRest() throws {
        let folder = try TemporaryBundle(compiling: "Tests/Fixtures/Compiled/Stacks.cell")
        let registry = CellRegistry(bundle: folder.bundle)
        StacksTemplates.register(in: registry)
        let nib = try Nib(named: "Stacks", in: folder.bundle, registry: registry)
        let loaded = try #require(try nib.instantiate(withOwner: nil).first as? ThumbnailRowCell)
        for cell in [ThumbnailRowCell(), loaded] {
            layOut(cell, width: 375)
            #expect(cell.titleLabel.horizontalHuggingPriority == 250)
            #expect(cell.detailLabel.horizontalHuggingPriority == 251)
            let row = cell.row.frame.width
            #expect(row == 343)
            let detail = textWidth(cell.detailLabel)
            let lineHeight = cell.titleLabel.font.lineHeight
            // The stack adds the spare room to the title's own width; the sum may differ in the last bit.
            #expect(cell.titleLabel.frame.origin == Point(x: 0, y: (60 - lineHeight) / 2))
            #expect(cell.titleLabel.frame.height == lineHeight)
            #expect(abs(cell.titleLabel.frame.width - (row - 8 - detail - 8 - 60)) < 1e-9)
            #expect(cell.detailLabel.frame.width == detail)
            #expect(abs(cell.detailLabel.frame.minX - (row - 60 - 8 - detail)) < 1e-9)
            #expect(cell.thumbnail.frame == Rect(x: row - 60, y: 0, width: 60, height: 60))
        }
    }

    @Test(arguments: [320.0, 375.0])
    func aTitleBesideASwitchInsideTheMargins(width: Double) {
        let cell = ToggleRowCell()
        layOut(cell, width: width)
        #expect(cell.titleLabel.preferredMaxLayoutWidth == 200)
        #expect(cell.titleLabel.horizontalCompressionResistancePriority == 749)
        #expect(cell.toggle.horizontalHuggingPriority == 750)
        // The label (251) stretches rather than the switch (750), inside 16-point margins.
        let content = width - 32
        #expect(cell.titleLabel.frame.minX == 16)
        #expect(cell.titleLabel.frame.width == content - 8 - 51)
        #expect(cell.toggle.frame == Rect(x: width - 16 - 51, y: (52 - 31) / 2, width: 51, height: 31))
    }

    @Test func nestedStacksShareTheColumnByEqualSpacing() {
        let cell = NestedStacksCell()
        layOut(cell, width: 375)
        // The header is as tall as its stepper (32), the progress bar 4: the 64-point column's spare 24 goes
        // between them, on top of the spacing of 4.
        #expect(cell.header.frame == Rect(x: 0, y: 0, width: 343, height: 32))
        #expect(cell.progress.frame == Rect(x: 0, y: 60, width: 343, height: 4))
        #expect(cell.counter.frame == Rect(x: 343 - 94, y: 0, width: 94, height: 32))
        #expect(cell.nameLabel.frame == Rect(x: 0, y: 0, width: 343 - 94 - 8, height: 32))
        #expect(cell.counter.verticalCompressionResistancePriority == 751)
    }

    @Test("Grammar.md's profile header: the handle, hugging least, takes the row's spare width")
    func grammarProfileHeader() {
        let header = ProfileHeader()
        header.nameLabel.text = "Ada Lovelace"
        header.handleLabel.text = "@ada"
        header.frame = Rect(x: 0, y: 0, width: 375, height: 120)
        header.layoutIfNeeded()
        let name = textWidth(header.nameLabel)
        #expect(header.column.frame == Rect(x: 16, y: 16, width: 343, height: 88))
        // The row (a stack, hugging 250) takes the column's spare height; the rule has a size.
        #expect(header.row.frame == Rect(x: 0, y: 0, width: 343, height: 82))
        #expect(header.avatar.frame == Rect(x: 0, y: 11, width: 60, height: 60))
        #expect(header.nameLabel.frame.minX == 68)
        #expect(header.nameLabel.frame.width == name)
        #expect(header.handleLabel.frame.minX == 68 + name + 8)
        #expect(abs(header.handleLabel.frame.width - (343 - 68 - name - 8)) < 1e-9)
    }

    @Test("views inside a view the stack arranges, and a badge reading one across the hierarchy, after one pass")
    func viewsInsideAnArrangedViewAfterOnePass() throws {
        // 315 points of stack give each panel 157.5 by 100; the badge reads the right box in the content view.
        let expected: [(String, Rect)] = [
            ("leftPanel", Rect(x: 0, y: 0, width: 157.5, height: 100)),
            ("leftBox", Rect(x: 8, y: 8, width: 141.5, height: 84)),
            ("leftLabel", Rect(x: 4, y: 0, width: 133.5, height: 84)),
            ("rightPanel", Rect(x: 157.5, y: 0, width: 157.5, height: 100)),
            ("rightBox", Rect(x: 58.75, y: 40, width: 40, height: 20)),
            ("badge", Rect(x: 260.25, y: 40, width: 114.75, height: 20)),
        ]
        for cell in try CompiledSource.bothPaths(of: PanelStackCell.self, "PanelStackCell") {
            layOut(cell, width: 375)
            let views = [
                "leftPanel": cell.leftPanel, "leftBox": cell.leftBox, "leftLabel": cell.leftLabel,
                "rightPanel": cell.rightPanel, "rightBox": cell.rightBox, "badge": cell.badge,
            ]
            for (name, frame) in expected {
                #expect(views[name]?.frame == frame, "\(type(of: cell)) \(name)")
            }
        }
        // The archive's own layout program, as `cellc render` runs it without the generated class.
        let source = try #require(try CompiledSource.declaring("PanelStackCell"))
        let archive = try #require(source.compile().archive)
        let nib = try Nib(bytes: ArchiveWriter.encode(archive), name: "Stacks", registry: CellRegistry())
        let preview = try nib.preview(ofTemplate: "PanelStackCell")
        preview.layout(atWidth: 375)
        #expect(preview.view.frame.size == Size(width: 375, height: 100))
        for (name, frame) in expected {
            #expect(preview.outlet(named: name)?.frame == frame, "preview \(name)")
        }
    }

    @Test("the screen text shows the stacked views where the stack put them")
    func screenTextShowsTheStackedFrames() {
        let window = Window(size: Size(width: 375, height: 52))
        let cell = ToggleRowCell()
        cell.frame = Rect(x: 0, y: 0, width: 375, height: 52)
        window.addSubview(cell)
        let titleY = (52 - cell.titleLabel.font.lineHeight) / 2
        // Each line is "y x content", the numbers rounded for display.
        let lines = ScreenText.lines(of: window).map { $0.split(separator: " ", maxSplits: 2) }
        #expect(lines.map { $0.last.map { String($0.drop { $0 == " " }) } } == ["[switch off]", "\"Airplane Mode\""])
        let places = lines.map { $0.prefix(2).compactMap { Double(String($0)) } }
        #expect(places.count == 2 && places[0] == [10.5, 308])
        #expect(places.last?.last == 16 && abs((places.last?.first ?? 0) - titleY) < 0.01)
    }
}
