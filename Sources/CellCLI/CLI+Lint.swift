import CellCodeGen
import CellDiagnostics
import CellInterfaceBuilder
import CellSupport

extension CLI {
    /// `cellc lint FILE.xib...`: every file read and checked, all findings reported, exit 1 when one is an error.
    func lint(_ arguments: ParsedArguments, of command: Command) -> ExitCode {
        var disabled: Set<XIBLintRule> = []
        for name in (arguments.value(of: .disable) ?? "").split(separator: ",") {
            guard let rule = XIBLintRule(rawValue: String(name)) else {
                let hint = Suggestions.didYouMean(String(name), among: XIBLintRule.allCases.map(\.rawValue))
                return fail(
                    UsageError(
                        message: "unknown rule '\(name)'" + (hint.map { "; \($0)" } ?? ""), usage: command.usage))
            }
            disabled.insert(rule)
        }
        var assets: XIBAssetCatalog?
        if let catalog = arguments.value(of: .xibAssets) {
            guard fileSystem.isDirectory(catalog) else {
                return fail("cannot read the asset catalog '\(catalog)': it is not a directory", .ioError)
            }
            assets = XIBAssetCatalog(directory: catalog, entries: fileSystem.entries(ofDirectory:))
        }
        var files: [(source: SourceFile, diagnostics: [Diagnostic])] = []
        for path in arguments.inputs {
            guard let bytes = read(path) else { return .ioError }
            let (source, diagnostics) = XIBLinter.lint(bytes, path: path, disabled: disabled, assets: assets)
            files.append((source, Compilation.limited(diagnostics, hint: CLI.xibHint)))
        }
        let format = arguments.choice(.diagnosticsFormat, as: DiagnosticsFormat.self) ?? .text
        let color = arguments.choice(.color, as: ColorChoice.self) ?? .auto
        return report(files, format: format, color: color) ? .inputErrors : .success
    }
}
