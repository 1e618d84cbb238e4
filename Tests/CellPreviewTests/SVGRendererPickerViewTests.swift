import CellKit
import Testing

@testable import CellPreview

/// What `SVGRenderer` draws for a picker.
@MainActor @Suite("SVG renderer: picker view")
struct SVGRendererPickerViewTests {
    /// The `<text ...>` element that shows `title`, or nil.
    private func textElement(showing title: String, in svg: String) -> Substring? {
        guard let end = svg.range(of: ">\(title)</text>") else { return nil }
        guard let start = svg[..<end.lowerBound].range(of: "<text", options: .backwards) else { return nil }
        return svg[start.lowerBound..<end.upperBound]
    }

    @Test("the band is a grey rounded row across the middle; the selected title is black, the whole rows around grey")
    func rowsAroundTheSelection() throws {
        let rows = PickerRows([(1...20).map { "\($0 * 10)%" }])
        let picker = rows.picker(in: Rect(x: 0, y: 0, width: 300, height: 145))
        picker.selectRow(1, inComponent: 0, animated: false)
        let svg = SVGRenderer(assets: nil).render(picker)
        #expect(svg.contains(##"<rect x="8" y="56.5" width="284" height="32" rx="8" ry="8" fill="#EEEEEF"/>"##))
        let selected = try #require(textElement(showing: "20%", in: svg))
        #expect(selected.contains(##"fill="#000000""##) && selected.contains(#"x="150""#))
        #expect(selected.contains(#"font-size="21""#) && selected.contains(#"text-anchor="middle""#))
        for other in ["10%", "30%"] {
            let element = try #require(textElement(showing: other, in: svg), "\(other)")
            #expect(element.contains(##"fill="#8E8E93""##), "\(other)")
        }
        // Row 3 (120.5...152.5) is cut by the bottom edge, and rows past it do not show.
        #expect(textElement(showing: "40%", in: svg) == nil && textElement(showing: "50%", in: svg) == nil)
    }

    @Test("each component's rows are centred in its wheel; a picker without a data source draws only the band")
    func components() throws {
        let rows = PickerRows([["a", "b"], ["c", ""]])
        let picker = rows.picker(in: Rect(x: 0, y: 0, width: 200, height: 216))
        picker.selectRow(1, inComponent: 1, animated: false)
        let svg = SVGRenderer(assets: nil).render(picker)
        #expect(try #require(textElement(showing: "a", in: svg)).contains(#"x="50""#))
        #expect(try #require(textElement(showing: "c", in: svg)).contains(##"x="150""##))
        #expect(try #require(textElement(showing: "c", in: svg)).contains(##"fill="#8E8E93""##))
        let empty = SVGRenderer(assets: nil).render(PickerView(frame: Rect(x: 0, y: 0, width: 200, height: 216)))
        #expect(empty.contains(##"<rect x="8" y="92" width="184" height="32" rx="8" ry="8" fill="#EEEEEF"/>"##))
        #expect(!empty.contains("<text"))
    }
}
