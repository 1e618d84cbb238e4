import CellInterfaceBuilder

extension CLI {
    /// Every command, in the order help lists them. A new command is one more entry here.
    nonisolated static let commands: [Command] = [
        Command(
            name: "compile",
            summary: "Check .cell files and write a Swift file and an archive for each.",
            inputs: .cellFiles,
            options: [.output, .emit, .quiet, .colorAssets, .diagnosticsFormat, .color],
            discussion: [
                "Each FILE.cell gives <DIR>/FILE.swift, the classes of its templates, and <DIR>/FILE.cellnib, the "
                    + "archive Nib loads them from; --emit chooses one or both, or adds FILE.cellnib.swift, the "
                    + "archive as Swift bytes for an app to carry in its binary (the SwiftPM plugin compiles "
                    + "FILE.swift and it into the target). If any input has an error, all "
                    + "diagnostics are printed and nothing is written. Every output is first written to a hidden "
                    + "temporary file beside it (.FILE.swift.cellc-XXXX.tmp); only when all are written are they "
                    + "renamed into place, one by one, so a reader never sees half a file, and a failure or a kill "
                    + "before the first rename leaves every output as it was. Between the first rename and the last, "
                    + "a reader may see some outputs new and the others old.",
                "The renames are recorded first in a journal, <DIR>/.cellc-journal, removed when they are done. "
                    + "When cellc is killed (or a rename fails), the next 'cellc compile' that writes into the same "
                    + "<DIR> first finishes the renames of a compile stopped while renaming, or removes the "
                    + "temporary files of one stopped before, and says so; until then the outputs stay as the kill "
                    + "left them, each one old or new. Compiles writing into one <DIR> at the same time take turns.",
                "An output may not replace an input: 'cellc compile Name.swift' is refused before anything is read. "
                    + "An input whose name does not end in '.cell' is read as one, with a warning.",
            ],
            exitCodes: [
                Command.Exit(.success),
                Command.Exit(.inputErrors, "an input has errors; nothing was written"),
                Command.Exit(.usage, "the command line is wrong, or an output would replace an input"),
                Command.Exit(.internalError),
                Command.Exit(
                    .ioError,
                    "an input could not be read or an output could not be written (larger than 64 MiB, a "
                        + "directory, no permission, no space); the outputs were left as they were, or, when a "
                        + "rename failed, the next compile into <DIR> replaces the rest"),
            ],
            action: { cli, command, arguments in cli.compile(arguments, of: command, writingOutput: true) }
        ),
        Command(
            name: "check",
            summary: "Check .cell files and report their diagnostics, writing nothing.",
            inputs: .cellFiles,
            options: [.diagnosticsFormat, .color],
            discussion: [],
            exitCodes: [
                Command.Exit(.success, "success: no input has errors"),
                Command.Exit(.inputErrors, "an input has errors"),
                Command.Exit(.usage),
                Command.Exit(.ioError, "an input could not be read (missing, a directory, larger than 64 MiB)"),
            ],
            action: { cli, command, arguments in cli.compile(arguments, of: command, writingOutput: false) }
        ),
        Command(
            name: "dump",
            summary: "Print a compiled archive (.cellnib) as text: its classes, objects, properties and layout.",
            inputs: Command.Inputs(
                name: "FILE.cellnib",
                help: "The archive to read, as 'cellc compile' writes it.",
                minimumCount: 1,
                maximumCount: 1
            ),
            options: [],
            discussion: [
                "The archive is read and checked as Nib reads it; an archive that is damaged, of another format "
                    + "version or not an archive at all is reported as 'FILE: error: why' and exits 1. Standard "
                    + "input ('-') is not read: give the archive's path."
            ],
            exitCodes: [
                Command.Exit(.success, "the archive was printed"),
                Command.Exit(
                    .inputErrors,
                    "the file is not a valid archive: damaged, of another format version, or "
                        + "not an archive at all"),
                Command.Exit(.usage, "the command line is wrong: not exactly one FILE.cellnib, or '-'"),
                Command.Exit(
                    .ioError, "the file could not be read: missing, unreadable, a directory, or larger than 64 MiB"),
            ],
            action: { cli, command, arguments in cli.dump(arguments, of: command) }
        ),
        Command(
            name: "render",
            summary: "Draw a template of a .cell file as SVG, laid out at a width with sample data.",
            inputs: Command.Inputs(
                name: "FILE.cell",
                help: "The file whose template to draw.",
                minimumCount: 1,
                maximumCount: 1
            ),
            options: [.svgOutput, .template, .width, .data, .assets, .embedFonts, .diagnosticsFormat, .color],
            discussion: [
                "The file is compiled as by 'cellc compile' (its errors are reported and nothing is drawn), and the "
                    + "template is made from the archive as CellKit's Nib makes an unregistered class, laid out at "
                    + "the width (a cell at its row height there, which for a cell whose height reads its "
                    + "content is the height the content takes with the data; a view at its height) and drawn: "
                    + "views as boxes "
                    + "with their background colours, labels as text in their font and colour, images as labelled "
                    + "placeholders, or the image itself when --assets has a file of its name (.svg, .png, .jpg).",
                "The data file is a JSON object whose keys are outlet names. A string value is the outlet's "
                    + "content: a label's text, a button's title, an image view's image name. An object value sets "
                    + "the outlet's properties by their .cell names: strings for text and image names, '#RRGGBB' "
                    + "for colours, '.name' for enumerations, numbers and booleans as such, for example "
                    + "{\"titleLabel\": \"LIMA\", \"thumbnailButton\": {\"backgroundImage\": \"min_galeria_000\", "
                    + "\"tag\": 2}}.",
            ],
            exitCodes: [
                Command.Exit(.success, "the picture was written"),
                Command.Exit(.inputErrors, "the file has errors, or the data does not fit the template"),
                Command.Exit(.usage, "the command line is wrong: no -o, an unknown template, a width out of range"),
                Command.Exit(.ioError, "a file could not be read or the picture could not be written"),
            ],
            action: { cli, command, arguments in cli.render(arguments, of: command) }
        ),
        Command(
            name: "lint",
            summary: "Check Interface Builder files (.xib) for the problems their cells meet at run time.",
            inputs: Command.Inputs(
                name: "FILE.xib",
                help: "The files to check, in the document format or Interface Builder 3's archive format.",
                minimumCount: 1,
                maximumCount: nil
            ),
            options: [.disable, .xibAssets, .diagnosticsFormat, .color],
            discussion: [
                "The rules, each reported under its own identifier: "
                    + XIBLintRule.allCases.map { "\($0.rawValue) (\($0.severity))" }.joined(separator: ", ")
                    + ". A file that is not XML, or is XML with a DOCTYPE, an entity or another root than a xib's, "
                    + "is one invalid-xml error. Every finding is printed, file by file, at its line and column."
            ],
            exitCodes: [
                Command.Exit(.success, "success: no file has an error (warnings may have been printed)"),
                Command.Exit(.inputErrors, "a file has an error: unreadable XML, a dangling connection, a repeated id"),
                Command.Exit(.usage),
                Command.Exit(
                    .ioError, "a file or the asset catalog could not be read (missing, larger than 64 MiB)"),
            ],
            action: { cli, command, arguments in cli.lint(arguments, of: command) }
        ),
        Command(
            name: "import",
            summary: "Read an Interface Builder file (.xib) into .cell source.",
            inputs: Command.Inputs(
                name: "FILE.xib",
                help: "The file to import, in the document format or Interface Builder 3's archive format.",
                minimumCount: 1,
                maximumCount: 1
            ),
            options: [.cellOutput, .quiet, .diagnosticsFormat, .color],
            discussion: [
                "Each top-level cell, collection-view cell, reusable view and view becomes a template, with its "
                    + "reuse identifier, size, outlets (connected to the cell, the File's Owner or both), outlet "
                    + "collections, actions, properties, runtime attributes and subviews. Frames come from the "
                    + "autoresizing masks and from the constraints: per axis, two required equalities (or one and "
                    + "the view's content size) become frame expressions; where the constraints do not determine "
                    + "a frame, or cannot be expressed (inequalities, lower priorities, baselines), a warning at "
                    + "the constraint's line says what the import chose. What cannot be carried over is a comment "
                    + "in the source. The output is the same for the same file, and is checked as 'cellc check' "
                    + "checks a file before it is written.",
                "'cellc compile FILE.xib' imports and compiles in one step.",
            ],
            exitCodes: [
                Command.Exit(.success, "the source was written (warnings may have been printed)"),
                Command.Exit(.inputErrors, "the file is not a readable xib, or its import does not compile"),
                Command.Exit(.usage),
                Command.Exit(.ioError, "the file could not be read, or the output could not be written"),
            ],
            action: { cli, command, arguments in cli.importXIB(arguments, of: command) }
        ),
        Command(
            name: "help",
            summary: "Show the help of cellc or of a command.",
            inputs: Command.Inputs(
                name: "COMMAND",
                help: "The command to explain; without it, cellc itself.",
                minimumCount: 0,
                maximumCount: 1
            ),
            options: [],
            discussion: [],
            exitCodes: [Command.Exit(.success), Command.Exit(.usage)],
            action: { cli, _, arguments in cli.showHelp(about: arguments.inputs.first) }
        ),
    ]

