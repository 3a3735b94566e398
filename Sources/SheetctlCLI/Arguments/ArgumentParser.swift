import SheetText
import ThemeKit

/// Splits one command's words into options, flags and positionals by its ``CommandSpec``, and
/// checks them against the declaration before the command runs.
///
/// Accepts `--name value`, `--name=value`, short aliases, and `--` to end options (so an item may
/// start with a dash). A lone `-` is a positional (standard input).
enum ArgumentParser {
    /// Parses and checks the words after the command's path.
    /// - Throws: ``UsageError`` for an unknown option (with a did-you-mean), a missing value, a flag
    ///   given a value, a missing or stray positional word, a missing required option, or a value
    ///   its option's ``ValueKind`` refuses (a choice with a did-you-mean, a number out of range).
    static func parse(_ words: [String], spec: CommandSpec, path: [String]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments(path: path)
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            // A short option that looks like a number (`-0`) is the option.
            let isShort = spec.options.contains { $0.short == word }
            if optionsEnded || word == "-" || !word.hasPrefix("-") || (isNegativeNumber(word) && !isShort) {
                result.positionals.append(word)
                result.positionalIndices.append(index - 1)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name = word
            var inline: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inline = String(word[word.index(after: equals)...])
            }
            guard let option = spec.options.first(where: { $0.name == name || $0.short == name }) else {
                let names = spec.options.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) } + ["--help"]
                throw UsageError("unknown option '\(name)'", suggestion: Suggestion.closest(to: name, in: names))
            }
            guard option.value != nil else {
                if inline != nil { throw UsageError("\(option.name) takes no value") }
                result.flags.insert(option.name)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < words.count else {
                    throw UsageError("missing value for '\(option.name) <\(option.placeholder)>'")
                }
                value = words[index]
                index += 1
            }
            result.values[option.name, default: []].append(value)
        }
        if !spec.isGroup { try checkCount(result.positionals, spec.arguments) }
        for option in spec.options where option.isRequired && result.values[option.name] == nil {
            throw UsageError("missing option '\(option.usageName)'")
        }
        for option in spec.options {
            guard let kind = option.value else { continue }
            for text in result.all(option.name) { try check(text, of: option.name, kind: kind) }
        }
        return result
    }

    /// Checks one value against its option's kind, with the messages of ``ParsedArguments``'
    /// typed accessors (each value alone, so every value of a repeated option is checked).
    private static func check(_ text: String, of name: String, kind: ValueKind) throws(UsageError) {
        let single = ParsedArguments(path: [], values: [name: [text]])
        switch kind {
        case .choices(let words): _ = try single.choice(name, words)
        case .integer(let range): _ = try single.integer(name, in: range)
        case .seconds: _ = try single.seconds(name)
        case .text, .index, .file, .directory, .theme, .presenter, .command: break
        }
    }

    /// Checks positional words against the arguments a command declares: their number, and for
    /// an argument with fixed choices, that each of its words is one of them.
    /// - Returns: The words each argument received, in order.
    /// - Throws: ``UsageError`` naming the first argument missing, the first word too many, or a
    ///   word that is not one of its argument's choices (with a did-you-mean).
    @discardableResult
    static func checkCount(_ words: [String], _ arguments: [ArgumentSpec]) throws(UsageError) -> [[String]] {
        // Words go to required arguments first, left to right: the first one left without is missing.
        var required = 0
        for argument in arguments {
            required += argument.minimum
            if required > words.count { throw UsageError("missing argument '\(argument.word)'") }
        }
        // What is left over goes to the optional places, left to right.
        var spare = words.count - required
        var counts: [Int] = []
        for argument in arguments {
            let room = argument.maximum.map { $0 - argument.minimum } ?? spare
            let extra = min(spare, room)
            counts.append(argument.minimum + extra)
            spare -= extra
        }
        if spare > 0 { throw UsageError("unexpected argument '\(words[words.count - spare])'") }
        var assigned: [[String]] = []
        var start = 0
        for (argument, count) in zip(arguments, counts) {
            let given = Array(words[start..<(start + count)])
            start += count
            if case .choices(let choices) = argument.kind {
                for word in given where !choices.contains(word) {
                    throw UsageError(
                        "unknown \(argument.name) '\(word)': one of \(choices.joined(separator: ", "))",
                        suggestion: Suggestion.closest(to: word, in: choices))
                }
            }
            assigned.append(given)
        }
        return assigned
    }

    /// `-1` or `-0.5`: a value, not an option (indices and offsets may be negative).
    private static func isNegativeNumber(_ word: String) -> Bool {
        word.count > 1 && Double(word.dropFirst()) != nil && word.dropFirst().first?.isNumber == true
    }
}
