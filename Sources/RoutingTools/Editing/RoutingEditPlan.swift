import PresenterRegistry
import SheetText
import ThemeKit

/// The byte-level half of ``RoutingFileEditor``: the old file's bytes with a few spans replaced.
struct RoutingEditPlan {
    private typealias Entry = RoutingLayoutRecorder.Entry
    private typealias Span = RoutingLayoutRecorder.Span

    private struct Splice {
        var range: Range<Int>
        var text: [UInt8]
    }

    private let source: SourceText
    private let bytes: [UInt8]
    private let recorder: RoutingLayoutRecorder
    var removals: [RoutingLayoutRecorder.Entry] = []
    var updates: [(entry: RoutingLayoutRecorder.Entry, fields: RouteFields)] = []
    var additions: [(app: String, fields: RouteFields)] = []
    /// Scalar index → byte offset, for the indexes the edits use.
    private var offsets: [Int: Int] = [:]
    /// Set when every scalar is one byte: a scalar index plus this (a BOM's length) is its offset.
    private var asciiOffset: Int?
    private let newline: [UInt8]

    init(source: SourceText, recorder: RoutingLayoutRecorder) {
        self.source = source
        self.bytes = source.bytes
        self.recorder = recorder
        newline = Self.newline(of: source.bytes)
    }

