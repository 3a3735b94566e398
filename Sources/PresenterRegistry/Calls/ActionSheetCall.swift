import SheetText
import ThemeKit

/// A decoded `showActionSheet` call in one of the ``CallDialect``s: its dialect, its sheet, and any warnings.
///
/// JSON calls and YAML sheet files are read by one decoder, by the rules of the platforms' documentation:
///
/// - Texts: a number is shown as text; null means none, and an empty cancel text too.
/// - Items: at least one; `my`'s may be numbers; another type, or more than ``CallDialect/maxItems``, rejects.
/// - `destructiveBtnIndex` and a badge's `index` count by value, as `JSON.parse` reads them (`1e0` is 1,
///   `-0` is 0); anything not a whole number inside the items means none (a warning in a sheet file).
/// - `badges` (`my`): an unknown `type` is `none`; the last entry for an index wins.
/// - `itemColor`: `#RGB`, `#RRGGBB` or `#AARRGGBB` (alpha first); anything else rejects the call.
///
/// Unknown keys are ignored in calls (mini programs pass extra keys) and warned about in sheet files.
/// A key given twice in JSON keeps its last value, as `JSON.parse` does, with a warning.
public struct ActionSheetCall: Sendable, Hashable {
    /// The call's dialect.
    public var dialect: CallDialect
    /// The sheet it asks for; absent parameters are `nil`, so the theme decides.
    public var sheet: ActionSheet
    /// Problems that did not reject the call: keys given twice, unknown keys in a sheet file.
    public var warnings: [Diagnostic]

    /// Creates a decoded call.
    public init(dialect: CallDialect, sheet: ActionSheet, warnings: [Diagnostic] = []) {
        self.dialect = dialect
        self.sheet = sheet
        self.warnings = warnings
    }

    /// The sheet with the platform's defaults (the cancel text "取消", `wx`'s item colour) where the call gave none.
    public var sheetWithPlatformDefaults: ActionSheet {
        var sheet = self.sheet
        if sheet.cancelButtonText == nil { sheet.cancelButtonText = dialect.defaultCancelText }
        if sheet.itemColor == nil { sheet.itemColor = dialect.defaultItemColor }
        return sheet
    }

    /// A call with no `itemColor` gets the platform's own colour (swan's `#3c76ff`), except black
    /// (wx and the others): the theme's item colour applies then, so a dark theme stays readable.
    package var sheetToDraw: ActionSheet {
        var sheet = self.sheet
        if sheet.itemColor == nil, let color = dialect.defaultItemColor, color != ThemeColor(red: 0, green: 0, blue: 0)
        {
            sheet.itemColor = color
        }
        return sheet
    }

    package enum KeyPolicy: Sendable, Hashable {
        /// Mini programs pass extra keys in calls.
        case ignoreUnknown
        /// With a did-you-mean: for sheet files written by hand.
        case warnUnknown
    }

    /// `reading`: the warnings reading the text gave (duplicate keys), reported with the decoder's own.
    package static func decode(
        _ call: CallNode, dialect: CallDialect? = nil, keys: KeyPolicy = .ignoreUnknown, reading: [Diagnostic] = []
    ) throws(CallRejection) -> ActionSheetCall {
        func rejection(_ dialect: CallDialect?, _ error: Diagnostic) -> CallRejection {
            CallRejection(dialect: dialect, diagnostics: inSourceOrder(reading + [error]))
        }
        guard let members = call.members else {
            throw rejection(
                dialect,
                .error(
                    .invalidCall, "expected an object with the call's parameters, found \(call.typeName)",
                    at: call.location))
        }
        let chosen: CallDialect
        var told: [Diagnostic] = []
        if let dialect {
            chosen = dialect
        } else if let detected = CallDialect.detect(call) {
            chosen = detected
            // Said, since a wx call that passes a `title` along means wx, yet is answered as uni's.
            if detected == .uni, let key = members.first(where: { CallDialect.uniOnlyKeys.contains($0.key) }) {
                told.append(
                    Diagnostic(
                        .note, .invalidCall,
                        "the call has '\(key.key)', which only uni-app reads, so it is read and answered as "
                            + "uni.showActionSheet", at: key.keyLocation ?? key.value.location,
                        hint: "for wx.showActionSheet, give the dialect: sheetctl present --dialect wx"))
            }
        } else {
            throw rejection(nil, undetectedDialect(call, members))
        }
        var decoder = CallDecoder(dialect: chosen, root: call, warnsAboutIgnoredValues: keys == .warnUnknown)
        let sheet = decoder.decodeSheet()
        if keys == .warnUnknown { decoder.warnUnknownKeys(members) }
        let diagnostics = inSourceOrder(reading + told + decoder.diagnostics)
        if diagnostics.containsErrors { throw CallRejection(dialect: chosen, diagnostics: diagnostics) }
        return ActionSheetCall(dialect: chosen, sheet: sheet, warnings: diagnostics)
    }

