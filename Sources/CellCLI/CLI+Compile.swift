import CellCodeGen
import CellDiagnostics
import CellKit

extension CLI {
    /// `cellc compile` when `writingOutput`, else `cellc check`.
    ///
    /// Every input is read and compiled before anything is written, so one bad input stops all outputs.
    func compile(_ arguments: ParsedArguments, of command: Command, writingOutput: Bool) -> ExitCode {
        let directory = arguments.value(of: .output)
        // In the order of OutputKind, whatever the order given: each input's Swift, then its archive.
        let kinds = OutputKind.allCases.filter { arguments.list(.emit).contains($0.rawValue) }
        var outputPaths: [[(kind: OutputKind, path: String)]] = []
        if writingOutput {
            do throws(UsageError) {
                outputPaths = try CLI.outputPaths(
                    for: arguments.inputs, in: directory, kinds: kinds, usage: command.usage)
                try checkNoOutputReplacesAnInput(outputPaths.flatMap { $0.map(\.path) }, arguments.inputs, command)
            } catch {
                return fail(error)
            }
        }
        for path in arguments.inputs where !path.hasSuffix(".cell") && !path.hasSuffix(".xib") {
            standardError.write("cellc: warning: '\(path)' does not end in '.cell'; reading it as a .cell file\n")
        }

        let format = arguments.choice(.diagnosticsFormat, as: DiagnosticsFormat.self) ?? .text
        let color = arguments.choice(.color, as: ColorChoice.self) ?? .auto
        var sources: [SourceFile] = []
        var unreadable = false
        var missing = false
        for path in arguments.inputs {
            // Every input is read, so each one that cannot be is reported.
            guard let bytes = read(path) else {
                missing = true
                continue
            }
            guard path.hasSuffix(".xib") else {
                sources.append(SourceFile(path: path, bytes: bytes))
                continue
            }
            // A xib is imported into .cell source first, which is then compiled as any other.
            if let (_, source) = importedSource(path, bytes, format: format, color: color) {
                sources.append(source)
            } else {
                unreadable = true
            }
        }
        if missing {
            return .ioError
        }
        if unreadable {
            return .inputErrors
        }

        var compile = compiler
        if let assetsPath = arguments.value(of: .colorAssets) {
            // The injected compiler knows nothing of assets: with a catalog the real pipeline checks the names.
            do throws(ColorAssetError) {
                let names = Set(try ColorAssets(directory: assetsPath).names)
                compile = { CompileResult.compile($0, emitting: $1, colorAssets: names) }
            } catch {
                return fail("cannot read the asset catalog: \(error)", .ioError)
            }
        }
        let results = sources.map { compile($0, writingOutput) }
        if report(zip(sources, results).map { ($0, $1.diagnostics) }, format: format, color: color) {
            return .inputErrors
        }
        guard writingOutput else { return .success }

        var outputs: [(bytes: [UInt8], path: String)] = []
        for (source, (result, paths)) in zip(sources, zip(results, outputPaths)) {
            for (kind, path) in paths {
                let bytes: [UInt8]?
                switch kind {
                case .swift: bytes = result.swiftSource.map { Array($0.utf8) }
                case .archive: bytes = result.archive
                case .embeddedArchive:
                    let emitter = EmbeddedArchiveEmitter(sourceName: Compilation.fileName(ofPath: source.path))
                    bytes = result.archive.map { Array(emitter.emit($0).utf8) }
                }
                guard let bytes else {
                    let what = kind == .swift ? "no Swift was generated" : "no archive was built"
                    return fail("internal error: \(what) for '\(source.path)', which has no errors", .internalError)
                }
                outputs.append((bytes, path))
            }
        }
        return write(
            outputs, in: directory, announcing: format == .text && !arguments.flags.contains(Option.quiet.name))
    }

    /// The bytes of the file at `path`, or nil after printing why they cannot be read: it is missing, a directory,
    /// larger than ``CLI/inputSizeLimit``.
    func read(_ path: String) -> [UInt8]? {
        do throws(FileSystemError) {
            return try fileSystem.contents(ofFile: path, limit: CLI.inputSizeLimit)
        } catch {
            standardError.write("cellc: error: cannot read '\(path)': \(error.reason)\n")
            return nil
        }
    }

