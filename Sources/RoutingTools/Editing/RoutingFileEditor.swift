import PresenterRegistry
import SheetText
import ThemeKit

/// Edits the `apps` of a routing file, copying every byte it does not change. The loader itself
/// reads the file while a ``RoutingLayoutRecorder`` notes where entries stand, so an edit costs
/// about a load and one the loader would refuse is refused before writing.
package struct RoutingFileEditor: Sendable {
    package var source: SourceText
    /// `nil` accepts any presenter name.
    package var catalog: PresenterCatalog?
    /// For a plugin installed later.
    package var allowsUnknownPresenters = false
    /// `registry unset` refuses it; to `registry apply`'s declarative list it is done already.
    package var refusesAbsentUnset = true

    package init(source: SourceText, catalog: PresenterCatalog? = nil) {
        self.source = source
        self.catalog = catalog
    }

    /// Applies changes in order, as one edit: all of them, or none.
    package func apply(_ changes: [RoutingChange]) throws(RoutingEditError) -> RoutingEdit {
        for change in changes { try checkArguments(change) }
        var keys: [[UInt8]] = []
        var changesOf: [[UInt8]: [RoutingChange]] = [:]
        for change in changes {
            let key = Array(change.app.utf8)
            if changesOf[key] == nil { keys.append(key) }
            changesOf[key, default: []].append(change)
        }
        let recorder = RoutingLayoutRecorder(targets: keys)
        // The file is read with the rule its new text is read back with (see checkReadsBack), so an
        // old entry counts the same in both: with --allow-missing-plugin, any presenter is known.
        let isKnown = presenterRule()
        let (oldTable, diagnostics) = RoutingFile.read(
            source, isKnown: isKnown.known, candidates: isKnown.candidates, lenient: true, observer: recorder)
        if diagnostics.containsErrors {
            throw RoutingEditError(
                .unusable, "'\(source.name)' cannot be used as a routing file", diagnostics: diagnostics)
        }
        var plan = RoutingEditPlan(source: source, recorder: recorder)
        let targetProblems = Set(
            recorder.entries.compactMap { $0 }.flatMap { $0.problems.map { ProblemKey($0.diagnostic) } })
        let warnings = diagnostics.filter { !targetProblems.contains(ProblemKey($0)) }

        var outcomes: [(app: String, fields: RouteFields?)] = []
        for index in keys.indices {
            let entry = recorder.entries[index]
            // Whether the app has an entry once its changes so far are made.
            var exists = entry != nil
            var given = RouteFields()
            var lastChange: RoutingChange?
            var replaced = false
            for change in changesOf[keys[index], default: []] {
                lastChange = change
                switch change.action {
                case .unset:
                    guard exists else {
                        guard refusesAbsentUnset else { continue }
                        let message = "no entry for \"\(change.app)\" in '\(source.name)'"
                        throw RoutingEditError(
                            .noEntry, message,
                            diagnostics: change.location.map {
                                [.error(.routingEditChange, message, at: $0)]
                            } ?? [])
                    }
                    exists = false
                    given = RouteFields()
                    replaced = true
                case .set(let fields):
                    exists = true
                    given.presenter = fields.presenter ?? given.presenter
                    given.theme = fields.theme ?? given.theme
                    given.locale = fields.locale ?? given.locale
                }
            }
            guard let change = lastChange else { continue }
            if let entry, entry.repeated {
                throw RoutingEditError.layout(
                    "\"\(change.app)\" has more than one entry; the loader uses the first", in: source, at: entry.key)
            }
            guard exists else {
                if let entry { plan.removals.append(entry) }
                outcomes.append((change.app, nil))
                continue
            }
            outcomes.append((change.app, given))
            try check(change: change, given: given, entry: replaced ? nil : entry, recorder: recorder)
            if let entry, replaced {
                // Removed, then set again: a new entry, with only the fields set since.
                plan.removals.append(entry)
                plan.additions.append((change.app, given))
            } else if let entry {
                plan.updates.append((entry, given))
            } else {
                plan.additions.append((change.app, given))
            }
        }
        let bytes = try plan.finish()
        guard bytes != source.bytes else { return RoutingEdit(bytes: bytes, warnings: warnings) }
        try checkReadsBack(bytes, plan.readBack, outcomes, oldTable: oldTable)
        return RoutingEdit(bytes: bytes, warnings: warnings, bytesReadBack: plan.readBack?.bytes.count ?? bytes.count)
    }

    /// Whatever the editor writes wrong, now or after a later change, is refused here.
    func checkReadsBack(
        _ bytes: [UInt8], _ excerpt: RoutingEditPlan.ReadBackExcerpt?,
        _ outcomes: [(app: String, fields: RouteFields?)],
        oldTable: RoutingTable
    ) throws(RoutingEditError) {
        let known = presenterRule()
        let (table, diagnostics) = RoutingFile.read(
            SourceText(name: source.name, bytes: excerpt?.bytes ?? bytes), isKnown: known.known,
            candidates: known.candidates, lenient: true)
        var problems = diagnostics.filter { $0.severity == .error }.map(\.message)
        for (app, fields) in outcomes where problems.isEmpty {
            let route = table.route(ofEntry: app)
            guard let fields else {
                if route != nil { problems.append("\"\(app)\" still has an entry") }
                continue
            }
            guard let route else {
                problems.append("\"\(app)\" has no usable entry")
                continue
            }
            let read = RouteFields(presenter: route.presenter, theme: route.theme, locale: route.locale).named
            for (name, value) in fields.named where !read.contains(where: { $0 == (name, value) }) {
                problems.append("\"\(app)\" does not read back its \(name)")
            }
        }
        if let excerpt, problems.isEmpty {
            var expected = outcomes.filter { $0.fields != nil }.count
            if let key = excerpt.lastOldKey, !outcomes.contains(where: { Array($0.app.utf8) == key }) {
                let app = String(decoding: key, as: UTF8.self)
                if oldTable.route(ofEntry: app) != nil {
                    expected += 1
                    if table.route(ofEntry: app) == nil { problems.append("\"\(app)\" no longer has its entry") }
                }
            }
            if let sentinel = excerpt.sentinel {
                expected += 1
                if table.route(ofEntry: sentinel) == nil {
                    problems.append("the entries after the edit do not follow it")
                }
            }
            if table.count != expected {
                problems.append("the edited entries read as \(table.count) entries, not \(expected)")
            }
        }
        guard let first = problems.first else { return }
        throw RoutingEditError(
            .unusable, "the edited '\(source.name)' would not load as meant",
            diagnostics: [
                .error(
                    .routingEditLayout, "the new text does not read back: \(first)", at: nil,
                    hint: "the file was left as it was; edit it by hand")
            ])
    }

    private func checkArguments(_ change: RoutingChange) throws(RoutingEditError) {
        do throws(RoutingEditError) {
            try RouteFields.validate(app: change.app)
            if case .set(let fields) = change.action {
                try fields.validate()
                if fields.isEmpty {
                    throw RoutingEditError(.invalidArgument, "give at least one of presenter, theme and locale")
                }
            }
        } catch {
            guard let location = change.location else { throw error }
            throw RoutingEditError(
                .unusable, "the change cannot be made",
                diagnostics: [.error(.routingEditChange, error.message, at: location)])
        }
    }

    /// No problem the entry had that the change does not cure is let through.
    private func check(
        change: RoutingChange, given: RouteFields, entry: RoutingLayoutRecorder.Entry?,
        recorder: RoutingLayoutRecorder
    ) throws(RoutingEditError) {
        let place = entry?.key ?? recorder.appsKey
        let location =
            change.location ?? place.map { SourceLocation(file: source.name, line: $0.line, column: $0.column) }
        var problems: [Diagnostic] = []
        if let problem = RoutingFileLoader.patternProblem(Array(change.app.utf8)) {
            problems.append(
                .error(
                    .badAppPattern, problem, at: location,
                    hint: change.app == "*"
                        ? "put the route under 'default:'" : "a pattern is a prefix followed by one '*', as '2021*'"))
        }
        if let presenter = given.presenter, !allowsUnknownPresenters {
            let known = presenterRule()
            if let problem = RoutingFileLoader.presenterProblem(
                presenter, isKnown: known.known, candidates: known.candidates)
            {
                var diagnostic = problem(change.valueLocations["presenter"] ?? location)
                diagnostic.hint =
                    (diagnostic.hint ?? "") + "; to route to a plugin not installed yet, give --allow-missing-plugin"
                problems.append(diagnostic)
            }
        }
        if let locale = given.locale, let problem = RoutingFileLoader.localeProblem(locale) {
            problems.append(problem(change.valueLocations["locale"] ?? location))
        }
        for (diagnostic, field) in entry?.problems ?? [] {
            var diagnostic = diagnostic
            diagnostic.severity = .error
            if let field, RoutingFile.routeFields.contains(field), given.named.contains(where: { $0.key == field }),
                diagnostic.code != .duplicateKey
            {
                continue  // The new value replaces the one that was wrong.
            }
            if field == nil, entry?.valueKind.isNull == true, diagnostic.code == .wrongType { continue }
            problems.append(diagnostic)
        }
        if !problems.isEmpty {
            throw RoutingEditError(
                .unusable, "the entry for \"\(change.app)\" would break the routing file's rules",
                diagnostics: problems)
        }
    }

    private func presenterRule() -> (known: (String) -> Bool, candidates: () -> [String]) {
        guard let catalog, !allowsUnknownPresenters else { return ({ _ in true }, { [] }) }
        return ({ catalog.contains($0) }, { catalog.entries().map(\.name) })
    }

    /// A diagnostic as far as telling two apart needs.
    private struct ProblemKey: Hashable {
        var code: String
        var file: String?
        var start: SourcePosition?

        init(_ diagnostic: Diagnostic) {
            code = diagnostic.code.rawValue
            file = diagnostic.location?.file
            start = diagnostic.location?.start
        }
    }
}

extension DiagnosticCode {
    /// A change given to `registry apply` (or `set`) that cannot be made as written.
    public static let routingEditChange: DiagnosticCode = "registry-edit-change"
}