    mutating func finish() throws(RoutingEditError) -> [UInt8] {
        guard !(removals.isEmpty && updates.isEmpty && additions.isEmpty) else { return bytes }
        if case .mapping(isFlow: true) = recorder.root, let span = recorder.rootSpan {
            throw .layout(
                "the top level is written in flow style ({ … }); the editor only edits block style", in: source,
                at: span)
        }
        convertIndexes()
        var splices: [Splice] = []
        let remaining = recorder.appsEntryCount - removals.count
        for entry in removals { splices += try removal(of: entry, remaining: remaining + additions.count) }
        for (entry, fields) in updates { splices += try update(entry, fields) }
        if !additions.isEmpty { splices += try insertion(remainingOld: remaining) }
        // Splices at one offset stay in the order they were made.
        let ordered = splices.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }.map(\.element)
        let out = try splice(ordered)
        readBack = excerpt(ordered)
        return out
    }

    /// `nil`: the whole new file is read back (see ``excerpt(_:)``).
    private(set) var readBack: ReadBackExcerpt?

    /// The old text before `apps`'s first entry, each edited region, and (unless the last runs to
    /// the end) a sentinel entry, which must read back as an entry.
    struct ReadBackExcerpt {
        var bytes: [UInt8]
        var sentinel: String?
        /// Set when the excerpt holds the last old entry unedited (new entries go after it).
        var lastOldKey: [UInt8]?
    }

    /// Kept for the `registry set` mark of BENCHMARKS.md (≤ 1.5× the C load floor at 1M entries):
    /// loading a million-entry file a second time to check a one-line edit made an edit cost
    /// 2.3–2.9× the floor. It checks as much as loading the whole file: in a block `apps`,
    /// libyaml's state at the start of a line whose first token is a key of `apps` is the same
    /// whatever entries came before (in a mapping of the top level, expecting a key of `apps`;
    /// simple keys and plain scalars end at a line break), and what it reads up to such a line
    /// depends on nothing after it but that token's column. So each edited region is cut from
    /// such a line (its first entry's) to such a line (the next old entry's, or the end of the
    /// file) and read after the old text that opens `apps`; if each region leaves libyaml in the
    /// same state, which the next region's first key or the sentinel entry (at the column of the
    /// keys of `apps`) reading back as a key of `apps` shows, the whole new file reads as the old
    /// one with these regions read as here. Any other layout (flow `apps`, no entries, an edit
    /// outside the entries) is read back whole.
    private func excerpt(_ ordered: [Splice]) -> ReadBackExcerpt? {
        guard case .mapping(isFlow: false) = recorder.appsKind, let column = recorder.appsFirstKeyColumn,
            let first = recorder.appsFirstKeyStart, let header = keyLineStart(first)
        else { return nil }
        var regions: [Range<Int>] = []
        for entry in removals + updates.map(\.entry) {
            guard let start = keyLineStart(entry.key.start) else { return nil }
            if let next = entry.nextKeyStart {
                guard let end = keyLineStart(next) else { return nil }
                regions.append(start..<end)
            } else {
                regions.append(start..<bytes.count)
            }
        }
        var lastOldKey: [UInt8]?
        if !additions.isEmpty {
            guard let last = recorder.appsLastKeyStart, let start = keyLineStart(last), let key = recorder.appsLastKey
            else { return nil }
            regions.append(start..<bytes.count)
            lastOldKey = key
        }
        regions.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for region in regions {
            if let last = merged.last, region.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, region.upperBound)
            } else {
                merged.append(region)
            }
        }
        guard let firstRegion = merged.first, firstRegion.lowerBound >= header else { return nil }
        // Each splice within its region (an insertion may stand at its end), or the whole file is read back.
        var out = Array(bytes[0..<header])
        var next = 0
        for region in merged {
            var copied = region.lowerBound
            while next < ordered.count, ordered[next].range.lowerBound <= region.upperBound {
                let splice = ordered[next]
                guard region.lowerBound <= splice.range.lowerBound, splice.range.upperBound <= region.upperBound
                else { return nil }
                out += bytes[copied..<splice.range.lowerBound]
                out += splice.text
                copied = splice.range.upperBound
                next += 1
            }
            out += bytes[copied..<region.upperBound]
        }
        guard next == ordered.count else { return nil }
        guard merged.last!.upperBound < bytes.count else {
            return ReadBackExcerpt(bytes: out, sentinel: nil, lastOldKey: lastOldKey)
        }
        var sentinel = "sheetctl read-back sentinel"
        while recorder.target(Array(sentinel.utf8)) != nil || lastOldKey == Array(sentinel.utf8) { sentinel += "~" }
        out += Array((String(repeating: " ", count: column - 1) + YAMLText.quoted(sentinel) + ": {}").utf8) + newline
        return ReadBackExcerpt(bytes: out, sentinel: sentinel, lastOldKey: lastOldKey)
    }

    /// `nil` unless only blanks (and an explicit key's `?`) stand before the key on its line.
    private func keyLineStart(_ index: Int) -> Int? {
        let keyStart = byte(index)
        let start = lineStart(keyStart)
        var lead = bytes[start..<keyStart].drop { $0 == 0x20 }
        if lead.first == UInt8(ascii: "?") { lead = lead.dropFirst() }
        return lead.allSatisfy { $0 == 0x20 } ? start : nil
    }

    private func removal(of entry: Entry, remaining: Int) throws(RoutingEditError) -> [Splice] {
        guard let appsSpan = recorder.apps, let appsKey = recorder.appsKey else { return [] }
        if case .mapping(isFlow: true) = recorder.appsKind {
            if remaining == 0 {
                return [Splice(range: byte(appsSpan.start)..<byte(appsSpan.end), text: Array("{}".utf8))]
            }
            // With the comma before it, else with the one after it.
            let start = entry.previousEnd ?? entry.key.start
            let end = entry.previousEnd == nil ? entry.nextKeyStart ?? entry.value.end : entry.value.end
            return [Splice(range: byte(start)..<byte(end), text: [])]
        }
        let keyStart = byte(entry.key.start)
        let lineStart = lineStart(keyStart)
        // An explicit key (`? "ID"`) has its value on the next line.
        var lead = bytes[lineStart..<keyStart].drop { $0 == 0x20 || $0 == 0x09 }
        if lead.first == UInt8(ascii: "?") { lead = lead.dropFirst() }
        guard lead.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
            throw .layout("the entry does not start its line", in: source, at: entry.key)
        }
        var splices = [Splice(range: lineStart..<afterLine(byte(entry.value.end)), text: [])]
        if remaining == 0 {
            // A block mapping cannot be empty: say `{}` rather than leave a null `apps`.
            let colon = try afterColon(byte(appsKey.end), at: appsKey)
            splices.append(Splice(range: colon..<colon, text: Array(" {}".utf8)))
        }
        return splices
    }

    private func update(_ entry: Entry, _ fields: RouteFields) throws(RoutingEditError) -> [Splice] {
        let given = fields.named
        switch entry.valueKind {
        case .scalar(.plain, isEmpty: _) where entry.valueKind.isNull || isNullText(entry):
            let colon = try afterColon(byte(entry.key.end), at: entry.key)
            let end = max(colon, byte(entry.value.end))
            return [Splice(range: colon..<end, text: Array((" " + Self.route(given)).utf8))]
        case .mapping(let isFlow):
            var splices: [Splice] = []
            var missing: [(key: String, value: String)] = []
            for (name, value) in given {
                guard let field = entry.fields.first(where: { $0.name == name }) else {
                    missing.append((name, value))
                    continue
                }
                let text = Array(YAMLText.flowScalar(value).utf8)
                switch field.valueKind {
                case .scalar(.literal, _), .scalar(.folded, _), .mapping(isFlow: false), .sequence(isFlow: false):
                    throw .layout("the value of '\(name)' spans lines in block style", in: source, at: field.value)
                case .scalar(.plain, isEmpty: true):
                    let colon = try afterColon(byte(field.key.end), at: field.key)
                    splices.append(Splice(range: colon..<colon, text: [0x20] + text))
                default:
                    splices.append(Splice(range: byte(field.value.start)..<byte(field.value.end), text: text))
                }
            }
            guard !missing.isEmpty else { return splices }
            let written = missing.map { YAMLText.flowScalar($0.key) + ": " + YAMLText.flowScalar($0.value) }
            if isFlow {
                if let last = entry.fields.last {
                    let at = byte(last.value.end)
                    splices.append(Splice(range: at..<at, text: Array((", " + written.joined(separator: ", ")).utf8)))
                } else {
                    splices.append(
                        Splice(
                            range: byte(entry.value.start)..<byte(entry.value.end),
                            text: Array(("{ " + written.joined(separator: ", ") + " }").utf8)))
                }
            } else {
                let indent = String(repeating: " ", count: (entry.fields.first?.key.column ?? entry.key.column + 2) - 1)
                let at = afterLine(byte(entry.value.end))
                splices.append(Splice(range: at..<at, text: lines(written.map { indent + $0 }, at: at)))
            }
            return splices
        default:
            throw .layout("the entry is not a mapping of presenter, theme and locale", in: source, at: entry.value)
        }
    }

    private func insertion(remainingOld: Int) throws(RoutingEditError) -> [Splice] {
        // An explicit key takes two block lines.
        let entries = additions.map { Self.entry($0.app, route: Self.route($0.fields.named)) }
        let rendered = entries.flatMap { $0 }
        guard let appsKey = recorder.appsKey, let appsSpan = recorder.apps, let kind = recorder.appsKind else {
            var indent = ""
            var at = bytes.count
            // A document that is only a null (`~`) loses it: a mapping cannot follow it.
            var null: [Splice] = []
            switch recorder.root {
            case .mapping:
                indent = String(repeating: " ", count: recorder.topColumn - 1)
                at = afterLine(byte(recorder.topLastEnd ?? 0))
            case .scalar(.plain, isEmpty: false)? where recorder.rootSpan != nil:
                // With the blanks after it: a tab left at the start of a line is not YAML.
                let span = recorder.rootSpan!
                var end = byte(span.end)
                while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
                null = [Splice(range: byte(span.start)..<end, text: [])]
            default:
                break
            }
            return null + [
                Splice(range: at..<at, text: lines([indent + "apps:"] + rendered.map { indent + "  " + $0 }, at: at))
            ]
        }
        switch kind {
        case .mapping(isFlow: false):
            let indent = String(repeating: " ", count: (recorder.appsFirstKeyColumn ?? appsKey.column + 2) - 1)
            let at = afterLine(byte(recorder.appsLastEnd ?? appsSpan.end))
            return [Splice(range: at..<at, text: lines(rendered.map { indent + $0 }, at: at))]
        case .mapping(isFlow: true) where remainingOld > 0 || recorder.appsEntryCount > 0:
            let at = remainingOld > 0 ? byte(recorder.appsLastEnd ?? appsSpan.end) : byte(appsSpan.start) + 1
            let lead = remainingOld > 0 ? ", " : " "
            let tail = remainingOld > 0 ? "" : " "
            let flow = entries.map { $0.joined(separator: " ") }.joined(separator: ", ")
            return [Splice(range: at..<at, text: Array((lead + flow + tail).utf8))]
        case .mapping(isFlow: true), .scalar:
            // `apps: {}`, `apps:` or `apps: ~` becomes a block mapping.
            let colon = try afterColon(byte(appsKey.end), at: appsKey)
            let valueEnd = max(colon, byte(appsSpan.end))
            let indent = String(repeating: " ", count: appsKey.column - 1 + 2)
            let at = afterLine(valueEnd)
            return [
                Splice(range: colon..<valueEnd, text: []),
                Splice(range: at..<at, text: lines(rendered.map { indent + $0 }, at: at)),
            ]
        default:
            throw .layout("'apps' is not a mapping", in: source, at: appsSpan)
        }
    }

    private func splice(_ ordered: [Splice]) throws(RoutingEditError) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.text.count })
        var copied = 0
        for splice in ordered {
            guard splice.range.lowerBound >= copied else {
                throw RoutingEditError(
                    .unusable, "cannot edit '\(source.name)' safely",
                    diagnostics: [
                        .error(
                            .routingEditLayout, "two of the changes touch the same text",
                            at: source.location(ofByte: splice.range.lowerBound),
                            hint: "make these changes one at a time")
                    ])
            }
            out.append(contentsOf: bytes[copied..<splice.range.lowerBound])
            out.append(contentsOf: splice.text)
            copied = splice.range.upperBound
        }
        out.append(contentsOf: bytes[copied...])
        return out
    }

    /// An ID too long for a simple key gets an explicit key (`? "id"`, `: route`), which has no
    /// length limit; joined by a space, the two lines are the entry in flow style.
    static func entry(_ app: String, route: String) -> [String] {
        let key = YAMLText.quoted(app)
        // libyaml's longest simple key is 1024 characters, and it checks a character or two past the
        // colon: a margin keeps well inside the limit.
        guard key.unicodeScalars.count > 1024 - 32 else { return [key + ": " + route] }
        return ["? " + key, ": " + route]
    }

    private static func route(_ fields: [(key: String, value: String)]) -> String {
        guard !fields.isEmpty else { return "{}" }
        return "{ "
            + fields.map { YAMLText.flowScalar($0.key) + ": " + YAMLText.flowScalar($0.value) }
            .joined(separator: ", ") + " }"
    }

    /// `offset` is a line's start, or the end of a last line without a break.
    private func lines(_ texts: [String], at offset: Int) -> [UInt8] {
        var out: [UInt8] = []
        if offset > 0, offset == bytes.count, !Self.isBreakEnd(bytes, offset) { out += newline }
        for text in texts { out += Array(text.utf8) + newline }
        return out
    }

    private static func newline(of bytes: [UInt8]) -> [UInt8] {
        guard let first = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return [0x0A] }
        return bytes[first] == 0x0D && first + 1 < bytes.count && bytes[first + 1] == 0x0A ? [0x0D, 0x0A] : [0x0A]
    }

    private func isNullText(_ entry: Entry) -> Bool {
        guard case .scalar(.plain, _) = entry.valueKind else { return false }
        let text = bytes[byte(entry.value.start)..<byte(entry.value.end)]
        return ["~", "null", "Null", "NULL"].contains { Array($0.utf8)[...] == text }
    }

    private mutating func convertIndexes() {
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // Kept for the `registry set` mark of BENCHMARKS.md (≤ 1.5× the C load floor at 1M
        // entries): in a text of one-byte scalars (ASCII), which libyaml has read to its end, a
        // scalar index is a byte offset after the byte order mark, and the pass over the whole
        // text (about 4 % of an edit) is not needed.
        if recorder.scalarCount == bytes.count - bom {
            asciiOffset = bom
            return
        }
        var wanted: [Int] = [0]
        func add(_ span: Span?) {
            guard let span else { return }
            wanted.append(span.start)
            wanted.append(span.end)
        }
        add(recorder.appsKey)
        add(recorder.apps)
        add(recorder.rootSpan)
        wanted += [
            recorder.appsLastEnd, recorder.topLastEnd, recorder.appsFirstKeyStart,
            recorder.appsLastKeyStart,
        ].compactMap { $0 }
        for entry in removals + updates.map(\.entry) {
            add(entry.key)
            add(entry.value)
            wanted += [entry.previousEnd, entry.nextKeyStart].compactMap { $0 }
            for field in entry.fields {
                add(field.key)
                add(field.value)
            }
        }
        wanted.sort()
        offsets = Self.byteOffsets(of: wanted, in: bytes, from: bom)
    }

    private static func byteOffsets(of indexes: [Int], in bytes: [UInt8], from start: Int) -> [Int: Int] {
        var offsets: [Int: Int] = [:]
        var offset = start
        var index = 0
        for target in indexes {
            // The text is valid UTF-8: the loader read it.
            while index < target, offset < bytes.count {
                let first = bytes[offset]
                offset += first < 0x80 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
                index += 1
            }
            offsets[target] = min(offset, bytes.count)
        }
        return offsets
    }

    private func byte(_ index: Int) -> Int {
        if let asciiOffset { return min(index + asciiOffset, bytes.count) }
        return offsets[index] ?? bytes.count
    }

    private func lineStart(_ offset: Int) -> Int {
        var at = offset
        while at > 0, !Self.isBreakEnd(bytes, at) { at -= 1 }
        return at
    }

    private func afterLine(_ offset: Int) -> Int {
        var at = offset
        while at < bytes.count {
            let length = Self.breakLength(bytes, at)
            if length > 0 { return at + length }
            at += 1
        }
        return at
    }

    private func afterColon(_ offset: Int, at span: Span) throws(RoutingEditError) -> Int {
        var at = offset
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
        guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else {
            throw .layout("the key is not followed by ':'", in: source, at: span)
        }
        return at + 1
    }

    /// LF, CR, CRLF, NEL, LS and PS, as libyaml counts line breaks.
    private static func breakLength(_ bytes: [UInt8], _ offset: Int) -> Int {
        switch bytes[offset] {
        case 0x0A: return 1
        case 0x0D: return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
        case 0xC2: return offset + 1 < bytes.count && bytes[offset + 1] == 0x85 ? 2 : 0
        case 0xE2:
            return offset + 2 < bytes.count && bytes[offset + 1] == 0x80
                && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    private static func isBreakEnd(_ bytes: [UInt8], _ offset: Int) -> Bool {
        guard offset > 0 else { return false }
        switch bytes[offset - 1] {
        case 0x0A, 0x0D: return true
        case 0x85: return offset >= 2 && bytes[offset - 2] == 0xC2
        case 0xA8, 0xA9: return offset >= 3 && bytes[offset - 2] == 0x80 && bytes[offset - 3] == 0xE2
        default: return false
        }
    }
}
