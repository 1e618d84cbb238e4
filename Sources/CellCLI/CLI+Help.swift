extension CLI {
    /// The width help paragraphs are wrapped to.
    nonisolated private static let helpWidth = 100

    /// The short usage printed under a usage error that concerns no particular command.
    nonisolated static var usage: String {
        "usage: cellc <command> [options]\n"
            + "commands: \(commands.map(\.name).joined(separator: ", ")); run 'cellc --help' for more"
    }

    /// `cellc --help`.
    nonisolated static var help: String {
        var lines = [
            "cellc \(version): compile .cell view templates into Swift and archives for CellKit.",
            "",
            "usage: cellc <command> [options]",
            "       cellc --help | --version",
            "",
            "commands:",
        ]
        lines += table(commands.map { ($0.name, $0.summary) })
        lines += ["", "options:"]
        lines += table(Option.globalOptions.map(row))
        lines += ["", "exit codes:"]
        lines += table(ExitCode.allCases.map { row(Command.Exit($0)) })
        lines += ["", "Run 'cellc help <command>' for the arguments and options of a command."]
        return lines.map { $0 + "\n" }.joined()
    }

    /// `cellc help compile`, `cellc compile --help`.
    nonisolated static func help(for command: Command) -> String {
        var lines = [command.usage, ""]
        lines += wrap(command.summary, indent: 0)
        for paragraph in command.discussion {
            lines += [""] + wrap(paragraph, indent: 0)
        }
        if let inputs = command.inputs {
            lines += ["", "arguments:"]
            lines += table([(inputs.placeholder, inputs.help)])
        }
        lines += ["", "options:"]
        lines += table(command.allOptions.map(row))
        lines += ["", "exit codes:"]
        lines += table(command.exitCodes.map(row))
        return lines.map { $0 + "\n" }.joined()
    }

    nonisolated private static func row(_ option: Option) -> (String, String) {
        let label = option.shortName.map { $0 + ", " + option.synopsis } ?? option.synopsis
        let suffix = option.defaultValue.map { " Default: \($0)." } ?? ""
        return (label, option.help + suffix)
    }

    nonisolated private static func row(_ exit: Command.Exit) -> (String, String) {
        (String(exit.code.rawValue), exit.meaning)
    }

    /// Two columns: labels indented by two, descriptions aligned and wrapped.
    nonisolated private static func table(_ rows: [(label: String, text: String)]) -> [String] {
        let labelWidth = (rows.map(\.label.count).max() ?? 0) + 3
        return rows.flatMap { row in
            let label = "  " + row.label
            var wrapped = wrap(row.text, indent: labelWidth + 2)
            if let first = wrapped.first {
                wrapped[0] =
                    label + String(repeating: " ", count: labelWidth + 2 - label.count) + first.drop { $0 == " " }
            }
            return wrapped
        }
    }

    /// `text` wrapped at word boundaries to ``helpWidth``, each line indented by `indent` spaces.
    nonisolated private static func wrap(_ text: String, indent: Int) -> [String] {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, indent + line.count + 1 + word.count > helpWidth {
                lines.append(margin + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(margin + line)
        return lines
    }
}