    /// `cellc help [COMMAND]`.
    func showHelp(about name: String?) -> ExitCode {
        guard let name else {
            standardOutput.write(CLI.help)
            return .success
        }
        guard let command = CLI.commands.first(where: { $0.name == name }) else {
            return fail(CLI.unknownCommand(name))
        }
        standardOutput.write(CLI.help(for: command))
        return .success
    }
}

extension Command.Inputs {
    /// One or more `.cell` files.
    static let cellFiles = Command.Inputs(
        name: "FILE.cell",
        help: "The templates to read; give one or more. A FILE.xib is imported first, as 'cellc import' does.",
        minimumCount: 1,
        maximumCount: nil
    )
}

extension Option {
    /// `-h, --help`, which every command has.
    static let helpFlag = Option("--help", short: "-h", help: "Show this help.")

    /// `--version`, before any command.
    static let version = Option("--version", help: "Print the version of cellc.")

    /// The options accepted in place of a command.
    static let globalOptions: [Option] = [.helpFlag, .version]

    /// `-o, --output DIR`.
    static let output = Option(
        "--output",
        short: "-o",
        value: .text(placeholder: "DIR"),
        help: "Write the outputs into DIR, creating it if missing. Default: the current directory."
    )

    /// `--emit swift,archive`.
    static let emit = Option(
        "--emit",
        value: .list(OutputKind.allCases.map(\.rawValue)),
        default: OutputKind.defaults.map(\.rawValue).joined(separator: ","),
        help: "What to write for each input, separated by commas: 'swift' for FILE.swift, 'archive' for FILE.cellnib, "
            + "'embedded-archive' for FILE.cellnib.swift, the archive as a byte array that FILE.swift's enum loads."
    )

