import Foundation
import PackagePlugin

/// The SwiftPM build-tool plugin: compiles every `.cell` file of the target it is applied to with `cellc`, during
/// `swift build`, `swift test` and Xcode's builds, into the plugin's work folder; no generated Swift is checked in.
///
/// Each file gets its own build command, its `.cell` file as the one input and its two outputs declared, so that
/// the build system reruns only the commands whose file changed, and compiles only the outputs of the files the
/// target has now (a renamed or deleted file's old outputs stay in the work folder, unused). The outputs are
/// `Name.swift`, the classes, and `Name.cellnib.swift`, the archive as a byte array that `NameTemplates.nib(registry:)`
/// loads: an app carries its nibs in its binary and needs no resource bundle, and so no Foundation, to load them.
@main
struct CellcPlugin: BuildToolPlugin {
    /// The build commands for `target`: one per `.cell` file, none for a target without sources.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "cell").map(\.url)
        return CellcPlugin.commands(
            for: inputs, cellc: try context.tool(named: "cellc").url, in: context.pluginWorkDirectoryURL)
    }

    /// One `cellc compile` per file in `inputs`, writing into `folder`; two files that would write the same output
    /// or declare the same registration enum are reported, both named, and neither is compiled.
    static func commands(for inputs: [URL], cellc: URL, in folder: URL) -> [Command] {
        let clashes = OutputNames.clashes(among: inputs.map(\.path))
        for clash in clashes {
            Diagnostics.error(clash.message, file: clash.second, line: nil)
        }
        let clashing = Set(clashes.flatMap { [$0.first, $0.second] })
        return inputs.filter { !clashing.contains($0.path) }.sorted { $0.path < $1.path }.map { input in
            let baseName = OutputNames.baseName(ofPath: input.path)
            let outputs = [baseName + ".swift", baseName + ".cellnib.swift"].map { folder.appending(path: $0) }
            return .buildCommand(
                displayName: "Compiling \(input.lastPathComponent) with cellc",
                executable: cellc,
                arguments: [
                    "compile", input.path, "--emit", "swift,embedded-archive", "-o", folder.path, "--quiet", "--color",
                    "never",
                ],
                inputFiles: [input],
                outputFiles: outputs)
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension CellcPlugin: XcodeBuildToolPlugin {
        /// The same commands for a target of an Xcode project.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = target.inputFiles.filter { $0.url.pathExtension == "cell" }.map(\.url)
            return CellcPlugin.commands(
                for: inputs, cellc: try context.tool(named: "cellc").url, in: context.pluginWorkDirectoryURL)
        }
    }
#endif