    /// `DIR/<base name>.swift` and `DIR/<base name>.cellnib` (those of `kinds`) for each input, checked before
    /// anything is read: two inputs whose outputs have one name (`a.cell`'s `a.cellnib.swift` and `a.cellnib.cell`'s,
    /// or names that differ only in case, which a case-insensitive disk takes for one) would overwrite each other.
    nonisolated static func outputPaths(
        for inputs: [String], in directory: String?, kinds: [OutputKind], usage: String
    ) throws(UsageError) -> [[(kind: OutputKind, path: String)]] {
        var inputOfOutput: [String: String] = [:]
        var inputOfEnum: [String: String] = [:]
        var paths: [[(kind: OutputKind, path: String)]] = []
        for input in inputs {
            let baseName = Compilation.baseName(ofPath: input)
            guard !baseName.isEmpty else {
                throw UsageError(message: "cannot name an output after '\(input)'", usage: usage)
            }
            for kind in kinds {
                let name = baseName + kind.fileExtension
                if let other = inputOfOutput[name.lowercased()] {
                    throw UsageError(message: "'\(other)' and '\(input)' would both write '\(name)'", usage: usage)
                }
                inputOfOutput[name.lowercased()] = input
            }
            // Outputs compiled together must not declare (or, embedded archives, extend) the same enum either.
            let enumName = SwiftIdentifier.typeName(fromFileName: baseName) + "Templates"
            if kinds.contains(where: { $0 != .archive }), let other = inputOfEnum[enumName] {
                throw UsageError(
                    message: "'\(other)' and '\(input)' would both declare 'enum \(enumName)'", usage: usage)
            }
            inputOfEnum[enumName] = input
            paths.append(kinds.map { ($0, join(directory, baseName + $0.fileExtension)) })
        }
        return paths
    }

    /// Refuses an output that is one of the inputs (`cellc compile Name.swift` would write `Name.swift` over
    /// itself), however either is spelled, before anything is read or written.
    private func checkNoOutputReplacesAnInput(
        _ outputs: [String], _ inputs: [String], _ command: Command
    ) throws(UsageError) {
        // One identity per file, so the check is linear in the files, not in their pairs.
        var inputOfIdentity: [FileIdentity: String] = [:]
        for input in inputs {
            if let identity = fileSystem.identity(ofFile: input), inputOfIdentity[identity] == nil {
                inputOfIdentity[identity] = input
            }
        }
        let inputNames = Set(inputs)
        for output in outputs {
            let input =
                inputNames.contains(output)
                ? output : fileSystem.identity(ofFile: output).flatMap { inputOfIdentity[$0] }
            if let input {
                throw UsageError(
                    message: "the output '\(output)' would replace the input '\(input)'; "
                        + "give .cell files, or another directory with -o",
                    usage: command.usage)
            }
        }
    }

    /// Prints every diagnostic of every file and, when there are errors or warnings, a summary; returns whether
    /// there are errors.
    ///
    /// Text goes to standard error, blocks separated by blank lines; JSON goes to standard output as one document,
    /// even when empty, so tools can always parse it.
    func report(
        _ files: [(source: SourceFile, diagnostics: [Diagnostic])], format: DiagnosticsFormat, color: ColorChoice
    ) -> Bool {
        let diagnostics = files.flatMap(\.diagnostics)
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        let summary =
            errors + warnings == 0
            ? nil : "cellc: \(CLI.count(errors, "error")), \(CLI.count(warnings, "warning"))\n"
        switch format {
        case .json:
            standardOutput.write(JSONDiagnosticRenderer().render(files.map { (file: $0.source, $0.diagnostics) }))
            if let summary {
                standardError.write(summary)
            }
        case .text:
            let colors = color.enablesColor(isTerminal: standardErrorIsTerminal, environment: environment)
            let renderer = DiagnosticRenderer(colors: colors)
            var blocks = files.flatMap { source, diagnostics in
                diagnostics.map { renderer.render($0, in: source) }
            }
            if let summary {
                blocks.append(summary)
            }
            if !blocks.isEmpty {
                standardError.write(blocks.joined(separator: "\n"))
            }
        }
        return errors > 0
    }