    private static func undetectedDialect(_ call: CallNode, _ members: [CallNode.Member]) -> Diagnostic {
        let names = Set(members.map(\.key))
        func named(_ key: String) -> String { "'\(key)' (\(CallDialect.family(of: key).apiName))" }
        let present = CallDialect.itemsKeys.filter(names.contains)
        if present.count > 1 {
            return .error(
                .invalidCall, "the call has both \(named(present[0])) and \(named(present[1]))",
                at: call.location, hint: "keep the one of the dialect meant, or give the dialect")
        }
        let keys = CallDialect.itemsKeys
        let suggestion = keys.lazy.compactMap { key in
            Suggestion.closest(to: key, in: names).map { "did you mean '\(key)' for '\($0)'?" }
        }.first
        let dialects = CallDialect.allCases.map(\.rawValue).joined(separator: ", ")
        return .error(
            .invalidCall,
            "the call has neither \(named(keys[0])), \(named(keys[1])) nor \(named(keys[2]))",
            at: call.location,
            hint: suggestion ?? "give the dialect (present --dialect NAME; one of \(dialects))")
    }

    /// In source order, as a compiler reports; unlocated ones (calls built in memory) keep their order.
    private static func inSourceOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            guard let left = a.element.location?.start, let right = b.element.location?.start, left != right else {
                return a.offset < b.offset
            }
            return left < right
        }.map(\.element)
    }

    package static func decode(json: JSONValue, dialect: CallDialect? = nil) throws(CallRejection) -> ActionSheetCall {
        try decode(CallNode(json: json), dialect: dialect)
    }

    package static func decode(
        jsonText source: SourceText, dialect: CallDialect? = nil, keys: KeyPolicy = .ignoreUnknown
    ) throws(CallRejection) -> ActionSheetCall {
        let tree: JSONCallTree
        do {
            tree = try JSONCallTree(parsing: source)
        } catch {
            throw CallRejection(dialect: dialect, diagnostics: error.diagnostics)
        }
        return try decode(tree.root, dialect: dialect, keys: keys, reading: tree.duplicateKeys)
    }

    /// Loads a sheet file, YAML or JSON (when it starts with `{`, for the JSON parser's exact errors).
    /// - Parameters:
    ///   - source: The file's text.
    ///   - dialect: The dialect, or `nil` to tell it from the keys.
    /// - Throws: ``CallRejection`` with located diagnostics.
    public static func load(sheetFile source: SourceText, dialect: CallDialect? = nil) throws(CallRejection)
        -> ActionSheetCall
    {
        if isJSON(source) { return try decode(jsonText: source, dialect: dialect, keys: .warnUnknown) }
        let node: CallNode
        do {
            node = try CallNode.parse(yaml: source)
        } catch {
            throw CallRejection(dialect: dialect, diagnostics: error.diagnostics)
        }
        return try decode(node, dialect: dialect, keys: .warnUnknown)
    }

    /// Whether a text is JSON rather than YAML: its first byte after white space (and a BOM) is `{`.
    public static func isJSON(_ source: SourceText) -> Bool {
        let text = source.bytes.dropFirst(source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        return text.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "{")
    }
}
