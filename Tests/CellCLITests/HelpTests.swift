import Testing

@testable import CellCLI

@MainActor @Suite("Help and version")
struct HelpTests {
    private let harness = CLIHarness()

    @Test("--version prints the version on standard output")
    func version() {
        let outcome = harness.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "cellc 0.1.0\n")
        #expect(outcome.error.isEmpty)
    }

    @Test("cellc --help, -h and help print the same overview", arguments: [["--help"], ["-h"], ["help"]])
    func overview(arguments: [String]) {
        let outcome = harness.run(arguments)
        #expect(outcome.status == 0)
        #expect(outcome.error.isEmpty)
        #expect(
            outcome.output == """
                cellc 0.1.0: compile .cell view templates into Swift and archives for CellKit.

                usage: cellc <command> [options]
                       cellc --help | --version

                commands:
                  compile   Check .cell files and write a Swift file and an archive for each.
                  check     Check .cell files and report their diagnostics, writing nothing.
                  dump      Print a compiled archive (.cellnib) as text: its classes, objects, properties and
                            layout.
                  render    Draw a template of a .cell file as SVG, laid out at a width with sample data.
                  lint      Check Interface Builder files (.xib) for the problems their cells meet at run time.
                  import    Read an Interface Builder file (.xib) into .cell source.
                  help      Show the help of cellc or of a command.

                options:
                  -h, --help   Show this help.
                  --version    Print the version of cellc.

                exit codes:
                  0    success
                  1    an input has errors (an archive, for dump: it is not valid); nothing was written
                  64   the command line is wrong
                  70   internal error, a bug in cellc
                  74   an input could not be read or an output could not be written

                Run 'cellc help <command>' for the arguments and options of a command.

                """
        )
    }

    @Test("a command's help: usage, arguments, options with defaults, exit codes")
    func checkHelp() {
        let outcome = harness.run(["check", "--help"])
        #expect(outcome.status == 0)
        #expect(
            outcome.output == """
                usage: cellc check FILE.cell... [--diagnostics-format text|json] [--color auto|always|never]

                Check .cell files and report their diagnostics, writing nothing.

                arguments:
                  FILE.cell...   The templates to read; give one or more. A FILE.xib is imported first, as 'cellc
                                 import' does.

                options:
                  --diagnostics-format text|json   Print diagnostics as text on standard error, or as one JSON
                                                   document on standard output. Default: text.
                  --color auto|always|never        Colour text diagnostics: auto colours when standard error is a
                                                   terminal and NO_COLOR is not set. Default: auto.
                  -h, --help                       Show this help.

                exit codes:
                  0    success: no input has errors
                  1    an input has errors
                  64   the command line is wrong
                  74   an input could not be read (missing, a directory, larger than 64 MiB)

                """
        )
    }

    @Test("dump's help: exactly one archive, no standard input, and what each exit status means for dump")
    func dumpHelp() {
        let outcome = harness.run(["dump", "--help"])
        #expect(outcome.status == 0)
        #expect(
            outcome.output == """
                usage: cellc dump FILE.cellnib

                Print a compiled archive (.cellnib) as text: its classes, objects, properties and layout.

                The archive is read and checked as Nib reads it; an archive that is damaged, of another format
                version or not an archive at all is reported as 'FILE: error: why' and exits 1. Standard input ('-')
                is not read: give the archive's path.

                arguments:
                  FILE.cellnib   The archive to read, as 'cellc compile' writes it.

                options:
                  -h, --help   Show this help.

                exit codes:
                  0    the archive was printed
                  1    the file is not a valid archive: damaged, of another format version, or not an archive at all
                  64   the command line is wrong: not exactly one FILE.cellnib, or '-'
                  74   the file could not be read: missing, unreadable, a directory, or larger than 64 MiB

                """
        )
    }

    @Test("every command explains every option and exit code it has, whichever way help is asked for")
    func everyCommand() {
        for command in CLI.commands {
            let help = harness.run([command.name, "--help"])
            #expect(help.status == 0)
            #expect(help.output.hasPrefix(command.usage + "\n\n"))
            for option in command.allOptions {
                #expect(help.output.contains("  " + (option.shortName.map { $0 + ", " } ?? "") + option.synopsis))
            }
            for exit in command.exitCodes {
                #expect(help.output.contains("\n  \(exit.code.rawValue) "))
                #expect(help.output.contains(exit.meaning.prefix(20)))
            }
            #expect(harness.run(["help", command.name]).output == help.output)
            #expect(harness.run([command.name, "-h"]).output == help.output)
            #expect(CLI.help.contains("  \(command.name) "))
        }
        #expect(harness.run(["compile", "--help"]).output.contains("  -o, --output DIR "))
    }

    @Test("compile's help explains --emit and both outputs; dump's help its one argument")
    func compileAndDumpHelp() {
        let compile = harness.run(["compile", "--help"]).output
        #expect(
            compile.hasPrefix("usage: cellc compile FILE.cell... [-o DIR] [--emit swift,archive,embedded-archive] "))
        #expect(compile.contains("  --emit swift,archive,embedded-archive "))
        #expect(compile.contains("'archive' for FILE.cellnib,"))
        #expect(compile.contains(" swift,archive.\n"))
        #expect(compile.contains("  -q, --quiet "))
        #expect(compile.contains("<DIR>/FILE.cellnib"))
        // What a reader of the outputs may see while a compile writes them, and after it is killed.
        let words = compile.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            words.contains(
                "Between the first rename and the last, a reader may see some outputs new and the others old."))
        #expect(words.contains("the next 'cellc compile' that writes into the same <DIR> first finishes the renames"))
        let dump = harness.run(["help", "dump"]).output
        #expect(dump.hasPrefix("usage: cellc dump FILE.cellnib\n"))
        #expect(dump.contains("  FILE.cellnib   The archive to read, as 'cellc compile' writes it.\n"))
    }

    @Test("help lines fit in 100 columns")
    func width() {
        let texts = [CLI.help] + CLI.commands.map { CLI.help(for: $0) }
        for text in texts {
            for line in text.split(separator: "\n") where !line.hasPrefix("usage:") {
                #expect(line.count <= 100, "\(line)")
            }
        }
    }
}
