import SheetText
import ThemeKit

/// Watches the loader read a routing file and notes where things stand, so an editor can copy every
/// byte it does not change. Positions are libyaml's scalar indexes; nothing is kept per entry but for
/// the targets, so watching a million-entry file costs a few comparisons an event.
package final class RoutingLayoutRecorder {
    /// A block collection ends at its last token.
    package struct Span {
        package var start: Int
        package var end: Int
        package var line: Int
        package var column: Int
    }

    package enum NodeKind: Equatable {
        case scalar(YAMLScalar.Style, isEmpty: Bool)
        case alias
        case mapping(isFlow: Bool)
        case sequence(isFlow: Bool)

        package var isNull: Bool {
            if case .scalar(.plain, true) = self { return true }
            return false
        }
    }

    package struct Field {
        package var name: String
        package var key: Span
        package var valueKind: NodeKind
        package var value: Span
        /// For a scalar.
        package var text: String?
    }

    package struct Entry {
        package var key: Span
        package var valueKind: NodeKind = .scalar(.plain, isEmpty: true)
        package var value = Span(start: 0, end: 0, line: 0, column: 0)
        package var fields: [Field] = []
        /// The loader's errors about the entry, each with the field it was reading (`nil`: the whole).
        package var problems: [(diagnostic: Diagnostic, field: String?)] = []
        /// Where the previous entry ended and the next one's key starts: a flow mapping's `, ` goes with them.
        package var previousEnd: Int?
        package var nextKeyStart: Int?
        /// A duplicate, which the loader refuses.
        package var repeated = false
    }

    private struct Frame {
        enum Role { case top, apps, route, other }
        var role: Role
        var isFlow: Bool
        var isMapping: Bool
        var start: Span
        var expectingKey = true
        /// Of the top level.
        var keyIsApps = false
    }

    // The recorder's state is private to it and changed only by its own methods, one event at a
    // time, never from a closure that outlives a call: Swift's run-time exclusivity checks on
    // these properties, about 9% of `registry set` on a large file (several checks per event,
    // millions of events), are left out for the `registry set` mark of BENCHMARKS.md.

    // What the editor reads afterwards.
    @exclusivity(unchecked) package private(set) var root: NodeKind?
    @exclusivity(unchecked) package private(set) var rootSpan: Span?
    /// The column of the top-level keys, and where the last top-level value ends.
    @exclusivity(unchecked) package private(set) var topColumn = 1
    @exclusivity(unchecked) package private(set) var topLastEnd: Int?
    @exclusivity(unchecked) package private(set) var appsKey: Span?
    @exclusivity(unchecked) package private(set) var appsKind: NodeKind?
    @exclusivity(unchecked) package private(set) var apps: Span?
    @exclusivity(unchecked) package private(set) var appsEntryCount = 0
    @exclusivity(unchecked) package private(set) var appsFirstKeyColumn: Int?
    @exclusivity(unchecked) package private(set) var appsFirstKeyStart: Int?
    @exclusivity(unchecked) package private(set) var appsLastKeyStart: Int?
    /// When it is a scalar.
    package var appsLastKey: [UInt8]? { lastKeyIsScalar ? lastKey : nil }
    @exclusivity(unchecked) package private(set) var appsLastEnd: Int?
    /// libyaml's index where the stream ends, once it is read to its end.
    @exclusivity(unchecked) package private(set) var scalarCount: Int?
    /// By target, in the order given.
    @exclusivity(unchecked) package private(set) var entries: [Entry?]

    @exclusivity(unchecked) private var targetKeys = ByteKeyStore()
    @exclusivity(unchecked) private var targetIndex = ByteKeyIndex()
    @exclusivity(unchecked) private var stack: [Frame] = []
    /// Where the last token seen ends: block collections end where their last value does.
    @exclusivity(unchecked) private var lastEnd = 0
    @exclusivity(unchecked) private var currentTarget: Int?
    @exclusivity(unchecked) private var previousTarget: Int?
    @exclusivity(unchecked) private var previousEntryEnd: Int?
    @exclusivity(unchecked) private var currentField: String?
    @exclusivity(unchecked) private var pendingKey: Span?
    @exclusivity(unchecked) private var lastKey: [UInt8] = []
    @exclusivity(unchecked) private var lastKeyIsScalar = false

    /// `targets`: IDs or patterns, as bytes.
    package init(targets: [[UInt8]]) {
        entries = Array(repeating: nil, count: targets.count)
        for target in targets {
            guard targetIndex.find(target, in: targetKeys) == nil else { continue }
            let index = targetKeys.append(target)
            _ = targetIndex.insert(index, value: UInt32(index), bytes: target, in: targetKeys)
        }
    }

    package func target(_ bytes: [UInt8]) -> Int? {
        targetIndex.find(bytes, in: targetKeys).map { Int($0.value) }
    }

    func observe(_ event: YAMLFastEventReader.Event, _ reader: YAMLFastEventReader) {
        // A scalar in a route that is not a target's (nearly every event): only where it ends matters.
        if currentTarget == nil, let top = stack.indices.last, stack[top].role == .route,
            event.kind == .scalar || event.kind == .alias
        {
            if event.kind == .alias || event.style != .plain || event.startIndex != event.endIndex {
                lastEnd = event.endIndex
            }
            stack[top].expectingKey.toggle()
            return
        }
        let span = Span(
            start: event.startIndex, end: event.endIndex, line: event.start.line, column: event.start.column)
        switch event.kind {
        case .scalar:
            let isEmpty = event.style == .plain && event.startIndex == event.endIndex
            // An empty plain scalar has no text: libyaml places it at the next token.
            if !isEmpty { lastEnd = event.endIndex }
            node(.scalar(event.style, isEmpty: isEmpty), span, reader)
            completed(.scalar(event.style, isEmpty: isEmpty), span)
        case .alias:
            lastEnd = event.endIndex
            node(.alias, span, reader)
            completed(.alias, span)
        case .mappingStart, .sequenceStart:
            let isMapping = event.kind == .mappingStart
            let kind: NodeKind = isMapping ? .mapping(isFlow: event.isFlow) : .sequence(isFlow: event.isFlow)
            let role = node(kind, span, reader)
            stack.append(Frame(role: role, isFlow: event.isFlow, isMapping: isMapping, start: span))
        case .mappingEnd, .sequenceEnd:
            guard let frame = stack.popLast() else { return }
            if frame.role == .apps {
                currentTarget = nil
                currentField = nil
            }
            if frame.isFlow { lastEnd = event.endIndex }
            let kind: NodeKind =
                frame.isMapping ? .mapping(isFlow: frame.isFlow) : .sequence(isFlow: frame.isFlow)
            completed(kind, frame.start)
        case .streamEnd:
            scalarCount = event.endIndex
        default:
            break
        }
    }

    func entryProblem(_ diagnostic: Diagnostic) {
        guard let target = currentTarget else { return }
        entries[target]?.problems.append((diagnostic, currentField))
    }

    /// - Returns: The role of its frame, when it is a collection.
    @discardableResult
    private func node(_ kind: NodeKind, _ span: Span, _ reader: YAMLFastEventReader) -> Frame.Role {
        guard let parent = stack.last else {
            root = kind
            rootSpan = span
            if case .mapping = kind { return .top }
            return .other
        }
        let depth = stack.count - 1
        switch parent.role {
        case .top:
            if parent.expectingKey {
                if !sawTopKey {
                    topColumn = span.column
                    sawTopKey = true
                }
                let isApps =
                    if case .scalar = kind { reader.withScalarBytes { $0.elementsEqual("apps".utf8) } } else { false }
                stack[depth].keyIsApps = isApps
                if isApps { pendingKey = span }
                return .other
            }
            guard stack[depth].keyIsApps, appsKey == nil else { return .other }
            appsKey = pendingKey
            appsKind = kind
            apps = span
            if case .mapping = kind { return .apps }
            return .other
        case .apps:
            if parent.expectingKey {
                appsEntryCount += 1
                if appsFirstKeyColumn == nil {
                    appsFirstKeyColumn = span.column
                    appsFirstKeyStart = span.start
                }
                appsLastKeyStart = span.start
                lastKeyIsScalar = false
                if let previous = previousTarget {
                    entries[previous]?.nextKeyStart = span.start
                    previousTarget = nil
                }
                currentTarget = nil
                currentField = nil
                if case .scalar = kind,
                    let target = reader.withScalarBytes({ bytes in
                        // One buffer, refilled: which key is the last is known only at the end.
                        lastKey.removeAll(keepingCapacity: true)
                        lastKey.append(contentsOf: bytes)
                        lastKeyIsScalar = true
                        return targetIndex.find(bytes, in: targetKeys).map { Int($0.value) }
                    })
                {
                    if entries[target] != nil {
                        // A second entry for the key: the loader reports it; the edit is refused.
                        entries[target]?.repeated = true
                    } else {
                        entries[target] = Entry(key: span, previousEnd: previousEntryEnd)
                        currentTarget = target
                    }
                }
                return .other
            }
            guard let target = currentTarget else { return .other }
            entries[target]?.valueKind = kind
            entries[target]?.value = span
            if case .mapping = kind { return .route }
            return .other
        case .route:
            guard let target = currentTarget, depth == stack.count - 1 else { return .other }
            if parent.expectingKey {
                let name = reader.scalarText
                currentField = name
                entries[target]?.fields.append(
                    Field(name: name, key: span, valueKind: .scalar(.plain, isEmpty: true), value: span, text: nil))
                return .other
            }
            if let last = entries[target]?.fields.indices.last {
                entries[target]?.fields[last].valueKind = kind
                entries[target]?.fields[last].value = span
                if case .scalar = kind { entries[target]?.fields[last].text = reader.scalarText }
            }
            return .other
        case .other:
            return .other
        }
    }

    private func completed(_ kind: NodeKind, _ start: Span) {
        if stack.isEmpty {
            rootSpan?.end = lastEnd
            return
        }
        let depth = stack.count - 1
        let parent = stack[depth]
        guard parent.isMapping else { return }
        stack[depth].expectingKey.toggle()
        guard !parent.expectingKey else { return }  // A key ended; its value is next.
        switch parent.role {
        case .top:
            topLastEnd = lastEnd
            if parent.keyIsApps, appsKey != nil, !appsEnded {
                apps?.end = lastEnd
                appsEnded = true
            }
        case .apps:
            appsLastEnd = lastEnd
            previousEntryEnd = lastEnd
            // The loader judges a value after reading it: the entry stays current until the next key.
            if let target = currentTarget {
                entries[target]?.value.end = lastEnd
                previousTarget = target
            }
        case .route:
            if let target = currentTarget, let last = entries[target]?.fields.indices.last {
                entries[target]?.fields[last].value.end = lastEnd
            }
        case .other:
            break
        }
    }

    /// Whether `apps`'s end has been noted (a second `apps` is the loader's error).
    @exclusivity(unchecked) private var appsEnded = false
    @exclusivity(unchecked) private var sawTopKey = false
}
