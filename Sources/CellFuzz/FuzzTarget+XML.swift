import CellCodeGen
import CellDiagnostics
import CellInterfaceBuilder

extension FuzzTarget {
    /// Arbitrary bytes as a xib: the reader's events, the tree and the xib model must agree, every refusal must be
    /// an `XMLError`, the linter must report on whatever reads, and whatever the importer writes must compile.
    static func xml(_ input: [UInt8]) {
        var events = 0
        var failed = false
        if var reader = try? XMLReader(bytes: input) {
            do {
                while let event = try reader.next() {
                    events += 1
                    if event == .startElement {
                        for position in 0..<reader.attributeCount {
                            _ = reader.attributeValue(at: position)
                        }
                    } else if event == .text {
                        _ = reader.text
                    }
                    precondition(reader.location.offset <= reader.utf8Text.count, "a location past the text")
                }
            } catch {
                failed = true
            }
        } else {
            failed = true
        }
        // The tree reads what the reader reads, and fails where it fails.
        let tree = try? XMLTree(bytes: input)
        precondition((tree == nil) == failed, "the tree and the reader disagree on whether the file reads")
        precondition(failed || events > 0, "a file that reads has its root element's events")
        let (source, diagnostics) = XIBLinter.lint(input, path: "Fuzz.xib", assets: XIBAssetCatalog())
        for diagnostic in diagnostics {
            precondition(diagnostic.range.start <= source.bytes.count, "a diagnostic past the text")
        }
        let imported = XIBImporter.import(input, path: "Fuzz.xib")
        let xib = tree.flatMap { try? XIBFile(tree: $0) }
        precondition((imported.source == nil) == (xib == nil), "the importer and the xib model disagree on the file")
        for diagnostic in imported.diagnostics {
            precondition(diagnostic.range.start <= imported.xib.bytes.count, "an import diagnostic past the text")
        }
        if let text = imported.source {
            let compiled = Compilation.run(SourceFile(path: "Fuzz.cell", bytes: Array(text.utf8)))
            precondition(!compiled.hasErrors, "the import does not compile: \(compiled.diagnostics)\n\(text)")
        }
    }
}