    /// `-q, --quiet`: no `wrote FILE` lines, for build tools that show a command's output (the SwiftPM plugin).
    static let quiet = Option("--quiet", short: "-q", help: "Do not print the path of each file written.")

    /// `-o, --output OUT.svg`, the picture `render` writes.
    static let svgOutput = Option(
        "--output", short: "-o", value: .text(placeholder: "OUT.svg"), required: true, help: "The SVG file to write.")

    /// `--template NAME`.
    static let template = Option(
        "--template", value: .text(placeholder: "NAME"),
        help: "The class of the template to draw. Default: the file's first template.")

    /// `--width W`.
    static let width = Option(
        "--width", value: .text(placeholder: "W"),
        help: "The width to lay the template out at, in points (1 to 4096). Default: the template's width.")

    /// `--data FILE.json`.
    static let data = Option(
        "--data", value: .text(placeholder: "FILE.json"), help: "Sample content for the outlets (see below).")

    /// `--assets DIR`.
    static let assets = Option(
        "--assets", value: .text(placeholder: "DIR"),
        help:
            "A folder of images, NAME.svg, NAME.png or NAME.jpg, drawn in place of placeholders, and of colour sets, "
            + "NAME.colorset, which .asset(\"NAME\") colours draw.")

    /// `--embed-fonts`: the picture carries its font files, so that it shows the same where they are not installed.
    static let embedFonts = Option(
        "--embed-fonts",
        help:
            "Put the font files the text is drawn with into the picture (as data URLs, up to 4 MB a file) instead of "
            + "referring to the installed ones.")

    /// `--assets DIR` of `compile` and `check`: an asset catalog whose colour sets `.asset("Name")` must name.
    static let colorAssets = Option(
        "--assets", value: .text(placeholder: "DIR"),
        help: "An asset catalog (Assets.xcassets): each .asset(\"Name\") colour must be one of its Name.colorset.")

    /// `--diagnostics-format text|json`.
    static let diagnosticsFormat = Option(
        "--diagnostics-format",
        value: .choice(DiagnosticsFormat.allCases.map(\.rawValue)),
        default: DiagnosticsFormat.text.rawValue,
        help: "Print diagnostics as text on standard error, or as one JSON document on standard output."
    )

    /// `--disable RULE,...` of `lint`.
    static let disable = Option(
        "--disable",
        value: .text(placeholder: "RULE,..."),
        help: "Rules not to check, by their identifiers (listed above), separated by commas."
    )

    /// `--assets DIR` of `lint`: the asset catalog a xib's images and named colours must be in.
    static let xibAssets = Option(
        "--assets", value: .text(placeholder: "DIR"),
        help: "An asset catalog (Assets.xcassets): each image and named colour of a file must be a set in it.")

    /// `--color auto|always|never`.
    static let color = Option(
        "--color",
        value: .choice(ColorChoice.allCases.map(\.rawValue)),
        default: ColorChoice.auto.rawValue,
        help: "Colour text diagnostics: auto colours when standard error is a terminal and NO_COLOR is not set."
    )
}