    /// Creates the output directory if needed, then, holding its lock, finishes an interrupted compile into it
    /// and writes every output so that a reader sees each one old or new, never a part, and the set of them never
    /// stays mixed: each output goes to a temporary file beside it first, and only when all are written are they
    /// renamed into place, recorded in a journal (``StagingJournal``) that the next compile into the folder reads if
    /// this one is killed. A failure before the renames removes the temporary files.
    private func write(_ outputs: [(bytes: [UInt8], path: String)], in directory: String?, announcing: Bool) -> ExitCode
    {
        if let directory, !directory.isEmpty, !fileSystem.isDirectory(directory) {
            do throws(FileSystemError) {
                try fileSystem.createDirectory(directory)
            } catch {
                return fail("cannot create directory '\(directory)': \(error.reason)", .ioError)
            }
        }
        let journal = CLI.join(directory, StagingJournal.fileName)
        do throws(FileSystemError) {
            return try fileSystem.withLockedDirectory(TemporaryFile.split(journal).directory) {
                if let failure = finishInterruptedCompile(journal: journal) {
                    return failure
                }
                return stageAndRename(outputs, journal: journal, announcing: announcing)
            }
        } catch {
            return fail("cannot lock the directory '\(CLI.folder(of: journal))': \(error.reason)", .ioError)
        }
    }

    /// The writing itself, under the lock of the journal's folder.
    private func stageAndRename(_ outputs: [(bytes: [UInt8], path: String)], journal: String, announcing: Bool)
        -> ExitCode
    {
        // Renaming over a directory fails, and would fail after other outputs were replaced: check first.
        var targets: [String] = []
        for (_, path) in outputs {
            do throws(FileSystemError) {
                targets.append(try fileSystem.outputTarget(ofFile: path))
            } catch {
                return fail("cannot write '\(path)': \(error.reason)", .ioError)
            }
        }
        let temporaries = targets.map(fileSystem.temporaryPath(besideFile:))
        let discard = {
            for temporary in temporaries {
                fileSystem.removeFile(temporary)
            }
            fileSystem.removeFile(journal)
        }
        // The journal names every temporary file before the first exists, so a kill leaves none unnamed.
        if let failure = record(StagingJournal(phase: .writing, temporaries: temporaries), in: journal) {
            return failure
        }
        for (index, (bytes, path)) in outputs.enumerated() {
            do throws(FileSystemError) {
                try fileSystem.createFile(bytes, at: temporaries[index], permissionsOf: targets[index])
            } catch {
                discard()
                return fail("cannot write '\(path)': \(error.reason)", .ioError)
            }
        }
        // The temporaries' entries must be on disk before the journal says they are all there to rename: those of
        // outputs linked into other folders too.
        for folder in Set(temporaries.map { TemporaryFile.split($0).directory }).sorted() {
            do throws(FileSystemError) {
                try fileSystem.synchronizeDirectory(folder)
            } catch {
                discard()
                return fail("cannot flush '\(error.path)' to storage: \(error.reason)", .ioError)
            }
        }
        if let failure = record(StagingJournal(phase: .renaming, temporaries: temporaries), in: journal) {
            discard()
            return failure
        }
        for (index, (_, path)) in outputs.enumerated() {
            do throws(FileSystemError) {
                try fileSystem.moveFile(temporaries[index], to: targets[index])
            } catch {
                // Only a rename that fails after the checks above (a race, a failing disk) gets here. The journal
                // stays, so the next compile into the folder renames the rest.
                let replaced = outputs[..<index].map { "'\($0.path)'" }.joined(separator: ", ")
                return fail(
                    "cannot write '\(path)': \(error.reason)"
                        + (replaced.isEmpty ? "" : "; already replaced: \(replaced)")
                        + "; the next compile into '\(CLI.folder(of: journal))' replaces the rest", .ioError)
            }
        }
        if let failure = closeJournal(journal, renamedInto: targets) {
            return failure
        }
        if announcing {
            standardOutput.write(outputs.map { "wrote \($0.path)\n" }.joined())
        }
        return .success
    }

