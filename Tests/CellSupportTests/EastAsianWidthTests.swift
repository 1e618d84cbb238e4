import Testing

@testable import CellSupport

@Suite("EastAsianWidth")
struct EastAsianWidthTests {
    @Test(
        "ideographs, kana, Hangul and fullwidth forms are wide; Latin, Greek, Cyrillic and emoji are not",
        arguments: [
            ("日", true), ("本", true), ("ア", true), ("あ", true), ("한", true), ("Ａ", true), ("￥", true),
            ("、", true), ("𠀋", true), ("a", false), ("é", false), ("Ω", false), ("Ж", false), ("👍", false),
            ("\u{10FF}", false), ("\u{1100}", true), ("\u{115F}", true), ("\u{1160}", false),
        ] as [(Unicode.Scalar, Bool)])
    func wideness(scalar: Unicode.Scalar, wide: Bool) {
        #expect(EastAsianWidth.isWide(scalar) == wide)
    }

    @Test("the table is sorted and disjoint, as the binary search needs")
    func tableIsSorted() {
        let ranges = EastAsianWidth.wideRanges
        for (earlier, later) in zip(ranges, ranges.dropFirst()) {
            #expect(earlier.upperBound < later.lowerBound)
        }
    }

    @Test("the search agrees with a scan of the table at every block's edges")
    func searchAgreesWithScan() throws {
        for range in EastAsianWidth.wideRanges {
            for value in [range.lowerBound - 1, range.lowerBound, range.upperBound, range.upperBound + 1] {
                let scalar = try #require(Unicode.Scalar(value))
                #expect(EastAsianWidth.isWide(scalar) == EastAsianWidth.wideRanges.contains { $0.contains(value) })
            }
        }
    }
}
