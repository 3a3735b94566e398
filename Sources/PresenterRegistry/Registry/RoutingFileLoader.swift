import SheetSystem
import SheetText
internal import ThemeKit

/// Reads a routing file straight from libyaml's events into a ``RoutingTableBuilder``: no node tree, no
/// `String` per scalar. A YAML syntax error ends the reading. A problem inside one entry of `apps` leaves it
/// out: a warning when resolving (``lenient``), so one broken entry takes no other app down; else an error.
package struct RoutingFileLoader {
    private let reader: YAMLFastEventReader
    private let isKnownPresenter: (String) -> Bool
    private let presenterCandidates: () -> [String]
    private var builder: RoutingTableBuilder
    private var defaults = RoutingTableBuilder.Fields()
    private(set) var diagnostics: [Diagnostic] = []
    private var suppressed = 0
    /// By interned name, so the check runs once per name.
    private var presenterVerdicts: [UInt32: Bool] = [:]
    private let maxDepth: Int
    private var keyBuffer: [UInt8] = []
    private let lenient: Bool
    private let observer: RoutingLayoutRecorder?
    private var inEntry = false
    private var entryBroken = false
    private var knownCandidates: [String]?
    /// The keys of entries left out for their problems, and how many.
    private var broken = RoutingTableBuilder()
    private var brokenEntries = 0
    private var localeVerdicts: [UInt32: Bool] = [:]

    init(
        reader: YAMLFastEventReader, maxDepth: Int, expectedEntries: Int = 0,
        isKnownPresenter: @escaping (String) -> Bool, presenterCandidates: @escaping () -> [String],
        lenient: Bool = false, observer: RoutingLayoutRecorder? = nil
    ) {
        builder = RoutingTableBuilder(expectedEntries: expectedEntries)
        self.reader = reader
        self.lenient = lenient
        self.observer = observer
        self.maxDepth = maxDepth
        self.isKnownPresenter = isKnownPresenter
        self.presenterCandidates = presenterCandidates
    }

    /// - Returns: The table (partial when there are errors) and every problem found.
    consuming func run() -> (RoutingTable, [Diagnostic]) {
        do throws(DiagnosticError) {
            try readStream()
        } catch {
            for diagnostic in error.diagnostics { report(diagnostic) }
        }
        if suppressed > 0 {
            diagnostics.append(
                Diagnostic(
                    .note, .tooManyProblems, "\(suppressed) more problems not shown", at: nil,
                    hint: "fix these and run lint again"))
        }
        return (builder.finish(defaults: defaults), diagnostics)
    }

    // MARK: Structure

    private mutating func readStream() throws(DiagnosticError) {
        var event = try next()  // stream start
        event = try next()
        guard event.kind == .documentStart else { return }  // an empty file: every ID gets the default
        let root = try next()
        switch root.kind {
        case .mappingStart:
            try readTop()
        case .scalar where isNull(root):
            break
        default:
            report(
                .error(
                    .wrongType,
                    "a routing file must be a mapping with 'default' and 'apps', not \(describe(root))",
                    at: location(root)))
            try skip(root)
        }
        _ = try next()  // document end
        event = try next()
        if event.kind == .documentStart {
            throw DiagnosticError(
                .error(
                    .multipleDocuments, "a second document starts here; this file must hold exactly one",
                    at: location(event), hint: "remove the '---' line and what follows"))
        }
    }

    private mutating func readTop() throws(DiagnosticError) {
        var seen: [String: Int] = [:]
        while true {
            let key = try next()
            if key.kind == .mappingEnd { return }
            guard key.kind == .scalar else {
                try skipEntry(key, "a key here must be a name")
                continue
            }
            let name = reader.scalarText
            let value = try next()
            if let first = seen[name] {
                reportDuplicate("key", name, first: first, at: key, hint: "remove one of the two, or merge them")
                try skip(value)
                continue
            }
            seen[name] = key.start.line
            switch name {
            case "default":
                // `default:` left empty is the built-in route, as an empty `apps:` is no entries.
                if isNull(value) { break }
                if let fields = try readRoute(value, ofApp: false) { defaults = fields }
            case "apps":
                try readApps(value)
            default:
                let hint = Suggestion.closest(to: name, in: RoutingFile.topLevelKeys).map { "did you mean '\($0)'?" }
                report(
                    .error(
                        .unknownKey, "unknown key '\(name)' in a routing file", at: location(key),
                        hint: hint ?? "a routing file has only 'default' and 'apps'"))
                try skip(value)
            }
        }
    }

    private mutating func readApps(_ start: YAMLFastEventReader.Event) throws(DiagnosticError) {
        if start.kind == .scalar, isNull(start) { return }
        guard start.kind == .mappingStart else {
            report(
                .error(
                    .wrongType,
                    "'apps' must be a mapping of app IDs and patterns to routes, not \(describe(start))",
                    at: location(start)))
            try skip(start)
            return
        }
        while true {
            let key = try next()
            if key.kind == .mappingEnd { return }
            inEntry = true
            entryBroken = false
            defer { inEntry = false }
            guard key.kind == .scalar else {
                try skipEntry(key, "an app ID must be a string")
                continue
            }
            // The key's bytes are lent only until the next event: copied into one reused buffer.
            let keyIsNull = isNull(key)
            keyBuffer.removeAll(keepingCapacity: true)
            var problem: String?
            if keyIsNull {
                problem = "an app ID cannot be null or empty"
            } else {
                reader.withScalarBytes { keyBuffer.append(contentsOf: $0) }
                problem = Self.patternProblem(keyBuffer)
            }
            if let problem {
                report(
                    .error(
                        .badAppPattern, problem, at: location(key),
                        hint: keyBuffer == [UInt8(ascii: "*")]
                            ? "put the route under 'default:'" : "a pattern is a prefix followed by one '*', as '2021*'"
                    ))
            }
            let value = try next()
            let fields = try readRoute(value, ofApp: true)
            guard problem == nil else { continue }
            let keyText = keyBuffer
            let isPattern = keyBuffer.last == UInt8(ascii: "*")
            if isPattern { keyBuffer.removeLast() }
            let usable = entryBroken ? nil : fields
            let line = key.start.line
            // An entry left out still holds its key: a later one with the same key is a duplicate.
            let earlier: Int? = {
                if brokenEntries > 0, let first = broken.line(of: keyBuffer, isPattern: isPattern) { return first }
                if let usable { return builder.add(keyBuffer, isPattern: isPattern, fields: usable, line: line) }
                if let first = builder.line(of: keyBuffer, isPattern: isPattern) { return first }
                brokenEntries += 1
                return broken.add(keyBuffer, isPattern: isPattern, fields: RoutingTableBuilder.Fields(), line: line)
            }()
            if let earlier {
                let shown = String(decoding: keyText, as: UTF8.self)
                reportDuplicate(isPattern ? "pattern" : "app ID", shown, first: earlier, at: key)
            }
        }
    }

    /// The first definition is related by its line's start: the table keeps lines only, to stay small.
    private mutating func reportDuplicate(
        _ what: String, _ name: String, first: Int, at key: YAMLFastEventReader.Event,
        hint: String = "remove one of the two"
    ) {
        let diagnostic = Diagnostic.error(
            what == "key" ? .duplicateKey : .duplicateApp,
            "duplicate \(what) '\(name)'; it is first defined at line \(first)", at: location(key), hint: hint)
        report(
            diagnostic.relating(
                "'\(name)' is first defined here", at: SourceLocation(file: location(key).file, line: first, column: 1)
            ))
    }

    /// `nil` when the key is an ID or a prefix pattern. An array, not a generic collection, whose body
    /// another module (the editor's checks) would run unspecialized.
    package static func patternProblem(_ bytes: [UInt8]) -> String? {
        let star = UInt8(ascii: "*")
        if bytes.isEmpty { return "an app ID cannot be null or empty" }
        if bytes.count == 1, bytes.first == star { return "a pattern of '*' alone would match every app" }
        if let first = bytes.firstIndex(of: star), first != bytes.index(before: bytes.endIndex) {
            return "'*' may only end a pattern"
        }
        return nil
    }

    /// - Parameter ofApp: Whether it is an entry's route (whose key is in ``keyBuffer``) rather than `default`.
    /// - Returns: `nil` when it is not a mapping.
    private mutating func readRoute(_ start: YAMLFastEventReader.Event, ofApp: Bool) throws(DiagnosticError)
        -> RoutingTableBuilder.Fields?
    {
        // Named only when a message needs it: building it for every entry costs more than reading it.
        var owner: String {
            ofApp ? "the route of '\(String(decoding: keyBuffer, as: UTF8.self))'" : "'default'"
        }
        guard start.kind == .mappingStart else {
            let capitalised = owner.prefix(1).uppercased() + owner.dropFirst()
            try reportWrongType(
                start,
                start.kind == .alias
                    ? nil
                    : .error(
                        .wrongType,
                        "\(capitalised) must be a mapping of presenter, theme and locale, not \(describe(start))",
                        at: location(start), hint: "write it as { presenter: plain, theme: default }"))
            return nil
        }
        var fields = RoutingTableBuilder.Fields()
        var seen = SIMD3<Int>()  // the line of each field, once given
        while true {
            let key = try next()
            if key.kind == .mappingEnd { return fields }
            guard key.kind == .scalar else {
                try skipEntry(key, "a field name must be a name")
                continue
            }
            let field = reader.withScalarBytes { Self.fieldNumber($0) }
            let name = field.map { RoutingFile.routeFields[$0] } ?? reader.scalarText
            let value = try next()
            guard let field else {
                let hint = Suggestion.closest(to: name, in: RoutingFile.routeFields).map { "did you mean '\($0)'?" }
                report(
                    .error(
                        .unknownRouteField, "unknown field '\(name)' in \(owner)", at: location(key),
                        hint: hint ?? "a route has only presenter, theme and locale"))
                try skip(value)
                continue
            }
            if seen[field] != 0 {
                reportDuplicate("key", name, first: seen[field], at: key)
                try skip(value)
                continue
            }
            seen[field] = key.start.line
            guard let id = try readName(value, field: name) else { continue }
            switch field {
            case 0:
                fields.presenter = id
                checkPresenter(id, at: value)
            case 1: fields.theme = id
            default:
                fields.locale = id
                checkLocale(id, at: value)
            }
        }
    }

    private mutating func readName(_ value: YAMLFastEventReader.Event, field: String) throws(DiagnosticError) -> UInt32?
    {
        guard value.kind == .scalar, !isNull(value) else {
            let wrongType = "'\(field)' must be a name, not \(describe(value))"
            try reportWrongType(value, value.kind == .alias ? nil : .error(.wrongType, wrongType, at: location(value)))
            return nil
        }
        if let id = reader.withScalarBytes({ bytes in bytes.isEmpty ? nil : builder.intern(bytes) }) { return id }
        report(.error(.wrongType, "'\(field)' must not be empty", at: location(value)))
        return nil
    }

    private mutating func checkPresenter(_ id: UInt32, at value: YAMLFastEventReader.Event) {
        let name = builder.name(id)
        let known = presenterVerdicts[id] ?? isKnownPresenter(name)
        presenterVerdicts[id] = known
        guard !known else { return }
        // Listing the candidates reads every folder on PATH: once a file, not once an unknown name.
        let candidates = knownCandidates ?? presenterCandidates()
        knownCandidates = candidates
        if let problem = Self.presenterProblem(name, isKnown: { _ in false }, candidates: { candidates }) {
            report(problem(location(value)))
        }
    }

    private mutating func checkLocale(_ id: UInt32, at value: YAMLFastEventReader.Event) {
        if localeVerdicts[id] == true { return }
        let problem = Self.localeProblem(builder.name(id))
        localeVerdicts[id] = problem == nil
        if let problem { report(problem(location(value))) }
    }

    /// The one rule the loader and the editor share.
    package static func presenterProblem(
        _ name: String, isKnown: (String) -> Bool, candidates: () -> [String]
    ) -> ((SourceLocation?) -> Diagnostic)? {
        guard !isKnown(name) else { return nil }
        let candidates = candidates()
        let hint =
            Suggestion.closest(to: name, in: candidates).map { "did you mean '\($0)'?" }
            ?? "known presenters: \(candidates.sorted().joined(separator: ", ")); a plugin is an executable "
            + "'sheetctl-presenter-\(name)' on PATH"
        return { .error(.unknownPresenter, "unknown presenter '\(name)'", at: $0, hint: hint) }
    }

    /// The rule a theme's `cancel.localized` keys follow.
    package static func localeProblem(_ locale: String) -> ((SourceLocation?) -> Diagnostic)? {
        let rule = MapKeyRule.languageTag
        guard !rule.matches(locale) else { return nil }
        return {
            .error(
                rule.code, "'locale' must be \(rule.noun), not '\(locale)'", at: $0,
                hint: "write a BCP 47 tag such as \(rule.example)")
        }
    }

    /// 0, 1, 2 for presenter, theme, locale; `nil` for anything else.
    private static func fieldNumber(_ bytes: some Collection<UInt8>) -> Int? {
        switch bytes.count {
        case 9 where matches(bytes, "presenter"): 0
        case 5 where matches(bytes, "theme"): 1
        case 6 where matches(bytes, "locale"): 2
        default: nil
        }
    }

    private static func matches(_ bytes: some Collection<UInt8>, _ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { ByteKeyStore.equal(bytes, $0) }
    }

    // MARK: Events

    private func next() throws(DiagnosticError) -> YAMLFastEventReader.Event {
        guard let event = try reader.next() else {
            // Past the stream's end: libyaml has already ended every open collection.
            return YAMLFastEventReader.Event(
                kind: .streamEnd, start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1),
                style: .plain, hasTag: false)
        }
        observer?.observe(event, reader)
        return event
    }

    /// Reports a mapping key that is not a scalar and skips it and its value.
    private mutating func skipEntry(_ key: YAMLFastEventReader.Event, _ what: String) throws(DiagnosticError) {
        report(.error(.wrongType, "\(what), not \(describe(key))", at: location(key)))
        try skip(key)
        try skip(try next())
    }

    private mutating func skip(_ start: YAMLFastEventReader.Event) throws(DiagnosticError) {
        guard start.kind == .mappingStart || start.kind == .sequenceStart else { return }
        var depth = 1
        while depth > 0 {
            let event = try next()
            switch event.kind {
            case .mappingStart, .sequenceStart:
                depth += 1
                if depth > maxDepth {
                    throw DiagnosticError(
                        .error(
                            .tooDeep, "lists and mappings nest deeper than \(maxDepth) levels here", at: location(event)
                        ))
                }
            case .mappingEnd, .sequenceEnd: depth -= 1
            case .streamEnd: return
            default: break
            }
        }
    }

    private func isNull(_ event: YAMLFastEventReader.Event) -> Bool {
        guard event.kind == .scalar, event.style == .plain, !event.hasTag else { return false }
        return reader.withScalarBytes { bytes in
            switch bytes.count {
            case 0: true
            case 1: bytes[0] == UInt8(ascii: "~")
            case 4: Self.matches(bytes, "null") || Self.matches(bytes, "Null") || Self.matches(bytes, "NULL")
            default: false
            }
        }
    }

    private func describe(_ event: YAMLFastEventReader.Event) -> String {
        switch event.kind {
        case .mappingStart: "a mapping"
        case .sequenceStart: "a list"
        case .alias: "an alias"
        case .scalar where isNull(event): "null"
        default: "a scalar"
        }
    }

    private func location(_ event: YAMLFastEventReader.Event) -> SourceLocation {
        reader.location(event.start, event.end)
    }

    /// Reports `wrongType`, or for an alias (`nil`) that routing files have none, and skips the value.
    private mutating func reportWrongType(
        _ event: YAMLFastEventReader.Event, _ wrongType: Diagnostic?
    ) throws(DiagnosticError) {
        report(
            wrongType
                ?? .error(
                    .routingAlias, "aliases are not supported in routing files", at: location(event),
                    hint: "write the route out in full"))
        try skip(event)
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        if inEntry, diagnostic.severity == .error {
            entryBroken = true
            observer?.entryProblem(diagnostic)
            if lenient {
                diagnostic.severity = .warning
                diagnostic.message += "; the entry is skipped"
            }
        }
        guard diagnostics.count < RoutingFile.maxDiagnostics else {
            suppressed += 1
            return
        }
        diagnostics.append(diagnostic)
    }
}