    /// Finishes the compile a leftover journal records: one killed while writing its temporary files has them
    /// removed, one killed while renaming has the rest renamed, since each was complete before the first rename.
    /// Returns the failure, if the journal cannot be read or a rename fails (the journal then stays).
    private func finishInterruptedCompile(journal path: String) -> ExitCode? {
        // A journal being replaced when the compile was killed: the journal it would have replaced still counts.
        fileSystem.removeFile(path + ".new")
        guard fileSystem.fileExists(path) else { return nil }
        let folder = CLI.folder(of: path)
        let bytes: [UInt8]
        do throws(FileSystemError) {
            bytes = try fileSystem.contents(ofFile: path, limit: CLI.inputSizeLimit)
        } catch {
            return fail("cannot read '\(path)': \(error.reason)", .ioError)
        }
        guard let journal = StagingJournal(decoding: bytes, inDirectory: TemporaryFile.split(path).directory) else {
            return fail(
                "'\(path)' is not a journal this cellc wrote; remove it to compile into '\(folder)'", .ioError)
        }
        var targets: [String] = []
        for temporary in journal.temporaries {
            switch journal.phase {
            case .writing:
                fileSystem.removeFile(temporary)
            case .renaming:
                guard fileSystem.fileExists(temporary), let target = TemporaryFile.target(of: temporary) else {
                    continue
                }
                do throws(FileSystemError) {
                    try fileSystem.moveFile(temporary, to: target)
                    targets.append(target)
                } catch {
                    return fail(
                        "cannot finish the interrupted compile into '\(folder)': cannot write '\(target)': "
                            + "\(error.reason); remove '\(path)' to discard it", .ioError)
                }
            }
        }
        if let failure = closeJournal(path, renamedInto: targets) {
            return failure
        }
        let finished =
            switch journal.phase {
            case .writing: "removed its temporary files; its outputs were not replaced"
            case .renaming where targets.isEmpty: "its outputs were all in place"
            case .renaming: "replaced the rest of its outputs: " + targets.map { "'\($0)'" }.joined(separator: ", ")
            }
        standardError.write("cellc: note: a compile into '\(folder)' was interrupted; \(finished)\n")
        return nil
    }

    /// Replaces the journal at `path` with `journal`, so that it reads as the old journal or the new one, and
    /// flushes both it and its folder before anything it names happens.
    private func record(_ journal: StagingJournal, in path: String) -> ExitCode? {
        let fresh = path + ".new"
        let directory = TemporaryFile.split(path).directory
        do throws(FileSystemError) {
            fileSystem.removeFile(fresh)
            let bytes = journal.encoded(inDirectory: directory, absolute: fileSystem.absolutePath)
            try fileSystem.createFile(bytes, at: fresh, permissionsOf: fresh)
            try fileSystem.moveFile(fresh, to: path)
            try fileSystem.synchronizeDirectory(directory)
            return nil
        } catch {
            fileSystem.removeFile(fresh)
            return fail("cannot write '\(path)': \(error.reason)", .ioError)
        }
    }

    /// Flushes the folders of `targets`, so the renames stay after a crash, then removes the journal at `path`.
    private func closeJournal(_ path: String, renamedInto targets: [String]) -> ExitCode? {
        var folders: [String] = []
        var seen: Set<String> = []
        for target in targets {
            let folder = TemporaryFile.split(target).directory
            if seen.insert(folder).inserted {
                folders.append(folder)
            }
        }
        do throws(FileSystemError) {
            for folder in folders {
                try fileSystem.synchronizeDirectory(folder)
            }
            fileSystem.removeFile(path)
            try fileSystem.synchronizeDirectory(TemporaryFile.split(path).directory)
            return nil
        } catch {
            return fail("cannot flush '\(error.path)' to storage: \(error.reason)", .ioError)
        }
    }

    /// The folder a file at `path` is in, as a message names it: `out`, or `.` for the current directory.
    nonisolated private static func folder(of path: String) -> String {
        let directory = TemporaryFile.split(path).directory
        return directory.isEmpty ? "." : directory == "/" ? "/" : String(directory.dropLast())
    }

    /// `1 error`, `2 errors`.
    nonisolated static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)" + (number == 1 ? "" : "s")
    }

    /// `directory/name`, or `name` alone when no directory was given.
    nonisolated private static func join(_ directory: String?, _ name: String) -> String {
        guard let directory, !directory.isEmpty else { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
