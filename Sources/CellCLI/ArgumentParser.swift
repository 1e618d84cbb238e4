import CellDiagnostics
import CellSupport

/// Parses the arguments that follow a command's name against the command's options.
///
/// Options come as `--name value`, `--name=value` or `-n value` (not `-n=value`), anywhere among the inputs; `--`
/// makes everything after it an input, and a lone `-` is an input. An option's value may not start with `-`, so
/// `--output --color` reports the missing value instead of writing into a directory called `--color`; such a value
/// can still be given as `--output=-dir`. Each option may be given once.
enum ArgumentParser {
    /// The parsed arguments, or the first mistake; `-h` or `--help` anywhere before `--` wins over any mistake.
    static func parse(_ arguments: [String], for command: Command) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        let optionArguments = arguments.prefix { $0 != "--" }
        if optionArguments.contains(where: { Option.helpFlag.names.contains($0) }) {
            parsed.helpRequested = true
            return parsed
        }

        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.inputs.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }

            let (name, inlineValue) = split(argument)
            guard let option = command.allOptions.first(where: { $0.names.contains(name) }) else {
                throw unknownOption(argument, name: name, of: command)
            }
            switch option.value {
            case .none:
                guard inlineValue == nil else {
                    throw UsageError(message: "option '\(name)' does not take a value", usage: command.usage)
                }
                parsed.flags.insert(option.name)
            case .text, .choice, .list:
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, !looksLikeOption(arguments[index]) {
                    value = arguments[index]
                    index += 1
                } else {
                    value = ""
                }
                guard !value.isEmpty else {
                    let example = name + " " + (option.placeholder ?? "")
                    throw UsageError(
                        message: "option '\(name)' needs a value, as in '\(example)'", usage: command.usage)
                }
                guard parsed.values[option.name] == nil else {
                    throw UsageError(message: "option '\(option.name)' is given more than once", usage: command.usage)
                }
                if case .choice(let words) = option.value, !words.contains(value) {
                    throw invalidChoice(value, for: name, among: words, usage: command.usage)
                }
                if case .list(let words) = option.value,
                    let wrong = value.split(separator: ",", omittingEmptySubsequences: false).first(where: {
                        !words.contains(String($0))
                    })
                {
                    throw invalidChoice(String(wrong), for: name, among: words, usage: command.usage)
                }
                parsed.values[option.name] = value
            }
        }

        if let inputs = command.inputs {
            if parsed.inputs.count < inputs.minimumCount {
                throw UsageError(
                    message: "missing input file: 'cellc \(command.name)' needs \(inputs.countWords) \(inputs.name)",
                    usage: command.usage
                )
            }
            if let maximum = inputs.maximumCount, parsed.inputs.count > maximum {
                throw UsageError(
                    message: "unexpected argument '\(parsed.inputs[maximum])': 'cellc \(command.name)' takes "
                        + "\(inputs.countWords) \(inputs.name)",
                    usage: command.usage
                )
            }
        } else if let first = parsed.inputs.first {
            throw UsageError(message: "unexpected argument '\(first)'", usage: command.usage)
        }
        return parsed
    }

    /// `--name=value` split at the first `=`; short options and arguments without `=` have no inline value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Whether `argument` is an option rather than a value: it starts with a dash, and is not `-` (standard input)
    /// or a negative number (`--width -1` is a wrong width, not a missing one).
    private static func looksLikeOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument != "-" else {
            return false
        }
        let next = argument.utf8.dropFirst().first ?? 0
        return !((UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) || next == UInt8(ascii: "."))
    }

    /// The error for an option the command does not have, with the closest names it does have.
    private static func unknownOption(_ argument: String, name: String, of command: Command) -> UsageError {
        // `-o=DIR` is a known short option written the way only long options may be.
        if !argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            let short = String(argument[..<equals])
            if let option = command.allOptions.first(where: { $0.shortName == short }) {
                return UsageError(
                    message: "option '\(short)' takes its value as the next argument: '\(short) "
                        + "\(argument[argument.index(after: equals)...])' or '\(option.name)="
                        + "\(argument[argument.index(after: equals)...])'",
                    usage: command.usage
                )
            }
        }
        let names = command.allOptions.flatMap(\.names)
        let suggestion = Suggestions.clause(Suggestions.closest(to: name, among: names))
        return UsageError(message: "unknown option '\(name)'" + suggestion, usage: command.usage)
    }

    private static func invalidChoice(_ value: String, for name: String, among words: [String], usage: String)
        -> UsageError
    {
        let expected = words.map { "'\($0)'" }
        let list = expected.dropLast().joined(separator: ", ") + " or " + (expected.last ?? "")
        let hint = Suggestions.didYouMean(value, among: words) ?? "expected \(list)"
        return UsageError(message: "invalid value '\(value)' for '\(name)'; \(hint)", usage: usage)
    }
}
