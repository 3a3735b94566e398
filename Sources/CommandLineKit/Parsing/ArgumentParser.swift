import SheetText

package enum ArgumentParser {
    /// - Throws: ``UsageError`` for any word the declaration refuses, with a did-you-mean where one is likely.
    package static func parse<Context, Failure>(
        _ words: [String], spec: CommandDeclaration<Context, Failure>, path: [String]
    ) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments(path: path)
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            // A short option that looks like a number (`-0`) is the option; `-1` is a value.
            let isShort = spec.options.contains { $0.short == word }
            let isNegativeNumber =
                word.count > 1 && Double(word.dropFirst()) != nil && word.dropFirst().first?.isNumber == true
            if optionsEnded || word == "-" || !word.hasPrefix("-") || (isNegativeNumber && !isShort) {
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
            guard let option = spec.options.first(where: { $0.names.contains(name) }) else {
                let names = spec.options.flatMap(\.names) + ["--help"]
                throw UsageError("unknown option '\(name)'", suggestion: Suggestion.closest(to: name, in: names))
            }
            guard option.value != nil else {
                if inline != nil { throw UsageError("\(option.name) takes no value") }
                result.flags.insert(option.name)
                continue
            }
            guard let value = inline ?? (index < words.count ? words[index] : nil) else {
                throw UsageError("missing value for '\(option.name) <\(option.placeholder)>'")
            }
            if inline == nil { index += 1 }
            result.values[option.name, default: []].append(value)
        }
        if !spec.isGroup { try checkCount(result.positionals, spec.arguments) }
        for option in spec.options where option.isRequired && result.values[option.name] == nil {
            throw UsageError("missing option '\(option.usageName)'")
        }
        for option in spec.options {
            // Each value alone, so every value of a repeated option is checked.
            for value in result.all(option.name) { try check(value, of: option) }
        }
        return result
    }

    /// Seconds are checked on the number as written, so `1e16` never reaches a `Double`.
    package static func check(_ text: String, of option: OptionSpec) throws(UsageError) {
        let name = option.name
        switch option.value {
        case .choices(let choices)? where !choices.contains(text):
            throw UsageError(
                "\(name) takes one of \(choices.joined(separator: ", ")), not '\(text)'",
                suggestion: Suggestion.closest(to: text, in: choices))
        case .integer(let range)?: _ = try integer(text, for: name, in: range)
        case .seconds?:
            let maximum = 86_400
            guard let number = DecimalNumber(text, syntax: .decimal), number > .zero, number <= DecimalNumber(maximum)
            else {
                throw UsageError(
                    "\(name) takes a number of seconds greater than 0 and at most \(maximum), not '\(text)'")
            }
        default: break
        }
    }

    /// By ``DecimalNumber``'s strict whole-number syntax: `+5`, `05`, `0x10` and `1e3` are refused.
    package static func integer(_ text: String, for name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int
    {
        guard let number = DecimalNumber(text, syntax: .wholeNumber)?.integer(in: range) else {
            let what =
                switch (range.lowerBound, range.upperBound) {
                case (Int.min, Int.max): "a whole number"
                case (let low, Int.max): "a whole number ≥ \(low)"
                case (Int.min, let high): "a whole number ≤ \(high)"
                case (let low, let high): "a whole number from \(low) to \(high)"
                }
            throw UsageError("\(name) takes \(what), not '\(text)'")
        }
        return number
    }

    /// - Returns: The words each argument received, in order.
    @discardableResult
    package static func checkCount(_ words: [String], _ arguments: [ArgumentSpec]) throws(UsageError) -> [[String]] {
        // Words go to required arguments first, left to right: the first one left without is missing.
        var required = 0
        for argument in arguments {
            required += argument.minimum
            if required > words.count { throw UsageError("missing argument '\(argument.word)'") }
        }
        var spare = words.count - required
        var assigned: [[String]] = []
        var start = 0
        for argument in arguments {
            let extra = min(spare, argument.maximum.map { $0 - argument.minimum } ?? spare)
            spare -= extra
            assigned.append(Array(words[start..<(start + argument.minimum + extra)]))
            start += argument.minimum + extra
        }
        if spare > 0 { throw UsageError("unexpected argument '\(words[words.count - spare])'") }
        for (argument, given) in zip(arguments, assigned) {
            guard case .choices(let choices) = argument.kind else { continue }
            for word in given where !choices.contains(word) {
                throw UsageError(
                    "unknown \(argument.name) '\(word)': one of \(choices.joined(separator: ", "))",
                    suggestion: Suggestion.closest(to: word, in: choices))
            }
        }
        return assigned
    }
}
