import CellCodeGen
import CellDiagnostics
import CellSema
import CellSyntax
import CellTestSupport
import Testing

/// A file with more than ``Compilation/errorLimit`` errors, a binary file say, reports that many and one more that
/// counts the rest; a file with a few errors reports them all.
@Suite("The error limit of a compilation")
struct CompilationLimitTests {
    /// The errors of `compilation`, in order.
    private func errors(of compilation: Compilation) -> [Diagnostic] {
        compilation.diagnostics.filter { $0.severity == .error }
    }

    /// The number `N` of a "too many errors: N more not shown" message, or nil for any other message.
    private func hiddenCount(in message: String) -> Int? {
        let prefix = "too many errors: "
        let suffix = " more not shown"
        guard message.hasPrefix(prefix), message.hasSuffix(suffix) else { return nil }
        return Int(message.dropFirst(prefix.count).dropLast(suffix.count))
    }

    @Test("a megabyte of random bytes reports the limit's errors and one that counts the rest, with a note")
    func randomBytes() throws {
        var generator = SplitMix64(seed: 0x0CE1_1C0D_E5EE_D001)
        let bytes = (0..<1_048_576).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let compilation = Compilation.run(SourceFile(path: "garbage.cell", bytes: bytes))

        let errors = errors(of: compilation)
        #expect(errors.count == Compilation.errorLimit + 1)
        #expect(compilation.swiftSource == nil)
        let last = try #require(compilation.diagnostics.last)
        #expect(last.severity == .error)
        #expect(last.id == .tooManyErrors)
        let hidden = try #require(hiddenCount(in: last.message), "\(last.message)")
        #expect(hidden > 0)
        #expect(last.notes.map(\.message) == ["is this a .cell file? it should be UTF-8 text"])
        #expect(errors.dropLast().allSatisfy { $0.id != .tooManyErrors })
    }

    @Test("the count names exactly the errors left out")
    func hiddenCountIsExact() throws {
        let extra = 37
        let lines = (0..<(Compilation.errorLimit + extra)).map { "    unknownProperty\($0) = 1" }
        let text = "cell C {\n" + lines.joined(separator: "\n") + "\n}\n"
        let compilation = Compilation.run(SourceFile(path: "Many.cell", text: text))

        let errors = errors(of: compilation)
        #expect(errors.count == Compilation.errorLimit + 1)
        let last = try #require(errors.last)
        #expect(last.id == .tooManyErrors)
        #expect(last.message == "too many errors: \(extra) more not shown")
    }

    @Test("a file with three errors reports the three, and no count")
    func fewErrorsAreNotLimited() {
        let text = """
            cell C {
                colour = 1
                Label title {
                    frame = (0, 0, 10, 10)
                    textColour = #fff
                }
                Lable other {
                    frame = (0, 0, 10, 10)
                }
            }
            """
        let compilation = Compilation.run(SourceFile(path: "Three.cell", text: text))
        let errors = errors(of: compilation)
        #expect(errors.count == 3, "\(errors.map(\.message))")
        #expect(!compilation.diagnostics.contains { $0.id == .tooManyErrors })
    }

    @Test("warnings before the limit are kept, and counted as no error")
    func warningsBeforeTheLimitAreKept() {
        let lines = (0..<(Compilation.errorLimit + 10)).map { "    unknownProperty\($0) = 1" }
        let text = """
            cell C {
                Label wide {
                    frame = (0, 0, 1000, 20)
                }
                Label unplaced {
                }
            \(lines.joined(separator: "\n"))
            }
            """
        let compilation = Compilation.run(SourceFile(path: "Warnings.cell", text: text))
        let warnings = compilation.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.id) == [.frameOutsideParent, .missingFrame])
        #expect(errors(of: compilation).count == Compilation.errorLimit + 1)
        #expect(compilation.diagnostics.count == Compilation.errorLimit + 1 + warnings.count)
        #expect(compilation.diagnostics.last?.id == .tooManyErrors)
    }

    /// A cell of `count` labels, each placed after the one before it, so that every label past the nominal width
    /// (the 32nd on) falls outside its parent: one warning each.
    private func chain(_ count: Int) -> String {
        let first = "    Label v0 {\n        frame = (0, 0, 10, 10)\n    }\n"
        let rest = (1..<count).map { "    Label v\($0) {\n        frame = (v\($0 - 1).maxX, 0, 10, 10)\n    }\n" }
        return "cell C {\n    height = 44\n" + first + rest.joined() + "}\n"
    }

    @Test("warnings past the limit are counted in one last warning at the first left out", arguments: [2_000, 10_000])
    func warningsAreLimited(labels: Int) throws {
        let compilation = Compilation.run(SourceFile(path: "Chain.cell", text: chain(labels)))
        let warnings = compilation.diagnostics.filter { $0.severity == .warning }
        // v0 to v31 fit in 320 points; every later label is a warning.
        let reported = labels - 32
        #expect(warnings.count == Compilation.warningLimit + 1)
        #expect(compilation.swiftSource != nil)
        let last = try #require(compilation.diagnostics.last)
        #expect(last.id == .tooManyWarnings)
        #expect(last.message == "too many warnings: \(reported - Compilation.warningLimit) more not shown")
        // Labels v32 to v531 are shown; v532's frame reads v531.
        let place = compilation.source.text(in: SourceRange(start: last.range.start, end: last.range.start + 19))
        #expect(place == "frame = (v531.maxX,")
        #expect(warnings.dropLast().allSatisfy { $0.id == .frameOutsideParent })
    }

    @Test("as many warnings as the limit are all shown, with no count")
    func warningsAtTheLimitAreNotCounted() {
        let compilation = Compilation.run(SourceFile(path: "Chain.cell", text: chain(32 + Compilation.warningLimit)))
        let warnings = compilation.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == Compilation.warningLimit)
        #expect(!warnings.contains { $0.id == .tooManyWarnings })
    }

    @Test("both limits: the warning count comes before the error count, which is last")
    func bothLimits() throws {
        let warningsText = chain(32 + Compilation.warningLimit + 5).dropLast(2)
        let errorsText = (0..<(Compilation.errorLimit + 3)).map { "    unknownProperty\($0) = 1\n" }.joined()
        let compilation = Compilation.run(SourceFile(path: "Both.cell", text: warningsText + errorsText + "}\n"))
        let counts = compilation.diagnostics.suffix(2).map(\.message)
        #expect(counts == ["too many warnings: 5 more not shown", "too many errors: 3 more not shown"])
        #expect(compilation.diagnostics.count { $0.severity == .warning } == Compilation.warningLimit + 1)
    }
}
